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
