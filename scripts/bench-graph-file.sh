#!/usr/bin/env bash
# End to end: `sprague solve graph --file F` (text and --json, output to /dev/null) against the C++ peer `retro`
# on the same file, runs interleaved (retro, sprague text, sprague json, retro, ...) so that the machine's load
# falls on all alike. Prints each run, then the median wall time and peak RSS (/usr/bin/time -v) of each, and
# the ratios to retro.
#   scripts/bench-graph-file.sh RETRO FILE [RUNS]
# e.g. bash /work/shared/peers/build.sh /tmp/peers
#      python3 scripts/graph-gen.py --nodes 2000000 --moves 6000000 --seed 1 > /tmp/g.txt
#      scripts/bench-graph-file.sh /tmp/peers/retro /tmp/g.txt 7
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
retro=$1
file=$2
runs=${3:-5}
"$root/sprague" solve nim 1 > /dev/null   # build the jar first if needed
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() {   # name, command...: appends "wall rss_kb" to $tmp/name
  local name=$1
  shift
  /usr/bin/time -v -o "$tmp/t" "$@" > /dev/null
  local wall rss
  wall=$(awk -F': ' '/Elapsed/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$tmp/t")
  rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$tmp/t")
  echo "$wall $rss" >> "$tmp/$name"
  printf '%-14s %6.2f s %8d KB\n' "$name" "$wall" "$rss"
}
for ((i = 1; i <= runs; i++)); do
  measure retro "$retro" "$file"
  measure sprague-text "$root/sprague" solve graph --file "$file"
  measure sprague-json "$root/sprague" solve graph --file "$file" --json
done
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
rw=$(cut -d' ' -f1 "$tmp/retro" | median)
rm_=$(cut -d' ' -f2 "$tmp/retro" | median)
echo "median of $runs runs (load average: $(cut -d' ' -f1-3 /proc/loadavg)):"
for name in retro sprague-text sprague-json; do
  w=$(cut -d' ' -f1 "$tmp/$name" | median)
  m=$(cut -d' ' -f2 "$tmp/$name" | median)
  awk -v n="$name" -v w="$w" -v m="$m" -v rw="$rw" -v rm="$rm_" \
    'BEGIN {printf "%-14s wall %6.2f s (%.2fx retro)  peak RSS %6.1f MB (%.2fx retro)\n", n, w, w / rw, m / 1024, m / rm}'
done
