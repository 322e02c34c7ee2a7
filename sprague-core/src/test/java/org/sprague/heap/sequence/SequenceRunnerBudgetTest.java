package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.ParameterNames;
import org.sprague.ResourceLimitException;
import org.sprague.heap.GrundyGameRuleset;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/** The estimates, the time budget, the growing store and the automatic checkpoint of {@link SequenceRunner}. */
class SequenceRunnerBudgetTest {
    private static HeapRuleset octal(String code) {
        return new OctalRuleset(OctalCode.parse(code));
    }

    private static RunOptions options(Duration time, Path dir, boolean resume, boolean automatic) {
        RunOptions.Builder b = RunOptions.builder().budget(Double.POSITIVE_INFINITY).time(time);
        return (automatic ? b.automaticCheckpoint(dir, resume) : b.checkpoint(dir, resume)).build();
    }

    /** The reads the plain mex counts, G(0..upto), in a store of chunks of 2^chunkBits (small: the general path). */
    private static long counted(SplitRules rules, int upto, int chunkBits) {
        ValueStore g = new ValueStore(upto + 1, chunkBits);
        NaiveMexEngine engine = new NaiveMexEngine(rules);
        engine.extend(g, 0, upto / 3);
        engine.extend(g, upto / 3 + 1, upto);
        return engine.reads();
    }

    @Test
    void theEstimateOfThePlainMexIsWithinTwiceTheReadsItCounts() {
        // counted reads are deterministic: the estimate must be within 2x of them (before, the estimate was the
        // ruleset's cost, which counted every removal digit as a split: 4x too high for .354)
        HeapRuleset[] rules = {GrundyGameRuleset.INSTANCE, LaskerRuleset.INSTANCE, octal("0.16"), octal("0.354"),
            octal("0.77"), octal("0.007"), octal("4.37"), octal("0.376")};
        for (HeapRuleset r : rules) {
            SplitRules split = SplitRules.of(r);
            for (int upto : new int[] {500, 3000}) {
                for (int chunkBits : new int[] {30, 6}) {
                    double estimate = SequenceRunner.estimate(r, SequenceRunner.Algorithm.NAIVE, upto);
                    long reads = counted(split, upto, chunkBits);
                    assertThat(estimate / reads).as("%s to %d: estimate %s, counted %d", r.name(), upto, estimate,
                            reads).isBetween(0.5, 2.0);
                }
            }
        }
    }

    @Test
    void grundysGameTo262144ByThePlainMexFitsTheDefaultTimeBudget() {
        // 1.7e10 reads, about 15 s: refused before by a step budget of 3e9 ("a few seconds")
        double seconds = SequenceRunner.estimateSeconds(GrundyGameRuleset.INSTANCE, SequenceRunner.Algorithm.NAIVE,
                262_144);
        assertThat(seconds).isBetween(3.0, 60.0);
    }

    @Test
    void theProjectionOfAPilotFollowsItsGrowth() {
        long p = SequenceRunner.PILOT;
        // constant time a heap (1000 ns): the rest costs 1000 ns a heap
        double flat = SequenceRunner.projected(0, 1000 * p / 4, 1000 * p / 2, 4 * p - 1);
        assertThat(flat / SequenceRunner.SPARSE_STEPS_PER_SECOND).isCloseTo(1000e-9 * 3 * p, org.assertj.core.data
                .Percentage.withPercentage(1));
        // time a heap doubling with each doubling of n: quadratic growth, far more than the flat case
        double growing = SequenceRunner.projected(0, 1000 * p / 4, 2 * 1000 * p / 2, 4 * p - 1);
        assertThat(growing).isGreaterThan(3 * flat);
        // a first quarter slowed by the compiler's warm-up does not make the rest cheaper than the last half
        double warm = SequenceRunner.projected(0, 50_000 * p / 4, 1000 * p / 2, 4 * p - 1);
        assertThat(warm).isCloseTo(flat, org.assertj.core.data.Percentage.withPercentage(1));
    }

    @Test
    void aSearchWithoutALimitGrowsItsStoreUntilTheProof() {
        // .16's period is proven at G(0..509621), past the first store of 2^16 values
        GrundyValues v = SequenceRunner.untilProven(octal("0.16"), SequenceRunner.NO_LIMIT,
                options(null, null, false, false));
        assertThat(v.proven()).isTrue();
        assertThat(v.upto()).isEqualTo(509_621);
        assertThat(v.periodicity().period()).isEqualTo(149_459);
        assertThat(v.limit()).isNull();
        assertThat(v.stoppedBy()).isEqualTo("proof");
        assertThat(v.stats().hash()).isEqualTo(1613643036906912069L);
    }

    @Test
    void aSearchPastItsTimeIsSavedNamesTheDirectoryAndResumesToTheSameAnswer(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("runs").resolve("octal-0.16");
        ResourceLimitException e = catchThrowableOfType(() -> SequenceRunner.untilProven(octal("0.16"),
                SequenceRunner.NO_LIMIT, options(Duration.ofNanos(1), dir, false, true)), ResourceLimitException.class);
        assertThat(e).isNotNull();
        String message = e.message(ParameterNames.LIBRARY);
        assertThat(message).startsWith("no period of octal 0.16 proven within the time budget of 1 s")
                .contains("saved in " + dir).contains(dir.toString());
        assertThat(Files.isRegularFile(dir.resolve(Checkpoint.MANIFEST))).isTrue();
        long saved = new Checkpoint(dir, "octal 0.16").listed();
        assertThat(saved).isGreaterThan(128);
        // resumed without a time limit: the answer of an uninterrupted run, and the run's own directory is gone
        GrundyValues v = SequenceRunner.untilProven(octal("0.16"), SequenceRunner.NO_LIMIT,
                options(null, dir, true, true));
        assertThat(v.upto()).isEqualTo(509_621);
        assertThat(v.stats().hash()).isEqualTo(1613643036906912069L);
        assertThat(Files.exists(dir)).isFalse();
    }

    @Test
    void aCallersCheckpointIsKeptAfterTheAnswerAndARunWithoutOneSaysTheValuesAreNotKept(@TempDir Path tmp) {
        Path dir = tmp.resolve("mine");
        GrundyValues v = SequenceRunner.upto(octal("0.77"), 5000, options(null, dir, false, false));
        assertThat(v.upto()).isEqualTo(5000);
        assertThat(new Checkpoint(dir, "octal 0.77").listed()).isEqualTo(5001);
        assertThatThrownBy(() -> SequenceRunner.upto(GrundyGameRuleset.INSTANCE, 3_000_000,
                RunOptions.builder().algorithm(SequenceRunner.Algorithm.SPARSE)
                        .budget(Double.POSITIVE_INFINITY).time(Duration.ofNanos(1)).build()))
                .isInstanceOf(ResourceLimitException.class)
                .satisfies(t -> assertThat(((ResourceLimitException) t).message(ParameterNames.LIBRARY))
                        .contains("within the time budget of 1 s").contains("are not kept"));
    }

    @Test
    void aRunEstimatedPastItsTimeBudgetIsRefusedInTime() {
        // about 2.5e13 reads of the plain mex: hours, against a budget of 10 s
        assertThatThrownBy(() -> SequenceRunner.upto(GrundyGameRuleset.INSTANCE, 10_000_000,
                RunOptions.builder().algorithm(SequenceRunner.Algorithm.NAIVE)
                        .budget(Double.POSITIVE_INFINITY).time(Duration.ofSeconds(10)).build()))
                .isInstanceOf(ResourceLimitException.class)
                .satisfies(t -> assertThat(((ResourceLimitException) t).message(ParameterNames.LIBRARY))
                        .contains("time budget of 10 s"));
    }

    @Test
    void aStoreGrowsKeepingItsValuesInEveryWidth() {
        for (int width : new int[] {1, 2, 4}) {
            ValueStore s = new ValueStore(100, 4);
            int big = width == 1 ? 0 : width == 2 ? 300 : 70_000;
            for (int i = 0; i < 100; i++) {
                s.set(i, i == 7 ? big : i);
            }
            s.grow(1000);
            assertThat(s.size()).isEqualTo(1000);
            assertThat(s.width()).isEqualTo(width);
            for (int i = 0; i < 100; i++) {
                assertThat(s.get(i)).isEqualTo(i == 7 ? big : i);
            }
            for (int i = 100; i < 1000; i++) {
                assertThat(s.get(i)).isZero();
                s.set(i, i % 251);
            }
            assertThat(s.get(999)).isEqualTo(999 % 251);
            s.grow(500);
            assertThat(s.size()).isEqualTo(1000);
        }
    }
}
