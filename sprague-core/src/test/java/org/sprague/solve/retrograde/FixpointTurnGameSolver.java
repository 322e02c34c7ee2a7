package org.sprague.solve.retrograde;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.value.Outcome;

/**
 * The reference: straight from the definitions, by repeated sweeps. After sweep k, {@code winBy[u]} says the
 * player to move at u can force a win within k moves and {@code loseBy[u]} that they lose within k moves whatever
 * they do: a labelled win is won within 0, a labelled loss or an unlabelled position without moves lost within 0;
 * otherwise u is won within k when some move reaches a position lost within k-1, lost within k when every move
 * reaches a position won within k-1. Remoteness is the least such k; positions never decided are draws.
 * Quadratic and slow, but each line is a definition.
 */
final class FixpointTurnGameSolver implements TurnGameSolver {
    @Override
    public TurnGameSolution solve(IndexedTurnGame game) {
        int n = (int) game.size();
        List<long[]> moves = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            List<Long> list = new ArrayList<>();
            if (game.label(u) == TerminalLabel.NONE) {
                game.forEachMove(u, list::add);
            }
            moves.add(list.stream().mapToLong(Long::longValue).toArray());
        }
        long[] winAt = new long[n];
        long[] loseAt = new long[n];
        java.util.Arrays.fill(winAt, -1);
        java.util.Arrays.fill(loseAt, -1);
        for (int u = 0; u < n; u++) {
            TerminalLabel l = game.label(u);
            if (l == TerminalLabel.WIN) {
                winAt[u] = 0;
            } else if (l == TerminalLabel.LOSS || l == TerminalLabel.NONE && moves.get(u).length == 0) {
                loseAt[u] = 0;
            }
        }
        for (int k = 1; ; k++) {
            boolean changed = false;
            long[] newWin = winAt.clone();
            long[] newLose = loseAt.clone();
            for (int u = 0; u < n; u++) {
                long[] mv = moves.get(u);
                if (game.label(u) != TerminalLabel.NONE || mv.length == 0 || winAt[u] >= 0 || loseAt[u] >= 0) {
                    continue;
                }
                boolean someLost = false;
                boolean allWon = true;
                for (long v : mv) {
                    someLost |= loseAt[(int) v] >= 0;
                    allWon &= winAt[(int) v] >= 0;
                }
                if (someLost) {
                    newWin[u] = k;
                    changed = true;
                } else if (allWon) {
                    newLose[u] = k;
                    changed = true;
                }
            }
            winAt = newWin;
            loseAt = newLose;
            if (!changed) {
                break;
            }
        }
        long[] w = winAt;
        long[] l = loseAt;
        return new TurnGameSolution() {
            @Override
            public long size() {
                return n;
            }

            @Override
            public Outcome outcome(long p) {
                return w[(int) p] >= 0 ? Outcome.FIRST : l[(int) p] >= 0 ? Outcome.SECOND : Outcome.DRAW;
            }

            @Override
            public long remoteness(long p) {
                return w[(int) p] >= 0 ? w[(int) p] : l[(int) p];
            }
        };
    }
}
