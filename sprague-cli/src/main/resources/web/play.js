// Play: against the engine (the person or the engine first) or two people at one screen, by clicking the board or
// the list; the engine answers with its best move. Each move's value comes from the server (/api/moves); the page
// keeps the game's history to undo. Player 0 moves first; the page sees the game from player `you`'s side.
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

// starts a game from the form: its game, options and position, and who plays; a start whose first moves do not
// come (a malformed position, say) takes the section away again, so nothing is left half built
// replay: the labels of moves to play at once, one after another (a game restored from the page's address)
function startPlay(replay) {
  clearErrors();
  const r = request();
  const mode = $('play-mode').value;
  let first = null;
  if (isPartizan(current())) {
    if (mode !== 'two') {
      r.options.first = firstSide(mode, $('play-side').value);
      $('opt-first').value = r.options.first;
    }
    first = r.options.first || 'left';
  }
  play = Object.assign({ request: r, mode: mode, states: [{ position: r.position, mover: 0, scores: [0, 0],
    seen: {} }], plies: [], over: false, data: null, start: null, scored: false,
  replay: Array.isArray(replay) ? replay.slice() : [], fromAddress: false,
  strength: $('strength').value, seed: parseInt($('seed').value, 10) || 0 }, players(mode, first));
  if (current().readsAFile && r.position.length !== 1) {
    stopPlay();
    $('position-error').textContent = 'error: give one start node to play';
    return;
  }
  $('undo').textContent = mode === 'two' ? 'Undo the last move' : 'Undo my last move';
  $('play-result').textContent = '';
  $('board').hidden = false;
  showLog(); // a game started again begins with an empty record
  step();
}

// no game in play: the section is hidden and empty
function stopPlay() {
  play = null;
  $('board').hidden = true;
  for (const id of ['play-moves', 'play-log', 'play-board', 'history', 'legend']) {
    $(id).replaceChildren();
  }
  for (const id of ['play-position', 'play-score', 'play-turn', 'play-result']) {
    $(id).textContent = '';
  }
}

// whether a person clicks the move of this state (else the engine moves)
function personMoves(s) {
  return play.mode === 'two' || s.mover === play.you;
}

// the name a line of the record starts with
function shortName(byMe) {
  return byMe ? play.names.me : play.mode === 'two' ? play.names.other : 'engine';
}

function moverName(s) {
  return s.mover === play.you ? play.names.me : play.names.other;
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
      if (!play.data) {
        stopPlay(); // the start failed: no section with nothing in it
      }
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
  const key = now.mover + ':' + now.position.join(' ');
  now.seen[key] = (now.seen[key] || 0) + 1;
  show();
  if (data.moves.length === 0 || now.seen[key] >= 3) {
    play.replay = [];
    finish(data, now.seen[key] >= 3);
    keepAddress();
    return;
  }
  if (play.replay.length) {
    const label = play.replay.shift();
    const m = data.moves.find((x) => x.move === label);
    if (m) {
      apply(m);
      return;
    }
    play.replay = []; // a move that is not there: the game stays where it got to
  }
  if (personMoves(now)) {
    keepAddress();
  }
  if (play.mode === 'two') {
    $('play-turn').textContent = moverName(now) + ' to move: click the board, or choose from the list';
  } else if (personMoves(now)) {
    const last = play.plies[play.plies.length - 1];
    $('play-turn').textContent = (last && !last.byMe ? 'the engine played ' + last.move.move
      + (last.erred ? ' (an error: ' + last.best.move + ' was better)' : '')
      + (last.move.result === 'undecided' ? ' (no win found in the time per move: chosen by the move counts)' : '')
      + '; ' : '')
      + 'your move' + side() + ': click the board, or choose from the list';
  } else {
    $('play-turn').textContent = 'the engine moves';
    const choice = engineChoice(data, play.strength, play.seed, play.plies.length);
    setTimeout(() => game === play && now === state() && apply(choice), 150);
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
  const yours = personMoves(now) && !play.over;
  $('play-position').textContent = positionWords(now.position);
  // the exact words, for scripts and tests: the text above reads leading option words as plain words
  $('play-position').dataset.position = JSON.stringify(now.position);
  $('play-score').textContent = play.scored ? '(score: ' + play.names.me + ' ' + now.scores[0] + ', '
    + play.names.other + ' ' + now.scores[1] + ')' : '';
  const view = { moves: data.moves, hints: hints && yours, onMove: yours ? byLabel : null, placed: placed() };
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
      b.textContent = (i + 1) + '. ' + m.move + (hints ? '   (' + moveWords(m) + ')' : '');
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
  drawHistory($('history'), historyPoints(), backTo, play.mode === 'two' ? [play.names.me, play.names.other] : null);
}

// the squares each domino of the game so far filled ("row,col" from 1, as its label names them): in a partizan game
// Left's (vertical) blue and Right's (horizontal) red; in an impartial one, the first mover's blue, the other's red
function placed() {
  const out = {};
  const partizan = Boolean(play.request.options.first);
  play.plies.forEach((p, i) => {
    const m = p.move.move.match(/^(vertical|horizontal) \((\d+),(\d+)\)-\((\d+),(\d+)\)$/);
    if (m) {
      const blue = partizan ? m[1] === 'vertical' : i % 2 === 0;
      out[m[2] + ',' + m[3]] = out[m[4] + ',' + m[5]] = blue ? 'left' : 'right';
    }
  });
  return out;
}

// in a partizan game against the engine, the person's side
function side() {
  return play.yourSide ? ' (you are ' + sideName(play.yourSide) + ')' : '';
}

function byLabel(label) {
  const m = play.data.moves.find((x) => x.move === label);
  if (m && personMoves(state()) && !play.over) {
    apply(m);
  }
}

function apply(m) {
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
  const byMe = now.mover === play.you;
  scores[byMe ? 0 : 1] += m.gain;
  play.plies.push({ byMe: byMe, move: m, best: best, erred: erred,
    thrown: best.result === 'win' && m.result !== 'win' && m.result !== 'undecided', scoresBefore: now.scores });
  play.states.push({ position: m.to, mover: 1 - now.mover, scores: scores, seen: Object.assign({}, now.seen) });
  showLog();
  step();
}

function showLog() {
  const log = $('play-log');
  log.replaceChildren();
  for (const p of play.plies) {
    const text = shortName(p.byMe) + ': ' + p.move.move + ' (' + moveWords(p.move) + ')'
      + (p.thrown ? ' - the win was thrown away: ' + p.best.move + ' was ' + moveWords(p.best)
        : p.erred ? ' - an error: ' + p.best.move + ' was ' + moveWords(p.best) : '');
    item(log, text, p.erred ? 'erred' : null);
  }
}

// from player `you`'s side: > 0 they are winning, < 0 the other is; the distance is the remoteness (or the margin)
function historyPoints() {
  const points = [];
  const height = (m, byMe, scoresBefore) => {
    if (m.value !== null) {
      const margin = scoresBefore[0] - scoresBefore[1];
      return margin + (byMe ? m.value : -m.value);
    }
    if (m.result === 'undecided') {
      return 0;
    }
    const sign = m.result === 'draw' ? 0 : (m.result === 'win') === byMe ? 1 : -1;
    const mean = m.canonical == null ? null : partizanHeight(m.canonical, play.meLeft);
    return mean !== null ? mean : sign * (m.remoteness === null ? 1 : m.remoteness);
  };
  // who is winning, apart from the height: a partizan mean of 0 may still be a won game
  const mark = (m, byMe) => m.result === 'undecided' ? 'undecided' : m.canonical == null ? null
    : m.result === 'draw' ? 'draw' : (m.result === 'win') === byMe ? 'win' : 'loss';
  if (play.start) {
    // the first mover's best move: its value is theirs
    const meFirst = play.you === 0;
    const winner = (play.start.result === 'win') === meFirst ? play.names.me : play.names.other;
    points.push({ ply: 0, height: height(play.start, meFirst, [0, 0]), mark: mark(play.start, meFirst),
      thrown: false, title: 'the start: ' + (play.start.result === 'undecided' ? 'not decided in the time per move'
        : play.start.result === 'draw' ? 'a draw with best play' : winner + ' can win') });
  }
  play.plies.forEach((p, i) => {
    points.push({ ply: i + 1, height: height(p.move, p.byMe, p.scoresBefore), mark: mark(p.move, p.byMe),
      thrown: p.thrown,
      title: (i + 1) + '. ' + shortName(p.byMe) + ': ' + p.move.move + ' (' + moveWords(p.move) + ')'
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
  const key = now.mover + ':' + now.position.join(' ');
  now.seen[key] = Math.max(0, (now.seen[key] || 1) - 1); // step() sees it again
  showLog();
  step();
}

// back to before the person's last move (with two players, before the last move)
function undo() {
  if (!play) {
    return;
  }
  for (let i = play.plies.length - 1; i >= 0; i--) {
    if (play.mode === 'two' || play.plies[i].byMe) {
      backTo(i);
      return;
    }
  }
}

// a setting changed during a game (an option, who plays, the side): the game starts again with it
function settingChanged() {
  if (play && !$('board').hidden) {
    startPlay();
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
    winner = now.scores[0] === now.scores[1] ? null : now.scores[0] > now.scores[1] ? 'me' : 'other';
  } else if (data.outcome === null) {
    winner = now.mover === play.you ? 'other' : 'me'; // nothing left and no scores: whoever cannot move loses
  } else if (data.outcome === 'draw') {
    winner = null;
  } else {
    winner = (data.outcome === 'first') === (now.mover === play.you) ? 'me' : 'other';
  }
  const wins = (name) => name === 'you' ? 'you win' : name + ' wins';
  $('play-result').textContent = winner === null ? 'draw' : wins(winner === 'me' ? play.names.me
    : play.names.other);
}
