// Requests to this server's JSON API: one at a time per page, shown as "working" after a moment, cancellable;
// an error is shown beside the field it is about.
'use strict';

const $ = (id) => document.getElementById(id);

const requests = {
  controller: null,
  timer: null,
  started: 0,
};

// the answers of an earlier request are dropped when a new one starts or the game changes
function cancelRequest() {
  if (requests.controller) {
    requests.controller.abort();
  }
  requests.controller = null;
  clearInterval(requests.timer);
  $('busy').hidden = true;
}

async function post(path, body) {
  cancelRequest();
  const controller = new AbortController();
  requests.controller = controller;
  requests.started = Date.now();
  // a quick answer shows no progress; a slow one says how long it has worked and can be cancelled
  requests.timer = setInterval(() => {
    const seconds = Math.floor((Date.now() - requests.started) / 1000);
    $('busy-text').textContent = 'working… ' + seconds + ' s';
    $('busy').hidden = false;
  }, 400);
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body), signal: controller.signal });
    const data = await response.json();
    if (!response.ok) {
      throw new Error(data.error || ('HTTP ' + response.status));
    }
    return data;
  } finally {
    if (requests.controller === controller) {
      requests.controller = null;
      clearInterval(requests.timer);
      $('busy').hidden = true;
    }
  }
}

function clearErrors() {
  for (const e of document.querySelectorAll('.field-error, #error')) {
    e.textContent = '';
  }
}

// beside the option the message names, else beside the graph or the position
function fail(e) {
  if (e.name === 'AbortError') {
    $('error').textContent = 'cancelled';
    return;
  }
  // found by the option's spelling, shown in the page's words
  const message = e.message;
  const shown = pageWords(message);
  for (const box of document.querySelectorAll('#options .field-error')) {
    const spelled = new RegExp('(^|[^\\w-])--' + box.dataset.errorFor + '(?![\\w-])');
    if (spelled.test(message)) {
      box.textContent = shown;
      return;
    }
  }
  if (!$('graph-label').hidden && /graph|node/.test(message)) {
    $('graph-error').textContent = shown;
    return;
  }
  $('position-error').textContent = shown;
}
