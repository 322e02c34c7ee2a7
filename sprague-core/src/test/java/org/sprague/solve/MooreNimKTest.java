package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.SampleNumbers;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.NimKSum;
import org.sprague.value.Outcome;

class MooreNimKTest {
    @Test
    void theRuleMatchesExhaustiveSearchOnSmallPositions() {
        for (int k = 1; k <= 3; k++) {
            MemoizedGrundySolver<List<Integer>> search =
                    new MemoizedGrundySolver<>(new NimKSum<>(NimRules.HEAP, k), NimRules.SORTED, Long.MAX_VALUE);
            for (List<Integer> heaps : SmallPositions.upTo(4, 7)) {
                List<BigInteger> big = big(heaps);
                boolean losing = MooreNimK.isLosing(big, k);
                assertThat(losing).as("k=%d %s", k, heaps).isEqualTo(search.outcome(heaps) == Outcome.SECOND);
                List<BigInteger> move = MooreNimK.winningMove(big, k);
                if (losing) {
                    assertThat(move).isNull();
                } else {
                    assertLegalWinningMove(big, move, k);
                }
            }
        }
    }

    @Test
    void constructiveMovesWorkForHugeHeaps() {
        SplittableRandom random = new SplittableRandom(17);
        List<BigInteger> samples = SampleNumbers.bigIntegers();
        for (int trial = 0; trial < 500; trial++) {
            int k = 1 + random.nextInt(4);
            List<BigInteger> heaps = new ArrayList<>();
            for (int i = 1 + random.nextInt(8); i > 0; i--) {
                heaps.add(samples.get(random.nextInt(samples.size())));
            }
            List<BigInteger> move = MooreNimK.winningMove(heaps, k);
            if (MooreNimK.isLosing(heaps, k)) {
                assertThat(move).isNull();
            } else {
                assertLegalWinningMove(heaps, move, k);
            }
        }
    }

    @Test
    void kOneIsBoutonsRule() {
        assertThat(MooreNimK.isLosing(big(List.of(1, 2, 3)), 1)).isTrue();
        assertThat(MooreNimK.isLosing(big(List.of(3, 4, 5)), 1)).isFalse();
        assertThat(MooreNimK.winningMove(big(List.of(3, 4, 5)), 1)).isEqualTo(big(List.of(1, 4, 5)));
    }

    static void assertLegalWinningMove(List<BigInteger> from, List<BigInteger> to, int k) {
        assertThat(to).hasSameSizeAs(from);
        int changed = 0;
        for (int i = 0; i < from.size(); i++) {
            assertThat(to.get(i)).isLessThanOrEqualTo(from.get(i)).isGreaterThanOrEqualTo(BigInteger.ZERO);
            if (!to.get(i).equals(from.get(i))) {
                changed++;
            }
        }
        assertThat(changed).isBetween(1, k);
        assertThat(MooreNimK.isLosing(to, k)).as("%s -> %s", from, to).isTrue();
    }

    static List<BigInteger> big(List<Integer> heaps) {
        List<BigInteger> out = new ArrayList<>();
        heaps.forEach(h -> out.add(BigInteger.valueOf(h)));
        return out;
    }
}
