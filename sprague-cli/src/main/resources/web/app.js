// The sprague page: choose a game and a position, solve it and read why, play against the engine, chart a heap
// ruleset. Talks only to this server's JSON API; loads nothing from anywhere else.
'use strict';

let games = [];
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

function item(list, text, className) {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) {
    li.className = className;
  }
  list.append(li);
  return li;
}

// clears what belongs to the game or position shown before: answer, explanation, a game in play, a chart, errors
function clearAnswers() {
  shown++;
  cancelRequest();
  play = null;
  clearErrors();
  $('result').hidden = true;
  for (const id of ['outcome', 'grundy', 'remoteness', 'value']) {
    $(id).textContent = '';
  }
  for (const id of ['winning-moves', 'explanation', 'notes', 'play-moves', 'play-log', 'play-board', 'history',
    'legend', 'result-board', 'value', 'thermograph']) {
    $(id).replaceChildren();
  }
  $('board').hidden = true;
  for (const id of ['play-position', 'play-score', 'play-turn', 'play-result']) {
    $(id).textContent = '';
  }
  $('chart-box').hidden = true;
  $('chart-img').onerror = null;
  $('chart-img').removeAttribute('src');
  $('values-table').replaceChildren();
}

// one labelled control per option, in the words of its description; a choice of values is a menu
function showOptions(g) {
  const box = $('options');
  box.replaceChildren();
  for (const o of g.options) {
    if (o.hidden) {
      continue;
    }
    const field = document.createElement('div');
    field.className = 'field';
    const label = document.createElement('label');
    let input;
    if (o.flag) {
      input = document.createElement('input');
      input.type = 'checkbox';
      label.className = 'inline';
      label.append(input, ' ' + o.label);
    } else if (o.choices.length) {
      input = document.createElement('select');
      for (const c of o.choices) {
        const option = document.createElement('option');
        option.value = option.textContent = c;
        input.append(option);
      }
      input.value = o.default || o.choices[0];
      label.append(o.label + ' ', input);
    } else {
      input = document.createElement('input');
      input.size = 12;
      input.placeholder = o.default || '';
      label.append(o.label + ' ', input);
    }
    input.id = 'opt-' + o.name;
    input.dataset.option = o.name;
    field.append(label);
    if (o.help) {
      const help = document.createElement('p');
      help.className = 'hint';
      help.textContent = o.help;
      field.append(help);
    }
    const error = document.createElement('p');
    error.className = 'field-error';
    error.dataset.errorFor = o.name;
    error.setAttribute('role', 'alert');
    field.append(error);
    box.append(field);
  }
}

// an example as the catalog gives it: its options and its position
function parseExample(text) {
  const w = shellWords(text);
  const options = {};
  const position = [];
  for (let i = 0; i < w.length; i++) {
    const name = w[i].startsWith('--') ? w[i].substring(2) : null;
    const declared = name && current().options.find((o) => o.name === name);
    if (declared && declared.flag) {
      options[name] = true;
    } else if (declared) {
      options[name] = w[++i];
    } else {
      position.push(w[i]);
    }
  }
  return { options: options, position: position };
}

// the example's text in the page's words: the position, then each option's label and value
function exampleText(example) {
  const parts = [example.position.length ? positionWords(example.position) : '(options only)'];
  for (const [name, value] of Object.entries(example.options)) {
    const o = current().options.find((x) => x.name === name);
    if (o && !o.hidden) {
      parts.push(o.label + (value === true ? '' : ' ' + value));
    }
  }
  return parts.join(' · ');
}

function useExample(example) {
  clearAnswers();
  for (const input of $('options').querySelectorAll('input[data-option], select[data-option]')) {
    const o = current().options.find((x) => x.name === input.dataset.option);
    const value = example.options[input.dataset.option];
    if (input.type === 'checkbox') {
      input.checked = value === true;
    } else {
      input.value = value === undefined ? (o.choices.length ? o.default || o.choices[0] : '') : value;
    }
  }
  $('position').value = example.position.join(' ');
  if (current().readsAFile) {
    const start = example.options.start;
    $('position').value = start ? start : example.position.length ? example.position.join(' ') : 'a';
  }
}

function showGame() {
  clearAnswers();
  const g = current();
  $('summary').textContent = g.summaryWords;
  $('syntax').textContent = 'position: ' + g.syntaxWords;
  showOptions(g);
  const graph = g.readsAFile;
  const examples = $('examples');
  examples.replaceChildren();
  // a graph's examples name files on the server's disk, which the page does not read: its sample is below
  if (!graph) {
    examples.append('examples: ');
    for (const text of g.examples) {
      const example = parseExample(text);
      const b = document.createElement('button');
      b.className = 'example';
      b.textContent = exampleText(example);
      b.addEventListener('click', () => useExample(example));
      examples.append(b);
    }
    useExample(parseExample(g.examples[0] || ''));
  }
  $('graph-label').hidden = !graph;
  if (graph) {
    if (!$('graph').value) {
      $('graph').value = SAMPLE_GRAPH;
    }
    $('position').value = 'a';
  }
  $('play-controls').hidden = !g.playable;
  showPlayChoices();
  $('chart-controls').hidden = !g.ruleset;
}

function request() {
  const options = {};
  for (const input of $('options').querySelectorAll('input[data-option], select[data-option]')) {
    if (input.type === 'checkbox') {
      if (input.checked) {
        options[input.dataset.option] = true;
      }
    } else if (input.value.trim() !== '') {
      options[input.dataset.option] = input.value.trim();
    }
  }
  const body = { game: current().id, position: words($('position').value), options: options };
  if (current().readsAFile) {
    body.graph = $('graph').value;
  }
  return body;
}

// the kinds of game in the order the list shows them (null: any other)
const KINDS = [['impartial', 'Impartial games: both players have the same moves'],
  ['partizan', 'Partizan games: Left and Right have moves of their own'],
  ['scoring', 'Games scored in points'], ['loopy', 'Games that may go on forever (draws)'], [null, 'Other games']];

// "Domineering: Left places ..." reads "Domineering — Left places ..."; a summary without a name keeps the id
function friendlyName(g) {
  const summary = (g.summaryWords || g.summary || '').split(/\.\s/)[0];
  const colon = summary.indexOf(':');
  if (colon > 0 && colon < 40) {
    return summary.substring(0, colon) + ' — ' + summary.substring(colon + 1).trim();
  }
  return g.id + (summary ? ' — ' + summary : '');
}

// the rows of the values table beside a chart
const TABLE_ROWS = 100;

async function solve() {
  clearAnswers();
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
      $('grundy').parentElement.hidden = $('remoteness').parentElement.hidden = true;
      return;
    }
    $('outcome').textContent = (a.outcome === 'first' ? 'first (the player to move wins)'
      : a.outcome === 'second' ? 'second (the player to move loses)' : 'draw')
      + (a.outcomeClass ? '; class ' + a.outcomeClass + ': ' + classWords(a.outcomeClass) : '');
    // a row with nothing to say (no Grundy value in a partizan game) is left out, not shown as "-"
    for (const id of ['grundy', 'remoteness']) {
      const none = a[id] === null || a[id] === undefined;
      $(id).textContent = none ? '' : a[id];
      $(id).parentElement.hidden = none;
    }
    const value = a.value !== undefined ? a.value : a.canonical;
    $('value-row').hidden = value === undefined || value === null;
    showValue($('value'), value === undefined || value === null ? '' : String(value), a.canonical !== undefined);
    drawThermograph($('thermograph'), a.thermograph);
    $('moves-title').textContent = a.value === undefined ? 'Winning moves' : 'Optimal moves';
    const list = $('winning-moves');
    for (const m of a.winningMoves) {
      item(list, m.move + (m.to ? '  =>  ' + positionWords(m.to) : '')
        + (a.canonical !== undefined && m.value ? '  (leaves ' + textbookValue(m.value) + ')' : ''));
    }
    if (a.winningMoves.length === 0) {
      item(list, 'none');
    }
    showExplanation(a.explanation);
    for (const n of a.notes) {
      item($('notes'), pageWords(n));
    }
    const drawn = await post('/api/board', body);
    if (asked === shown) {
      // the winning (or optimal) moves coloured as wins on the answer's board
      const wins = a.winningMoves.map((m) => ({ move: m.move, result: 'win', value: null, remoteness: null,
        canonical: null, text: a.value === undefined ? 'a winning move' : 'an optimal move' }));
      drawBoard($('result-board'), drawn.board, body.position, { moves: wins, hints: true, onMove: null });
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
    item(steps, pageWords(s));
  }
  box.append(h, steps);
  if (e.line) {
    const lh = document.createElement('h3');
    lh.textContent = 'A line of best play' + (e.line.complete ? '' : ' (' + e.line.why + ')');
    const line = document.createElement('ol');
    line.id = 'explanation-line';
    for (const m of e.line.moves) {
      item(line, m.player + ': ' + m.move + '  =>  ' + positionWords(m.to));
    }
    box.append(lh, line);
  }
}

function chart() {
  clearErrors();
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
  valuesTable(r);
}

// beside the chart, its first values as a table: n, G(n), and whether n is a P-position (G(n) = 0: the player to
// move loses), with the period the server found
async function valuesTable(r) {
  const box = $('values-table');
  box.replaceChildren();
  const upto = Math.min(TABLE_ROWS, parseInt($('upto').value, 10) || 0);
  if (upto < 0) {
    return;
  }
  const options = Object.assign({}, r.options);
  delete options.misere;
  let v;
  try {
    v = await post('/api/values', { ruleset: r.game, options: options, upto: upto });
  } catch (e) {
    return; // the chart's own error says what is wrong
  }
  const table = document.createElement('table');
  table.id = 'values';
  const caption = document.createElement('caption');
  caption.textContent = 'the first ' + v.values.length + ' values' + (v.period ? '; period ' + v.period
    + ' after a preperiod of ' + v.preperiod + (v.saltus ? ', saltus ' + v.saltus : '') : '');
  table.append(caption);
  const head = table.insertRow();
  for (const h of ['n', 'G(n)', 'P-position']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = h;
    head.append(th);
  }
  v.values.forEach((g, n) => {
    const row = table.insertRow();
    row.className = g === 0 ? 'p-position' : '';
    for (const cell of [n, g, g === 0 ? 'P' : '']) {
      row.insertCell().textContent = cell;
    }
  });
  box.append(table);
}

async function init() {
  const response = await fetch('/api/games');
  games = (await response.json()).games;
  const select = $('game');
  // grouped by kind, each game by its name and a line of what it is (its summary, without option spellings)
  for (const [kind, title] of KINDS) {
    const group = document.createElement('optgroup');
    group.label = title;
    for (const g of games.filter((x) => x.kind === kind || kind === null && !KINDS.some(([k]) => k === x.kind))) {
      const o = document.createElement('option');
      o.value = g.id;
      o.textContent = friendlyName(g);
      group.append(o);
    }
    if (group.children.length) {
      select.append(group);
    }
  }
  select.addEventListener('change', showGame);
  $('solve').addEventListener('click', solve);
  $('play').addEventListener('click', startPlay);
  $('undo').addEventListener('click', undo);
  $('restart').addEventListener('click', startPlay);
  // a setting changed mid-game starts the game again with it
  $('options').addEventListener('change', (e) => {
    if (e.target.id === 'opt-first') {
      firstChanged();
    }
    settingChanged();
  });
  $('play-mode').addEventListener('change', () => {
    showPlayChoices();
    settingChanged();
  });
  $('play-side').addEventListener('change', settingChanged);
  $('strength').addEventListener('change', () => {
    showPlayChoices();
    settingChanged();
  });
  $('seed').addEventListener('change', settingChanged);
  // a position edited during a game starts it again from there
  $('position').addEventListener('change', settingChanged);
  $('cancel').addEventListener('click', cancelRequest);
  $('hint').addEventListener('change', () => play && play.data && show());
  $('chart').addEventListener('click', chart);
  $('position').addEventListener('keydown', (e) => { if (e.key === 'Enter') { solve(); } });
  // an address that holds a game opens it; Back and Forward walk through it
  window.addEventListener('popstate', restoreAddress);
  if (!restoreAddress()) {
    showGame();
  }
  document.body.dataset.ready = 'true';
}

init();
