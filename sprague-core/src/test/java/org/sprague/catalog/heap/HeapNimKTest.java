package org.sprague.catalog.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.solve.BruteMooreCompound;
import org.sprague.value.Outcome;

/** Nim-k over heap rulesets against a brute force of the compound written here. */
class HeapNimKTest {
    @Test
    void bashNimKMatchesBruteForce() {
        HeapGame bash = (HeapGame) HeapGame.all().get(1);
        Map<String, Boolean> memo = new HashMap<>();
        for (int a = 0; a <= 7; a++) {
            for (int b = 0; b <= 7; b++) {
                for (int c = 0; c <= 7; c++) {
                    Solution s = (Solution) bash.solve(GameOptions.of("--max", "2", "--k", "2"),
                            List.of("" + a, "" + b, "" + c));
                    assertThat(s.outcome() == Outcome.FIRST).as("%d %d %d", a, b, c)
                            .isEqualTo(BruteMooreCompound.wins(new int[] {a, b, c}, new int[] {1, 2}, 2, memo));
                }
            }
        }
    }

    @Test
    void largeNonMonotoneCompoundsNeedAssumeMoore() {
        HeapGame bash = (HeapGame) HeapGame.all().get(1);
        List<String> big = List.of("100", "200", "300", "400", "500");
        assertThatThrownBy(() -> bash.solve(GameOptions.of("--max", "3", "--k", "2"), big))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("--assume-moore");
        Solution s = (Solution) bash.solve(GameOptions.of("--max", "3", "--k", "2", "--assume-moore", "true"), big);
        assertThat(s.detail("proven")).isEqualTo(false);
        // values 0 0 0 0 0: the rule says the player to move loses
        assertThat(s.outcome()).isEqualTo(Outcome.SECOND);
    }
}
