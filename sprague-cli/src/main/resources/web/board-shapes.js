// Parts of boards that only some games draw: Cutcake's rectangles, the coin board's pairs of coins, a span of
// stones (the half of a row a split keeps) and the digits of the sum game. Uses svgNode, svgCanvas and asMove
// from board.js.
'use strict';

// one cell of a grid in the styles 'digits' (row 0 the number, below it the digits to write) and 'coins2d'
function drawCellMark(canvas, style, r, c, x, y, cell) {
  if (style === 'digits') {
    if (r === 0 || c !== '.') {
      canvas.append(svgNode('rect', { x: x, y: y, width: cell, height: cell, class: r === 0 ? 'cell' : 'cell key' }));
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 6, class: 'digit' }, c));
    }
    return;
  }
  canvas.append(svgNode('rect', { x: x, y: y, width: cell, height: cell, class: 'cell' }));
  canvas.append(svgNode('circle', { cx: x + cell / 2, cy: y + cell / 2, r: cell / 4,
    class: c === 'F' ? 'coin head' : 'coin' }));
  canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 5, class: 'label' }, c));
}

// a spot of two cells that are not neighbours to cover: a bar at height barY under the stones from the first to
// the second, or (barY null) an arc between two coins of one row (bowing up) or one column (bowing left),
// deeper the farther apart they are, so that no two arcs coincide
function pairShape(s, barY, cell) {
  if (barY !== null) {
    return svgNode('rect', { x: s.col * cell + 5, y: barY, width: (s.col2 - s.col + 1) * cell - 8, height: 8, rx: 4,
      class: 'target span' });
  }
  // from the rim of one coin to the rim of the other, on the side the arc bows to, so the coins stay readable
  const sameRow = s.row === s.row2;
  const rim = (row, col) => ({ x: col * cell + 1 + cell / 2 - (sameRow ? 0 : cell / 4),
    y: row * cell + 1 + cell / 2 - (sameRow ? cell / 4 : 0) });
  const a = rim(s.row, s.col);
  const b = rim(s.row2, s.col2);
  const bow = 14 + 10 * (Math.abs(s.row2 - s.row) + Math.abs(s.col2 - s.col));
  const mid = sameRow ? { x: (a.x + b.x) / 2, y: a.y - bow } : { x: a.x - bow, y: (a.y + b.y) / 2 };
  return svgNode('path', { d: 'M' + a.x + ' ' + a.y + ' Q ' + mid.x + ' ' + mid.y + ' ' + b.x + ' ' + b.y,
    class: 'halo link pair' });
}

// Cutcake: each piece a rectangle of unit squares side by side; a cut is a line of squares, the move along it
function drawRectangles(board, view) {
  const unit = 28;
  const gap = 24;
  const tallest = Math.max(1, ...board.pieces.map((p) => p.height));
  const width = board.pieces.reduce((sum, p) => sum + p.width * unit + gap, gap);
  const canvas = svgCanvas(Math.max(width, 120), tallest * unit + 40);
  let left = gap;
  board.pieces.forEach((p, i) => {
    const top = 10;
    for (let r = 0; r < p.height; r++) {
      for (let c = 0; c < p.width; c++) {
        canvas.append(svgNode('rect', { x: left + c * unit, y: top + r * unit, width: unit, height: unit,
          class: 'cake' }));
      }
    }
    canvas.append(svgNode('text', { x: left + p.width * unit / 2, y: top + p.height * unit + 18,
      class: 'caption' }, p.width + 'x' + p.height));
    for (const cut of p.cuts) {
      const d = cut.vertical
        ? 'M' + (left + cut.at * unit) + ' ' + top + ' V ' + (top + p.height * unit)
        : 'M' + left + ' ' + (top + cut.at * unit) + ' H ' + (left + p.width * unit);
      const halo = svgNode('path', { d: d, class: 'halo cut' });
      halo.dataset.piece = i + 1;
      canvas.append(svgNode('path', { d: d, class: 'cut-line' }), asMove(halo, cut.move, view));
    }
    left += p.width * unit + gap;
  });
  return canvas;
}
