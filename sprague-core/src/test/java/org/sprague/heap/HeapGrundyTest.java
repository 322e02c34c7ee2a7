package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;

class HeapGrundyTest {
    @Test
    void hugeKaylesHeapsByTheProvenPeriod() {
        HeapGrundy g = new HeapGrundy(new OctalRuleset(OctalCode.parse("0.77")), 1e9);
        int[] table = new GrundyTable(new OctalRuleset(OctalCode.parse("0.77"))).extendTo(2000).array();
        BigInteger huge = BigInteger.TEN.pow(50);
        // 10^50 - 71 = 0 (mod 12)? use the residue to pick the matching small heap
        int r = huge.subtract(BigInteger.valueOf(71)).mod(BigInteger.valueOf(12)).intValue();
        assertThat(g.of(huge)).isEqualTo(BigInteger.valueOf(table[71 + r]));
        for (int n = 0; n <= 2000; n++) {
            assertThat(g.of(BigInteger.valueOf(n))).isEqualTo(BigInteger.valueOf(table[n]));
        }
        assertThat(g.method()).contains("octal periodicity theorem");
    }

    @Test
    void hugeHeapsWithoutFormulaOrPeriodAreAResourceLimit() {
        HeapGrundy g = new HeapGrundy(GrundyGameRuleset.INSTANCE, 1e8);
        assertThat(g.of(1000)).isEqualTo(new GrundyTable(GrundyGameRuleset.INSTANCE).extendTo(1000).get(1000));
        assertThatThrownBy(() -> g.of(BigInteger.TEN.pow(12))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("grundy");
    }

    @Test
    void closedFormsAnswerAnySize() {
        HeapGrundy g = new HeapGrundy(InfiniteSubtractionRuleset.POWERS_OF_TWO, 1e6);
        assertThat(g.of(BigInteger.TEN.pow(1000).add(BigInteger.ONE))).isEqualTo(BigInteger.TWO);
    }
}
