package org.sprague.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.sprague.solve.GrundyOracle;

/**
 * The {@link GrundyOracle} of heap games under one ruleset, for heaps of any size. A position is the list of heaps
 * a component has become (one heap to start with; a split leaves two or three); its value is the XOR of the
 * heaps' values from {@link HeapGrundy}. The options of a given value are enumerated for heaps with few enough
 * options; a larger heap asks its ruleset ({@link HeapRuleset#optionsOfValueAtLargeSize}), which uses its own
 * structure (a few amounts to remove, the inverse of a closed form) or says it cannot list them all.
 *
 * <p>One oracle serves one position: it carries the work budget of option visits shared by all its heaps. Not
 * thread-safe.
 */
public final class HeapOracle implements GrundyOracle<List<BigInteger>> {
    /** Heaps with at most this many options have them all enumerated. */
    public static final double ENUMERATED_OPTIONS = 2e6;
    /** Splits of a huge heap tried, smallest part first, to show some of its winning splits. */
    public static final long SPLITS_TRIED = 10_000;

    private final HeapGrundy g;
    private long left;
    /** Splits of huge heaps still to try, over all heaps (each costs a few big-integer operations). */
    private long splitsLeft = SPLITS_TRIED * 100;

    /**
     * @param g the values of single heaps
     * @param work the most option visits spent listing options of a value, over all calls
     */
    public HeapOracle(HeapGrundy g, long work) {
        this.g = g;
        this.left = work;
    }

    @Override
    public BigInteger grundy(List<BigInteger> heaps) {
        BigInteger x = BigInteger.ZERO;
        for (BigInteger h : heaps) {
            x = x.xor(g.of(h));
        }
        return x;
    }

    /** Options replace one heap of the list by the heaps its move leaves, heap by heap, each heap in its order. */
    @Override
    public boolean optionsOfValue(List<BigInteger> heaps, BigInteger target, Consumer<? super List<BigInteger>> sink) {
        BigInteger all = heaps.size() == 1 ? null : grundy(heaps);
        boolean complete = true;
        for (int i = 0; i < heaps.size(); i++) {
            BigInteger h = heaps.get(i);
            BigInteger own = all == null ? target : target.xor(all).xor(g.of(h));
            Set<List<BigInteger>> seen = new LinkedHashSet<>();
            complete &= optionsOfHeap(h, own, seen::add);
            for (List<BigInteger> parts : seen) {
                if (heaps.size() == 1) {
                    sink.accept(parts);
                } else {
                    List<BigInteger> to = new ArrayList<>(heaps.subList(0, i));
                    to.addAll(parts);
                    to.addAll(heaps.subList(i + 1, heaps.size()));
                    sink.accept(to);
                }
            }
        }
        return complete;
    }

    private boolean optionsOfHeap(BigInteger n, BigInteger target, Consumer<List<BigInteger>> sink) {
        HeapRuleset rules = g.rules();
        if (n.bitLength() <= 31 && rules.optionCount(n.intValue()) <= ENUMERATED_OPTIONS) {
            return enumerate(rules, n.intValue(), target, sink);
        }
        return rules.optionsOfValueAtLargeSize(n, new Query(target, sink));
    }

    /** The ruleset's large-heap answer for a heap of any size, as a test holds it against enumeration. */
    boolean optionsAtLargeSize(BigInteger n, BigInteger target, Consumer<List<BigInteger>> sink) {
        return g.rules().optionsOfValueAtLargeSize(n, new Query(target, sink));
    }

    private boolean enumerate(HeapRuleset rules, int n, BigInteger target, Consumer<List<BigInteger>> sink) {
        if (left < rules.optionCount(n)) {
            return false;
        }
        boolean hugeTarget = target.bitLength() > 62;
        long t = target.longValue();
        rules.forEachOption(n, (a, b, c) -> {
            left--;
            if (!hugeTarget && (g.of(a) ^ g.of(b) ^ g.of(c)) == t) {
                sink.accept(parts(a, b, c));
            }
        });
        return true;
    }

    /**
     * The heaps an option of {@link PartsSink} leaves.
     *
     * @param a a part, 0 when unused
     * @param b a part, 0 when unused
     * @param c a part, 0 when unused
     * @return the non-empty parts, in the order given
     */
    public static List<BigInteger> parts(int a, int b, int c) {
        List<BigInteger> out = new ArrayList<>(3);
        for (int p : new int[] {a, b, c}) {
            if (p > 0) {
                out.add(BigInteger.valueOf(p));
            }
        }
        return out;
    }

    /**
     * One question to a ruleset about a heap too large to enumerate: which options have value {@link #target}.
     * The ruleset proposes candidates; the query keeps those of the right value.
     */
    public final class Query {
        private final BigInteger target;
        private final Consumer<List<BigInteger>> sink;

        private Query(BigInteger target, Consumer<List<BigInteger>> sink) {
            this.target = target;
            this.sink = sink;
        }

        /**
         * The value wanted.
         *
         * @return the Grundy value the options must have
         */
        public BigInteger target() {
            return target;
        }

        /**
         * G of one heap, as the oracle knows it.
         *
         * @param heap the heap
         * @return its value
         */
        public BigInteger grundy(BigInteger heap) {
            return g.of(heap);
        }

        /**
         * Proposes the move leaving one heap; kept when its value is the target.
         *
         * @param m the heap left (nothing when {@code m} is 0; ignored if negative)
         */
        public void leave(BigInteger m) {
            if (m.signum() >= 0 && g.of(m).equals(target)) {
                sink.accept(m.signum() == 0 ? List.of() : List.of(m));
            }
        }

        /**
         * Proposes the move leaving {@code parts} (each at least 1; none when it leaves nothing); kept when the XOR
         * of their values is the target.
         *
         * @param parts the heaps the move leaves
         */
        public void leave(List<BigInteger> parts) {
            BigInteger x = BigInteger.ZERO;
            for (BigInteger p : parts) {
                x = x.xor(g.of(p));
            }
            if (x.equals(target)) {
                sink.accept(List.copyOf(parts));
            }
        }

        /**
         * Proposes the splits of a heap of {@code r} into {@code (r - a, a)}, for the smallest parts {@code a}
         * only (at most {@link #SPLITS_TRIED} of them, within the work budget): a selection, since a huge heap
         * has too many splits to try them all.
         *
         * @param r the tokens left to split
         */
        public void splitsWithSmallPart(BigInteger r) {
            long top = Math.min(SPLITS_TRIED, Math.min(left, splitsLeft));
            for (long a = 1; a <= top; a++) {
                BigInteger small = BigInteger.valueOf(a);
                BigInteger large = r.subtract(small);
                if (large.compareTo(small) < 0) {
                    break;
                }
                left--;
                splitsLeft--;
                if (g.of(large).xor(g.of(small)).equals(target)) {
                    sink.accept(List.of(large, small));
                }
            }
        }
    }

    /**
     * Heaps that may have value {@code t} under take-at-most-half, box and pebbles, ascending: the chains
     * (b+1)2^j - 1 over the bases b = 2t, 2, 1 and 0 (a value is kept when a heap 2m+1 drops to m).
     */
    static List<BigInteger> sameValueCandidates(BigInteger t, int bits) {
        TreeSet<BigInteger> out = new TreeSet<>();
        out.add(BigInteger.ZERO);
        for (BigInteger base : List.of(t.shiftLeft(1), BigInteger.TWO, BigInteger.ONE, BigInteger.ZERO)) {
            BigInteger m = base;
            for (int j = 0; j <= bits + 1; j++) {
                out.add(m);
                m = m.shiftLeft(1).add(BigInteger.ONE);
            }
        }
        return new ArrayList<>(out);
    }
}
