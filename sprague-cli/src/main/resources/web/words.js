// The page's words for what the command line spells as options: a position that leads with "--first right" or
// "--m 2", and a message that names an option as "--k".
'use strict';

// a position whose first words are options: "--first right" reads "Right to move:", another "m: 2;"
function positionWords(position) {
  if (position.length === 0) {
    return '(nothing left)';
  }
  const out = [];
  let i = 0;
  for (; i + 1 < position.length && /^--[a-z][a-z-]*$/.test(position[i]); i += 2) {
    const name = position[i].substring(2);
    out.push(name === 'first' && /^(left|right)$/.test(position[i + 1])
      ? sideName(position[i + 1]) + ' to move:' : name + ': ' + position[i + 1] + ';');
  }
  return out.concat(position.slice(i)).join(' ');
}

// an option named in a message: the label of its field in quotes (without a closing parenthesis), else the name
// as plain words
function pageWords(text) {
  const g = current();
  return String(text).replace(/(^|[^\w-])--([a-z][a-z0-9-]*)/g, (all, before, name) => {
    const o = g && g.options.find((x) => x.name === name);
    return before + (o && !o.hidden ? '"' + o.label.replace(/\s*\([^)]*\)$/, '') + '"' : name.replace(/-/g, ' '));
  });
}

// an outcome class (Winning Ways, ch. 1) in words
function classWords(c) {
  return { L: 'Left wins, whoever moves next', R: 'Right wins, whoever moves next',
    N: 'whoever moves next wins', P: 'whoever moves next loses' }[c] || '';
}

// a value as CGSuite writes it (^, v, *, +-; Tiny and Miny kept) in the textbook's symbols: ↑, ↓, ∗, ±
function textbookValue(text) {
  return String(text).replace(/\+-/g, '±').replace(/\^/g, '↑').replace(/(^|[^A-Za-z])v/g, '$1↓')
    .replace(/\*/g, '∗');
}

// a value in `box`: in textbook symbols for a partizan game, a long form folded under its first characters
function showValue(box, text, partizan) {
  box.replaceChildren();
  const shown = partizan ? textbookValue(text) : text;
  if (shown.length <= 60) {
    box.textContent = shown;
    box.title = partizan ? 'as CGSuite writes it: ' + text : '';
    return;
  }
  const fold = document.createElement('details');
  const head = document.createElement('summary');
  head.textContent = shown.substring(0, 50) + '… (' + shown.length + ' characters: open to read it all)';
  const all = document.createElement('code');
  all.className = 'long-value';
  all.textContent = shown;
  fold.append(head, all);
  box.append(fold);
}

// a move's value for the mover in words; a partizan move's value left in textbook symbols (a long one cut short:
// the answer shows it whole) and the outcome class it leaves
function moveWords(m) {
  if (m.canonical === null || m.canonical === undefined) {
    return m.text;
  }
  let t = textbookValue(m.text);
  if (t.length > 70) {
    t = t.substring(0, 60) + '…)';
  }
  return t + (m.outcomeClass ? '; leaves class ' + m.outcomeClass + ': ' + classWords(m.outcomeClass) : '');
}
