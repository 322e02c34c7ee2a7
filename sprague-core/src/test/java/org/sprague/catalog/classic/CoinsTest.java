package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

class CoinsTest {
    private final CoinsGame row = new CoinsGame();
    private final Coins2dGame board = new Coins2dGame();

    @Test
    void rowClosedFormMatchesEngineOnEveryRowUpToTenCoins() {
        for (int n = 1; n <= 10; n++) {
            IndexedGrundySolver engine = new IndexedGrundySolver(CoinRules.row(n));
            for (int mask = 0; mask < 1 << n; mask++) {
                Solution s = Solved.solve(row, rowText(mask, n));
                assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(engine.grundyOf(mask)));
                Set<String> expected = new LinkedHashSet<>();
                for (int o : engine.winningOptions(mask)) {
                    expected.add(rowText(o, n));
                }
                assertThat(texts(s)).as(rowText(mask, n)).containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void boardClosedFormMatchesEngineOnEveryBoardUpToTwelveCoins() {
        int[][] shapes = {{1, 5}, {2, 2}, {2, 3}, {3, 2}, {2, 5}, {3, 3}, {3, 4}};
        for (int[] shape : shapes) {
            int rows = shape[0];
            int cols = shape[1];
            IndexedGrundySolver engine = new IndexedGrundySolver(CoinRules.board(rows, cols));
            for (int mask = 0; mask < 1 << (rows * cols); mask++) {
                Solution s = Solved.solve(board, org.sprague.catalog.GameOptions.none(), boardText(mask, rows, cols));
                assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(engine.grundyOf(mask)));
                Set<List<String>> expected = new LinkedHashSet<>();
                for (int o : engine.winningOptions(mask)) {
                    expected.add(boardText(o, rows, cols));
                }
                assertThat(Solved.targets(s)).containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void hihoCoder1172Sample() {
        assertThat(Solved.solve(row, "HHTHTTHT").outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void fzu1928Samples() {
        assertThat(Solved.solve(board, "FB", "BB").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(board, "BF", "BB").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void largeBoardsAndRowsWiring() {
        // wiring only: the expected values restate the per-coin rule, which the brute-force tests above hold
        String longRow = "H".repeat(100_000);
        long x = 0;
        for (int i = 1; i <= 100_000; i++) {
            x ^= i;
        }
        Solution solvedRow = Solved.solve(row, longRow);
        assertThat(solvedRow.grundy().orNull()).isEqualTo(BigInteger.valueOf(x));
        assertThat(solvedRow.winningMoves()).isNotEmpty().allSatisfy(m -> assertThat(m.to()).isNull());
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < 1000; r++) {
            rows.add("B".repeat(999) + "F");
        }
        Solution s = Solved.solve(board, org.sprague.catalog.GameOptions.none(), rows);
        long y = 0;
        for (int r = 0; r < 1000; r++) {
            y ^= r ^ 999;
        }
        assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(y));
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> Solved.solve(row, "HTX")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(row, "HT", "TH")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(board, "FB", "B")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("same length");
        assertThatThrownBy(() -> Solved.solve(board, "FB", "BH")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(board)).isInstanceOf(BadInputException.class);
    }

    private static List<String> texts(Solution s) {
        List<String> out = new ArrayList<>();
        for (List<String> to : Solved.targets(s)) {
            out.add(to.get(0));
        }
        return out;
    }

    private static String rowText(int mask, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append((mask >> i & 1) != 0 ? 'H' : 'T');
        }
        return sb.toString();
    }

    private static List<String> boardText(int mask, int rows, int cols) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                sb.append((mask >> (r * cols + c) & 1) != 0 ? 'F' : 'B');
            }
            out.add(sb.toString());
        }
        return out;
    }
}
