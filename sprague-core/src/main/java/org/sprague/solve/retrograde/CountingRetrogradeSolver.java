package org.sprague.solve.retrograde;

import static org.sprague.solve.retrograde.RetrogradeResult.DRAW;
import static org.sprague.solve.retrograde.RetrogradeResult.NIL;
import static org.sprague.solve.retrograde.RetrogradeResult.PAYLOAD;
import static org.sprague.solve.retrograde.RetrogradeResult.QUEUED;
import static org.sprague.solve.retrograde.RetrogradeResult.RESOLVED;
import static org.sprague.solve.retrograde.RetrogradeResult.WIN;

import java.util.function.LongConsumer;
import org.sprague.ResourceLimitException;
import org.sprague.game.CompressedTurnGame;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.ReversibleTurnGame;
import org.sprague.game.TerminalLabel;

/**
 * Retrograde analysis by counting unresolved moves (the method of endgame tablebases: K. Thompson, "Retrograde
 * analysis of certain endgames", ICCA Journal 9, 1986): every
 * position starts with the number of its moves; the positions whose result is fixed (labelled, or without moves:
 * a loss) are propagated to their parents level by level. A parent of a loss is a win one move later; a parent
 * whose last unresolved move reaches a win is a loss one move later. Positions never resolved are draws.
 *
 * <p>Remoteness is exact because levels are processed in order of remoteness: the first loss to reach a parent
 * has the least remoteness (the winner hurries), the last win to count it down has the greatest (the loser
 * delays). Labelled positions have remoteness 0 and their moves are ignored.
 *
 * <p>Memory, all in primitive arrays: 4 bytes a position for the table (counter, then result; the positions of
 * a level wait in a list threaded through the table, or, when a level is large, are found by a sequential scan
 * of it), plus parent lists of 4 bytes a move and 4 bytes a position, built in two passes (count, prefix sum,
 * fill), unless the game lists its own un-moves ({@link ReversibleTurnGame}). The need is checked against a
 * {@link MemoryBudget} before anything large is allocated. Time: linear in positions plus moves (each move is
 * enumerated twice and its reverse once), plus at most 32 scans of the table for large levels.
 */
public final class CountingRetrogradeSolver implements TurnGameSolver {
    private final MemoryBudget budget;

    /** A solver limited by the JVM heap's free space. */
    public CountingRetrogradeSolver() {
        this(MemoryBudget.heap());
    }

    /**
     * A solver whose tables must fit {@code budget}, checked before they are allocated.
     *
     * @param budget the memory the tables may take
     */
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
        if (game instanceof CompressedTurnGame g) {
            return solveGraph(g);
        }
        if (game instanceof ReversibleTurnGame r) {
            return solveReversible(r);
        }
        return solveImplicit(game);
    }

    /** Explicit graphs: parent lists straight from the forward arrays, no callbacks. */
    private RetrogradeResult solveGraph(CompressedTurnGame g) {
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
        Frontier first = new Frontier(table);
        if (!g.hasLabels()) {
            for (int i = 0; i < targets.length; i++) {
                parentStart[targets[i]]++;
            }
        }
        for (int u = 0; u < n; u++) {
            int label = g.labelCode(u);
            if (label != 0) {
                start(first, u, TerminalLabel.ofCode(label));
            } else {
                int from = offsets[u];
                int to = offsets[u + 1];
                if (to == from) {
                    first.add(u, 0);
                } else {
                    table[u] = to - from;
                }
                if (g.hasLabels()) {
                    for (int i = from; i < to; i++) {
                        parentStart[targets[i]]++;
                    }
                }
            }
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
        propagate(table, parentStart, parents, first);
        return new RetrogradeResult(table);
    }

    /** Implicit games without un-moves: count, prefix sum, fill, through the game's move lists. */
    private RetrogradeResult solveImplicit(IndexedTurnGame game) {
        int n = (int) game.size();
        MemoryBudget.Account memory = budget.open();
        memory.require(8L * n + 4, n + " positions");
        int[] table = new int[n];
        int[] parentStart = new int[n + 1];
        MoveCounter counter = new MoveCounter(parentStart, n);
        Frontier first = countMoves(game, table, counter);
        long moves = counter.total;
        if (moves > Integer.MAX_VALUE - 8) {
            throw new ResourceLimitException("the game has " + moves + " moves; parent lists hold at most "
                    + (Integer.MAX_VALUE - 8) + " (implement ReversibleTurnGame to need none)");
        }
        memory.require(4 * moves, n + " positions and " + moves + " moves");
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
        propagate(table, parentStart, parents, first);
        return new RetrogradeResult(table);
    }

    /** Games with un-moves: only the table. */
    private RetrogradeResult solveReversible(ReversibleTurnGame game) {
        int n = (int) game.size();
        budget.require(4L * n, n + " positions");
        int[] table = new int[n];
        Frontier next = countMoves(game, table, new MoveCounter(null, n));
        Relaxer relax = new Relaxer(table);
        for (int level = 0; next.count > 0; level++) {
            org.sprague.solve.Budget.checkInterrupted("retrograde level " + level);
            Frontier current = next;
            next = new Frontier(table);
            next.level = level + 1;
            relax.next = next;
            if (current.scan) {
                for (int v = 0; v < n; v++) {
                    int s = table[v];
                    if (s < 0 && (s & (QUEUED | PAYLOAD)) == level) {
                        relax.childWins = (s & WIN) != 0;
                        game.forEachUnmove(v, relax);
                    }
                }
            } else {
                for (int v = current.head; v != NIL; ) {
                    int s = table[v];
                    int after = s & PAYLOAD;
                    table[v] = RESOLVED | (s & WIN) | level;
                    relax.childWins = (s & WIN) != 0;
                    game.forEachUnmove(v, relax);
                    v = after;
                }
            }
        }
        return new RetrogradeResult(table);
    }

    /** Counts every unlabelled position's moves into the table; returns level 0 (labels, positions without moves). */
    private static Frontier countMoves(IndexedTurnGame game, int[] table, MoveCounter counter) {
        Frontier first = new Frontier(table);
        for (int u = 0; u < table.length; u++) {
            TerminalLabel label = game.label(u);
            if (label != TerminalLabel.NONE) {
                start(first, u, label);
            } else {
                counter.count = 0;
                counter.from = u;
                game.forEachMove(u, counter);
                if (counter.count == 0) {
                    first.add(u, 0);
                } else {
                    table[u] = counter.count;
                }
            }
        }
        return first;
    }

    /**
     * The level-by-level propagation over parent lists. A small level is walked as a list threaded through the
     * table; a large one is found by one sequential scan, which also reads the parent lists in order.
     */
    private static void propagate(int[] table, int[] parentStart, int[] parents, Frontier first) {
        int n = table.length;
        Frontier next = first;
        for (int level = 0; next.count > 0; level++) {
            org.sprague.solve.Budget.checkInterrupted("retrograde level " + level);
            Frontier current = next;
            next = new Frontier(table);
            next.level = level + 1;
            if (current.scan) {
                for (int v = 0; v < n; v++) {
                    int s = table[v];
                    if (s < 0 && (s & (QUEUED | PAYLOAD)) == level) {
                        relax(table, parentStart, parents, v, s & WIN, next);
                    }
                }
            } else {
                for (int v = current.head; v != NIL; ) {
                    int s = table[v];
                    int after = s & PAYLOAD;
                    table[v] = RESOLVED | (s & WIN) | level;
                    relax(table, parentStart, parents, v, s & WIN, next);
                    v = after;
                }
            }
        }
    }

    /** Tells v's parents its result: a loss makes them wins, a win counts them down (to a loss at zero). */
    private static void relax(int[] table, int[] parentStart, int[] parents, int v, int win, Frontier next) {
        for (int i = parentStart[v], end = parentStart[v + 1]; i < end; i++) {
            int p = parents[i];
            int ps = table[p];
            if (ps < 0) {
                continue;
            }
            if (win == 0) {
                next.add(p, WIN);
            } else if (ps == 1) {
                next.add(p, 0);
            } else {
                table[p] = ps - 1;
            }
        }
    }

    /** Puts a labelled position into level 0, or marks it drawn. */
    private static void start(Frontier first, int u, TerminalLabel label) {
        switch (label) {
            case WIN -> first.add(u, WIN);
            case LOSS -> first.add(u, 0);
            case DRAW -> first.table[u] = DRAW;
            case NONE -> throw new IllegalArgumentException("not a label");
        }
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

    /**
     * The positions of one level, resolved but not yet propagated. While few, they form a list threaded through
     * their table entries (queued flag, result, link); past {@code threshold} the list is turned into marks in
     * place (the entry's final form, remoteness = this level) and the level is found by a scan, so no queue is
     * ever allocated and scans cost at most n / threshold passes in all.
     */
    private static final class Frontier {
        final int[] table;
        final int threshold;
        int level;
        boolean scan;
        int head = NIL;
        long count;

        Frontier(int[] table) {
            this.table = table;
            this.threshold = Math.max(64, table.length >>> 5);
        }

        void add(int p, int win) {
            count++;
            if (scan) {
                table[p] = RESOLVED | win | level;
                return;
            }
            table[p] = RESOLVED | QUEUED | win | head;
            head = p;
            if (count > threshold) {
                for (int q = head; q != NIL; ) {
                    int s = table[q];
                    table[q] = RESOLVED | (s & WIN) | level;
                    q = s & PAYLOAD;
                }
                head = NIL;
                scan = true;
            }
        }
    }

    /** One propagation step through un-moves. */
    private static final class Relaxer implements LongConsumer {
        private final int[] table;
        boolean childWins;
        Frontier next;

        Relaxer(int[] table) {
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
                next.add(p, WIN);
            } else if (ps == 1) {
                next.add(p, 0);
            } else {
                table[p] = ps - 1;
            }
        }
    }
}
