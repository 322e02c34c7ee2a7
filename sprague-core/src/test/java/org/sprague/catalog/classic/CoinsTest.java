package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

class CoinsTest {
    private final CoinsGame row = new CoinsGame();
    private final Coins2dGame board = new Coins2dGame();

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
        // wiring only: the expected values restate the per-coin rule, which the registry contract test holds
        // against a search of the rules on every row up to 10 coins and every board up to 3 x 4
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
}
