#!/usr/bin/env bash
# End to end: `sprague solve graph --file F` (text and --json, output to /dev/null) against the C++ peer `retro`
# on the same file, runs interleaved (retro, sprague text, sprague json, retro, ...) so that the machine's load
# falls on all alike. Checks first that both give the same answers (scripts/graph-check.py). Prints each run,
# then the median wall time, CPU time (user + system, all threads) and peak RSS (/usr/bin/time -v) of each, and
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
python3 "$root/scripts/graph-check.py" --retro "$retro" --sprague "$root/sprague" "$file"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() {   # name, command...: appends "wall rss_kb cpu" to $tmp/name
  local name=$1
  shift
  /usr/bin/time -v -o "$tmp/t" "$@" > /dev/null
  local wall rss cpu
  wall=$(awk -F': ' '/Elapsed/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$tmp/t")
  rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$tmp/t")
  cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {print s}' "$tmp/t")
  echo "$wall $rss $cpu" >> "$tmp/$name"
  printf '%-14s %6.2f s wall %6.2f s CPU %8d KB\n' "$name" "$wall" "$cpu" "$rss"
}
for ((i = 1; i <= runs; i++)); do
  measure retro "$retro" "$file"
  measure sprague-text "$root/sprague" solve graph --file "$file"
  measure sprague-json "$root/sprague" solve graph --file "$file" --json
done
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
rw=$(cut -d' ' -f1 "$tmp/retro" | median)
rm_=$(cut -d' ' -f2 "$tmp/retro" | median)
rc=$(cut -d' ' -f3 "$tmp/retro" | median)
echo "median of $runs runs, ratios to retro (load average: $(cut -d' ' -f1-3 /proc/loadavg)):"
for name in retro sprague-text sprague-json; do
  w=$(cut -d' ' -f1 "$tmp/$name" | median)
  m=$(cut -d' ' -f2 "$tmp/$name" | median)
  c=$(cut -d' ' -f3 "$tmp/$name" | median)
  awk -v n="$name" -v w="$w" -v m="$m" -v c="$c" -v rw="$rw" -v rm="$rm_" -v rc="$rc" \
    'BEGIN {printf "%-14s wall %6.2f s (%.2fx)  CPU %6.2f s (%.2fx)  peak RSS %6.1f MB (%.2fx)\n", n, w, w / rw, c, c / rc, m / 1024, m / rm}'
done
