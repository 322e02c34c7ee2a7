// The sprague page: solve a position, read why, play against the engine, chart a heap ruleset.
// Talks only to this server's JSON API; loads nothing from anywhere else.
'use strict';

const $ = (id) => document.getElementById(id);
let games = [];
let play = null;
// counts the game changes: an answer that arrives for an earlier game is dropped
let shown = 0;

const SAMPLE_GRAPH = 'a b\nb c\nc a\nb d\nd e\ne : win\nc f\n';

function current() {
  return games.find((g) => g.id === $('game').value);
}

function words(text) {
  return text.trim().split(/\s+/).filter((w) => w.length > 0);
}

function shellWords(text) {
  const out = [];
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g;
  let m;
  while ((m = re.exec(text)) !== null) {
    out.push(m[1] !== undefined ? m[1] : m[2] !== undefined ? m[2] : m[3]);
  }
  return out;
}

// clears what belongs to the game shown before: the answer, its explanation, a game in play, a chart
function clearAnswers() {
  shown++;
  play = null;
  $('error').textContent = '';
  $('result').hidden = true;
  for (const id of ['outcome', 'grundy', 'remoteness', 'value']) {
    $(id).textContent = '';
  }
  for (const id of ['winning-moves', 'explanation', 'notes', 'play-moves', 'play-log']) {
    $(id).replaceChildren();
  }
  $('board').hidden = true;
  for (const id of ['play-position', 'play-score', 'play-turn', 'play-result']) {
    $(id).textContent = '';
  }
  $('chart-box').hidden = true;
  $('chart-img').onerror = null;
  $('chart-img').removeAttribute('src');
}

function showGame() {
  clearAnswers();
  const g = current();
  $('summary').textContent = g.summary;
  $('syntax').textContent = 'position: ' + g.syntax;
  const box = $('options');
  box.replaceChildren();
  for (const o of g.options) {
    if (o.name === 'file' || o.name === 'rules') {
      continue; // the server reads no files: a graph comes as text below
    }
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.id = 'opt-' + o.name;
    input.dataset.option = o.name;
    if (o.flag) {
      input.type = 'checkbox';
      label.className = 'inline';
      label.append(input, ' --' + o.name);
    } else {
      input.size = 12;
      input.placeholder = o.default || '';
      label.append('--' + o.name + ' ', input);
    }
    label.title = o.description;
    box.append(label);
  }
  // the first example fills the form
  const example = shellWords(g.examples[0] || '');
  const position = [];
  for (let i = 0; i < example.length; i++) {
    const name = example[i].startsWith('--') ? example[i].substring(2) : null;
    const input = name ? $('opt-' + name) : null;
    if (name === 'file') {
      i++;
    } else if (input && input.type === 'checkbox') {
      input.checked = true;
    } else if (input) {
      input.value = example[++i];
    } else {
      position.push(example[i]);
    }
  }
  $('position').value = position.join(' ');
  const graph = g.id === 'graph';
  $('graph-label').hidden = !graph;
  if (graph && !$('graph').value) {
    $('graph').value = SAMPLE_GRAPH;
    $('position').value = 'a';
  }
  $('play').hidden = !g.playable;
  $('chart-controls').hidden = !g.ruleset;
}

function request() {
  const options = {};
  for (const input of $('options').querySelectorAll('input')) {
    if (input.type === 'checkbox') {
      if (input.checked) {
        options[input.dataset.option] = true;
      }
    } else if (input.value.trim() !== '') {
      options[input.dataset.option] = input.value.trim();
    }
  }
  const body = { game: current().id, position: words($('position').value), options: options };
  if (current().id === 'graph') {
    body.graph = $('graph').value;
  }
  return body;
}

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const data = await response.json();
  if (!response.ok) {
    throw new Error(data.error || ('HTTP ' + response.status));
  }
  return data;
}

function fail(e) {
  $('error').textContent = e.message;
}

function item(list, text, className) {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) {
    li.className = className;
  }
  list.append(li);
  return li;
}

async function solve() {
  $('error').textContent = '';
  const asked = shown;
  try {
    const body = request();
    body.explain = $('explain').checked;
    const a = await post('/api/solve', body);
    if (asked !== shown) {
      return; // the game was changed while this answer was computed
    }
    $('result').hidden = false;
    if (a.positions) {
      $('outcome').textContent = a.positions.map((p) => p.node + ': ' + p.outcome).join(', ');
      $('grundy').textContent = $('remoteness').textContent = '-';
      $('winning-moves').replaceChildren();
      $('explanation').replaceChildren();
      return;
    }
    $('outcome').textContent = a.outcome === 'first' ? 'first (the player to move wins)'
      : a.outcome === 'second' ? 'second (the player to move loses)' : 'draw';
    $('grundy').textContent = a.grundy === null ? '-' : a.grundy;
    $('remoteness').textContent = a.remoteness === null ? '-' : a.remoteness;
    $('value-row').hidden = a.value === undefined;
    $('value').textContent = a.value === undefined ? '' : a.value;
    $('moves-title').textContent = a.value === undefined ? 'Winning moves' : 'Optimal moves';
    const list = $('winning-moves');
    list.replaceChildren();
    for (const m of a.winningMoves) {
      item(list, m.move + (m.to ? '  =>  ' + (m.to.length ? m.to.join(' ') : '(nothing left)') : ''));
    }
    if (a.winningMoves.length === 0) {
      item(list, 'none');
    }
    showExplanation(a.explanation);
    const notes = $('notes');
    notes.replaceChildren();
    for (const n of a.notes) {
      item(notes, n);
    }
  } catch (e) {
    if (asked === shown) {
      fail(e);
    }
  }
}

function showExplanation(e) {
  const box = $('explanation');
  box.replaceChildren();
  if (!e) {
    return;
  }
  const h = document.createElement('h3');
  h.textContent = 'Why (' + e.theory + ')';
  const steps = document.createElement('ul');
  steps.id = 'explanation-steps';
  for (const s of e.steps) {
    item(steps, s);
  }
  box.append(h, steps);
  if (e.line) {
    const lh = document.createElement('h3');
    lh.textContent = 'A line of best play' + (e.line.complete ? '' : ' (' + e.line.why + ')');
    const line = document.createElement('ol');
    line.id = 'explanation-line';
    for (const m of e.line.moves) {
      item(line, m.player + ': ' + m.move + '  =>  ' + (m.to.length ? m.to.join(' ') : '(nothing left)'));
    }
    box.append(lh, line);
  }
}

// ---- play -------------------------------------------------------------------------------------------------

function startPlay() {
  $('error').textContent = '';
  const r = request();
  if (r.game === 'graph' && r.position.length !== 1) {
    fail(new Error('error: give one start node to play'));
    return;
  }
  play = { request: r, position: r.position, human: true, log: [], stack: [], seen: {}, scores: [0, 0],
    over: false };
  $('board').hidden = false;
  $('play-log').replaceChildren();
  $('play-result').textContent = '';
  step();
}

function rank(m) {
  return m.result === 'win' ? 0 : m.result === 'draw' ? 1 : 2;
}

async function step() {
  const game = play;
  const body = Object.assign({}, play.request, { position: play.position });
  let data;
  try {
    data = await post('/api/moves', body);
  } catch (e) {
    if (game === play) {
      fail(e);
    }
    return;
  }
  if (game !== play) {
    return; // the game was changed (or restarted) while the moves were asked for
  }
  play.data = data;
  $('play-position').textContent = play.position.length ? play.position.join(' ') : '(nothing left)';
  $('play-score').textContent = play.scored ? '(score: you ' + play.scores[0] + ', engine ' + play.scores[1] + ')' : '';
  const key = (play.human ? 'h:' : 'e:') + play.position.join(' ');
  play.seen[key] = (play.seen[key] || 0) + 1;
  if (data.moves.length === 0 || play.seen[key] >= 3) {
    finish(data, play.seen[key] >= 3);
    return;
  }
  if (play.human) {
    $('play-turn').textContent = 'your move';
    showMoves();
  } else {
    $('play-turn').textContent = 'the engine moves';
    $('play-moves').replaceChildren();
    setTimeout(() => game === play && apply(data.moves[data.best], data, false), 150);
  }
}

function showMoves() {
  const box = $('play-moves');
  box.replaceChildren();
  play.data.moves.forEach((m, i) => {
    const b = document.createElement('button');
    b.className = 'move' + ($('hint').checked ? ' ' + m.result : '');
    b.dataset.index = i;
    b.dataset.result = m.result;
    b.textContent = (i + 1) + '. ' + m.move + ($('hint').checked ? '   (' + m.text + ')' : '');
    b.addEventListener('click', () => apply(m, play.data, true));
    box.append(b);
  });
}

function apply(m, data, byHuman) {
  if (!play || play.over) {
    return;
  }
  const best = data.moves[data.best];
  const erred = m.value !== null && best.value !== null ? m.value < best.value : rank(m) > rank(best);
  if (m.value !== null) {
    play.scored = true;
  }
  play.stack.push({ position: play.position, human: play.human, scores: play.scores.slice(),
    logLength: play.log.length, seen: Object.assign({}, play.seen) });
  play.scores[byHuman ? 0 : 1] += m.gain;
  const text = (byHuman ? 'you: ' : 'engine: ') + m.move + ' (' + m.text + ')'
    + (erred ? ' - an error: ' + best.move + ' was ' + best.text : '');
  play.log.push(text);
  item($('play-log'), text, erred ? 'erred' : null);
  play.position = m.to;
  play.human = !play.human;
  step();
}

function undo() {
  if (!play || play.over) {
    return;
  }
  // back to before the person's last move
  while (play.stack.length > 0) {
    const s = play.stack.pop();
    play.position = s.position;
    play.human = s.human;
    play.scores = s.scores;
    play.seen = s.seen;
    play.log.length = s.logLength;
    if (s.human) {
      break;
    }
  }
  const log = $('play-log');
  while (log.children.length > play.log.length) {
    log.lastChild.remove();
  }
  // the position is seen again when step() runs
  const key = (play.human ? 'h:' : 'e:') + play.position.join(' ');
  play.seen[key] = (play.seen[key] || 1) - 1;
  step();
}

function finish(data, repeated) {
  play.over = true;
  $('play-moves').replaceChildren();
  $('play-turn').textContent = 'game over';
  let winner;
  if (repeated) {
    winner = null;
  } else if (play.scored || data.outcome === null) {
    winner = play.scores[0] === play.scores[1] ? null : play.scores[0] > play.scores[1] ? 'human' : 'engine';
  } else if (data.outcome === 'draw') {
    winner = null;
  } else {
    const moverWins = data.outcome === 'first';
    winner = moverWins === play.human ? 'human' : 'engine';
  }
  $('play-result').textContent = winner === null ? 'draw' : winner === 'human' ? 'you win' : 'the engine wins';
}

// ---- chart ------------------------------------------------------------------------------------------------

function chart() {
  $('error').textContent = '';
  const r = request();
  const q = new URLSearchParams({ ruleset: r.game, upto: $('upto').value.trim() });
  for (const [k, v] of Object.entries(r.options)) {
    q.set(k, v === true ? 'true' : v);
  }
  q.delete('misere');
  const img = $('chart-img');
  img.onerror = () => fetch(img.src).then((x) => x.json()).then((d) => fail(new Error(d.error)));
  img.src = '/api/values/plot.png?' + q.toString();
  $('chart-box').hidden = false;
}

async function init() {
  const response = await fetch('/api/games');
  games = (await response.json()).games;
  const select = $('game');
  for (const g of games) {
    const o = document.createElement('option');
    o.value = g.id;
    o.textContent = g.id;
    select.append(o);
  }
  select.addEventListener('change', showGame);
  $('solve').addEventListener('click', solve);
  $('play').addEventListener('click', startPlay);
  $('undo').addEventListener('click', undo);
  $('hint').addEventListener('change', () => play && !play.over && play.human && showMoves());
  $('chart').addEventListener('click', chart);
  $('position').addEventListener('keydown', (e) => { if (e.key === 'Enter') { solve(); } });
  showGame();
  document.body.dataset.ready = 'true';
}

init();
