package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sprague.catalog.heap.HeapSum;
import org.sprague.solve.MemoizedGrundySolver;

/**
 * The contract every {@link HeapRuleset} keeps, run against every implementation: its fast sequence equals the
 * general mex algorithm, chunked computation equals one pass, options are well formed, and the generic engine of
 * the foundation agrees on single heaps.
 */
class HeapRulesetContractTest {
    static Stream<HeapRuleset> rulesets() {
        return Stream.of(
                new OctalRuleset(OctalCode.parse("0.77")),
                new OctalRuleset(OctalCode.parse("0.07")),
                new OctalRuleset(OctalCode.parse("0.137")),
                new OctalRuleset(OctalCode.parse("4.07")),
                new OctalRuleset(OctalCode.parse("0.6")),
                new OctalRuleset(OctalCode.parse("0x0.F")),
                new OctalRuleset(OctalCode.parse("0x8.0F")),
                new SubtractionRuleset(new int[] {1, 3, 4}),
                new SubtractionRuleset(new int[] {1, 3, 7, 8}),
                new SubtractionRuleset(new int[] {2, 5, 6}),
                new AllButRuleset(new int[] {1}),
                new AllButRuleset(new int[] {2, 3, 7}),
                InfiniteSubtractionRuleset.SQUARES,
                InfiniteSubtractionRuleset.POWERS_OF_TWO,
                new BashRuleset(1),
                new BashRuleset(3),
                new BashRuleset(10),
                HalfRuleset.half(),
                HalfRuleset.box(),
                PebblesRuleset.INSTANCE,
                LaskerRuleset.INSTANCE,
                GrundyGameRuleset.INSTANCE);
    }

    /** The ruleset's options only, so the interface's general algorithm computes the values. */
    static HeapRuleset general(HeapRuleset r) {
        return new HeapRuleset() {
            @Override
            public String name() {
                return r.name();
            }

            @Override
            public String rules() {
                return r.rules();
            }

            @Override
            public int maxParts() {
                return r.maxParts();
            }

            @Override
            public void forEachOption(int n, PartsSink sink) {
                r.forEachOption(n, sink);
            }
        };
    }

    static int[] values(HeapRuleset r, int upto) {
        int[] g = new int[upto + 1];
        r.computeValues(g, 0, upto);
        return g;
    }

    static int size(HeapRuleset r) {
        return r.maxParts() == 1 ? 3000 : 300;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void fastSequenceEqualsTheGeneralMexAlgorithm(HeapRuleset r) {
        int n = size(r);
        assertThat(values(r, n)).containsExactly(values(general(r), n));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void computingInChunksEqualsOnePass(HeapRuleset r) {
        int n = size(r);
        int[] chunked = new int[n + 1];
        int from = 0;
        for (int to : new int[] {0, 1, 7, 64, n / 2, n}) {
            if (to >= from) {
                r.computeValues(chunked, from, to);
                from = to + 1;
            }
        }
        assertThat(chunked).containsExactly(values(r, n));
        GrundyTable table = new GrundyTable(r).extendTo(n / 3).extendTo(n);
        for (int m = 0; m <= n; m++) {
            assertThat(table.get(m)).isEqualTo(chunked[m]);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void optionsAreWellFormed(HeapRuleset r) {
        OctalCode code = r.asCode();
        for (int n = 0; n <= 60; n++) {
            int heap = n;
            List<int[]> options = new ArrayList<>();
            r.forEachOption(n, (a, b, c) -> options.add(new int[] {a, b, c}));
            for (int[] o : options) {
                int parts = (o[0] > 0 ? 1 : 0) + (o[1] > 0 ? 1 : 0) + (o[2] > 0 ? 1 : 0);
                assertThat(Math.min(o[0], Math.min(o[1], o[2]))).isNotNegative();
                // present heaps come first
                assertThat(o[0] == 0 ? o[1] + o[2] : o[1] == 0 ? o[2] : 0).isZero();
                assertThat(parts).isLessThanOrEqualTo(r.maxParts());
                int left = o[0] + o[1] + o[2];
                assertThat(left).isLessThanOrEqualTo(heap);
                if (parts <= 1) {
                    assertThat(left).isLessThan(heap);
                }
                if (code != null) {
                    assertThat(heap - left).isLessThanOrEqualTo(code.maxRemoved());
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void genericEngineAgreesOnSingleHeaps(HeapRuleset r) {
        MemoizedGrundySolver<List<Integer>> engine = new MemoizedGrundySolver<>(new HeapSum(r), HeapSum.CANONICAL,
                1_000_000);
        // splits make the sums below a heap many (partitions), so those heaps stay smaller
        int top = r.maxParts() == 1 ? 40 : r.maxParts() == 2 ? 22 : 16;
        int[] g = values(r, top);
        for (int n = 0; n <= top; n++) {
            assertThat(engine.grundy(List.of(n))).as("G(%d)", n).isEqualTo(g[n]);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void closedFormAgreesWhereThereIsOne(HeapRuleset r) {
        ClosedForm form = r.closedForm();
        if (form == null) {
            return;
        }
        int[] g = values(r, 2000);
        for (int n = 0; n <= 2000; n++) {
            assertThat(form.grundy(java.math.BigInteger.valueOf(n)).intValueExact()).as("G(%d)", n).isEqualTo(g[n]);
        }
    }
}
