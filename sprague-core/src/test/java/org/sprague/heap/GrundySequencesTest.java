package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.solve.Budget;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

class GrundySequencesTest {
    @Test
    void kaylesIsProvenWithoutAnUpperBound() {
        GrundyValues v = GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.77")), 1_000_000);
        assertThat(v.periodicity()).isEqualTo(new Periodicity(71, 12, 0));
        assertThat(v.proven()).isTrue();
        assertThat(v.stoppedBy()).isEqualTo("proof");
        assertThat(v.upto()).isEqualTo(167);
        assertThat(v.proof()).contains("octal periodicity theorem").contains("71 <= n < 156");
        assertThat(v.values().toIntArray(12)).containsExactly(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4);
    }

    @Test
    void dawsonsKaylesIsProven() {
        GrundyValues v = GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.07")), 1_000_000);
        assertThat(v.periodicity()).isEqualTo(new Periodicity(53, 34, 0));
        assertThat(v.proven()).isTrue();
    }

    @Test
    void aLimitTooLowStopsWithoutProof() {
        GrundyValues v = GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.77")), 100);
        assertThat(v.proven()).isFalse();
        assertThat(v.stoppedBy()).isEqualTo("limit");
        assertThat(v.upto()).isEqualTo(100);
        assertThat(v.proof()).startsWith("stopped at the limit 100");
    }

    @Test
    void aPeriodHeldBackIsNamedWithHowFarToCompute() {
        GrundyValues v = GrundySequences.upto(new OctalRuleset(OctalCode.parse("0.77")), 100);
        assertThat(v.periodicity()).isNull();
        assertThat(v.proof()).startsWith("G(71..100) repeats with period 12, held back")
                .contains("compute G(0..141)");
        assertThat(v.proofNeeds()).isEqualTo(141);
        assertThat(GrundySequences.upto(new OctalRuleset(OctalCode.parse("0.77")), 141).periodicity())
                .isEqualTo(new Periodicity(71, 12, 0));
    }

    @Test
    void aShortRangeShowsThePeriodButCannotProveIt() {
        GrundyValues v = GrundySequences.upto(new OctalRuleset(OctalCode.parse("0.77")), 120);
        assertThat(v.periodicity()).isNull();
        GrundyValues w = GrundySequences.upto(new OctalRuleset(OctalCode.parse("0.77")), 150);
        assertThat(w.periodicity()).isEqualTo(new Periodicity(71, 12, 0));
        assertThat(w.proven()).isFalse();
        assertThat(w.proof()).contains("needs the values up to 167").doesNotContain("--");
        assertThat(w.proofNeeds()).isEqualTo(167);
    }

    @Test
    void closedFormsProveWhatTheyImply() {
        GrundyValues lasker = GrundySequences.upto(LaskerRuleset.INSTANCE, 100);
        assertThat(lasker.proven()).isTrue();
        assertThat(lasker.proof()).startsWith("closed form");
        GrundyValues half = GrundySequences.upto(HalfRuleset.half(), 100);
        assertThat(half.periodicity()).isNull();
        assertThat(half.proven()).isFalse();
        GrundyValues squares = GrundySequences.upto(InfiniteSubtractionRuleset.SQUARES, 1000);
        assertThat(squares.proven()).isFalse();
    }

    @Test
    void subtraction134IsProvenPeriodic() {
        GrundyValues v = GrundySequences.upto(new SubtractionRuleset(new int[] {1, 3, 4}), 1000);
        assertThat(v.periodicity()).isEqualTo(new Periodicity(0, 7, 0));
        assertThat(v.proven()).isTrue();
        assertThat(v.proof()).contains("octal periodicity theorem");
    }

    @Test
    void onlyFiniteCodesMayLeaveOutTheRange() {
        assertThatThrownBy(() -> GrundySequences.untilProven(LaskerRuleset.INSTANCE, 1000))
                .isInstanceOf(BadInputException.class).hasMessageStartingWith("give a largest heap n");
        assertThatThrownBy(() -> GrundySequences.upto(LaskerRuleset.INSTANCE, -1))
                .isInstanceOf(BadInputException.class).hasMessageContaining("negative");
    }

    @Test
    void workBeyondTheBudgetIsRefusedUpFront() {
        assertThatThrownBy(() -> GrundySequences.upto(GrundyGameRuleset.INSTANCE, 100_000_000, Budget.standard()))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("steps");
        assertThatThrownBy(() -> GrundySequences.upto(new BashRuleset(3), Long.MAX_VALUE / 64, Budget.standard()))
                .isInstanceOf(ResourceLimitException.class);
    }

    @Test
    void statsCountValues() {
        SequenceStats s = GrundySequences.upto(new SubtractionRuleset(new int[] {1, 3, 4}), 13).stats();
        // 0 1 0 1 2 3 2, twice
        assertThat(s.largest()).isEqualTo(3);
        assertThat(s.largestAt()).isEqualTo(5);
        assertThat(s.histogram()).containsExactly(4L, 4L, 4L, 2L);
    }
}
