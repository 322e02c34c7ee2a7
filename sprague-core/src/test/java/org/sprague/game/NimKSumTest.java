package org.sprague.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.nim.NimRules;

class NimKSumTest {
    private static List<List<Integer>> options(int k, List<Integer> position) {
        List<List<Integer>> out = new ArrayList<>();
        new NimKSum<>(NimRules.HEAP, k).forEachOption(position, out::add);
        return out;
    }

    @Test
    void fewestComponentsFirstThenIndicesThenOptionOrder() {
        assertThat(options(2, List.of(2, 2))).containsExactly(
                List.of(0, 2), List.of(1, 2), List.of(2, 0), List.of(2, 1),
                List.of(0, 0), List.of(0, 1), List.of(1, 0), List.of(1, 1));
    }

    @Test
    void kOneIsTheDisjunctiveSum() {
        List<List<Integer>> sum = new ArrayList<>();
        NimRules.SUM.forEachOption(List.of(3, 0, 2), sum::add);
        assertThat(options(1, List.of(3, 0, 2))).containsExactlyElementsOf(sum);
    }

    @Test
    void countsMatchTheElementarySymmetricSums() {
        // heaps 1, 2, 3: e1 = 6, e2 = 11, e3 = 6 options moving 1, 2, 3 heaps
        assertThat(options(1, List.of(1, 2, 3))).hasSize(6);
        assertThat(options(2, List.of(1, 2, 3))).hasSize(17);
        assertThat(options(3, List.of(1, 2, 3))).hasSize(23);
        assertThat(options(7, List.of(1, 2, 3))).hasSize(23);
        assertThat(options(3, List.of(0, 0, 0))).isEmpty();
    }
}
