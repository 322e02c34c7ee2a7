#!/usr/bin/env bash
# Empty rectangles, sprague against obsequi: for each board RxC, the class and positions of
# `sprague solve domineering RxC --stats --json --budget none --threads N`, obsequi's winner and nodes with each player
# first, and the CPU seconds (user + system) of each program, one line a board. obsequi searches on one core, so the
# comparison per core runs sprague on one thread (the default here; the command's own default is the cores count).
# Usage: scripts/compare-obsequi-boards.sh [--obsequi PATH] [--threads N] RxC...
#   (PATH defaults to /tmp/sprague-peers/obsequi, N to 1)
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
obsequi=/tmp/sprague-peers/obsequi
threads=1
while [ "${1:-}" = "--obsequi" ] || [ "${1:-}" = "--threads" ]; do
  if [ "$1" = "--obsequi" ]; then obsequi="$2"; else threads="$2"; fi
  shift 2
done
for board in "$@"; do
  rows=${board%x*}; cols=${board#*x}
  ours=$( { /usr/bin/time -f "TIME %U %S" "$root/sprague" solve domineering "$board" --stats --json --budget none --threads "$threads"; } 2>&1 )
  class=$(echo "$ours" | grep -o '"outcomeClass":"[A-Z]"' | cut -d'"' -f4)
  left=$(echo "$ours" | grep -o '"leftFirst":{"nodes":[0-9]*' | grep -o '[0-9]*$')
  right=$(echo "$ours" | grep -o '"rightFirst":{"nodes":[0-9]*' | grep -o '[0-9]*$')
  cpu=$(echo "$ours" | grep '^TIME' | awk '{print $2 + $3}')
  line="$board sprague ($threads thread(s)) $class $left/$right positions ${cpu}s |"
  for turn in V H; do
    theirs=$( { echo "solve rows $rows cols $cols bits 24 $turn" | /usr/bin/time -f "TIME %U %S" "$obsequi"; } 2>&1 )
    winner=$(echo "$theirs" | grep -o '^winner [VH]' | cut -c8)
    nodes=$(echo "$theirs" | grep -o 'nodes [0-9,]*' | cut -c7-)
    line="$line obsequi $turn first: winner $winner, $nodes nodes, $(echo "$theirs" | grep '^TIME' | awk '{print $2 + $3}')s"
  done
  echo "$line"
done
