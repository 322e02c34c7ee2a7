package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The component {@link StaircaseSteps} stands for (an odd step under an even step: lower the odd step, or move 1
 * to {@code below} coins from the even step onto it) solved here by a mex of its own, over all small steps.
 */
class StaircaseStepsTest {
    private static final int MAX = 12;

    /** Options of the pair game (below, gap), straight from the moves. */
    private static List<int[]> options(int below, int gap) {
        List<int[]> out = new ArrayList<>();
        for (int g = 0; g < gap; g++) {
            out.add(new int[] {below, g});
        }
        for (int d = 1; d <= below; d++) {
            out.add(new int[] {below - d, gap + d});
        }
        return out;
    }

    @Test
    void valueAndOptionsOfEachValueMatchAMexOfThePairGame() {
        int size = 2 * MAX + 2;
        int[][] g = new int[size][size];
        // gap + below is constant on raising moves, and raising moves lower below: fill by below, then gap
        for (int below = 0; below < size; below++) {
            for (int gap = 0; gap + below < size; gap++) {
                Set<Integer> seen = new HashSet<>();
                for (int[] o : options(below, gap)) {
                    seen.add(g[o[0]][o[1]]);
                }
                int m = 0;
                while (seen.contains(m)) {
                    m++;
                }
                g[below][gap] = m;
            }
        }
        for (int below = 0; below <= MAX; below++) {
            for (int gap = 0; gap <= MAX; gap++) {
                StaircaseSteps.Step step = new StaircaseSteps.Step(3, BigInteger.valueOf(below), BigInteger.valueOf(gap));
                assertThat(StaircaseSteps.INSTANCE.grundy(step)).isEqualTo(BigInteger.valueOf(g[below][gap]));
                for (int t = 0; t <= 2 * MAX; t++) {
                    List<String> expected = new ArrayList<>();
                    for (int[] o : options(below, gap)) {
                        if (g[o[0]][o[1]] == t) {
                            expected.add(o[0] + "/" + o[1]);
                        }
                    }
                    List<String> actual = new ArrayList<>();
                    assertThat(StaircaseSteps.INSTANCE.optionsOfValue(step, BigInteger.valueOf(t), s -> {
                        assertThat(s.rank()).isEqualTo(3);
                        actual.add(s.below() + "/" + s.gap());
                    })).isTrue();
                    assertThat(actual).as("below %d, gap %d, value %d", below, gap, t)
                            .containsExactlyInAnyOrderElementsOf(expected);
                }
            }
        }
    }
}
