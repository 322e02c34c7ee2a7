package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.game.Move;
import org.sprague.solve.WinningMoves;

/**
 * Wythoff's candidate moves ({@link WythoffRules#CANDIDATES}, what the game lists at any size) against every
 * labelled move of the rules ({@link WythoffRules#MOVES}) tested by a search of the rules written here: the same
 * moves, labels, targets and order on every small position.
 */
class WythoffMovesTest {
    private static final int MAX = 30;

    @Test
    void candidatesListExactlyTheRulesWinningMovesInTheSameOrder() {
        boolean[][] lost = bruteLost();
        int positionsWithMoves = 0;
        for (int a = 0; a <= MAX; a++) {
            for (int b = 0; b <= MAX; b++) {
                List<BigInteger> p = List.of(BigInteger.valueOf(a), BigInteger.valueOf(b));
                List<Move<List<BigInteger>>> byRules = WinningMoves.of(WythoffRules.MOVES,
                        q -> lost[q.get(0).intValueExact()][q.get(1).intValueExact()], p);
                List<Move<List<BigInteger>>> byCandidates = WinningMoves.of(WythoffRules.CANDIDATES,
                        WythoffRules::lost, p);
                assertThat(byCandidates).as("(%d,%d)", a, b).containsExactlyElementsOf(byRules);
                assertThat(byRules.isEmpty()).isEqualTo(lost[a][b]);
                positionsWithMoves += byRules.size() > 1 ? 1 : 0;
            }
        }
        assertThat(positionsWithMoves).as("positions with more than one winning move were compared").isPositive();
    }

    @Test
    void hdu2177Order() {
        // hand-worked from the pairs (0,0) (1,2) (3,5) (4,7): from 5 8 only 'take 1 from both piles' wins;
        // from 2 3 both 'take 1 from both' (-> 1 2) and 'pile 2: 3 -> 1' (-> 2 1)
        List<String> labels = new ArrayList<>();
        WinningMoves.of(WythoffRules.CANDIDATES, WythoffRules::lost, List.of(BigInteger.TWO, BigInteger.valueOf(3)))
                .forEach(m -> labels.add(m.label()));
        assertThat(labels).containsExactly("take 1 from both piles", "pile 2: 3 -> 1");
    }

    /** lost[a][b] by the rules: no move (one pile down, or both by the same amount) reaches a lost pair. */
    private static boolean[][] bruteLost() {
        boolean[][] lost = new boolean[MAX + 1][MAX + 1];
        for (int s = 0; s <= 2 * MAX; s++) {
            for (int a = Math.max(0, s - MAX); a <= Math.min(s, MAX); a++) {
                int b = s - a;
                boolean win = false;
                for (int x = 0; x < a && !win; x++) {
                    win = lost[x][b];
                }
                for (int y = 0; y < b && !win; y++) {
                    win = lost[a][y];
                }
                for (int d = 1; d <= Math.min(a, b) && !win; d++) {
                    win = lost[a - d][b - d];
                }
                lost[a][b] = !win;
            }
        }
        return lost;
    }
}
