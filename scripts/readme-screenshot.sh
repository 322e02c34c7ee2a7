#!/usr/bin/env bash
# Makes the README's picture of the web page, docs/img/web-domineering.png, from the page as it is now: starts
# `sprague serve` on a free port, asks its API for the engine's answer to Left's first move on an empty 4x4
# Domineering board, opens the page's shareable address of that game (you as Left, the hints on) in headless
# Chromium (Debian's `chromium`) and saves the screenshot. Usage: scripts/readme-screenshot.sh [OUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/img/web-domineering.png}
browser=${CHROMIUM:-/usr/bin/chromium}
[ -x "$browser" ] || { echo "error: needs chromium (apt-get install chromium)" >&2; exit 2; }

./sprague --version >/dev/null # builds the jar when the sources changed
work=$(mktemp -d)
./sprague serve --port 0 >"$work/serve.out" 2>"$work/serve.err" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  grep -q 'http://' "$work/serve.out" && break
  sleep 0.2
done
base=$(grep -o 'http://[^ ]*' "$work/serve.out") || { echo "error: the server did not start" >&2; exit 3; }

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
mkdir -p "$(dirname "$out")"
"$browser" --headless=new --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1000,1300 --virtual-time-budget=20000 \
  --screenshot="$out" "$base$hash" 2>"$work/chromium.err" || { cat "$work/chromium.err" >&2; exit 1; }
echo "wrote $out"
