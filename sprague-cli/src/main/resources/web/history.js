// The value history of a game in play, as SVG: after each move, who was winning and by how far (remoteness, or
// the final margin in a scoring game); the move that threw a won game away is ringed. A point goes back to it.
'use strict';

// points: [{ ply, height (> 0 you are winning, < 0 the engine is, 0 a draw or undecided), thrown, title, and
// optionally mark ('win', 'loss', 'draw' or 'undecided': who is winning, where the height is a partizan game's mean
// and may be 0 in a won game; an undecided point, no result found in the time per move, sits on the line) }]
// labels: the names of the players above and below the line (by default the person and the engine)
function drawHistory(box, points, onPick, labels) {
  const [above, below] = labels || ['you', 'engine'];
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
    role: 'group', 'aria-label': 'the game so far: each point goes back to it' });
  canvas.append(svgNode('line', { x1: 20, y1: mid, x2: width - 6, y2: mid, class: 'axis' }));
  canvas.append(svgNode('text', { x: 4, y: 10, class: 'axis-label' }, above));
  canvas.append(svgNode('text', { x: 4, y: height - 2, class: 'axis-label' }, below));
  // numbered axes: the height at the top, the line and the bottom; the move's number under every point (every
  // fifth in a long game)
  const shown = (h) => String(Math.round(h * 100) / 100);
  for (const h of [top, 0, -top]) {
    canvas.append(svgNode('text', { x: 18, y: y(h) + 4, class: 'axis-label tick-h' }, shown(Math.abs(h))));
  }
  points.forEach((p, i) => {
    if (points.length <= 12 || i % 5 === 0) {
      canvas.append(svgNode('text', { x: x(i), y: mid + 13, class: 'axis-label tick-ply' }, String(p.ply)));
    }
  });
  if (points.length > 1) {
    canvas.append(svgNode('polyline', { points: points.map((p, i) => x(i) + ',' + y(p.height)).join(' '),
      class: 'trace' }));
  }
  points.forEach((p, i) => {
    const g = svgNode('g', { class: 'point' + (p.thrown ? ' thrown' : '') });
    g.dataset.ply = p.ply;
    g.dataset.height = p.height;
    if (p.thrown) {
      g.append(svgNode('circle', { cx: x(i), cy: y(p.height), r: 10, class: 'ring' }));
    }
    // a larger, unseen circle to tap
    g.append(svgNode('circle', { cx: x(i), cy: y(p.height), r: 15, class: 'hit' }));
    g.append(svgNode('circle', { cx: x(i), cy: y(p.height), r: 5,
      class: 'dot hint-' + (p.mark || (p.height > 0 ? 'win' : p.height < 0 ? 'loss' : 'draw')) }));
    g.append(svgNode('title', {}, p.title));
    // a button for the keyboard too: Tab reaches it, Enter or Space goes back to it
    g.setAttribute('tabindex', '0');
    g.setAttribute('role', 'button');
    g.setAttribute('aria-label', 'back to ' + p.title);
    g.addEventListener('click', () => onPick(p.ply));
    g.addEventListener('keydown', (k) => {
      if (k.key === 'Enter' || k.key === ' ') {
        k.preventDefault();
        onPick(p.ply);
      }
    });
    canvas.append(g);
  });
  box.append(canvas);
}

// A partizan value's height for the person playing Left (negated for Right): its mean where the engine's
// canonical form shows it plainly, else null. A number with infinitesimals (^, v, *) has that number as its
// mean; m+-G has mean m, since +-G is its own negative; a switch {a|b} of two numbers a >= b has mean (a+b)/2
// (Berlekamp, Conway and Guy, Winning Ways, ch. 6: the mean is where the thermograph's mast stands).
function partizanHeight(canonical, humanLeft) {
  const t = String(canonical).replace(/\s+/g, '');
  let depth = 0;
  let mean = null;
  for (let i = 0; i < t.length && mean === null; i++) {
    depth += t[i] === '{' ? 1 : t[i] === '}' ? -1 : 0;
    if (depth === 0 && t.startsWith('+-', i)) {
      mean = i === 0 ? 0 : numberMean(t.substring(0, i));
      if (mean === null) {
        return null;
      }
    }
  }
  if (mean === null) {
    const sw = t.match(/^\{([^{}|]+)\|([^{}|]+)\}$/);
    const a = sw ? numberMean(sw[1]) : null;
    const b = sw ? numberMean(sw[2]) : null;
    // a hot switch: a >= b (a cold {a|b} would be written as the number it is)
    mean = sw ? (a === null || b === null || a < b ? null : (a + b) / 2) : numberMean(t);
  }
  return mean === null ? null : humanLeft ? mean : -mean;
}

// a number (integer or fraction) followed by infinitesimals only, such as 3/2, -1, 1/2v, ^*, *2: its number part
function numberMean(text) {
  const m = text.match(/^(-?\d+(?:\/\d+)?)?((?:[\^v]\d*)?(?:\*\d*)?)$/);
  if (!m || text === '') {
    return null;
  }
  if (!m[1]) {
    return 0;
  }
  const [num, den] = m[1].split('/').map(Number);
  return den ? num / den : num;
}
