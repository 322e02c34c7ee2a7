package org.sprague.catalog.partizan;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Undecided;
import org.sprague.domineering.DomineeringBitboard;
import org.sprague.domineering.DomineeringPlaySearch;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.domineering.DomineeringWideBoard;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.OutcomeGame;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;
import org.sprague.value.Outcome;

/**
 * Who wins each of several Domineering positions of one board (the positions a player's moves reach), all within
 * one time: the search of {@link DomineeringSearch} (alpha-beta over win and loss, Knuth and Moore 1975, with the
 * move counts of Lachmann, Moore and Rapaport 2002 and small regions by their canonical values) runs on each in
 * rounds. Each round gives every position still undecided a slice of the time, twice the last round's, so that easy
 * positions are decided first and hard ones get what is left; one transposition table serves every search, so a
 * later round starts where the earlier ones stopped. A position not decided when the time is up is
 * {@link Evaluation#undecided}, with the heuristic balance of {@link DomineeringBitboard#balance} for the player
 * who moved into it: never a guessed win or loss. Boards of more than 64 cells are searched with
 * {@link DomineeringWideBoard} (two words a position, no region values).
 */
final class DomineeringTimedSearch {
    /** The most a play's transposition table takes: 2^21 entries of 12 bytes (kept from move to move). */
    static final long PLAY_TABLE_BYTES = 16L << 21;
    /** The first round's share of the time, over the number of positions. */
    static final int FIRST_ROUND_SHARE = 8;
    /** The shortest slice of time worth starting. */
    static final long SHORTEST_SLICE_NANOS = 1_000_000L;
    /** How many positions a search visits between two looks at its clock ({@link AlphaBetaOutcomeSearch}). */
    static final long CHECK_EVERY = 4096;
    /** The first guess of the time between two looks at the clock, before a search has measured it. */
    static final long FIRST_CHECK_NANOS = 5_000_000L;

    private DomineeringTimedSearch() {
    }

    /**
     * One position to decide: the empty cells (cells 64 on in {@code high}, on boards past one word), and whether
     * Left moves there.
     */
    record Position(long empty, int high, boolean leftToMove) {
    }

    /**
     * The value of each position for the player to move there, decided within {@code time}.
     *
     * @param width the board's columns
     * @param height the board's rows (at most {@value DomineeringWideBoard#MAX_CELLS} cells in all)
     * @param positions the positions
     * @param time the time for all of them
     * @param memory the run's memory
     * @return one evaluation per position: a first-player win or loss, or undecided
     */
    static List<Evaluation> evaluate(int width, int height, List<Position> positions, Duration time,
            MemoryBudget memory) {
        long start = System.nanoTime();
        long end = start + time.toNanos();
        MemoryBudget.Account account = memory.open();
        int bits = Math.min(TranspositionTable.bitsFor(Math.min(account.available() / 2, PLAY_TABLE_BYTES)),
                Math.max(12, width * height / 2 + 4));
        DomineeringPlaySearch kit = DomineeringPlaySearch.take(width, height, bits, account, deadline(end - System.nanoTime()));
        TranspositionTable table = kit.table();
        boolean wide = width * height > 64;
        DomineeringBitboard narrow = wide ? null : new DomineeringBitboard(width, height, kit.values());
        DomineeringWideBoard wideBoard = wide ? new DomineeringWideBoard(width, height) : null;
        OutcomeGame game = wide ? wideBoard : narrow;
        int n = positions.size();
        Boolean[] moverWins = new Boolean[n];
        long[] spent = new long[n];
        int[] balance = new int[n];
        List<Integer> open = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Position p = positions.get(i);
            balance[i] = wide ? wideBoard.balance(p.empty(), p.high(), !p.leftToMove())
                    : narrow.balance(p.empty(), !p.leftToMove());
            open.add(i);
        }
        // the positions best for the player who moved into them first: the likeliest wins are decided first
        open.sort(Comparator.comparingInt((Integer i) -> -balance[i]));
        long slice = time.toNanos() / ((long) FIRST_ROUND_SHARE * Math.max(1, n));
        // a search looks at its clock every CHECK_EVERY positions: no slice is shorter, none starts without the time
        long check = FIRST_CHECK_NANOS;
        while (!open.isEmpty() && end - System.nanoTime() >= check) {
            List<Integer> still = new ArrayList<>();
            for (int i : open) {
                long left = end - System.nanoTime();
                if (left < check) {
                    still.add(i);
                    continue;
                }
                AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, table,
                        deadline(Math.min(Math.max(slice, check), left)), Long.MAX_VALUE, SearchProgress.NONE);
                long began = System.nanoTime();
                Boolean wins = solve(search, positions.get(i));
                long took = System.nanoTime() - began;
                spent[i] += took;
                if (search.nodes() >= CHECK_EVERY) {
                    check = Math.max(SHORTEST_SLICE_NANOS, (check + took * CHECK_EVERY / search.nodes()) / 2);
                }
                if (wins == null) {
                    still.add(i);
                } else {
                    moverWins[i] = wins;
                }
            }
            open = still;
            slice *= 2;
        }
        kit.keep();
        List<Evaluation> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(moverWins[i] == null
                    ? Evaluation.undecided(new Undecided(spent[i] / 1_000_000L, balance[i]))
                    : new Evaluation(moverWins[i] ? Outcome.FIRST : Outcome.SECOND, null, null, null));
        }
        return out;
    }

    /** Whether the player to move wins, or {@code null} when the search's slice ended first. */
    private static Boolean solve(AlphaBetaOutcomeSearch search, Position p) {
        try {
            SearchResult r = search.solve(p.empty(), p.high(), p.leftToMove());
            return r.moverWins();
        } catch (ResourceLimitException e) {
            if (Thread.currentThread().isInterrupted()) {
                // the front end cancelled the run: not a slice's end
                throw e;
            }
            return null;
        }
    }

    private static Budget.Deadline deadline(long nanos) {
        return Budget.standard().withTime(Duration.ofNanos(Math.max(1, nanos))).start();
    }
}
