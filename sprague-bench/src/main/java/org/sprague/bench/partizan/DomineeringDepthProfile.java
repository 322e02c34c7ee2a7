package org.sprague.bench.partizan;

import org.sprague.domineering.DomineeringBitboard;
import org.sprague.search.OrderedMoves;
import org.sprague.search.TranspositionTable;

/**
 * Where an empty board's Vertical-first search spends its positions, depth by depth: the positions entered, those
 * the counts decide ({@code decided}), the table's hits, the winning moves known without search, the won
 * positions (and those won by the first move tried), the lost ones and their moves; and, at lost positions, the
 * positions under safe moves (both cells out of the opponent's reach). The negamax of
 * {@code AlphaBetaOutcomeSearch} (a table of 2^24 entries), written out here to count, without the values of small
 * regions that {@code solve domineering} adds (so its total is near that command's positions, not equal); with the
 * CPU time of the searching thread (the JIT and the collector left out). Usage:
 * {@code DomineeringDepthProfile 8 8} (columns, rows).
 */
public final class DomineeringDepthProfile {
    private static final int DEPTHS = 65;

    private final DomineeringBitboard game;
    private final TranspositionTable table = new TranspositionTable(24);
    private final int[][] lists = new int[DEPTHS][64];
    private final int[][] killers = new int[DEPTHS][2];
    private final long[][] counts = new long[DEPTHS][8];
    private long entered;
    private long safeMoves;
    private long safePositions;
    private long safeWins;

    private DomineeringDepthProfile(int width, int height) {
        game = new DomineeringBitboard(width, height, null);
        for (int[] k : killers) {
            java.util.Arrays.fill(k, -1);
        }
    }

    public static void main(String[] args) {
        DomineeringDepthProfile profile = new DomineeringDepthProfile(Integer.parseInt(args[0]),
                Integer.parseInt(args[1]));
        long started = System.nanoTime();
        boolean wins = profile.wins(profile.game.full(), true, 0);
        System.out.printf("Vertical first %s, %,d positions, %.2f s, %.2f s CPU of this thread%n",
                wins ? "wins" : "loses", profile.entered, (System.nanoTime() - started) / 1e9,
                java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() / 1e9);
        System.out.println("depth  entered  decided  table  known  won  won-first  lost  moves-of-lost");
        for (int d = 0; d < DEPTHS; d++) {
            long[] c = profile.counts[d];
            if (c[0] > 0) {
                System.out.printf("%d %,d %,d %,d %,d %,d %,d %,d %,d%n", d, c[0], c[1], c[2], c[3], c[4], c[5],
                        c[6], c[7]);
            }
        }
        System.out.printf("safe moves searched: %,d, their positions %,d, winning ones %,d%n", profile.safeMoves,
                profile.safePositions, profile.safeWins);
    }

    private boolean wins(long state, boolean left, int depth) {
        long[] c = counts[depth];
        c[0]++;
        entered++;
        int decided = game.decided(state, left);
        if (decided != 0) {
            c[1]++;
            return decided > 0;
        }
        int symmetry = game.symmetry(state);
        long key = game.transform(state, symmetry);
        int info = table.get(key, left);
        if (info != 0) {
            c[2]++;
            return TranspositionTable.isWin(info);
        }
        int side = left ? 1 : 0;
        int[] moves = lists[depth];
        int n = game.searchMoves(state, 0, left, moves, killers[depth][side]);
        if (n == OrderedMoves.KNOWN_WIN) {
            c[3]++;
            table.put(key, left, true, game.transformMove(moves[0], left, symmetry), 1);
            killers[depth][side] = moves[0];
            return true;
        }
        long start = entered;
        for (int i = 0; i < n; i++) {
            if (i == 1) {
                game.orderRest(moves, 1, n);
            }
            long before = entered;
            boolean safe = safe(state, left, moves[i]);
            boolean opponentWins = wins(game.play(state, left, moves[i]), !left, depth + 1);
            if (safe) {
                safeMoves++;
                safePositions += entered - before;
            }
            if (!opponentWins) {
                if (safe) {
                    safeWins++;
                }
                c[4]++;
                if (i == 0) {
                    c[5]++;
                }
                table.put(key, left, true, game.transformMove(moves[i], left, symmetry), work(start));
                killers[depth][side] = moves[i];
                return true;
            }
        }
        c[6]++;
        c[7] += n;
        table.put(key, left, false, -1, work(start));
        return false;
    }

    private int work(long start) {
        return 64 - Long.numberOfLeadingZeros(entered - start);
    }

    /** Whether neither cell of the move has an empty neighbour across the mover's direction. */
    private boolean safe(long state, boolean left, int move) {
        int width = game.width();
        int second = move + (left ? width : 1);
        for (int cell : new int[] {move, second}) {
            int r = cell / width;
            int c = cell % width;
            boolean open = left
                    ? (c > 0 && (state >>> (cell - 1) & 1) != 0) || (c + 1 < width && (state >>> (cell + 1) & 1) != 0)
                    : (r > 0 && (state >>> (cell - width) & 1) != 0)
                            || (r + 1 < game.height() && (state >>> (cell + width) & 1) != 0);
            if (open) {
                return false;
            }
        }
        return true;
    }
}
