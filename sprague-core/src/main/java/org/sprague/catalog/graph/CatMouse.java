package org.sprague.catalog.graph;

import java.util.function.LongConsumer;
import org.sprague.game.ReversibleTurnGame;
import org.sprague.game.TerminalLabel;

/**
 * The rules of Cat and Mouse (LeetCode 913, "Cat and Mouse") as a turn game with un-moves. A position is (mouse
 * node, cat node, whose turn), numbered {@code ((mouse * n) + cat) * 2 + turn} with turn 0 for the mouse and 1 for
 * the cat. The mouse moves along {@code graph[mouse]}, the cat along {@code graph[cat]} but never into the hole
 * (node 0). The mouse wins on reaching node 0, the cat on reaching the mouse's node; a repeated position is a
 * draw. A player without a legal move loses. Positions with the cat in the hole cannot arise; they are labelled as
 * mouse wins, as LeetCode's reference solutions do.
 *
 * <p>The adjacency lists are read as directed moves ({@code b} in {@code graph[a]} lets a player at {@code a} go to
 * {@code b}); LeetCode's graphs are undirected, so both directions are listed there anyway.
 */
public final class CatMouse implements ReversibleTurnGame {
    public static final int MOUSE = 0;
    public static final int CAT = 1;
    public static final int HOLE = 0;

    private final int n;
    private final int[][] graph;
    private final int[][] reverse;

    public CatMouse(int[][] graph) {
        this.n = graph.length;
        this.graph = graph;
        int[] indegree = new int[n];
        for (int[] row : graph) {
            for (int b : row) {
                indegree[b]++;
            }
        }
        this.reverse = new int[n][];
        for (int b = 0; b < n; b++) {
            reverse[b] = new int[indegree[b]];
        }
        int[] fill = new int[n];
        for (int a = 0; a < n; a++) {
            for (int b : graph[a]) {
                reverse[b][fill[b]++] = a;
            }
        }
    }

    public int nodes() {
        return n;
    }

    /** The number of the position with the mouse at {@code mouse}, the cat at {@code cat}, {@code turn} to move. */
    public long position(int mouse, int cat, int turn) {
        return ((long) mouse * n + cat) * 2 + turn;
    }

    public static int turn(long position) {
        return (int) (position & 1);
    }

    public int mouse(long position) {
        return (int) ((position >>> 1) / n);
    }

    public int cat(long position) {
        return (int) ((position >>> 1) % n);
    }

    @Override
    public long size() {
        return 2L * n * n;
    }

    @Override
    public TerminalLabel label(long position) {
        int t = turn(position);
        int m = mouse(position);
        int c = cat(position);
        if (m == HOLE || c == HOLE) {
            return t == MOUSE ? TerminalLabel.WIN : TerminalLabel.LOSS;
        }
        if (m == c) {
            return t == CAT ? TerminalLabel.WIN : TerminalLabel.LOSS;
        }
        return TerminalLabel.NONE;
    }

    @Override
    public void forEachMove(long position, LongConsumer sink) {
        int m = mouse(position);
        int c = cat(position);
        if (turn(position) == MOUSE) {
            for (int m2 : graph[m]) {
                sink.accept(position(m2, c, CAT));
            }
        } else {
            for (int c2 : graph[c]) {
                if (c2 != HOLE) {
                    sink.accept(position(m, c2, MOUSE));
                }
            }
        }
    }

    @Override
    public void forEachUnmove(long position, LongConsumer sink) {
        int m = mouse(position);
        int c = cat(position);
        if (turn(position) == CAT) {
            for (int m0 : reverse[m]) {
                sink.accept(position(m0, c, MOUSE));
            }
        } else if (c != HOLE) {
            for (int c0 : reverse[c]) {
                sink.accept(position(m, c0, CAT));
            }
        }
    }
}
