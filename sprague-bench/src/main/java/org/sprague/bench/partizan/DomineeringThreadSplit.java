package org.sprague.bench.partizan;

import java.util.Collections;
import java.util.Locale;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringBitboard;
import org.sprague.domineering.DomineeringRegionValues;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.partizan.CanonicalGames;
import org.sprague.search.ParallelOutcomeSearch;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.search.ThreadFigures;
import org.sprague.solve.Budget;

/**
 * How the threads of {@link ParallelOutcomeSearch} split an empty board's Left-first search, by the figures that do
 * not depend on the machine's load: the positions of every thread together, and each thread's positions, share of
 * the time searching and CPU time, for a given number of threads and of plies shared (ABDADA's, Weill 1996). The
 * board as {@code solve domineering} searches it (small regions valued, a table of at most 2^23 entries, or of
 * 2^TABLE_BITS when given), and the table's entries written and the time its allocation took. Usage:
 * {@code DomineeringThreadSplit ROWS COLS THREADS SHARED_PLIES [TABLE_BITS]}, e.g. {@code 8 8 2 12}.
 */
public final class DomineeringThreadSplit {
    private DomineeringThreadSplit() {
    }

    public static void main(String[] args) {
        int rows = Integer.parseInt(args[0]);
        int cols = Integer.parseInt(args[1]);
        int threads = Integer.parseInt(args[2]);
        int shared = Integer.parseInt(args[3]);
        Domineering.Board board = Domineering.Board.parse(Collections.nCopies(rows, ".".repeat(cols)));
        int bits = args.length > 4 ? Integer.parseInt(args[4]) : Math.min(23, rows * cols / 2 + 4);
        long allocating = System.nanoTime();
        org.sprague.search.TranspositionTable table = new org.sprague.search.TranspositionTable(bits);
        allocating = System.nanoTime() - allocating;
        ParallelOutcomeSearch search = new ParallelOutcomeSearch(i -> new DomineeringBitboard(cols, rows,
                new DomineeringRegionValues(new CanonicalGames(), DomineeringSearch.VALUED_EMPTY,
                        DomineeringSearch.VALUED_REGION, DomineeringSearch.VALUED_GAMES)), threads, table,
                Budget.unlimited().start(), Long.MAX_VALUE, 1, SearchProgress.NONE, null, shared);
        SearchResult r = search.solve(DomineeringBitboard.state(board), 0, true);
        ThreadFigures f = search.figures();
        StringBuilder each = new StringBuilder();
        for (int i = 0; i < threads; i++) {
            each.append(String.format(Locale.ROOT, " [%d: %,d positions, busy %.3f, %.2f s CPU]", i,
                    f.positions()[i], f.busy(i), f.cpuNanos()[i] / 1e9));
        }
        System.out.printf(Locale.ROOT, "%dx%d, %d threads, %d plies shared: Left first %s, %,d positions, %.2f s"
                + " wall%s; table 2^%d entries (allocated in %.0f ms), %,d written%n", rows, cols, threads, shared,
                r.moverWins() ? "wins" : "loses", f.totalPositions(), f.wallNanos() / 1e9, each, bits,
                allocating / 1e6, table.stored());
    }
}
