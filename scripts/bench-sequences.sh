#!/usr/bin/env bash
# Grundy sequences side by side with the baseline programs of ../shared/peers (built into PEERS by its build.sh):
# the naive C++ mex (`grundy`, `octal`), the research analyzer `tczajka-analyze-n`, and `sprague values` with
# --algorithm naive and sparse. Every row checks that the rolling hashes agree and prints wall seconds and CPU
# seconds (user + sys); sprague's JVM start (`values grundy --upto 1`) is measured on its own.
# Usage: scripts/bench-sequences.sh PEERS [runs] [workloads...]
#   a workload is GAME:N:WHO with GAME grundy or an octal code (0.16), WHO a comma list of
#   naive-cpp,tczajka,naive,sparse; default: the 10^5 and 2^20 comparisons of docs/BENCHMARKS.md.
#   THREADS=1 runs sprague with --threads 1 (the peers use one thread); SPRAGUE_JAR another built jar (see below).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
peers="${1:?usage: bench-sequences.sh PEERS [runs] [workloads...]}"
runs="${2:-3}"
shift $(( $# >= 2 ? 2 : 1 ))
work=("$@")
if [ ${#work[@]} -eq 0 ]; then
  work=(grundy:100000:naive-cpp,tczajka,naive,sparse 0.16:100000:naive-cpp,tczajka,naive,sparse
        0.376:100000:naive-cpp,tczajka,naive,sparse 0.354:100000:naive-cpp,tczajka,naive,sparse
        grundy:1048576:tczajka,sparse 0.16:1048576:tczajka,sparse 0.376:1048576:tczajka,sparse
        0.354:1048576:tczajka,sparse)
fi
# sprague runs as users run it, through the launcher (its JVM flags and class-data archive); SPRAGUE_JAR=FILE runs
# another jar with plain `java -XX:+UseSerialGC -Xss16m` instead (a copy, while a build runs)
if [ -n "${SPRAGUE_JAR:-}" ]; then
  java_cmd=(java -XX:+UseSerialGC -Xss16m ${JAVA_OPTS:-} -jar "$SPRAGUE_JAR")
else
  "$root/sprague" list > /dev/null
  java_cmd=("$root/sprague")
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# one timed run: prints "wall cpu hash"
timed() {
  /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$@" > "$tmp/out" 2> /dev/null
  local hash
  hash=$(grep -o '"hash":-\?[0-9]*' "$tmp/out" | cut -d: -f2 || true)
  [ -n "$hash" ] || hash=$(awk '{ for (i = 1; i <= NF; i++) if ($i == "hash") { print $(i + 1); exit } } NR == 1 && $1 ~ /^-?[0-9]+$/ { print $1; exit }' "$tmp/out")
  read -r wall user sys < "$tmp/time"
  echo "$wall $(echo "$user + $sys" | bc -l) $hash"
}

median() { sort -n | awk '{ a[NR] = $1 } END { printf "%.2f", a[int((NR + 1) / 2)] }'; }

command_for() {
  local who="$1" game="$2" n="$3"
  case "$who" in
    naive-cpp) if [ "$game" = grundy ]; then echo "$peers/grundy $n"; else echo "$peers/octal $game $n"; fi ;;
    tczajka) echo "$peers/tczajka-analyze-n $game $n" ;;
    naive|sparse)
      local rs=(grundy); [ "$game" = grundy ] || rs=(octal --code "$game")
      echo "${java_cmd[*]} values ${rs[*]} --upto $n --algorithm $who --budget none --stats --json${THREADS:+ --threads $THREADS}" ;;
  esac
}

# The programs of a workload, and the JVM start, take turns run by run, so that a change in the host's speed
# (it is shared) falls on all of them alike; each row gives the medians of its runs.
start=(); start_cpu=()
printf '%-8s %-9s %-10s %9s %9s  %s\n' game n who wall_s cpu_s hash
for w in "${work[@]}"; do
  IFS=: read -r game n whos <<< "$w"
  IFS=, read -r -a list <<< "$whos"
  declare -A walls=() cpus=() hashes=()
  for ((i = 0; i < runs; i++)); do
    read -r wall cpu _ <<< "$(timed "${java_cmd[@]}" values grundy --upto 1 --json)"
    start+=("$wall"); start_cpu+=("$cpu")
    for who in "${list[@]}"; do
      # shellcheck disable=SC2046
      read -r wall cpu h <<< "$(timed $(command_for "$who" "$game" "$n"))"
      walls[$who]+="$wall "; cpus[$who]+="$cpu "; hashes[$who]="$h"
    done
  done
  for who in "${list[@]}"; do
    printf '%-8s %-9s %-10s %9s %9s  %s\n' "$game" "$n" "$who" "$(printf '%s\n' ${walls[$who]} | median)" \
      "$(printf '%s\n' ${cpus[$who]} | median)" "${hashes[$who]}"
  done
  unset walls cpus hashes
done
echo "JVM start (values grundy --upto 1), taking turns with the rows: median $(printf '%s\n' "${start[@]}" | median) s wall," \
  "$(printf '%s\n' "${start_cpu[@]}" | median) s cpu"
