package org.sprague.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sprague.heap.GrundyGameRuleset;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HalfRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.heap.SubtractionRuleset;

/**
 * The work behind {@code sprague values}: Grundy sequences with periodicity detection (and, for octal codes, the
 * proof), from an empty table each invocation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class HeapSequenceBenchmark {
    /** {@code values octal --code 0.77}: compute until the octal theorem proves period 12 from 71. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 10)
    public GrundyValues kaylesUntilProven() {
        return GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.77")), GrundySequences.DEFAULT_LIMIT);
    }

    /** {@code values octal --code 0.07}: Dawson's Kayles, period 34 from 53. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 10)
    public GrundyValues dawsonUntilProven() {
        return GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.07")), GrundySequences.DEFAULT_LIMIT);
    }

    /** {@code values subtraction --set 1,3,4 --upto 10000000}. */
    @Benchmark
    @Warmup(iterations = 2)
    @Measurement(iterations = 5)
    public GrundyValues subtraction134TenMillion() {
        return GrundySequences.upto(new SubtractionRuleset(new int[] {1, 3, 4}), 10_000_000);
    }

    /** {@code values half --upto 10000000}: the sliding-window engine. */
    @Benchmark
    @Warmup(iterations = 2)
    @Measurement(iterations = 5)
    public GrundyValues halfTenMillion() {
        return GrundySequences.upto(HalfRuleset.half(), 10_000_000);
    }

    /** {@code values grundy --upto 100000}: quadratic, splits only. */
    @Benchmark
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public GrundyValues grundyHundredThousand() {
        return GrundySequences.upto(GrundyGameRuleset.INSTANCE, 100_000);
    }

    /** {@code values lasker --upto 100000}: quadratic, takes and splits. */
    @Benchmark
    @Warmup(iterations = 1)
    @Measurement(iterations = 3)
    public GrundyValues laskerHundredThousand() {
        return GrundySequences.upto(LaskerRuleset.INSTANCE, 100_000);
    }
}
