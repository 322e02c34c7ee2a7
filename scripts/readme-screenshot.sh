#!/usr/bin/env bash
# Makes the README's picture of the web page, docs/img/web-domineering.png, from the page as it is now: starts
# `sprague serve` on a free port, asks its API for the engine's answer to Left's first move on an empty 4x4
# Domineering board, opens the page's shareable address of that game (you as Left, the hints on) in headless
# Chromium (Debian's `chromium`) and saves the screenshot. Usage: scripts/readme-screenshot.sh [OUT.png]
# With --8x8 first, docs/play.md's picture instead, docs/img/web-domineering-8x8.png: an 8x8 board after three
# moves each, with 0.4 s a move (`serve --move-time 400ms`), where every move is undecided.
set -euo pipefail
cd "$(dirname "$0")/.."
big=false
if [ "${1:-}" = "--8x8" ]; then
  big=true
  shift
fi
if $big; then out=${1:-docs/img/web-domineering-8x8.png}; else out=${1:-docs/img/web-domineering.png}; fi
browser=${CHROMIUM:-/usr/bin/chromium}
[ -x "$browser" ] || { echo "error: needs chromium (apt-get install chromium)" >&2; exit 2; }

./sprague --version >/dev/null # builds the jar when the sources changed
work=$(mktemp -d)
if $big; then time_option=(--move-time 400ms); else time_option=(); fi
./sprague serve --port 0 "${time_option[@]}" >"$work/serve.out" 2>"$work/serve.err" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  grep -q 'http://' "$work/serve.out" && break
  sleep 0.2
done
base=$(grep -o 'http://[^ ]*' "$work/serve.out") || { echo "error: the server did not start" >&2; exit 3; }

if $big; then
  # three moves each, fixed (the engine's own choices among undecided moves depend on the machine's speed)
  hash=$(python3 - <<'PY'
import urllib.parse
moves = ["vertical (1,1)-(2,1)", "horizontal (8,7)-(8,8)", "vertical (1,8)-(2,8)", "horizontal (8,1)-(8,2)",
         "vertical (7,4)-(8,4)", "horizontal (1,4)-(1,5)"]
query = [("game", "domineering"), ("position", "8x8"), ("o.first", "left"), ("mode", "you"), ("side", "left"),
         ("hints", "on")] + [("move", m) for m in moves]
print("#" + urllib.parse.urlencode(query))
PY
)
else
# Left's move, then the engine's reply as the API values it: the address replays both
left='vertical (2,1)-(3,1)'
hash=$(python3 - "$base" "$left" <<'PY'
import json, sys, urllib.parse, urllib.request
base, left = sys.argv[1], sys.argv[2]
def moves(position):
    body = json.dumps({"game": "domineering", "position": position, "options": {"first": "left"}}).encode()
    req = urllib.request.Request(base + "api/moves", body, {"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=30))
start = moves(["4x4"])
after = next(m for m in start["moves"] if m["move"] == left)["to"]
answer = moves(after)
reply = answer["moves"][answer["best"]]["move"]
query = [("game", "domineering"), ("position", "4x4"), ("o.first", "left"), ("mode", "you"), ("side", "left"),
         ("hints", "on"), ("move", left), ("move", reply)]
print("#" + urllib.parse.urlencode(query))
PY
)
fi
mkdir -p "$(dirname "$out")"
"$browser" --headless=new --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1000,1300 --virtual-time-budget=20000 \
  --screenshot="$out" "$base$hash" 2>"$work/chromium.err" || { cat "$work/chromium.err" >&2; exit 1; }
echo "wrote $out"
