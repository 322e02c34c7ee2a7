package org.sprague.bench.partizan;

import java.util.Collections;
import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringBitboard;
import org.sprague.domineering.DomineeringRegionValues;
import org.sprague.domineering.DomineeringWideBoard;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.OutcomeGame;
import org.sprague.search.SearchProgress;
import org.sprague.search.SearchResult;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;

/**
 * The outcome class of every empty rectangle of at most {@code CELLS} cells with no more rows than columns, by
 * the outcome search with the settings of {@code solve domineering} (table of 2^(cells/2 + 4) entries, at least
 * 2^12, at most 2^23), each search held to {@code LIMIT} positions. Prints rows x columns, the class, positions
 * and seconds with Left then Right first, and for boards of at most 24 cells the class of the canonical value
 * (the value engine, a different algorithm). Usage: {@code DomineeringOutcomeTable 49 20000000}, and a third
 * argument {@code sums} for the search beside the numbers of small regions ({@code solve domineering --sums}), or
 * {@code wide} for the search of boards past one word ({@link DomineeringWideBoard}) on these boards, up to 96 cells
 * (with a table of at most 2^25 entries, as {@code solve domineering} past 64 cells).
 */
public final class DomineeringOutcomeTable {
    private DomineeringOutcomeTable() {
    }

    public static void main(String[] args) {
        int maxCells = Integer.parseInt(args[0]);
        long limit = Long.parseLong(args[1]);
        boolean sums = args.length > 2 && args[2].equals("sums");
        boolean wide = args.length > 2 && args[2].equals("wide");
        for (int h = 1; h <= maxCells; h++) {
            for (int w = h; h * w <= maxCells; w++) {
                if (wide && w > DomineeringWideBoard.MAX_LINE) {
                    System.out.printf("%dx%d - past the two-word search's %d cells a line%n", h, w,
                            DomineeringWideBoard.MAX_LINE);
                    continue;
                }
                if (!wide && w * h > 64) {
                    System.out.printf("%dx%d - past the one-word search's 64 cells%n", h, w);
                    continue;
                }
                int cells = w * h;
                OutcomeGame game = wide ? new DomineeringWideBoard(w, h) : new DomineeringBitboard(w, h,
                        new DomineeringRegionValues(new CanonicalGames(), 16, 8, 200_000), sums);
                // the empty board: every cell's bit, those from 64 on in the second word
                long state = cells >= 64 ? -1L : (1L << cells) - 1;
                int extra = cells <= 64 ? 0 : cells == 96 ? -1 : (1 << (cells - 64)) - 1;
                int bits = Math.min(wide ? 25 : 23, Math.max(12, cells / 2 + 4));
                TranspositionTable table = new TranspositionTable(bits);
                AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, table, Budget.Deadline.none(), limit,
                        SearchProgress.NONE);
                try {
                    SearchResult left = search.solve(state, extra, true);
                    SearchResult right = search.solve(state, extra, false);
                    String c = left.moverWins() && right.moverWins() ? "N" : left.moverWins() ? "L"
                            : right.moverWins() ? "R" : "P";
                    String check = "";
                    if (h * w <= 24) {
                        CanonicalGames games = new CanonicalGames();
                        List<String> rows = Collections.nCopies(h, ".".repeat(w));
                        check = " value:" + OutcomeClass.of(games,
                                new Domineering(games).value(Domineering.Board.parse(rows)));
                    }
                    System.out.printf("%dx%d %s %d %.2f %d %.2f%s%n", h, w, c, left.nodes(), left.nanos() / 1e9,
                            right.nodes(), right.nanos() / 1e9, check);
                } catch (ResourceLimitException e) {
                    System.out.printf("%dx%d ? over %d positions%n", h, w, limit);
                }
            }
        }
    }
}
