// Play against the engine: the person moves first, by clicking the board or the list; the engine answers with its
// best move. Each move's value comes from the server (/api/moves); the page keeps the game's history to undo.
'use strict';

let play = null;

const LEGEND = {
  impartial: [['win', 'wins: you keep the win; the number is how many moves the game then lasts'],
    ['loss', 'loses: the other player can then win'], ['draw', 'draws: neither can force a win']],
  scoring: [['win', 'you end ahead by the points shown'], ['draw', 'the scores end level'],
    ['loss', 'you end behind by the points shown']],
  partizan: [['win', 'keeps the win (the value left is shown)'], ['loss', 'gives the win away']],
  searched: [['win', 'wins: the search found a win'], ['loss', 'loses: the search found the reply that wins'],
    ['undecided', 'undecided: the search found neither in the time per move']],
};

function startPlay() {
  clearErrors();
  const r = request();
  if (current().readsAFile && r.position.length !== 1) {
    $('position-error').textContent = 'error: give one start node to play';
    return;
  }
  play = { request: r, states: [{ position: r.position, human: true, scores: [0, 0], seen: {} }], plies: [],
    over: false, data: null, start: null };
  $('board').hidden = false;
  $('play-result').textContent = '';
  showLog(); // a game started again begins with an empty record
  step();
}

function state() {
  return play.states[play.states.length - 1];
}

function rank(m) {
  return m.result === 'win' ? 0 : m.result === 'draw' ? 1 : m.result === 'undecided' ? 2 : 3;
}

// an error is known only between decided results: an undecided move may be as good as the best
function erredMove(m, best) {
  if (m.value !== null && best.value !== null) {
    return m.value < best.value;
  }
  return m.result !== 'undecided' && best.result !== 'undecided' && rank(m) > rank(best);
}

async function step() {
  const game = play;
  const now = state();
  let data;
  try {
    data = await post('/api/moves', Object.assign({}, play.request, { position: now.position }));
  } catch (e) {
    if (game === play) {
      fail(e);
    }
    return;
  }
  if (game !== play || now !== state()) {
    return; // the game was changed, restarted or undone while the moves were asked for
  }
  play.data = data;
  if (play.states.length === 1 && data.best !== null) {
    play.start = data.moves[data.best];
  }
  const key = (now.human ? 'h:' : 'e:') + now.position.join(' ');
  now.seen[key] = (now.seen[key] || 0) + 1;
  show();
  if (data.moves.length === 0 || now.seen[key] >= 3) {
    finish(data, now.seen[key] >= 3);
    return;
  }
  if (now.human) {
    const last = play.plies[play.plies.length - 1];
    $('play-turn').textContent = (last && !last.byHuman ? 'the engine played ' + last.move.move
      + (last.move.result === 'undecided' ? ' (no win found in the time per move: chosen by the move counts)' : '')
      + '; ' : '')
      + 'your move' + side() + ': click the board, or choose from the list';
  } else {
    $('play-turn').textContent = 'the engine moves';
    setTimeout(() => game === play && now === state() && apply(data.moves[data.best], false), 150);
  }
}

function kind() {
  if (play.data && play.data.moves.some((m) => m.value !== null)) {
    return 'scoring';
  }
  if (play.data && play.data.moves.some((m) => m.canonical !== null)) {
    return 'partizan';
  }
  // valued by a search with a time limit: win, loss or undecided; a partizan game's moves without their values
  const partizan = Boolean(play.request.options.first);
  const searched = play.data && play.data.moves.length > 0 && (play.data.moves.some((m) => m.result === 'undecided')
    || partizan && play.data.moves.every((m) => m.remoteness === null && m.value === null));
  return searched ? 'searched' : 'impartial';
}

// the board, the move list, the legend and the history, for the position now
function show() {
  const now = state();
  const data = play.data;
  const hints = $('hint').checked;
  const yours = now.human && !play.over;
  $('play-position').textContent = positionWords(now.position);
  // the exact words, for scripts and tests: the text above reads leading option words as plain words
  $('play-position').dataset.position = JSON.stringify(now.position);
  $('play-score').textContent = play.scored ? '(score: you ' + now.scores[0] + ', engine ' + now.scores[1] + ')' : '';
  const view = { moves: data.moves, hints: hints && yours, onMove: yours ? byLabel : null };
  drawBoard($('play-board'), data.board, now.position, view);
  const box = $('play-moves');
  box.replaceChildren();
  if (yours) {
    data.moves.forEach((m, i) => {
      const b = document.createElement('button');
      b.className = 'move' + (hints ? ' hint-' + m.result : '');
      b.dataset.move = m.move;
      if (hints) {
        b.dataset.result = m.result;
      }
      b.textContent = (i + 1) + '. ' + m.move + (hints ? '   (' + m.text + ')' : '');
      b.addEventListener('click', () => byLabel(m.move));
      box.append(b);
    });
  }
  const legend = $('legend');
  legend.replaceChildren();
  for (const [result, words] of LEGEND[kind()]) {
    const row = document.createElement('span');
    row.className = 'legend-item';
    const swatch = svgNode('svg', { width: 14, height: 14, class: 'swatch' });
    swatch.append(svgNode('rect', { width: 14, height: 14, class: 'hint-' + result }));
    row.append(swatch, ' ' + words);
    legend.append(row);
  }
  legend.hidden = !hints;
  drawHistory($('history'), historyPoints(), backTo);
}

// a position reached in play may lead with words such as "--first right": shown as "first: right"
function positionWords(position) {
  if (position.length === 0) {
    return '(nothing left)';
  }
  const out = [];
  let i = 0;
  for (; i + 1 < position.length && /^--[a-z][a-z-]*$/.test(position[i]); i += 2) {
    out.push(position[i].substring(2) + ': ' + position[i + 1] + ';');
  }
  return out.concat(position.slice(i)).join(' ');
}

// in a partizan game the person plays the side that moves first
function side() {
  const first = play.request.options.first;
  return first ? ' (you are ' + first.charAt(0).toUpperCase() + first.substring(1) + ')' : '';
}

function byLabel(label) {
  const m = play.data.moves.find((x) => x.move === label);
  if (m && state().human && !play.over) {
    apply(m, true);
  }
}

function apply(m, byHuman) {
  if (!play || play.over) {
    return;
  }
  const now = state();
  const data = play.data;
  const best = data.moves[data.best];
  const erred = erredMove(m, best);
  if (m.value !== null) {
    play.scored = true;
  }
  const scores = now.scores.slice();
  scores[byHuman ? 0 : 1] += m.gain;
  play.plies.push({ byHuman: byHuman, move: m, best: best, erred: erred,
    thrown: best.result === 'win' && m.result !== 'win' && m.result !== 'undecided', scoresBefore: now.scores });
  play.states.push({ position: m.to, human: !now.human, scores: scores, seen: Object.assign({}, now.seen) });
  showLog();
  step();
}

function showLog() {
  const log = $('play-log');
  log.replaceChildren();
  for (const p of play.plies) {
    const text = (p.byHuman ? 'you: ' : 'engine: ') + p.move.move + ' (' + p.move.text + ')'
      + (p.thrown ? ' - the win was thrown away: ' + p.best.move + ' was ' + p.best.text
        : p.erred ? ' - an error: ' + p.best.move + ' was ' + p.best.text : '');
    item(log, text, p.erred ? 'erred' : null);
  }
}

// from the person's side: > 0 they are winning, < 0 the engine is; the distance is the remoteness (or the margin)
function historyPoints() {
  const points = [];
  const height = (m, byHuman, scoresBefore) => {
    if (m.value !== null) {
      const margin = scoresBefore[0] - scoresBefore[1];
      return margin + (byHuman ? m.value : -m.value);
    }
    if (m.result === 'undecided') {
      return 0;
    }
    const sign = m.result === 'draw' ? 0 : (m.result === 'win') === byHuman ? 1 : -1;
    const mean = m.canonical == null ? null : partizanHeight(m.canonical, play.request.options.first !== 'right');
    return mean !== null ? mean : sign * (m.remoteness === null ? 1 : m.remoteness);
  };
  // who is winning, apart from the height: a partizan mean of 0 may still be a won game
  const mark = (m, byHuman) => m.result === 'undecided' ? 'undecided' : m.canonical == null ? null
    : m.result === 'draw' ? 'draw' : (m.result === 'win') === byHuman ? 'win' : 'loss';
  if (play.start) {
    points.push({ ply: 0, height: height(play.start, true, [0, 0]), mark: mark(play.start, true), thrown: false,
      title: 'the start: ' + (play.start.result === 'win' ? 'you can win' : play.start.result === 'loss'
        ? 'the engine can win' : play.start.result === 'undecided' ? 'not decided in the time per move'
          : 'a draw with best play') });
  }
  play.plies.forEach((p, i) => {
    points.push({ ply: i + 1, height: height(p.move, p.byHuman, p.scoresBefore), mark: mark(p.move, p.byHuman),
      thrown: p.thrown,
      title: (i + 1) + '. ' + (p.byHuman ? 'you: ' : 'engine: ') + p.move.move + ' (' + p.move.text + ')'
        + (p.thrown ? ': the win was thrown away here' : '') });
  });
  return points;
}

// back to the position after `ply` moves
function backTo(ply) {
  if (!play || ply >= play.states.length) {
    return;
  }
  play.states.length = ply + 1;
  play.plies.length = ply;
  play.over = false;
  $('play-result').textContent = '';
  const now = state();
  const key = (now.human ? 'h:' : 'e:') + now.position.join(' ');
  now.seen[key] = Math.max(0, (now.seen[key] || 1) - 1); // step() sees it again
  showLog();
  step();
}

// back to before the person's last move
function undo() {
  if (!play) {
    return;
  }
  for (let i = play.plies.length - 1; i >= 0; i--) {
    if (play.plies[i].byHuman) {
      backTo(i);
      return;
    }
  }
}

function finish(data, repeated) {
  play.over = true;
  const now = state();
  show();
  $('play-moves').replaceChildren();
  $('play-turn').textContent = 'game over';
  let winner;
  if (repeated) {
    winner = null;
  } else if (play.scored) {
    winner = now.scores[0] === now.scores[1] ? null : now.scores[0] > now.scores[1] ? 'human' : 'engine';
  } else if (data.outcome === null) {
    winner = now.human ? 'engine' : 'human'; // nothing left and no scores: whoever cannot move loses
  } else if (data.outcome === 'draw') {
    winner = null;
  } else {
    winner = (data.outcome === 'first') === now.human ? 'human' : 'engine';
  }
  $('play-result').textContent = winner === null ? 'draw' : winner === 'human' ? 'you win' : 'the engine wins';
}
