package org.sprague.solve.retrograde;

import static org.sprague.solve.retrograde.RetrogradeResult.DRAW;
import static org.sprague.solve.retrograde.RetrogradeResult.NIL;
import static org.sprague.solve.retrograde.RetrogradeResult.PAYLOAD;
import static org.sprague.solve.retrograde.RetrogradeResult.QUEUED;
import static org.sprague.solve.retrograde.RetrogradeResult.RESOLVED;
import static org.sprague.solve.retrograde.RetrogradeResult.WIN;

import java.util.function.LongConsumer;
import org.sprague.ResourceLimitException;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.ReversibleTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;

/**
 * Retrograde analysis by counting unresolved moves (the method of endgame tablebases; seed 001 §五): every
 * position starts with the number of its moves; the positions whose result is fixed (labelled, or without moves:
 * a loss) are propagated to their parents level by level. A parent of a loss is a win one move later; a parent
 * whose last unresolved move reaches a win is a loss one move later. Positions never resolved are draws.
 *
 * <p>Remoteness is exact because levels are processed in order of remoteness: the first loss to reach a parent
 * has the least remoteness (the winner hurries), the last win to count it down has the greatest (the loser
 * delays). Labelled positions have remoteness 0 and their moves are ignored.
 *
 * <p>Memory, all in primitive arrays: 4 bytes a position for the table (counter, result, and the propagation
 * queue threaded through it), plus parent lists of 4 bytes a move and 4 bytes a position, built in two passes
 * (count, prefix sum, fill), unless the game lists its own un-moves ({@link ReversibleTurnGame}). The need is
 * checked against a {@link MemoryBudget} before anything large is allocated. Time: linear in positions plus
 * moves (each move is enumerated twice and its reverse once).
 */
public final class CountingRetrogradeSolver implements TurnGameSolver {
    private final MemoryBudget budget;

    /** A solver limited by the JVM heap's free space. */
    public CountingRetrogradeSolver() {
        this(MemoryBudget.heap());
    }

    public CountingRetrogradeSolver(MemoryBudget budget) {
        this.budget = budget;
    }

    @Override
    public RetrogradeResult solve(IndexedTurnGame game) {
        long size = game.size();
        if (size > RetrogradeResult.MAX_POSITIONS) {
            throw new ResourceLimitException("the game has " + size + " positions; the retrograde solver holds at most "
                    + RetrogradeResult.MAX_POSITIONS);
        }
        if (game instanceof GameGraph g) {
            return solveGraph(g);
        }
        if (game instanceof ReversibleTurnGame r) {
            return solveReversible(r);
        }
        return solveImplicit(game);
    }

    /** Explicit graphs: parent lists straight from the forward arrays, no callbacks. */
    private RetrogradeResult solveGraph(GameGraph g) {
        int n = g.nodeCount();
        int[] offsets = g.offsets();
        int[] targets = g.targets();
        long moves = 0;
        for (int u = 0; u < n; u++) {
            if (g.labelCode(u) == 0) {
                moves += offsets[u + 1] - offsets[u];
            }
        }
        budget.require(8L * n + 4 + 4 * moves, n + " positions and " + moves + " moves");
        int[] table = new int[n];
        int[] parentStart = new int[n + 1];
        int head = NIL;
        if (!g.hasLabels()) {
            for (int i = 0; i < targets.length; i++) {
                parentStart[targets[i]]++;
            }
        }
        for (int u = 0; u < n; u++) {
            int label = g.labelCode(u);
            if (label != 0) {
                table[u] = initial(TerminalLabel.ofCode(label));
            } else {
                int from = offsets[u];
                int to = offsets[u + 1];
                table[u] = to - from;
                if (g.hasLabels()) {
                    for (int i = from; i < to; i++) {
                        parentStart[targets[i]]++;
                    }
                }
            }
            head = enqueueIfFixed(table, u, head);
        }
        inclusivePrefixSums(parentStart, n);
        int[] parents = new int[(int) moves];
        for (int u = n - 1; u >= 0; u--) {
            if (g.labelCode(u) == 0) {
                for (int i = offsets[u]; i < offsets[u + 1]; i++) {
                    parents[--parentStart[targets[i]]] = u;
                }
            }
        }
        parentStart[n] = (int) moves;
        propagate(table, parentStart, parents, head);
        return new RetrogradeResult(table);
    }

    /** Implicit games without un-moves: count, prefix sum, fill, through the game's move lists. */
    private RetrogradeResult solveImplicit(IndexedTurnGame game) {
        int n = (int) game.size();
        budget.require(8L * n + 4, n + " positions");
        int[] table = new int[n];
        int[] parentStart = new int[n + 1];
        MoveCounter counter = new MoveCounter(parentStart, n);
        int head = NIL;
        for (int u = 0; u < n; u++) {
            TerminalLabel label = game.label(u);
            if (label != TerminalLabel.NONE) {
                table[u] = initial(label);
            } else {
                counter.count = 0;
                counter.from = u;
                game.forEachMove(u, counter);
                table[u] = counter.count;
            }
            head = enqueueIfFixed(table, u, head);
        }
        long moves = counter.total;
        if (moves > Integer.MAX_VALUE - 8) {
            throw new ResourceLimitException("the game has " + moves + " moves; parent lists hold at most "
                    + (Integer.MAX_VALUE - 8) + " (implement ReversibleTurnGame to need none)");
        }
        budget.require(4 * moves, n + " positions and " + moves + " moves");
        inclusivePrefixSums(parentStart, n);
        int[] parents = new int[(int) moves];
        ParentFiller filler = new ParentFiller(parentStart, parents);
        for (int u = n - 1; u >= 0; u--) {
            if (table[u] > 0) { // unlabelled with moves (the game must list the same moves again)
                filler.from = u;
                game.forEachMove(u, filler);
            }
        }
        parentStart[n] = (int) moves;
        propagate(table, parentStart, parents, head);
        return new RetrogradeResult(table);
    }

    /** Games with un-moves: only the table. */
    private RetrogradeResult solveReversible(ReversibleTurnGame game) {
        int n = (int) game.size();
        budget.require(4L * n, n + " positions");
        int[] table = new int[n];
        MoveCounter counter = new MoveCounter(null, n);
        int head = NIL;
        for (int u = 0; u < n; u++) {
            TerminalLabel label = game.label(u);
            if (label != TerminalLabel.NONE) {
                table[u] = initial(label);
            } else {
                counter.count = 0;
                counter.from = u;
                game.forEachMove(u, counter);
                table[u] = counter.count;
            }
            head = enqueueIfFixed(table, u, head);
        }
        Propagator p = new Propagator(table);
        int level = 0;
        while (head != NIL) {
            p.next = NIL;
            int v = head;
            while (v != NIL) {
                int s = table[v];
                int after = s & PAYLOAD;
                table[v] = RESOLVED | (s & WIN) | level;
                p.childWins = (s & WIN) != 0;
                game.forEachUnmove(v, p);
                v = after;
            }
            head = p.next;
            level++;
        }
        return new RetrogradeResult(table);
    }

    /** The level-by-level propagation over parent lists; the queue of each level is threaded through the table. */
    private static void propagate(int[] table, int[] parentStart, int[] parents, int head) {
        int level = 0;
        while (head != NIL) {
            int next = NIL;
            int v = head;
            while (v != NIL) {
                int s = table[v];
                int after = s & PAYLOAD;
                int win = s & WIN;
                table[v] = RESOLVED | win | level;
                for (int i = parentStart[v], end = parentStart[v + 1]; i < end; i++) {
                    int p = parents[i];
                    int ps = table[p];
                    if (ps < 0) {
                        continue;
                    }
                    if (win == 0) {
                        table[p] = RESOLVED | QUEUED | WIN | next;
                        next = p;
                    } else if (ps == 1) {
                        table[p] = RESOLVED | QUEUED | next;
                        next = p;
                    } else {
                        table[p] = ps - 1;
                    }
                }
                v = after;
            }
            head = next;
            level++;
        }
    }

    /** The table entry of a labelled position: queued win or loss (link filled in later), or a resolved draw. */
    private static int initial(TerminalLabel label) {
        return switch (label) {
            case WIN -> RESOLVED | QUEUED | WIN;
            case LOSS -> RESOLVED | QUEUED;
            case DRAW -> DRAW;
            case NONE -> throw new IllegalArgumentException("not a label");
        };
    }

    /** Queues {@code u} when its result is fixed from the start (labelled win or loss, or no moves). */
    private static int enqueueIfFixed(int[] table, int u, int head) {
        int s = table[u];
        if (s == 0) {
            table[u] = RESOLVED | QUEUED | head;
            return u;
        }
        if (s < 0 && s != DRAW) {
            table[u] = s | head;
            return u;
        }
        return head;
    }

    /** Turns per-position counts into running totals: {@code a[i]} becomes the end of position i's run. */
    private static void inclusivePrefixSums(int[] a, int n) {
        for (int i = 1; i < n; i++) {
            a[i] += a[i - 1];
        }
    }

    /** Counts a position's moves, and each target's parents when {@code parentCount} is given. */
    private static final class MoveCounter implements LongConsumer {
        private final int[] parentCount;
        private final int n;
        int from;
        int count;
        long total;

        MoveCounter(int[] parentCount, int n) {
            this.parentCount = parentCount;
            this.n = n;
        }

        @Override
        public void accept(long target) {
            if (target < 0 || target >= n) {
                throw new IllegalArgumentException("position " + from + " has a move to " + target
                        + ", outside 0.." + (n - 1));
            }
            count++;
            total++;
            if (parentCount != null) {
                parentCount[(int) target]++;
            }
        }
    }

    /** Writes each move's source into its target's parent run, filling runs from their ends. */
    private static final class ParentFiller implements LongConsumer {
        private final int[] parentEnd;
        private final int[] parents;
        int from;

        ParentFiller(int[] parentEnd, int[] parents) {
            this.parentEnd = parentEnd;
            this.parents = parents;
        }

        @Override
        public void accept(long target) {
            parents[--parentEnd[(int) target]] = from;
        }
    }

    /** One propagation step through un-moves. */
    private static final class Propagator implements LongConsumer {
        private final int[] table;
        boolean childWins;
        int next;

        Propagator(int[] table) {
            this.table = table;
        }

        @Override
        public void accept(long parent) {
            int p = (int) parent;
            int ps = table[p];
            if (ps < 0) {
                return;
            }
            if (!childWins) {
                table[p] = RESOLVED | QUEUED | WIN | next;
                next = p;
            } else if (ps == 1) {
                table[p] = RESOLVED | QUEUED | next;
                next = p;
            } else {
                table[p] = ps - 1;
            }
        }
    }
}
