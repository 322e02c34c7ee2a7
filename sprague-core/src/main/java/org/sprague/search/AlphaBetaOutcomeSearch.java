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
 * is checked on the crew's total, and the threads share the moves of the first plies by ABDADA's rule (Weill, "The
 * ABDADA distributed minimax search algorithm", 1996; see {@link SearchingNow}). The time budget and the limit of
 * positions are checked every 4096 positions; the memory is the table's, fixed before the search starts.
 */
public final class AlphaBetaOutcomeSearch implements PositionSearch {
    static final int MAX_DEPTH = 128;
    private static final long PROGRESS_NANOS = 500_000_000L;
    /** The plies whose place in their move lists the progress's estimate reads. */
    private static final int TRACKED = 4;
    /** What {@link #search} answers: the player to move loses, wins, or the position is put off (another is in it). */
    private static final int LOSS = 0;
    private static final int WIN = 1;
    private static final int PUT_OFF = 2;
    /**
     * What {@link #search} answers when another thread has solved a position on this thread's path, above the one
     * searched: nothing is stored, and the search unwinds to that position ({@link #unwindTo}).
     */
    private static final int GIVEN_UP = 3;

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
    /** This thread's place in the crew, 0 for the main thread. */
    private int crewIndex;
    /** The crew's positions being searched now, or null when alone. */
    private SearchingNow searching;
    /** The plies from the root whose moves the crew shares ({@link #searchMoves}): 0 when alone. */
    private int sharedDepth;
    /** The ply to which a search given up unwinds ({@link #GIVEN_UP}), or -1. */
    private int unwindTo = -1;
    /** Per ply, the moves put off because another thread was in the position they reach. */
    private final int[][] putOff;
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
        this.putOff = new int[MAX_DEPTH][];
        for (int[] k : killers) {
            java.util.Arrays.fill(k, -1);
        }
    }

    @Override
    public SearchResult solve(long state, boolean left) {
        return solve(state, 0, left);
    }

    /**
     * Makes this search thread {@code index} of a parallel search: it reports its positions to {@code crew}, and
     * shares the moves of its first {@code depth} plies with the crew's other threads through {@code searching}
     * ({@link #searchMoves}).
     */
    void joinCrew(SearchCrew crew, int index, SearchingNow searching, int depth) {
        this.crew = crew;
        this.crewIndex = index;
        this.searching = searching;
        this.sharedDepth = Math.min(depth, MAX_DEPTH);
        for (int d = 0; d < sharedDepth; d++) {
            if (putOff[d] == null) {
                putOff[d] = new int[game.moveIds()];
            }
        }
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
        unwindTo = -1;
        boolean wins = wins(state, extra, left, 0, -1);
        return new SearchResult(wins, wins ? rootMove : -1, nodes - startNodes, System.nanoTime() - started);
    }

    /** This thread's place in its crew, 0 for the main thread. */
    int crewIndex() {
        return crewIndex;
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
        return search(state, extra, left, depth, reachedBy, false) == WIN;
    }

    /**
     * Whether the player to move wins: {@link #WIN}, {@link #LOSS}, or, when {@code mayPutOff} and another thread
     * of the crew is searching this position now, {@link #PUT_OFF} (ABDADA's answer "on evaluation"), or
     * {@link #GIVEN_UP} when another thread has solved a position above it on this thread's path.
     */
    private int search(long state, int extra, boolean left, int depth, int reachedBy, boolean mayPutOff) {
        if ((++nodes & 4095) == 0 && tick(depth)) {
            return GIVEN_UP;
        }
        if (depth < TRACKED) {
            widths[depth] = 0;
        }
        int decided = sums != null ? sums.decided(state, extra, left) : game.decided(state, left);
        if (decided != 0) {
            return decided > 0 ? WIN : LOSS;
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
            return TranspositionTable.isWin(info) ? WIN : LOSS;
        }
        if (depth >= MAX_DEPTH) {
            throw new ResourceLimitException("the search went deeper than " + MAX_DEPTH + " moves");
        }
        long fingerprint = 0;
        if (depth < sharedDepth) {
            fingerprint = SearchingNow.fingerprint(key, extra, left);
            if (mayPutOff && searching.busy(crewIndex, fingerprint)) {
                return PUT_OFF;
            }
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
            return LOSS;
        }
        if (depth >= sharedDepth) {
            return searchMoves(state, extra, left, depth, key, symmetry, n, false);
        }
        // near the root of a parallel search: the position is on the thread's published path while it searches it
        searching.enter(crewIndex, depth, fingerprint);
        try {
            int r = searchMoves(state, extra, left, depth, key, symmetry, n, true);
            if (r != GIVEN_UP && depth > 0) {
                searching.solve(crewIndex, fingerprint);
            }
            return r;
        } finally {
            searching.leave(crewIndex, depth);
        }
    }

    /**
     * Searches the {@code n} moves listed for the position until one wins, and stores the result. When
     * {@code shared} (near the root of a parallel search) the threads share the work by ABDADA's rule (Weill
     * 1996): the first move is searched whatever the other threads do (the eldest brother: in a won position it
     * mostly wins, and the others must not be started before it has failed), and each later move is put off when
     * another thread is in the position it reaches; the moves put off are searched after the others, by when most
     * of their results are in the table, and those still busy then are put off again while another is free, the
     * thread joining a busy one only when every move left is busy (rather than following another thread into its
     * subtree while it has work of its own). Every move is searched in the end, so the result is exact whatever the
     * other threads do.
     */
    private int searchMoves(long state, int extra, boolean left, int depth, long key, int symmetry, int n,
            boolean shared) {
        int[] moves = moveLists[depth];
        int[] later = putOff[depth];
        int waiting = 0;
        long start = nodes;
        for (int i = 0; i < n; i++) {
            if (i == 1 && ordered != null) {
                ordered.orderRest(moves, 1, n);
            }
            int move = moves[i];
            if (depth < TRACKED) {
                walk[depth] = i;
                widths[depth] = n;
            }
            int r = polled(child(state, extra, left, move, depth, shared && i > 0), depth, shared);
            if (r == GIVEN_UP && (r = resumed(key, extra, left, depth)) != PUT_OFF) {
                return r;
            }
            if (r == LOSS) {
                return won(key, extra, left, symmetry, move, depth, 64 - Long.numberOfLeadingZeros(nodes - start));
            }
            if (r == PUT_OFF) {
                later[waiting++] = move;
            }
        }
        while (waiting > 0) {
            // the moves put off, again: those whose position no other thread is in now are searched (most are in
            // the table by now), the others put off once more; when every one left is busy, the thread joins the
            // first (rather than wait) and shares its subtree with the thread in it
            int kept = 0;
            for (int i = 0; i < waiting; i++) {
                int r = polled(child(state, extra, left, later[i], depth, true), depth, true);
                if (r == GIVEN_UP && (r = resumed(key, extra, left, depth)) != PUT_OFF) {
                    return r;
                }
                if (r == LOSS) {
                    return won(key, extra, left, symmetry, later[i], depth,
                            64 - Long.numberOfLeadingZeros(nodes - start));
                }
                if (r == PUT_OFF) {
                    later[kept++] = later[i];
                }
            }
            if (kept == waiting) {
                int r = polled(child(state, extra, left, later[0], depth, false), depth, true);
                if (r == GIVEN_UP && (r = resumed(key, extra, left, depth)) != PUT_OFF) {
                    return r;
                }
                if (r == LOSS) {
                    return won(key, extra, left, symmetry, later[0], depth,
                            64 - Long.numberOfLeadingZeros(nodes - start));
                }
                if (r != PUT_OFF) {
                    System.arraycopy(later, 1, later, 0, --kept);
                }
            }
            waiting = kept;
        }
        table.put(key, extra, left, false, -1, 64 - Long.numberOfLeadingZeros(nodes - start));
        return LOSS;
    }

    /**
     * A move's result {@code r} at a shared ply, or {@link #GIVEN_UP} when it decided nothing (the opponent won
     * there, or it was put off) and another thread has since solved this position or one above it on the path.
     */
    private int polled(int r, int depth, boolean shared) {
        if (shared && (r == WIN || r == PUT_OFF)) {
            int ply = searching.solvedOnPath(crewIndex);
            if (ply >= 0 && ply <= depth) {
                unwindTo = ply;
                return GIVEN_UP;
            }
        }
        return r;
    }

    /**
     * What a position does with a move given up ({@link #GIVEN_UP}): passes it up when the position solved is
     * above; at that position, answers from the table; when the table has no answer after all (it was replaced, or
     * another position had the same fingerprint), {@link #PUT_OFF}: the move is searched again with those put off.
     */
    private int resumed(long key, int extra, boolean left, int depth) {
        if (depth > unwindTo) {
            return GIVEN_UP;
        }
        unwindTo = -1;
        int info = table.get(key, extra, left);
        return info == 0 ? PUT_OFF : TranspositionTable.isWin(info) ? WIN : LOSS;
    }

    /** The result, for the opponent to move, of the position {@code move} reaches. */
    private int child(long state, int extra, boolean left, int move, int depth, boolean mayPutOff) {
        long next;
        int nextExtra;
        if (sums != null) {
            next = sums.play(state, extra, left, move, reachedExtra);
            nextExtra = reachedExtra[0];
        } else {
            next = game.play(state, left, move);
            nextExtra = 0;
        }
        return search(next, nextExtra, !left, depth + 1, move, mayPutOff);
    }

    /** A move's image under a symmetry of the game's (the move itself under the identity). */
    private int transformMove(int move, boolean left, int symmetry) {
        return symmetry == 0 ? move : symmetric.transformMove(move, left, symmetry);
    }

    /** Stores a won position and its winning move, which the next position of this depth and side tries first. */
    private int won(long key, int extra, boolean left, int symmetry, int move, int depth, int work) {
        table.put(key, extra, left, true, transformMove(move, left, symmetry), work);
        killers[depth][left ? 1 : 0] = move;
        if (depth == 0) {
            rootMove = move;
        }
        return WIN;
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

    /**
     * The report of every 4096 positions: the budget, the progress, and in a parallel search whether another thread
     * has solved a position above ply {@code depth} on this thread's path (true: the search unwinds to it).
     */
    private boolean tick(int depth) {
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
        if (sharedDepth > 0) {
            int ply = searching.solvedOnPath(crewIndex);
            if (ply >= 0 && ply < depth) {
                unwindTo = ply;
                return true;
            }
        }
        return false;
    }
}
