package org.sprague.bench.partizan;

import java.util.Random;
import org.sprague.partizan.CanonicalGames;
import org.sprague.domineering.DomineeringBitboard;
import org.sprague.domineering.DomineeringRegionValues;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.SearchProgress;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;

/**
 * Random Domineering positions with sprague's winners, for another solver to answer the same (see
 * {@code scripts/compare-obsequi.sh}): boards of 5 to 8 rows and columns, reached by random moves from the empty
 * board (from four to a quarter of the cells' number of moves), with one more cell filled half the time. Each line:
 * rows, columns, the filled cells as obsequi reads them ({@code B r,c;r,c;...}, rows and columns from 0, or
 * {@code -} for none), then the winner with Vertical to move and with Horizontal to move ({@code VV HV}: Vertical
 * wins moving first, and moving second). Usage: {@code DomineeringRandomPositions 3000 7} (count, seed), and a
 * third argument {@code sums} to search with region values beside the numbers of small regions.
 */
public final class DomineeringRandomPositions {
    private DomineeringRandomPositions() {
    }

    public static void main(String[] args) {
        int count = Integer.parseInt(args[0]);
        Random random = new Random(Long.parseLong(args[1]));
        boolean sums = args.length > 2 && args[2].equals("sums");
        int[] moves = new int[64];
        for (int k = 0; k < count; k++) {
            int width = 5 + random.nextInt(4);
            int height = 5 + random.nextInt(4);
            DomineeringBitboard game = new DomineeringBitboard(width, height, null);
            long state = game.full();
            int plies = 4 + random.nextInt(width * height / 4);
            boolean left = true;
            for (int p = 0; p < plies; p++) {
                int n = game.moves(state, left, moves);
                if (n == 0) {
                    break;
                }
                state = game.play(state, left, moves[random.nextInt(n)]);
                left = !left;
            }
            if (random.nextBoolean()) {
                state &= ~(1L << random.nextInt(width * height));
            }
            StringBuilder filled = new StringBuilder();
            for (int cell = 0; cell < width * height; cell++) {
                if ((state >>> cell & 1) == 0) {
                    filled.append(filled.length() == 0 ? "B" : ";").append(cell / width).append(',')
                            .append(cell % width);
                }
            }
            StringBuilder line = new StringBuilder(height + " " + width + " "
                    + (filled.length() == 0 ? "-" : filled));
            for (boolean vertical : new boolean[] {true, false}) {
                DomineeringBitboard searched = !sums ? game : new DomineeringBitboard(width, height,
                        new DomineeringRegionValues(new CanonicalGames(), 16, 8, 200_000), true);
                AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(searched, new TranspositionTable(20),
                        Budget.Deadline.none(), Long.MAX_VALUE, SearchProgress.NONE);
                boolean moverWins = search.solve(state, vertical).moverWins();
                line.append(' ').append(vertical ? 'V' : 'H').append(moverWins == vertical ? 'V' : 'H');
            }
            System.out.println(line);
        }
    }
}
