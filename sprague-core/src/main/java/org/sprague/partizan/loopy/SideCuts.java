package org.sprague.partizan.loopy;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Candidate sides for games whose sidling approaches its sides only in the limit (as 1, 1/2, 1/4, ... approach
 * {@code over}): the game with one player's moves on alternating cycles cut out, a stopper. A candidate is kept
 * only when {@link SidedComparison} finds it equal to the game's side, so a wrong guess costs time, never a wrong
 * answer. (With Left winning infinite play, Right's moves that only keep an alternating cycle going are often
 * worthless to Right: in {@code dud}, on &amp; off, cutting Right's move leaves {@code on}.)
 */
final class SideCuts {
    private SideCuts() {
    }

    /**
     * The game with the moves of one player ({@code cutLeft}: Left's) that lie on an alternating cycle removed,
     * or null when that leaves play that alternates forever.
     */
    static LoopyGraph cut(LoopyGraph g, boolean cutLeft) {
        int n = g.size();
        boolean[][] onCycle = new boolean[2 * n][];
        for (int s = 0; s < 2 * n; s++) {
            int[] options = g.options(s / 2, s % 2 == 0);
            onCycle[s] = new boolean[options.length];
            boolean leftMoves = s % 2 == 0;
            if (leftMoves != cutLeft) {
                continue;
            }
            for (int i = 0; i < options.length; i++) {
                int t = 2 * options[i] + (leftMoves ? 1 : 0);
                onCycle[s][i] = reaches(g, t, s);
            }
        }
        int[][] left = new int[n][];
        int[][] right = new int[n][];
        for (int v = 0; v < n; v++) {
            left[v] = kept(g.leftView(v), onCycle[2 * v]);
            right[v] = kept(g.rightView(v), onCycle[2 * v + 1]);
        }
        LoopyGraph cut = LoopyGraph.reachable(0, left, right);
        return Stoppers.isStopper(cut) ? cut : null;
    }

    private static int[] kept(int[] options, boolean[] removed) {
        return java.util.stream.IntStream.range(0, options.length).filter(i -> !removed[i]).map(i -> options[i])
                .toArray();
    }

    /** True when alternating state {@code to} can be reached from alternating state {@code from}. */
    private static boolean reaches(LoopyGraph g, int from, int to) {
        boolean[] seen = new boolean[2 * g.size()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(from);
        seen[from] = true;
        while (!queue.isEmpty()) {
            int s = queue.poll();
            if (s == to) {
                return true;
            }
            boolean leftMoves = s % 2 == 0;
            for (int w : g.options(s / 2, leftMoves)) {
                int t = 2 * w + (leftMoves ? 1 : 0);
                if (!seen[t]) {
                    seen[t] = true;
                    queue.add(t);
                }
            }
        }
        return false;
    }

    /** The candidates for one side: cut Right's cycle moves first for the onside, Left's for the offside. */
    static LoopyGraph[] candidates(LoopyGraph g, boolean onside) {
        return Arrays.stream(new boolean[][] {{!onside}, {onside}}).map(c -> cut(g, c[0]))
                .filter(java.util.Objects::nonNull).toArray(LoopyGraph[]::new);
    }
}
