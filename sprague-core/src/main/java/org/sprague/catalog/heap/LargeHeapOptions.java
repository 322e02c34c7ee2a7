package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.sprague.heap.BashRuleset;
import org.sprague.heap.HalfRuleset;
import org.sprague.heap.HeapGrundy;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.InfiniteSubtractionRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.heap.PebblesRuleset;
import org.sprague.heap.SubtractionRuleset;
import org.sprague.heap.WindowRuleset;

/**
 * The options of one heap that reach a given Grundy value, for heaps of any size. Small heaps enumerate every
 * option; large heaps use the structure of their ruleset (a few amounts to remove, or the inverse of a closed
 * form), and report when some options (splits of a huge heap) could not be enumerated.
 */
final class LargeHeapOptions {
    /** Heaps with at most this many options have them all enumerated. */
    static final double ENUMERATED_OPTIONS = 2e6;
    /** Splits of a huge heap tried, smallest part first, to show some of its winning splits. */
    static final long SPLITS_TRIED = 10_000;

    private LargeHeapOptions() {
    }

    /** A budget of option visits shared by all heaps of one position. */
    static final class Work {
        long left;
        /** Splits of huge heaps still to try, over all heaps (each costs a few big-integer operations). */
        long splitsLeft = SPLITS_TRIED * 100;

        Work(long left) {
            this.left = left;
        }
    }

    /**
     * Gives every option of heap {@code n} whose value is {@code target} to {@code sink} (as the heaps it leaves,
     * empty for none), in the ruleset's order.
     *
     * @return false when some options were not examined (too many to enumerate)
     */
    static boolean find(HeapRuleset rules, BigInteger n, BigInteger target, HeapGrundy g, Work work,
            Consumer<List<BigInteger>> sink) {
        if (n.bitLength() <= 31 && optionCount(rules, n.intValue()) <= ENUMERATED_OPTIONS) {
            return enumerate(rules, n.intValue(), target.longValue(), g, work, sink, target.bitLength() > 62);
        }
        if (rules instanceof SubtractionRuleset s) {
            for (int amount : s.set()) {
                check(n.subtract(BigInteger.valueOf(amount)), target, g, sink);
            }
            return true;
        }
        if (rules instanceof BashRuleset b) {
            BigInteger size = BigInteger.valueOf(b.max() + 1L);
            if (target.compareTo(size) < 0) {
                BigInteger r = n.subtract(target).mod(size);
                if (r.signum() > 0) {
                    check(n.subtract(r), target, g, sink);
                }
            }
            return true;
        }
        if (rules == InfiniteSubtractionRuleset.POWERS_OF_TWO) {
            for (BigInteger s = BigInteger.ONE; s.compareTo(n) <= 0; s = s.shiftLeft(1)) {
                check(n.subtract(s), target, g, sink);
            }
            return true;
        }
        if (rules instanceof HalfRuleset || rules == PebblesRuleset.INSTANCE) {
            BigInteger low = n.subtract(n.shiftRight(1));
            for (BigInteger m : sameValueCandidates(target, n.bitLength() + 1)) {
                if (m.compareTo(low) >= 0 && m.compareTo(n) < 0) {
                    check(m, target, g, sink);
                }
            }
            return true;
        }
        if (rules == LaskerRuleset.INSTANCE) {
            // a take leaves one heap m < n with G(m) = target; G(m) is m - 1, m or m + 1
            TreeSet<BigInteger> takes = new TreeSet<>();
            for (int d = -1; d <= 1; d++) {
                BigInteger m = target.add(BigInteger.valueOf(d));
                if (m.signum() >= 0 && m.compareTo(n) < 0) {
                    takes.add(m);
                }
            }
            takes.forEach(m -> check(m, target, g, sink));
            splitsWithSmallPart(n, target, g, work, sink);
            return false;
        }
        if (rules instanceof OctalRuleset octal) {
            OctalCode code = octal.asCode();
            boolean complete = true;
            for (int k = 0; k <= code.maxRemoved(); k++) {
                int d = code.digit(k);
                BigInteger r = n.subtract(BigInteger.valueOf(k));
                if ((d & 2) != 0) {
                    check(r, target, g, sink);
                }
                if ((d & 4) != 0) {
                    splitsWithSmallPart(r, target, g, work, sink);
                }
                if ((d & 12) != 0) {
                    complete = false;
                }
            }
            return complete;
        }
        return false;
    }

    /**
     * The splits of a huge heap of {@code r} into {@code (r - a, a)} whose value is {@code target}, for the
     * smallest parts {@code a} only (at most {@link #SPLITS_TRIED} of them, within the work budget): a selection,
     * since a huge heap has too many splits to try them all.
     */
    private static void splitsWithSmallPart(BigInteger r, BigInteger target, HeapGrundy g, Work work,
            Consumer<List<BigInteger>> sink) {
        long top = Math.min(SPLITS_TRIED, Math.min(work.left, work.splitsLeft));
        for (long a = 1; a <= top; a++) {
            BigInteger small = BigInteger.valueOf(a);
            BigInteger large = r.subtract(small);
            if (large.compareTo(small) < 0) {
                break;
            }
            work.left--;
            work.splitsLeft--;
            if (g.of(large).xor(g.of(small)).equals(target)) {
                sink.accept(List.of(large, small));
            }
        }
    }

    /** Options of a heap of n under the ruleset, roughly. */
    static double optionCount(HeapRuleset rules, int n) {
        if (n == 0) {
            return 0;
        }
        if (rules instanceof WindowRuleset w) {
            return n - w.lowestOption(n);
        }
        return rules.cost(n) / n;
    }

    private static boolean enumerate(HeapRuleset rules, int n, long target, HeapGrundy g, Work work,
            Consumer<List<BigInteger>> sink, boolean hugeTarget) {
        if (work.left < optionCount(rules, n)) {
            return false;
        }
        rules.forEachOption(n, (a, b, c) -> {
            work.left--;
            if (hugeTarget) {
                return;
            }
            long v = g.of(a) ^ g.of(b) ^ g.of(c);
            if (v == target) {
                List<BigInteger> parts = new ArrayList<>(3);
                for (int p : new int[] {a, b, c}) {
                    if (p > 0) {
                        parts.add(BigInteger.valueOf(p));
                    }
                }
                sink.accept(parts);
            }
        });
        return true;
    }

    private static void check(BigInteger m, BigInteger target, HeapGrundy g, Consumer<List<BigInteger>> sink) {
        if (m.signum() >= 0 && g.of(m).equals(target)) {
            sink.accept(m.signum() == 0 ? List.of() : List.of(m));
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
