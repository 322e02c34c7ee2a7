package org.sprague.search;

import java.util.Locale;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * Negamax over win and loss (alpha-beta with the window of a boolean: a position is won as soon as one move
 * leads to a lost one; Knuth and Moore, "An analysis of alpha-beta pruning", Artificial Intelligence 6, 1975),
 * with a fixed-size {@link TranspositionTable} keyed by each state's symmetry representative, and moves in the
 * game's own order. Every result of a win-or-loss search is exact, so a table hit answers at once (the table's
 * move is only kept to name a winning move). The last winning move of each depth and side (a killer move) is
 * only a hint: the game checks it first for a move it knows to win without search, which saves it checking the
 * other moves, and does not change the order of the moves searched. (A killer move per depth in the search's own
 * order and the history heuristic, Schaeffer, "The history heuristic", ICCA Journal 6(3), 1983, were tried on
 * Domineering and made the search larger: the game's order, by the balance of move counts after each move, is
 * better informed than either. The enhanced
 * transposition cutoff, Plaat, Schaeffer, Pijls and de Bruin, "Nearly optimal minimax tree search?", 1994, asking
 * the table about every position a move reaches before searching any, saved about 1 % of the positions and made
 * the search three times slower, each question a miss in a large table's memory.)
 *
 * <p>The search asks what a game offers of the optional interfaces, detected once: its own move order and known
 * wins ({@link OrderedMoves}), its symmetries ({@link Symmetric}) and a second word beside the state
 * ({@link WithSecondWord}), which is part of a position's key in the table.
 *
 * <p>Not thread-safe: one per search and thread. Several, one per thread, share a table in a
 * {@link ParallelOutcomeSearch}: each then reports to the crew every 4096 positions, where the limit of positions
 * is checked on the crew's total, and a helper tries the moves of its first plies in a rotated order. The time
 * budget and the limit of positions are checked every 4096 positions; the memory is the table's, fixed before the
 * search starts.
 */
public final class AlphaBetaOutcomeSearch implements PositionSearch {
    private static final int MAX_DEPTH = 128;
    private static final long PROGRESS_NANOS = 500_000_000L;
    /** The plies whose place in their move lists the progress's estimate reads. */
    private static final int TRACKED = 4;

    private final OutcomeGame game;
    /** The game's optional parts, or null where it has none. */
    private final OrderedMoves ordered;
    private final Symmetric symmetric;
    private final WithSecondWord sums;
    /** Receives the second word of the position a call reaches, read at once. */
    private final int[] reachedExtra = new int[1];
    private final TranspositionTable table;
    private final Budget.Deadline deadline;
    private final SearchProgress progress;
    private final long nodeLimit;
    private final double stepsPerNode;
    private final int[][] moveLists;
    /** Per depth and side (Right 0, Left 1), the last winning move: the game checks it first. */
    private final int[][] killers;
    private long nodes;
    private int rootMove;
    private long started;
    private long startNodes;
    private long lastReport;
    /** The parallel search this one is a thread of, or null when alone. */
    private SearchCrew crew;
    /** This thread's rotation of the move order in the first {@link #rotatedDepth} plies: 0 for the main thread. */
    private int rotation;
    private int rotatedDepth;
    /** Positions already told to the crew. */
    private long toldCrew;
    /** Per ply of the first {@value #TRACKED}, the index of the move being searched and the number of moves. */
    private final int[] walk = new int[TRACKED];
    private final int[] widths = new int[TRACKED];

    /**
     * A search of {@code game}.
     *
     * @param game the game
     * @param table the table of searched positions, kept across calls of {@link #solve}
     * @param deadline the end of the search's time
     * @param nodeLimit the most positions the search may visit (checked every 4096), over every call
     * @param progress told every half second or so of the positions this call of {@link #solve} visited
     */
    public AlphaBetaOutcomeSearch(OutcomeGame game, TranspositionTable table, Budget.Deadline deadline,
            long nodeLimit, SearchProgress progress) {
        this(game, table, deadline, nodeLimit, 1, progress);
    }

    /**
     * A search of {@code game} whose positions each cost {@code stepsPerNode} of the budget's search steps, so that
     * the limit's message and its estimate speak of the budget's steps.
     *
     * @param game the game
     * @param table the table of searched positions, kept across calls of {@link #solve}
     * @param deadline the end of the search's time
     * @param nodeLimit the most positions the search may visit (checked every 4096), over every call
     * @param stepsPerNode the search steps a position costs, at least 1
     * @param progress told every half second or so of the positions this call of {@link #solve} visited
     */
    public AlphaBetaOutcomeSearch(OutcomeGame game, TranspositionTable table, Budget.Deadline deadline,
            long nodeLimit, double stepsPerNode, SearchProgress progress) {
        this.stepsPerNode = stepsPerNode;
        this.game = game;
        this.ordered = game instanceof OrderedMoves o ? o : null;
        this.symmetric = game instanceof Symmetric s ? s : null;
        this.sums = game instanceof WithSecondWord w ? w : null;
        this.table = table;
        this.deadline = deadline;
        this.progress = progress;
        this.nodeLimit = nodeLimit;
        this.moveLists = new int[MAX_DEPTH][game.moveIds()];
        this.killers = new int[MAX_DEPTH][2];
        for (int[] k : killers) {
            java.util.Arrays.fill(k, -1);
        }
    }

    @Override
    public SearchResult solve(long state, boolean left) {
        return solve(state, 0, left);
    }

    /**
     * Makes this search one thread of a parallel search: it reports its positions to {@code crew}, and tries the
     * moves of its first {@code depth} plies rotated by {@code rotation} places (after sorting them), so that
     * helpers start on other subtrees than the main thread's and leave their results in the shared table.
     */
    void joinCrew(SearchCrew crew, int rotation, int depth) {
        this.crew = crew;
        this.rotation = rotation;
        this.rotatedDepth = depth;
    }

    @Override
    public OutcomeGame game() {
        return game;
    }

    /**
     * Solves a position with a second word ({@link WithSecondWord}; 0 for a game without one).
     *
     * @param state the position
     * @param extra its second word
     * @param left whether Left moves
     * @return whether the player to move wins, a winning move, and the positions visited
     */
    @Override
    public SearchResult solve(long state, int extra, boolean left) {
        started = System.nanoTime();
        lastReport = started;
        startNodes = nodes;
        toldCrew = nodes;
        rootMove = -1;
        boolean wins = wins(state, extra, left, 0, -1);
        return new SearchResult(wins, wins ? rootMove : -1, nodes - startNodes, System.nanoTime() - started);
    }

    /**
     * Positions visited by every call so far.
     *
     * @return a count
     */
    public long nodes() {
        return nodes;
    }

    private boolean wins(long state, int extra, boolean left, int depth, int reachedBy) {
        if ((++nodes & 4095) == 0) {
            tick();
        }
        if (depth < TRACKED) {
            widths[depth] = 0;
        }
        int decided = sums != null ? sums.decided(state, extra, left) : game.decided(state, left);
        if (decided != 0) {
            return decided > 0;
        }
        if (sums != null) {
            state = sums.settled(state, extra, left, reachedBy, reachedExtra);
            extra = reachedExtra[0];
        }
        int symmetry = symmetric != null ? symmetric.symmetry(state) : 0;
        long key = symmetry == 0 ? state : symmetric.transform(state, symmetry);
        int info = table.get(key, extra, left);
        if (info != 0) {
            int stored = TranspositionTable.move(info);
            if (depth == 0 && stored >= 0) {
                rootMove = transformMove(stored, left, symmetry);
            }
            return TranspositionTable.isWin(info);
        }
        if (depth >= MAX_DEPTH) {
            throw new ResourceLimitException("the search went deeper than " + MAX_DEPTH + " moves");
        }
        int[] moves = moveLists[depth];
        int side = left ? 1 : 0;
        int n = ordered != null ? ordered.searchMoves(state, extra, left, moves, killers[depth][side])
                : sums != null ? sums.moves(state, extra, left, moves) : game.moves(state, left, moves);
        if (n == OrderedMoves.KNOWN_WIN) {
            // the position the move reaches counts as visited, decided at once, as when the game lists it alone
            nodes++;
            return won(key, extra, left, symmetry, moves[0], depth, 1);
        }
        if (n == 0) {
            table.put(key, extra, left, false, -1, 0);
            return false;
        }
        long start = nodes;
        int turn = 0;
        boolean sorted = ordered == null;
        if (rotation != 0 && depth < rotatedDepth && n > 1) {
            // a helper thread's other order: the same moves, from another place in the list
            if (!sorted) {
                ordered.orderRest(moves, 1, n);
                sorted = true;
            }
            turn = rotation % n;
        }
        for (int i = 0; i < n; i++) {
            if (i == 1 && !sorted) {
                ordered.orderRest(moves, 1, n);
            }
            int move = moves[turn == 0 ? i : (i + turn) % n];
            if (depth < TRACKED) {
                walk[depth] = i;
                widths[depth] = n;
            }
            long next;
            int nextExtra;
            if (sums != null) {
                next = sums.play(state, extra, left, move, reachedExtra);
                nextExtra = reachedExtra[0];
            } else {
                next = game.play(state, left, move);
                nextExtra = 0;
            }
            if (!wins(next, nextExtra, !left, depth + 1, move)) {
                return won(key, extra, left, symmetry, move, depth, 64 - Long.numberOfLeadingZeros(nodes - start));
            }
        }
        int work = 64 - Long.numberOfLeadingZeros(nodes - start);
        table.put(key, extra, left, false, -1, work);
        return false;
    }

    /** A move's image under a symmetry of the game's (the move itself under the identity). */
    private int transformMove(int move, boolean left, int symmetry) {
        return symmetry == 0 ? move : symmetric.transformMove(move, left, symmetry);
    }

    /** Stores a won position and its winning move, which the next position of this depth and side tries first. */
    private boolean won(long key, int extra, boolean left, int symmetry, int move, int depth, int work) {
        table.put(key, extra, left, true, transformMove(move, left, symmetry), work);
        killers[depth][left ? 1 : 0] = move;
        if (depth == 0) {
            rootMove = move;
        }
        return true;
    }

    /**
     * The share of the tree behind the search, by its place in the move lists of its first plies: each move of a
     * ply before the one searched counts as done, in equal shares of its parent's (Knuth's estimate of a tree by
     * its path, "Estimating the efficiency of backtrack programs", Mathematics of Computation 29, 1975, in its
     * simplest form). A ply still at its first move is taken as won by it (the first move wins most won positions)
     * and counts as the whole of its share; rough.
     */
    private double done() {
        double share = 1;
        double done = 0;
        for (int d = 0; d < TRACKED && widths[d] > 0; d++) {
            if (walk[d] > 0) {
                share /= widths[d];
                done += walk[d] * share;
            }
        }
        return done;
    }

    private void tick() {
        long total = nodes;
        if (crew != null) {
            total = crew.tick(this, nodes - toldCrew);
            toldCrew = nodes;
        }
        deadline.check(total + " positions searched");
        if (total > nodeLimit) {
            // the size of a search is not known before it ends: ten times the limit is a guess, not an estimate
            String steps = stepsPerNode == 1 ? "its budget of search steps"
                    : String.format(Locale.ROOT, "its budget of %.0e search steps at %.0f a position",
                            nodeLimit * stepsPerNode, stepsPerNode);
            throw new ResourceLimitException("the search visited more than " + nodeLimit + " positions, " + steps
                    + ", without deciding; give a smaller game", ResourceLimitException.Resource.STEPS,
                    10.0 * nodeLimit * stepsPerNode);
        }
        long now = System.nanoTime();
        if (now - lastReport >= PROGRESS_NANOS) {
            lastReport = now;
            progress.update(crew != null ? crew.total() : nodes - startNodes, now - started, done());
        }
    }
}
