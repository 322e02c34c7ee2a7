// The page's address holds the game in play: the game, its options and position, who plays and the moves played
// (by their labels), so that it can be shared or bookmarked. Opening such an address plays the moves again, and
// Back and Forward walk through the game, one entry for each position where a person is to move.
'use strict';

function addressOf() {
  const q = new URLSearchParams();
  const r = play.request;
  q.set('game', r.game);
  q.set('position', r.position.join(' '));
  for (const [k, v] of Object.entries(r.options)) {
    q.set('o.' + k, v === true ? 'true' : v);
  }
  if (r.graph !== undefined) {
    q.set('graph', r.graph);
  }
  q.set('mode', play.mode);
  if (play.strength === 'errs') {
    q.set('strength', play.strength);
    q.set('seed', String(play.seed));
  }
  if (play.yourSide) {
    q.set('side', play.yourSide);
  }
  if ($('hint').checked) {
    q.set('hints', 'on'); // a class shown the colours sees them on the shared address too
  }
  for (const p of play.plies) {
    q.append('move', p.move.move);
  }
  return '#' + q.toString();
}

// the address follows the game: a new entry for each new position, the same entry for a game just restored
function keepAddress() {
  if (!play || play.replay.length) {
    return;
  }
  const hash = addressOf();
  if (hash !== location.hash) {
    if (play.fromAddress) {
      history.replaceState(null, '', hash);
    } else {
      history.pushState(null, '', hash);
    }
  }
  play.fromAddress = false;
}

// fills the form from the address and plays its moves again; false when the address names no game
function restoreAddress() {
  const q = new URLSearchParams(location.hash.substring(1));
  const id = q.get('game');
  if (!id || !games.some((g) => g.id === id)) {
    return false;
  }
  $('game').value = id;
  showGame();
  for (const input of $('options').querySelectorAll('input[data-option], select[data-option]')) {
    const v = q.get('o.' + input.dataset.option);
    if (input.type === 'checkbox') {
      input.checked = v === 'true';
    } else if (v !== null) {
      input.value = v;
    } else if (input.tagName === 'INPUT') {
      input.value = '';
    }
  }
  $('position').value = q.get('position') || '';
  if (q.has('graph')) {
    $('graph').value = q.get('graph');
  }
  if (q.has('mode')) {
    $('play-mode').value = q.get('mode');
    $('strength').value = q.get('strength') === 'errs' ? 'errs' : 'perfect';
    if (q.has('seed')) {
      $('seed').value = q.get('seed');
    }
    if (q.has('side')) {
      $('play-side').value = q.get('side');
    }
    showPlayChoices();
    $('hint').checked = q.get('hints') === 'on';
    startPlay(q.getAll('move'));
    play.fromAddress = true;
  }
  return true;
}
