#!/usr/bin/env bash
# Times `sprague solve nim --json -` on 10^6 random heaps below 2^31 (HDU 3032's size), JVM start included.
# Usage: scripts/bench-nim-stdin.sh [runs]   (prints each wall time and the median)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-7}"
input="$(mktemp)"
trap 'rm -f "$input"' EXIT
awk 'BEGIN { srand(20261121); for (i = 0; i < 1000000; i++) printf "%d\n", int(rand() * 2147483648) }' > "$input"
"$root/sprague" solve nim 1 > /dev/null   # build once, outside the timing
times=()
for ((i = 0; i < runs; i++)); do
  start=$(date +%s.%N)
  "$root/sprague" solve nim --json - < "$input" > /dev/null
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc -l)
  times+=("$t")
  printf 'run %d: %.3f s\n' "$((i + 1))" "$t"
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "median of %d: %.3f s\n", NR, a[int((NR + 1) / 2)] }'
