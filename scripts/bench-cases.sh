#!/usr/bin/env bash
# Times `solve nim --cases` on 10^4 random Nim cases of 1 to 5 heaps (heaps up to 100, and up to 10^9), against
# one JVM start answering a single position. Run from the repository root after a build.
set -euo pipefail
dir="$(mktemp -d)"
python3 - "$dir" <<'PY'
import random, sys
random.seed(6)
for name, top in (("small", 100), ("big", 10**9)):
    with open(f"{sys.argv[1]}/{name}.txt", "w") as f:
        for _ in range(10000):
            f.write(" ".join(str(random.randint(0, top)) for _ in range(random.randint(1, 5))) + "\n")
PY
for i in 1 2 3 4 5; do
  /usr/bin/time -f "%e s one position" ./sprague solve nim 3 4 5 --json > /dev/null
  /usr/bin/time -f "%e s 10^4 cases, heaps <= 100" ./sprague solve nim --cases "$dir/small.txt" --json > /dev/null
  /usr/bin/time -f "%e s 10^4 cases, heaps <= 10^9" ./sprague solve nim --cases "$dir/big.txt" --json > /dev/null
done
rm -r "$dir"
