// Draws a position from the board the game describes (heaps, a grid, Hackenbush edges, a graph) as SVG.
// Every part that makes a move carries data-move, the move's own label; with hints on, it is coloured by what the
// move is worth to the mover (the server's values: the page computes none).
'use strict';

const SVG = 'http://www.w3.org/2000/svg';

function svgNode(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    e.setAttribute(k, v);
  }
  if (text !== undefined) {
    e.textContent = text;
  }
  return e;
}

function svgCanvas(width, height) {
  // scales down to a narrow screen: the width is a maximum, not a requirement
  return svgNode('svg', { viewBox: '0 0 ' + width + ' ' + height, width: width, class: 'drawing',
    preserveAspectRatio: 'xMidYMin meet' });
}

// makes `e` the move `label`: clickable when play asks for it, coloured by its value when hints are on
function asMove(e, label, view) {
  if (!label) {
    return e;
  }
  e.dataset.move = label;
  e.classList.add('spot');
  const valued = view.moves ? view.moves.find((m) => m.move === label) : null;
  let title = label;
  if (valued && view.hints) {
    e.classList.add('hint-' + valued.result);
    e.dataset.result = valued.result;
    title += ': ' + moveWords(valued);
  }
  e.append(svgNode('title', {}, title));
  if (view.onMove) {
    // a button for the keyboard too: Tab reaches it, Enter or Space plays it
    e.classList.add('clickable');
    e.setAttribute('tabindex', '0');
    e.setAttribute('role', 'button');
    e.setAttribute('aria-label', title);
    e.addEventListener('click', () => view.onMove(label));
    e.addEventListener('keydown', (k) => {
      if (k.key === 'Enter' || k.key === ' ') {
        k.preventDefault();
        view.onMove(label);
      }
    });
  }
  return e;
}

// the number a hint writes on a part: moves to the end (impartial, loopy) or the final margin (scoring); the
// value a partizan move leaves is too long for a part and stays in its title and the list
function shortValue(label, view) {
  const m = view.hints && view.moves ? view.moves.find((x) => x.move === label) : null;
  if (!m) {
    return '';
  }
  if (m.value !== null) {
    return (m.value > 0 ? '+' : '') + m.value;
  }
  return m.remoteness === null ? '' : String(m.remoteness);
}

function writeValue(canvas, label, view, x, y) {
  const text = shortValue(label, view);
  if (text) {
    canvas.append(svgNode('text', { x: x, y: y + 5, class: 'spot-value' }, text));
  }
}

function drawHeaps(board, view) {
  const tallest = Math.max(1, ...board.heaps.map((h) => h.leave.length || 3));
  // a token to tap is at least 44 px across (WCAG 2.2, 2.5.5) where the heaps are short enough to show so
  const token = tallest <= 10 ? 50 : 24;
  const column = token + 10;
  const height = tallest * token + 44;
  const canvas = svgCanvas(Math.max(column * board.heaps.length, 120), height);
  board.heaps.forEach((h, i) => {
    const x = i * column + column / 2;
    const base = height - 30;
    canvas.append(svgNode('text', { x: x, y: height - 8, class: 'caption' }, h.size));
    if (h.leave.length === 0 && h.size !== '0') {
      // too many tokens to draw one by one: a bar with its size
      canvas.append(svgNode('rect', { x: x - 14, y: base - 3 * token, width: 28, height: 3 * token, class: 'heap-bar' }));
      return;
    }
    h.leave.forEach((label, j) => {
      const circle = svgNode('circle', { cx: x, cy: base - j * token - token / 2, r: token / 2 - 2, class: 'token' });
      circle.dataset.heap = i + 1;
      circle.dataset.leave = j;
      canvas.append(asMove(circle, label, view));
      writeValue(canvas, label, view, x, base - j * token - token / 2);
    });
  });
  return canvas;
}

function drawGrid(board, view) {
  const rows = board.cells.length;
  const cols = Math.max(...board.cells.map((r) => r.length));
  // dominoes of both directions share the corners of the cells, so each bar is smaller than a cell: a board of few
  // columns has large cells, so that a bar is still 44 px to tap (WCAG 2.2, 2.5.5) on a phone
  const dominoes = board.spots.filter((s) => Math.abs(s.row - s.row2) + Math.abs(s.col - s.col2) === 1);
  const bothWays = dominoes.some((s) => s.row === s.row2) && dominoes.some((s) => s.col === s.col2);
  // coin pairs need room between the coins for their arcs
  const cell = board.style === 'digits' ? 32 : board.style === 'coins2d' ? 72
    : bothWays ? (cols <= 3 ? 110 : 64) : 56;
  // coins turned in pairs hang their arcs under the row; a span of stones is a bar under them
  const spans = board.spots.filter((s) => board.style === 'stones' && s.col !== s.col2);
  const below = board.style === 'coins' ? 12 + 10 * cols : spans.length ? 8 + 12 * spans.length : 0;
  // a grid of several rows has its coordinates, rows down the left and columns along the top, as moves name them
  const pad = rows > 1 && board.style !== 'digits' ? 18 : 0;
  const outer = svgCanvas(cols * cell + 2 + pad, rows * cell + 2 + below + pad);
  const canvas = svgNode('g', { transform: 'translate(' + pad + ',' + pad + ')' });
  outer.append(canvas);
  if (pad) {
    for (let r = 0; r < rows; r++) {
      outer.append(svgNode('text', { x: pad / 2, y: pad + r * cell + cell / 2 + 5, class: 'coordinate' }, r + 1));
    }
    for (let k = 0; k < cols; k++) {
      outer.append(svgNode('text', { x: pad + k * cell + cell / 2, y: pad - 5, class: 'coordinate' }, k + 1));
    }
  }
  board.cells.forEach((row, r) => row.forEach((c, k) => {
    const x = k * cell + 1;
    const y = r * cell + 1;
    if (board.style === 'digits' || board.style === 'coins2d') {
      drawCellMark(canvas, board.style, r, c, x, y, cell);
      return;
    }
    if (board.style === 'stones') {
      canvas.append(svgNode('circle', { cx: x + cell / 2, cy: y + cell / 2, r: cell / 2 - 3, class: 'stone' }));
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 5, class: 'label' }, c));
      return;
    }
    // a square filled during the game in play takes the colour of the player who filled it
    const by = c === '#' && view.placed ? view.placed[(r + 1) + ',' + (k + 1)] : undefined;
    canvas.append(svgNode('rect', { x: x, y: y, width: cell, height: cell,
      class: 'cell' + (c === '#' ? ' filled' : '') + (by ? ' placed-' + by : '') + (board.style === 'flip' && c === '-' ? ' off' : '') + (board.style === 'queen' && r === rows - 1 && k === 0 ? ' home' : '') }));
    if (c === 'Q') {
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 8, class: 'queen' }, '♛'));
    } else if (board.style === 'coins') {
      canvas.append(svgNode('circle', { cx: x + cell / 2, cy: y + cell / 2, r: cell / 2 - 6,
        class: c === 'H' ? 'coin head' : 'coin' }));
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 5, class: 'label' }, c));
    } else if (c === 'C') {
      canvas.append(svgNode('circle', { cx: x + cell / 2, cy: y + cell / 2, r: cell / 2 - 8, class: 'chessman' }));
    } else if (board.style === 'flip') {
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 9, class: 'sign' }, c === '-' ? '−' : c));
    } else if (board.style === 'xo' && c !== '.' && c !== '#') {
      // Left's pieces (x, l, L) blue, Right's (o, r, R) red, either player's (e) green; the letter stays on it
      const side = 'xlL'.includes(c) ? 'left-piece' : 'orR'.includes(c) ? 'right-piece' : 'either-piece';
      canvas.append(svgNode('circle', { cx: x + cell / 2, cy: y + cell / 2, r: cell / 2 - 5, class: side }));
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 5, class: 'label' }, c));
    } else if (c === 'T' || c === 'F') {
      canvas.append(svgNode('circle', { cx: x + cell / 2, cy: y + cell / 2, r: cell / 2 - 5,
        class: c === 'T' ? 'toad' : 'frog' }));
      canvas.append(svgNode('text', { x: x + cell / 2, y: y + cell / 2 + 5, class: 'label' }, c));
    }
  }));
  for (const s of board.spots) {
    let shape;
    if (board.style === 'coins2d' || spans.includes(s)) {
      shape = pairShape(s, board.style === 'coins2d' ? null : rows * cell + 6 + 12 * spans.indexOf(s), cell);
    } else if (board.style === 'coins' && s.col !== s.col2) {
      // two coins turned together: an arc under the row from one to the other, deeper the farther apart
      const x1 = s.col * cell + 1 + cell / 2;
      const x2 = s.col2 * cell + 1 + cell / 2;
      const depth = 10 + 10 * Math.abs(s.col2 - s.col);
      shape = svgNode('path', { d: 'M' + x1 + ' ' + (rows * cell) + ' C ' + x1 + ' ' + (rows * cell + depth) + ' '
        + x2 + ' ' + (rows * cell + depth) + ' ' + x2 + ' ' + (rows * cell), class: 'halo link' });
    } else if (s.row === s.row2 && s.col === s.col2) {
      // one cell: the square the queen reaches, the piece that moves, the stone taken
      shape = svgNode('rect', { x: s.col * cell + 4, y: s.row * cell + 4, width: cell - 6, height: cell - 6, rx: 6,
        class: 'target' });
    } else {
      // a domino: a bar across the edge its two cells share, so that no two dominoes overlap; where all go one
      // way, the bar is nearly a cell square
      const cx = (s.col + s.col2 + 1) / 2 * cell + 1;
      const cy = (s.row + s.row2 + 1) / 2 * cell + 1;
      const vertical = s.col === s.col2;
      const across = bothWays ? 0.45 : 0.8;
      const along = bothWays ? 0.4 : 0.8;
      const w = (vertical ? across : along) * cell;
      const h = (vertical ? along : across) * cell;
      shape = svgNode('rect', { x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: 3, class: 'target domino' });
    }
    canvas.append(asMove(shape, s.move, view));
    if (s.row === s.row2 && s.col === s.col2) {
      // in the corner: the piece, stone or coin under the spot keeps its middle
      writeValue(canvas, s.move, view, s.col * cell + cell - 9, s.row * cell + 13);
    }
  }
  return outer;
}

// Hackenbush: nodes by their distance from the ground; each edge touching the ground stands on a spot of its own
function drawEdges(board, view) {
  const depth = { [board.ground]: 0 };
  const queue = [board.ground];
  const neighbours = {};
  for (const e of board.edges) {
    (neighbours[e.from] = neighbours[e.from] || []).push(e.to);
    (neighbours[e.to] = neighbours[e.to] || []).push(e.from);
  }
  const order = [];
  while (queue.length) {
    const n = queue.shift();
    for (const m of neighbours[n] || []) {
      if (depth[m] === undefined) {
        depth[m] = depth[n] + 1;
        order.push(m);
        queue.push(m);
      }
    }
  }
  const layers = {};
  for (const n of order) {
    (layers[depth[n]] = layers[depth[n]] || []).push(n);
  }
  const widest = Math.max(1, ...Object.values(layers).map((l) => l.length));
  const levels = Math.max(1, ...Object.keys(layers).map(Number));
  const width = Math.max(160, widest * 70);
  const step = 60;
  const height = levels * step + 40;
  const ground = height - 20;
  const at = {};
  for (const [d, nodes] of Object.entries(layers)) {
    nodes.forEach((n, i) => {
      at[n] = { x: (i + 1) * width / (nodes.length + 1), y: ground - Number(d) * step };
    });
  }
  const canvas = svgCanvas(width, height);
  canvas.append(svgNode('line', { x1: 0, y1: ground, x2: width, y2: ground, class: 'ground' }));
  const drawn = {};
  for (const e of board.edges) {
    const a = e.from === board.ground ? { x: at[e.to] ? at[e.to].x : width / 2, y: ground } : at[e.from];
    const b = e.to === board.ground ? { x: at[e.from] ? at[e.from].x : width / 2, y: ground } : at[e.to];
    const key = [e.from, e.to].sort().join(' ');
    const bend = (drawn[key] = (drawn[key] || 0) + 1) - 1;
    let d;
    if (e.from === e.to) {
      d = 'M' + a.x + ' ' + a.y + ' c -30 -40 30 -40 0 0';
    } else {
      // parallel edges bow out to either side
      const off = bend === 0 ? 0 : (bend % 2 ? 1 : -1) * 18 * Math.ceil(bend / 2);
      const mx = (a.x + b.x) / 2 + off;
      const my = (a.y + b.y) / 2;
      d = 'M' + a.x + ' ' + a.y + ' Q ' + mx + ' ' + my + ' ' + b.x + ' ' + b.y;
    }
    const g = svgNode('g', { class: 'edge' });
    const halo = svgNode('path', { d: d, class: 'halo' });
    g.append(halo, svgNode('path', { d: d, class: 'stalk ' + e.colour }));
    canvas.append(g);
    asMove(halo, e.move, view);
  }
  for (const [n, p] of Object.entries(at)) {
    canvas.append(svgNode('circle', { cx: p.x, cy: p.y, r: 4, class: 'joint' }));
    canvas.append(svgNode('title', {}, n));
  }
  return canvas;
}

// a graph's nodes on a circle; a node is the move of the token to it
function drawGraph(board, view) {
  const n = board.nodes.length;
  const size = Math.max(220, Math.min(460, 60 * Math.sqrt(n) * 2));
  const r = size / 2 - 30;
  const at = {};
  board.nodes.forEach((node, i) => {
    const angle = -Math.PI / 2 + 2 * Math.PI * i / n;
    at[node.name] = { x: size / 2 + r * Math.cos(angle), y: size / 2 + r * Math.sin(angle) };
  });
  const canvas = svgCanvas(size, size);
  const defs = svgNode('defs');
  const marker = svgNode('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7,
    markerHeight: 7, orient: 'auto-start-reverse' });
  marker.append(svgNode('path', { d: 'M0 0 L10 5 L0 10 z', class: 'arrowhead' }));
  defs.append(marker);
  canvas.append(defs);
  for (const e of board.edges) {
    const a = at[e.from];
    const b = at[e.to];
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const arrow = e.colour === 'undirected' ? {} : { 'marker-end': 'url(#arrow)' };
    canvas.append(svgNode('line', Object.assign({ x1: a.x + ux * 16, y1: a.y + uy * 16, x2: b.x - ux * 16,
      y2: b.y - uy * 16, class: 'arc' }, arrow)));
  }
  for (const node of board.nodes) {
    const p = at[node.name];
    const g = svgNode('g', { class: 'node' + (node.token ? ' token-here' : '') });
    const circle = svgNode('circle', { cx: p.x, cy: p.y, r: 15, class: 'place' });
    g.append(circle, svgNode('text', { x: p.x, y: p.y + 5, class: 'label' }, node.name));
    if (node.label) {
      // a node that ends the game, with its result for the player to move there
      const ends = { win: 'ends: mover wins', loss: 'ends: mover loses', draw: 'ends: a draw' };
      g.append(svgNode('text', { x: p.x, y: p.y + 30, class: 'caption' }, ends[node.label] || node.label));
    }
    canvas.append(g);
    asMove(circle, node.move, view);
  }
  return canvas;
}

// draws `board` into `box`, with its caption; without one, says so and shows the position as text
function drawBoard(box, board, position, view) {
  box.replaceChildren();
  if (!board) {
    const p = document.createElement('p');
    p.className = 'no-board';
    // positionWords (words.js) reads leading option words such as --turn bob as plain words
    p.textContent = 'No board is drawn for this position (too large to draw part by part, a sum of games, or'
      + ' nothing left): ' + positionWords(position) + '. Its moves are in the list.';
    box.append(p);
    return;
  }
  const draw = { heaps: drawHeaps, grid: drawGrid, edges: drawEdges, graph: drawGraph,
    rectangles: drawRectangles }[board.kind];
  const canvas = draw(board, view);
  // with moves to play, a group of buttons a screen reader lists; else one picture, named by its position
  const named = 'the board: ' + positionWords(position);
  canvas.setAttribute('role', view.onMove ? 'group' : 'img');
  canvas.setAttribute('aria-label', view.onMove ? named + '; each move is a button' : named);
  box.append(canvas);
  if (board.caption) {
    const p = document.createElement('p');
    p.className = 'board-caption';
    p.textContent = board.caption;
    box.append(p);
  }
}
