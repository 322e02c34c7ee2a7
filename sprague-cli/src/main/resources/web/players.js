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
  $('strength-label').hidden = $('play-mode').value === 'two';
  $('seed-label').hidden = $('play-mode').value === 'two' || $('strength').value !== 'errs';
}

// a number in [0, 1) from the seed, the ply and a draw k, the same each time (mulberry32, T. Ettinger's 32-bit
// generator), so that a game against the engine that errs can be repeated, restored from an address or undone
function seeded(seed, ply, k) {
  let a = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(ply * 2 + k + 1, 0x85ebca6b)) >>> 0;
  a = (a + 0x6d2b79f5) >>> 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

// the engine's move: its best, or at the level that errs, one move in three (drawn from the seed) another move
// chosen at random, so that a class can beat it and see in the record where it erred
function engineChoice(data, strength, seed, ply) {
  const best = data.moves[data.best];
  if (strength !== 'errs' || data.moves.length < 2 || seeded(seed, ply, 0) >= 1 / 3) {
    return best;
  }
  const others = data.moves.filter((m) => m !== best);
  return others[Math.floor(seeded(seed, ply, 1) * others.length)];
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
