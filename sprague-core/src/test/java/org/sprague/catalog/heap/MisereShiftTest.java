package org.sprague.catalog.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.heap.BashRuleset;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.InfiniteSubtractionRuleset;
import org.sprague.heap.SubtractionRuleset;

/** The misère shift against the exact misère search of the same heap, on every small heap. */
class MisereShiftTest {
    @Test
    void shiftEqualsExactSearch() {
        List<HeapRuleset> rulesets = List.of(new BashRuleset(3), new BashRuleset(1), new SubtractionRuleset(
                new int[] {1, 3, 7, 8}), new SubtractionRuleset(new int[] {1, 4, 5}), InfiniteSubtractionRuleset.SQUARES,
                InfiniteSubtractionRuleset.POWERS_OF_TWO);
        for (HeapRuleset rules : rulesets) {
            assertThat(MisereShift.applies(rules)).isTrue();
            for (int n = 1; n <= 80; n++) {
                List<String> pos = List.of(Integer.toString(n));
                List<BigInteger> heaps = List.of(BigInteger.valueOf(n));
                Solution exact = HeapSumSolver.solve("g", rules, true, pos);
                Solution shifted = MisereShift.solve("g", rules, pos, heaps, 0);
                assertThat(shifted.outcome()).as("%s, n = %d", rules.name(), n).isEqualTo(exact.outcome());
                assertThat(shifted.winningMoves()).extracting(MoveReport::to)
                        .containsExactlyInAnyOrderElementsOf(exact.winningMoves().stream().map(MoveReport::to)
                                .toList());
            }
        }
    }

    @Test
    void setsWithout1AreNotShifted() {
        assertThat(MisereShift.applies(new SubtractionRuleset(new int[] {2, 3}))).isFalse();
    }

    @Test
    void seedRuleForBashAtHugeSize() {
        // (N - 1) mod (K + 1) == 0 loses
        BigInteger n = BigInteger.TEN.pow(30).add(BigInteger.ONE);
        Solution s = MisereShift.solve("bash", new BashRuleset(3), List.of(n.toString()), List.of(n), 0);
        assertThat(s.outcome().label()).isEqualTo(n.subtract(BigInteger.ONE).mod(BigInteger.valueOf(4)).signum() == 0
                ? "second" : "first");
        BigInteger w = n.add(BigInteger.TWO);
        Solution win = MisereShift.solve("bash", new BashRuleset(3), List.of(w.toString()), List.of(w), 0);
        assertThat(win.winningMoves()).extracting(MoveReport::toComponent).containsExactly(n.toString());
    }
}
