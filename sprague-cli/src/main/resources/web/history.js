// The value history of a game in play, as SVG: after each move, who was winning and by how far (remoteness, or
// the final margin in a scoring game); the move that threw a won game away is ringed. A point goes back to it.
'use strict';

// points: [{ ply, height (> 0 you are winning, < 0 the engine is, 0 a draw or undecided), thrown, undecided,
// title }]: an undecided point (no result found in the time per move) sits on the line in its own colour
function drawHistory(box, points, onPick) {
  box.replaceChildren();
  if (points.length === 0) {
    return;
  }
  const step = 34;
  const width = Math.max(240, 40 + step * (points.length - 1) + 20);
  const height = 130;
  const mid = height / 2;
  const top = Math.max(1, ...points.map((p) => Math.abs(p.height)));
  const y = (h) => mid - h / top * (mid - 16);
  const x = (i) => 30 + i * step;
  const canvas = svgNode('svg', { viewBox: '0 0 ' + width + ' ' + height, width: width, class: 'drawing history',
    role: 'img' });
  canvas.append(svgNode('line', { x1: 20, y1: mid, x2: width - 6, y2: mid, class: 'axis' }));
  canvas.append(svgNode('text', { x: 4, y: 14, class: 'axis-label' }, 'you'));
  canvas.append(svgNode('text', { x: 4, y: height - 4, class: 'axis-label' }, 'engine'));
  if (points.length > 1) {
    canvas.append(svgNode('polyline', { points: points.map((p, i) => x(i) + ',' + y(p.height)).join(' '),
      class: 'trace' }));
  }
  points.forEach((p, i) => {
    const g = svgNode('g', { class: 'point' + (p.thrown ? ' thrown' : '') });
    g.dataset.ply = p.ply;
    if (p.thrown) {
      g.append(svgNode('circle', { cx: x(i), cy: y(p.height), r: 10, class: 'ring' }));
    }
    g.append(svgNode('circle', { cx: x(i), cy: y(p.height), r: 5,
      class: 'dot ' + (p.undecided ? 'hint-undecided' : p.height > 0 ? 'hint-win' : p.height < 0 ? 'hint-loss'
        : 'hint-draw') }));
    g.append(svgNode('title', {}, p.title));
    g.addEventListener('click', () => onPick(p.ply));
    canvas.append(g);
  });
  box.append(canvas);
}
