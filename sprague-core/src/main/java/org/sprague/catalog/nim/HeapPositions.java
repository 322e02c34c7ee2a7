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
     * An upper bound on the work of searching every position below {@code heaps} when up to {@code k} heaps move
     * at once: (positions) x (options per position), saturating at {@link Double#MAX_VALUE}.
     */
    public static double searchCost(List<BigInteger> heaps, int k) {
        double states = 1;
        // elementary symmetric sums e_1..e_k of the heap sizes bound the options of one position
        double[] e = new double[k + 1];
        e[0] = 1;
        for (BigInteger h : heaps) {
            double size = h.doubleValue();
            states *= size + 1;
            for (int j = k; j >= 1; j--) {
                e[j] += e[j - 1] * size;
            }
        }
        double options = 0;
        for (int j = 1; j <= k; j++) {
            options += e[j];
        }
        return states * Math.max(1, options);
    }
}
