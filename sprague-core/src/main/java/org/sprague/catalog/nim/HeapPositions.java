package org.sprague.catalog.nim;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;

/**
 * Shared helpers for games whose positions are heap sizes: move texts, resulting positions, state-space size.
 */
public final class HeapPositions {
    private HeapPositions() {
    }

    /** Human text for a move from {@code from} to {@code to}: {@code heap 1: 3 -> 1, heap 3: 5 -> 2}. */
    public static String describe(List<BigInteger> from, List<BigInteger> to) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < from.size(); i++) {
            if (!from.get(i).equals(to.get(i))) {
                if (sb.length() > 0) {
                    sb.append(", ");
                }
                sb.append("heap ").append(i + 1).append(": ").append(from.get(i)).append(" -> ").append(to.get(i));
            }
        }
        return sb.toString();
    }

    /** A move changing several heaps, with {@code to} (heap sizes as text). */
    public static MoveReport move(List<BigInteger> from, List<BigInteger> to) {
        return MoveReport.of(describe(from, to), texts(to));
    }

    /**
     * A move that changes heap {@code index} (0-based) to {@code newSize}: a move in a sum, so it names its
     * component; {@code to} is left out for more than {@link Solution#MAX_COMPONENTS_WITH_TO} heaps.
     */
    public static MoveReport singleHeapMove(List<String> position, int index, BigInteger newSize) {
        String text = newSize.toString();
        List<String> to = null;
        if (position.size() <= Solution.MAX_COMPONENTS_WITH_TO) {
            to = new ArrayList<>(position);
            to.set(index, text);
        }
        return new MoveReport("heap " + (index + 1) + ": " + position.get(index) + " -> " + text, to, index + 1, text);
    }

    /**
     * The heap texts in canonical decimal ({@code 007} and {@code +7} become {@code 7}); the given list itself
     * when it already is canonical, so large inputs are not copied.
     */
    public static List<String> canonicalTexts(List<String> given, List<BigInteger> heaps) {
        for (String t : given) {
            if (t.charAt(0) == '+' || t.charAt(0) == '-' || (t.length() > 1 && t.charAt(0) == '0')) {
                return texts(heaps);
            }
        }
        return given;
    }

    public static List<String> texts(List<BigInteger> heaps) {
        List<String> out = new ArrayList<>(heaps.size());
        for (BigInteger h : heaps) {
            out.add(h.toString());
        }
        return out;
    }

    /** The heaps as ints, or {@code null} when some heap does not fit. */
    public static List<Integer> asInts(List<BigInteger> heaps) {
        List<Integer> out = new ArrayList<>(heaps.size());
        for (BigInteger h : heaps) {
            if (h.bitLength() > 31) {
                return null;
            }
            out.add(h.intValue());
        }
        return out;
    }

    public static List<BigInteger> fromInts(List<Integer> heaps) {
        List<BigInteger> out = new ArrayList<>(heaps.size());
        for (int h : heaps) {
            out.add(BigInteger.valueOf(h));
        }
        return out;
    }

    /**
     * An estimate of the work of searching every position below {@code heaps} when up to {@code k} heaps move at
     * once, in list operations: positions x options per position x heaps copied per option. Empty heaps are
     * left out (they never move); positions count sorted heap lists, bounded by both the product of
     * {@code h + 1} and the number of multisets. Saturates at {@code 1e300}.
     */
    public static double searchCost(List<BigInteger> heaps, int k) {
        List<Double> sizes = new ArrayList<>();
        double largest = 0;
        for (BigInteger h : heaps) {
            if (h.signum() > 0) {
                double size = h.doubleValue();
                sizes.add(size);
                largest = Math.max(largest, size);
            }
        }
        int n = sizes.size();
        if (n == 0) {
            return 1;
        }
        int most = Math.min(k, n);
        double product = 1;
        double multisets = 1;
        // elementary symmetric sums e_1..e_most of the heap sizes bound the options of one position
        double[] e = new double[most + 1];
        e[0] = 1;
        for (int i = 0; i < n; i++) {
            double size = sizes.get(i);
            product = Math.min(1e300, product * (size + 1));
            multisets = Math.min(1e300, multisets * (largest + i + 1) / (i + 1));
            for (int j = most; j >= 1; j--) {
                e[j] = Math.min(1e300, e[j] + e[j - 1] * size);
            }
        }
        double options = 0;
        for (int j = 1; j <= most; j++) {
            options = Math.min(1e300, options + e[j]);
        }
        return Math.min(1e300, Math.min(product, multisets) * Math.max(1, options) * n);
    }
}
