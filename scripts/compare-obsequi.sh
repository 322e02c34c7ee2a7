#!/usr/bin/env bash
# Asks obsequi the winner of each position that DomineeringRandomPositions printed (with each player to move) and
# prints every position where its answer differs from sprague's, then a count.
# Usage: scripts/compare-obsequi.sh POSITIONS-FILE [OBSEQUI]   (OBSEQUI defaults to /tmp/sprague-peers/obsequi)
set -euo pipefail
positions="$1"
obsequi="${2:-/tmp/sprague-peers/obsequi}"
asked=0
differ=0
while read -r rows cols filled vertical horizontal; do
  for turn in V H; do
    if [ "$filled" = "-" ]; then command="solve rows $rows cols $cols bits 16 $turn"
    else command="solve rows $rows cols $cols bits 16 $filled $turn"; fi
    theirs=$(echo "$command" | timeout 60 "$obsequi" 2>/dev/null | grep -o '^winner [VH]' | cut -c8 || true)
    if [ "$turn" = V ]; then ours=${vertical:1:1}; else ours=${horizontal:1:1}; fi
    asked=$((asked + 1))
    if [ "$theirs" != "$ours" ]; then
      differ=$((differ + 1))
      echo "differs: $command: obsequi ${theirs:-no answer}, sprague $ours"
    fi
  done
done < "$positions"
echo "$asked questions, $differ answers differ"
