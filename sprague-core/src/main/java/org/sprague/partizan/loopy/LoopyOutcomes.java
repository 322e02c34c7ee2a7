package org.sprague.partizan.loopy;

import java.util.Arrays;

/**
 * Who wins each node of a {@link LoopyGraph} with each player first, under normal play (a player who cannot move
 * loses) and infinite play a draw, by retrograde analysis: states (node, player to move) with no move are lost for
 * the mover; a state with a move to a state lost for the opponent is won; a state all of whose moves go to states
 * won by the opponent is lost; what is never labelled is a draw (Siegel, <i>Combinatorial Game Theory</i>, AMS
 * 2013, ch. VI, "Loopy games", the outcomes of loopy games; the same analysis as {@code solve graph}).
 * Linear in the number of moves.
 */
public final class LoopyOutcomes {
    private final Winner[] leftFirst;
    private final Winner[] rightFirst;

    /**
     * Analyses {@code g}.
     *
     * @param g a loopy game
     */
    public LoopyOutcomes(LoopyGraph g) {
        int n = g.size();
        // state 2v: Left to move at v; 2v+1: Right to move. A move from 2v goes to 2w+1 and from 2v+1 to 2w.
        int[] count = new int[2 * n];
        int[] predecessorCount = new int[2 * n];
        for (int v = 0; v < n; v++) {
            count[2 * v] = g.leftView(v).length;
            count[2 * v + 1] = g.rightView(v).length;
            for (int w : g.leftView(v)) {
                predecessorCount[2 * w + 1]++;
            }
            for (int w : g.rightView(v)) {
                predecessorCount[2 * w]++;
            }
        }
        int[] start = new int[2 * n + 1];
        for (int s = 0; s < 2 * n; s++) {
            start[s + 1] = start[s] + predecessorCount[s];
        }
        int[] fill = Arrays.copyOf(start, 2 * n);
        int[] predecessors = new int[start[2 * n]];
        for (int v = 0; v < n; v++) {
            for (int w : g.leftView(v)) {
                predecessors[fill[2 * w + 1]++] = 2 * v;
            }
            for (int w : g.rightView(v)) {
                predecessors[fill[2 * w]++] = 2 * v + 1;
            }
        }
        byte[] label = new byte[2 * n]; // 0 unknown, 1 won by the mover, 2 lost by the mover
        int[] queue = new int[2 * n];
        int tail = 0;
        for (int s = 0; s < 2 * n; s++) {
            if (count[s] == 0) {
                label[s] = 2;
                queue[tail++] = s;
            }
        }
        for (int head = 0; head < tail; head++) {
            int t = queue[head];
            for (int i = start[t]; i < start[t + 1]; i++) {
                int s = predecessors[i];
                if (label[s] != 0) {
                    continue;
                }
                if (label[t] == 2) {
                    label[s] = 1;
                    queue[tail++] = s;
                } else if (decrement(count, s) == 0) {
                    label[s] = 2;
                    queue[tail++] = s;
                }
            }
        }
        leftFirst = new Winner[n];
        rightFirst = new Winner[n];
        for (int v = 0; v < n; v++) {
            leftFirst[v] = label[2 * v] == 0 ? Winner.DRAW : label[2 * v] == 1 ? Winner.LEFT : Winner.RIGHT;
            rightFirst[v] = label[2 * v + 1] == 0 ? Winner.DRAW : label[2 * v + 1] == 1 ? Winner.RIGHT : Winner.LEFT;
        }
    }

    /**
     * Who wins from node {@code v} when Left moves first.
     *
     * @param v a node
     * @return who wins from node {@code v} when Left moves first
     */
    public Winner leftFirst(int v) {
        return leftFirst[v];
    }

    /**
     * Who wins from node {@code v} when Right moves first.
     *
     * @param v a node
     * @return who wins from node {@code v} when Right moves first
     */
    public Winner rightFirst(int v) {
        return rightFirst[v];
    }

    private static int decrement(int[] a, int i) {
        a[i] -= 1;
        return a[i];
    }
}
