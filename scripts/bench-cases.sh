#!/usr/bin/env bash
# Times `solve nim --cases --budget 10000` on 10^4 random Nim cases of 1 to 5 heaps (heaps up to 100, and up to 10^9), against
# one start answering a single position, through the ./sprague launcher (its class-data archive made beforehand).
# Prints the median wall time and the median CPU time (user + system) of RUNS runs each, and the load average.
# Run from the repository root after a build: scripts/bench-cases.sh [RUNS]
set -euo pipefail
runs="${1:-7}"
dir="$(mktemp -d)"
python3 - "$dir" <<'PY'
import random, sys
random.seed(6)
for name, top in (("small", 100), ("big", 10**9)):
    with open(f"{sys.argv[1]}/{name}.txt", "w") as f:
        for _ in range(10000):
            f.write(" ".join(str(random.randint(0, top)) for _ in range(random.randint(1, 5))) + "\n")
PY
./sprague solve nim 1 2 > /dev/null  # builds the jar and the archive if needed
measure() {
  local label="$1"; shift
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" -a -o "$dir/times" "$@" > /dev/null
  done
  python3 - "$label" "$dir/times" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[2]) if l.strip()]
wall = statistics.median(r[0] for r in rows)
cpu = statistics.median(r[1] + r[2] for r in rows)
print(f"{sys.argv[1]:34s} wall median {wall:.2f} s (min {min(r[0] for r in rows):.2f}), CPU median {cpu:.2f} s")
PY
  rm -f "$dir/times"
}
uptime
measure "one position (nim 3 4 5)" ./sprague solve nim 3 4 5 --json
measure "10^4 cases, heaps <= 100" ./sprague solve nim --cases "$dir/small.txt" --budget 10000 --json
measure "10^4 cases, heaps <= 10^9" ./sprague solve nim --cases "$dir/big.txt" --budget 10000 --json
uptime
rm -r "$dir"
