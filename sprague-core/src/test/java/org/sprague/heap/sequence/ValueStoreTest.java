package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.heap.GrundyGameRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

class ValueStoreTest {
    @Test
    void widensFromBytesToShortsToIntsKeepingEveryValue() {
        ValueStore s = new ValueStore(100, 4);
        for (int i = 0; i < 100; i++) {
            s.set(i, i);
        }
        assertThat(s.width()).isEqualTo(1);
        s.set(50, 300);
        assertThat(s.width()).isEqualTo(2);
        s.set(51, 70_000);
        assertThat(s.width()).isEqualTo(4);
        for (int i = 0; i < 100; i++) {
            assertThat(s.get(i)).isEqualTo(i == 50 ? 300 : i == 51 ? 70_000 : i);
        }
        assertThat(s.bytesBelow(10)).isNull();
    }

    @Test
    void chunkedStoresGiveTheSameSequences() {
        // chunks of 2^6 values: every engine path that reads through the chunks (and past the first one)
        for (SplitRules rules : new SplitRules[] {SplitRules.of(GrundyGameRuleset.INSTANCE),
            SplitRules.of(LaskerRuleset.INSTANCE)}) {
            int upto = 3000;
            ValueStore flat = new ValueStore(upto + 1);
            ValueStore chunked = new ValueStore(upto + 1, 6);
            try (SequenceEngine a = new SparseSpaceEngine(rules, 1, 8); SequenceEngine b = new SparseSpaceEngine(
                    rules, 2, 8); SequenceEngine c = new NaiveMexEngine(rules)) {
                a.extend(flat, 0, upto);
                b.extend(chunked, 0, upto);
                ValueStore naive = new ValueStore(upto + 1, 5);
                c.extend(naive, 0, upto);
                for (int n = 0; n <= upto; n++) {
                    assertThat(chunked.get(n)).as("%s G(%d)", rules.name(), n).isEqualTo(flat.get(n));
                    assertThat(naive.get(n)).as("%s G(%d)", rules.name(), n).isEqualTo(flat.get(n));
                }
            }
        }
    }

    @Test
    void twoByteChunksAgreeWithTheBruteForce() {
        // a value stored past the end widens the store first, so that every heap is read from two-byte chunks
        // (Grundy's game itself passes 255 only at 7,250,049): unequal parts (Grundy's game), and codes that
        // split after taking 1 to 3 tokens, so that n - k lies in the chunk below n's at each chunk's start
        int upto = 2000;
        Object[][] cases = {{SplitRules.of(GrundyGameRuleset.INSTANCE), SequenceEnginesTest.bruteForce(false, upto)},
            {SplitRules.of(new OctalRuleset(OctalCode.parse("0.376"))), SequenceEnginesTest.bruteForce("0.376", upto)},
            {SplitRules.of(new OctalRuleset(OctalCode.parse("4.07"))), SequenceEnginesTest.bruteForce("4.07", upto)}};
        for (Object[] c : cases) {
            SplitRules rules = (SplitRules) c[0];
            int[] expected = (int[]) c[1];
            for (int bits : new int[] {6, 9}) {
                for (int threads : new int[] {1, 2}) {
                    ValueStore wide = new ValueStore(upto + 2, bits);
                    wide.set(upto + 1, 300);
                    assertThat(wide.width()).isEqualTo(2);
                    try (SequenceEngine e = new SparseSpaceEngine(rules, threads, 8, 16)) {
                        e.extend(wide, 0, upto);
                    }
                    for (int n = 0; n <= upto; n++) {
                        assertThat(wide.get(n)).as("%s, chunks of 2^%d, G(%d)", rules, bits, n)
                                .isEqualTo(expected[n]);
                    }
                }
            }
        }
    }

    @Test
    void aRunThatCannotFitIsRefusedWithTheFigure() throws InterruptedException {
        assertThatThrownBy(() -> ValueStore.checkFits(1L << 45, 0)).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("MiB").hasMessageNotContaining("-Xmx")
                .satisfies(e -> {
                    ResourceLimitException limit = (ResourceLimitException) e;
                    assertThat(limit.resource()).isEqualTo(ResourceLimitException.Resource.MEMORY);
                    assertThat(limit.needed()).as("the heap that would fit 2^45 one-byte values")
                            .isGreaterThan(0x1p45);
                });
        assertThat(ValueStore.bytesNeeded(1L << 32, 1)).isGreaterThanOrEqualTo(1L << 32);
        long room = Runtime.getRuntime().maxMemory();
        if (room < (1L << 34)) {
            awaitHeapBelow(room / 4);
            // one byte a value fits, two do not: widening is refused with the figure, not an OutOfMemoryError
            ValueStore big = new ValueStore(Math.max(1, room / 2 - (64L << 20)));
            assertThatThrownBy(() -> big.set(7, 256)).isInstanceOf(ResourceLimitException.class)
                    .hasMessageContaining("needs 2 bytes a value").hasMessageNotContaining("--")
                    .satisfies(e -> assertThat(((ResourceLimitException) e).needed()).isGreaterThan(room));
            assertThat(big.get(7)).isZero();
        }
    }

    /**
     * Waits (at most 30 s) until the heap in use is below {@code bytes}: a worker an earlier test in this JVM left to
     * stop at its next look at the clock (a daemon thread past its deadline) may still hold memory, and this test
     * needs half the heap at once.
     */
    private static void awaitHeapBelow(long bytes) throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        long end = System.nanoTime() + 30_000_000_000L;
        while (rt.totalMemory() - rt.freeMemory() > bytes && System.nanoTime() < end) {
            System.gc();
            Thread.sleep(100);
        }
    }
}
