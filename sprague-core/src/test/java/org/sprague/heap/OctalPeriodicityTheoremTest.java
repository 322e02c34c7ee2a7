package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OctalPeriodicityTheoremTest {
    private static final OctalCode KAYLES = OctalCode.parse("0.77");

    @Test
    void boundsFollowTheTheorem() {
        // splitting: 2 n0 + p + t
        assertThat(OctalPeriodicityTheorem.bound(KAYLES, 71, 12)).isEqualTo(156);
        // take-only: max(n0 + t, t + 1)
        assertThat(OctalPeriodicityTheorem.bound(OctalCode.parse("0.3033"), 0, 7)).isEqualTo(5);
        assertThat(OctalPeriodicityTheorem.bound(OctalCode.parse("0.3033"), 9, 7)).isEqualTo(13);
        // three heaps: 3 n0 + 2 p + t
        assertThat(OctalPeriodicityTheorem.bound(OctalCode.parse("0x0.F"), 10, 4)).isEqualTo(39);
        // n0 = 0 with splits counts as n0 = 1 (a shrunk part must stay non-empty)
        assertThat(OctalPeriodicityTheorem.bound(KAYLES, 0, 12)).isEqualTo(16);
    }

    @Test
    void kaylesIsProvenOnceTheRangeHoldsTheCheck() {
        int[] g = new GrundyTable(new OctalRuleset(KAYLES)).extendTo(200).array();
        Periodicity per = new Periodicity(71, 12, 0);
        assertThat(OctalPeriodicityTheorem.proves(KAYLES, per, g, 167)).isTrue();
        assertThat(OctalPeriodicityTheorem.proves(KAYLES, per, g, 166)).isFalse();
        assertThat(OctalPeriodicityTheorem.proves(KAYLES, new Periodicity(72, 12, 0), g, 200)).isTrue();
        assertThat(OctalPeriodicityTheorem.proves(KAYLES, new Periodicity(70, 12, 0), g, 200)).isFalse();
        assertThat(OctalPeriodicityTheorem.proves(KAYLES, new Periodicity(71, 6, 0), g, 200)).isFalse();
        assertThat(OctalPeriodicityTheorem.statement(KAYLES, per)).contains("71 <= n < 156");
    }

    @Test
    void aProvenPeriodHoldsFarBeyondTheCheck() {
        for (String c : new String[] {"0.77", "0.07", "0.137", "4.07", "0.3033", "0.15", "0.4"}) {
            OctalRuleset r = new OctalRuleset(OctalCode.parse(c));
            GrundyValues v = GrundySequences.untilProven(r, 100_000);
            assertThat(v.proven()).as(c).isTrue();
            Periodicity p = v.periodicity();
            int[] far = new GrundyTable(r).extendTo(3000).array();
            for (int n = p.preperiod(); n + p.period() <= 3000; n++) {
                assertThat(far[n + p.period()]).as("%s G(%d)", c, n + p.period()).isEqualTo(far[n]);
            }
        }
    }
}
