#!/usr/bin/env bash
# Periods proven from scratch and Grundy's game to 2^23, sprague against the research analyzer of
# ../shared/peers (tczajka-analyze stops at a proven period; tczajka-analyze-n stops at N). One run each
# (they are long); prints wall and CPU seconds (user + sys) and the peak memory of every command.
# Usage: scripts/bench-periods.sh PEERS [which...]   which: p16 p354 p376 g23 (default: all)
#   THREADS=N runs sprague with --threads N (default: the machine's cores); PEERS_TOO=0 leaves the peers out.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
peers="${1:?usage: bench-periods.sh PEERS [which...]}"
shift
which=("$@")
[ ${#which[@]} -gt 0 ] || which=(p16 p354 p376 g23)
# through the launcher, as users run it; SPRAGUE_JAR=FILE: another jar with plain `java` (a copy, while a build runs)
if [ -n "${SPRAGUE_JAR:-}" ]; then
  sprague=(java -XX:+UseSerialGC -Xss16m ${JAVA_OPTS:-} -jar "$SPRAGUE_JAR" values)
else
  "$root/sprague" list > /dev/null
  sprague=("$root/sprague" values)
fi
threads=(${THREADS:+--threads "$THREADS"})

measure() {
  local label="$1"; shift
  local out; out="$(mktemp)"
  /usr/bin/time -f '%e %U %S %M' -o "$out.time" timeout "${LIMIT:-1800}" "$@" > "$out" 2> /dev/null || true
  read -r wall user sys kb < "$out.time"
  printf '%-34s wall %7.2f s  cpu %7.2f s  %6d MB  %s\n' "$label" "$wall" "$(echo "$user + $sys" | bc -l)" \
    "$((kb / 1024))" "$(grep -o '"upto":[0-9]*\|"period":[0-9]*\|"preperiod":[0-9]*\|"hash":-\?[0-9]*' "$out" | tr '\n' ' ')$(grep -o 'period.*\|hash.*' "$out" | tail -1)"
  rm -f "$out" "$out.time"
}

peer() {
  [ "${PEERS_TOO:-1}" = 0 ] || measure "$@"
}

for w in "${which[@]}"; do
  case "$w" in
    p16)  measure "sprague .16 (proof)" "${sprague[@]}" octal --code 0.16 --stats --json ${threads[@]+"${threads[@]}"}
          peer "tczajka-analyze .16 (proof)" "$peers/tczajka-analyze" 0.16 ;;
    p354) measure "sprague .354 (proof)" "${sprague[@]}" octal --code 0.354 --stats --json --budget none \
            --limit 30000000 ${threads[@]+"${threads[@]}"}
          peer "tczajka-analyze .354 (proof)" "$peers/tczajka-analyze" 0.354 ;;
    p376) measure "sprague .376 (proof)" "${sprague[@]}" octal --code 0.376 --stats --json --budget none \
            --limit 30000000 ${threads[@]+"${threads[@]}"}
          peer "tczajka-analyze .376 (proof)" "$peers/tczajka-analyze" 0.376 ;;
    g23)  measure "sprague grundy 2^23" "${sprague[@]}" grundy --upto 8388608 --stats --json --budget none \
            ${threads[@]+"${threads[@]}"}
          peer "tczajka-analyze-n grundy 2^23" "$peers/tczajka-analyze-n" grundy 8388608 ;;
  esac
done
