// Who plays a game on the page: the person first, the engine first, or two people at one screen; in a partizan
// game the person's side, Left or Right. The names the page gives the players follow from these choices.
'use strict';

function otherSide(side) {
  return side === 'left' ? 'right' : 'left';
}

function sideName(side) {
  return side.charAt(0).toUpperCase() + side.substring(1);
}

// a partizan game: Left and Right, and the option of who moves first
function isPartizan(g) {
  return g.options.some((o) => o.name === 'first' && o.choices.includes('left'));
}

// shows the choice of side only where there are sides and an engine to play the other one
function showPlayChoices() {
  const g = current();
  $('side-label').hidden = !isPartizan(g) || $('play-mode').value === 'two';
}

// against the engine in a partizan game: who moves first follows from the person's side and who begins
function firstSide(mode, side) {
  return mode === 'engine' ? otherSide(side) : side;
}

// the players of a game about to start, seen from player `you` (0 moves first): their names and, in a partizan
// game, whether `you` plays Left
function players(mode, first) {
  const you = mode === 'engine' ? 1 : 0;
  const yourSide = first === null ? null : you === 0 ? first : otherSide(first);
  let names;
  if (mode !== 'two') {
    names = { me: 'you', other: 'the engine' };
  } else if (first !== null) {
    names = { me: sideName(first), other: sideName(otherSide(first)) };
  } else {
    names = { me: 'player 1', other: 'player 2' };
  }
  return { you: you, names: names, meLeft: yourSide === null || yourSide === 'left', yourSide: yourSide };
}

// when the person changes who moves first in the options, their side follows, so that the choices agree
function firstChanged() {
  const first = $('opt-first');
  if (first && isPartizan(current()) && $('play-mode').value !== 'two') {
    $('play-side').value = $('play-mode').value === 'engine' ? otherSide(first.value) : first.value;
  }
}
