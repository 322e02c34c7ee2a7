package org.sprague.domineering;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.OutcomeGame;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * Who wins each of several Domineering positions of one board (the positions a player's moves reach), all within
 * one time: the search of {@link DomineeringSearch} (alpha-beta over win and loss, Knuth and Moore 1975, with the
 * move counts of Lachmann, Moore and Rapaport 2002 and small regions by their canonical values) runs on each in
 * rounds. Each round gives every position still undecided a slice of the time, twice the last round's, so that easy
 * positions are decided first and hard ones get what is left; one transposition table serves every search, so a
 * later round starts where the earlier ones stopped. A position not decided when the time is up is
 * undecided, with the heuristic balance of {@link DomineeringBitboard#balance} for the player
 * who moved into it: never a guessed win or loss. Boards of more than 64 cells are searched with
 * {@link DomineeringWideBoard} (two words a position, no region values).
 */
public final class DomineeringTimedSearch {
    /** The most a play's transposition table takes: 2^21 entries of 16 bytes (kept from move to move). */
    public static final long PLAY_TABLE_BYTES = 16L << 21;
    /** The first round's share of the time, over the number of positions. */
    public static final int FIRST_ROUND_SHARE = 8;
    /** The shortest slice of time worth starting. */
    public static final long SHORTEST_SLICE_NANOS = 1_000_000L;
    /** How many positions a search visits between two looks at its clock ({@link AlphaBetaOutcomeSearch}). */
    public static final long CHECK_EVERY = 4096;
    /** The first guess of the time between two looks at the clock, before a search has measured it. */
    public static final long FIRST_CHECK_NANOS = 5_000_000L;

    private DomineeringTimedSearch() {
    }

    /**
     * One position to decide: the empty cells (cells 64 on in {@code high}, on boards past one word), and whether
     * Left moves there.
     *
     * @param empty the empty cells 0 to 63
     * @param high the empty cells from 64 on
     * @param leftToMove whether Left moves
     */
    public record Position(long empty, int high, boolean leftToMove) {
    }

    /**
     * What the search found of one position within its time.
     *
     * @param decided whether the search decided it
     * @param moverWins whether the player to move wins (when decided)
     * @param spentMillis the time the search spent on it
     * @param balance the heuristic balance for the player who moved into it, the guide where it is undecided
     */
    public record Verdict(boolean decided, boolean moverWins, long spentMillis, int balance) {
    }

    /**
     * The value of each position for the player to move there, decided within {@code time}.
     *
     * @param width the board's columns
     * @param height the board's rows (at most {@value DomineeringWideBoard#MAX_CELLS} cells in all)
     * @param positions the positions
     * @param time the time for all of them
     * @param memory the run's memory
     * @return one verdict per position: a win or loss of the player to move, or undecided
     */
    public static List<Verdict> evaluate(int width, int height, List<Position> positions, Duration time,
            MemoryBudget memory) {
        long start = System.nanoTime();
        long end = start + time.toNanos();
        MemoryBudget.Account account = memory.open();
        int bits = Math.min(TranspositionTable.bitsFor(Math.min(account.available() / 2, PLAY_TABLE_BYTES)),
                Math.max(12, width * height / 2 + 4));
        DomineeringPlaySearch kit = DomineeringPlaySearch.take(width, height, bits, account,
                deadline(end - System.nanoTime()));
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
        List<Verdict> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Verdict(moverWins[i] != null, moverWins[i] != null && moverWins[i], spent[i] / 1_000_000L,
                    balance[i]));
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
