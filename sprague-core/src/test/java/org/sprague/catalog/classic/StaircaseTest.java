package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Solution;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.value.Outcome;

class StaircaseTest {
    private final StaircaseGame game = new StaircaseGame();

    @Test
    void closedFormMatchesEngineOnEverySetOfCellsUpToTen() {
        MemoizedGrundySolver<List<Integer>> engine = new MemoizedGrundySolver<>(StaircaseRules.GAME);
        for (int mask = 1; mask < 1 << 10; mask++) {
            List<Integer> cells = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                if ((mask >> i & 1) != 0) {
                    cells.add(i + 1);
                }
            }
            // give the cells in a scrambled order: the answer must not depend on it
            List<String> args = new ArrayList<>();
            for (int c : cells) {
                args.add(Integer.toString(c));
            }
            Collections.shuffle(args, new Random(mask));
            Solution s = Solved.solve(game, org.sprague.catalog.GameOptions.none(), args);
            assertThat(s.grundy().orNull()).as("%s", cells).isEqualTo(BigInteger.valueOf(engine.grundy(List.copyOf(cells))));
            Set<List<Integer>> expected = new LinkedHashSet<>(engine.winningOptions(List.copyOf(cells)));
            Set<List<Integer>> actual = new LinkedHashSet<>();
            for (List<String> to : Solved.targets(s)) {
                List<Integer> sorted = new ArrayList<>();
                to.forEach(t -> sorted.add(Integer.parseInt(t)));
                Collections.sort(sorted);
                actual.add(sorted);
            }
            assertThat(actual).as("%s", cells).isEqualTo(expected);
            assertThat(s.winningMoves()).hasSameSizeAs(expected);
        }
    }

    @Test
    void poj1704Samples() {
        assertThat(Solved.solve(game, "1", "2", "3").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "1", "5", "6", "7", "9", "12", "14", "17").outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void hugeCells() {
        String far = "1" + "0".repeat(40);
        Solution s = Solved.solve(game, far, "1");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(Solved.targets(s)).containsExactly(List.of("2", "1"));
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> Solved.solve(game, "1", "1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "0", "3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "-2", "3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game)).isInstanceOf(BadInputException.class);
    }
}
