package org.sprague.pattern;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongPredicate;

/**
 * Guesses a simple description of the losing positions of a table (the competitive programmer's "print the table, find
 * the pattern"): residues modulo m, Fibonacci numbers, numbers 2^k + c, and for grids complementary Beatty pairs.
 * A guess only says that the table fits; it is never a proof.
 */
public final class PatternGuesser {
    /** Residue classes are tried for moduli up to this, and only when the table shows each class 3 times. */
    static final int MAX_MODULUS = 64;
    /** More losing heaps than this fit no sparse family (there are 91 Fibonacci numbers below 2^63). */
    static final int SPARSE = 128;

    private PatternGuesser() {
    }

    /** A pattern that fits the whole table: words for people and an equivalent Java expression for --check. */
    public record Guess(String family, String description, String expression) {
    }

    /** The best guess for losing heaps {@code n} (where {@code losing[n]}), or {@code null}. */
    public static Guess heaps(boolean[] losing) {
        return heaps(n -> losing[(int) n], losing.length - 1);
    }

    /**
     * The best guess for losing heaps {@code n <= upto} (where {@code losing.test(n)}), or {@code null}: the same
     * answer as {@link #heaps(boolean[])}, reading the table through {@code losing} and keeping no copy of it, so
     * it serves tables of billions of heaps. Each modulus is read until it fails (most fail within a few of their
     * periods), the one that fits once more in full; the sparse families stop reading once too many heaps lose.
     */
    public static Guess heaps(LongPredicate losing, long upto) {
        return heaps(losing, upto, -1, new long[0]);
    }

    /**
     * {@link #heaps(LongPredicate, long)} when the caller already knows how many heaps lose and the first of them
     * (as a pass over the values for other statistics finds them): the sparse families are then matched against
     * that list instead of a reading of the whole table, whenever the list settles them (it holds every losing
     * heap, or more than the sparse families have).
     *
     * @param losing whether heap n loses, for {@code 0 <= n <= upto}
     * @param upto the largest heap
     * @param losingCount how many heaps {@code 0..upto} lose, or -1 when not known
     * @param firstLosing the first losing heaps, ascending (any number of them, none included)
     * @return the best guess, or {@code null}
     */
    public static Guess heaps(LongPredicate losing, long upto, long losingCount, long[] firstLosing) {
        int moduli = (int) Math.min(MAX_MODULUS, (upto + 1) / 3);
        for (int m = 1; m <= moduli; m++) {
            boolean[] classes = new boolean[m];
            for (int r = 0; r < m; r++) {
                classes[r] = losing.test(r);
            }
            if (fits(losing, upto, classes)) {
                return residues(classes);
            }
        }
        // the sparse families (Fibonacci, 2^k + c) have fewer than SPARSE members below 2^63
        boolean zero = upto >= 0 && losing.test(0);
        long[] seen = aboveZero(losing, upto, losingCount, firstLosing);
        if (seen == null) {
            return null;
        }
        Guess fib = matchSet(seen, zero, fibonacci(upto), upto, "fibonacci", "the Fibonacci numbers",
                fibonacciExpression());
        if (fib != null) {
            return fib;
        }
        for (int c = -2; c <= 2; c++) {
            List<Long> set = new ArrayList<>();
            for (int k = 0; k < 62; k++) {
                long v = (1L << k) + c;
                if (v >= 0 && v <= upto && !set.contains(v)) {
                    set.add(v);
                }
            }
            String name = "2^k" + (c == 0 ? "" : c > 0 ? "+" + c : Integer.toString(c));
            String expr = "Long.bitCount(n " + (c == 0 ? "" : c > 0 ? "- " + c : "+ " + -c) + ") == 1";
            Guess g = matchSet(seen, zero, set, upto, "powers", "the numbers " + name, expr);
            if (g != null) {
                return g;
            }
        }
        return null;
    }

    /**
     * The losing heaps 1..upto, ascending, from the list when it settles them, else read from the table; {@code null}
     * when more than {@link #SPARSE} of them lose.
     */
    private static long[] aboveZero(LongPredicate losing, long upto, long losingCount, long[] firstLosing) {
        int from = firstLosing.length > 0 && firstLosing[0] == 0 ? 1 : 0;
        int listed = firstLosing.length - from;
        if (listed > SPARSE) {
            return null;
        }
        if (firstLosing.length == losingCount) {
            return java.util.Arrays.copyOfRange(firstLosing, from, firstLosing.length);
        }
        long[] sparse = new long[SPARSE];
        int sparseCount = 0;
        for (long n = 1; n <= upto; n++) {
            if (losing.test(n)) {
                if (sparseCount == SPARSE) {
                    return null;
                }
                sparse[sparseCount++] = n;
            }
        }
        return java.util.Arrays.copyOf(sparse, sparseCount);
    }

    /** Whether every heap m..upto loses exactly when its residue class does. */
    private static boolean fits(LongPredicate losing, long upto, boolean[] classes) {
        int m = classes.length;
        int r = 0;
        for (long n = m; n <= upto; n++) {
            if (losing.test(n) != classes[r]) {
                return false;
            }
            r = r + 1 == m ? 0 : r + 1;
        }
        return true;
    }

    /** The residue classes {@code cls} of one modulus, as a guess. */
    private static Guess residues(boolean[] cls) {
        int m = cls.length;
        List<String> rs = new ArrayList<>();
        List<String> expr = new ArrayList<>();
        for (int r = 0; r < m; r++) {
            if (cls[r]) {
                rs.add(Integer.toString(r));
                expr.add("n % " + m + " == " + r);
            }
        }
        if (rs.isEmpty()) {
            return new Guess("residues", "no losing position", "false");
        }
        if (rs.size() == m) {
            return new Guess("residues", "every position loses", "true");
        }
        return new Guess("residues", "n mod " + m + " in {" + String.join(", ", rs) + "}", String.join(" || ",
                expr));
    }

    /**
     * Matches the losing heaps {@code seen} (all of those above 0, ascending) with the members of {@code set} in
     * 1..upto, allowing 0 (the terminal heap) to lose too.
     */
    private static Guess matchSet(long[] seen, boolean zero, List<Long> set, long upto, String family, String words,
            String expr) {
        List<Long> members = new ArrayList<>();
        for (long v : set) {
            if (v > 0 && v <= upto) {
                members.add(v);
            }
        }
        java.util.Collections.sort(members);
        if (members.size() < 4 || members.size() != seen.length) {
            return null;
        }
        for (int i = 0; i < seen.length; i++) {
            if (members.get(i) != seen[i]) {
                return null;
            }
        }
        return new Guess(family, words + (zero ? " (and 0)" : ""), zero ? "n == 0 || " + expr : "n != 0 && " + expr);
    }

    private static String fibonacciExpression() {
        // n is a Fibonacci number exactly when 5n^2 + 4 or 5n^2 - 4 is a perfect square
        return "(Math.round(Math.sqrt(5.0*n*n+4))*Math.round(Math.sqrt(5.0*n*n+4)) == 5L*n*n+4"
                + " || Math.round(Math.sqrt(5.0*n*n-4))*Math.round(Math.sqrt(5.0*n*n-4)) == 5L*n*n-4)";
    }

    private static List<Long> fibonacci(long upto) {
        List<Long> f = new ArrayList<>();
        long a = 1;
        long b = 2;
        while (a <= upto && a > 0) {
            f.add(a);
            long c = a + b;
            a = b;
            b = c;
        }
        return f;
    }

    /**
     * Complementary Beatty pairs for a grid's losing positions: the losing pairs (a_k, b_k), a_k <= b_k, ordered
     * by a, with a_k = floor(k x) and b_k = floor(k y) for some x with y = x / (x - 1) (so 1/x + 1/y = 1), and
     * their mirror images; nothing else loses.
     */
    public static Guess grid(boolean[][] losing) {
        int rows = losing.length;
        int cols = rows == 0 ? 0 : losing[0].length;
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < rows; a++) {
            for (int b = a; b < cols; b++) {
                if (losing[a][b]) {
                    pairs.add(new int[] {a, b});
                }
            }
        }
        int size = Math.min(rows, cols);
        if (pairs.size() < 4) {
            return null;
        }
        // symmetric within the square part, at most one loss per row, and the k-th pair from the formula
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                if (losing[a][b] != losing[b][a]) {
                    return null;
                }
            }
        }
        double lo = 1.0;
        double hi = 2.0;
        for (int k = 0; k < pairs.size(); k++) {
            int a = pairs.get(k)[0];
            int b = pairs.get(k)[1];
            if (k == 0) {
                if (a != 0 || b != 0) {
                    return null;
                }
                continue;
            }
            // floor(k x) = a: a/k <= x < (a+1)/k; floor(k y) = b with y = x/(x-1) decreasing in x
            lo = Math.max(lo, (double) a / k);
            hi = Math.min(hi, (double) (a + 1) / k);
            // b <= k x/(x-1) < b+1  <=>  x <= b/(b-k) and x > (b+1)/(b+1-k)
            if (b <= k) {
                return null;
            }
            hi = Math.min(hi, (double) b / (b - k));
            lo = Math.max(lo, (double) (b + 1) / (b + 1 - k));
            if (lo >= hi + 1e-12) {
                return null;
            }
        }
        double x = (lo + hi) / 2;
        double phi = (1 + Math.sqrt(5)) / 2;
        boolean golden = lo <= phi && phi < hi;
        String words = String.format("complementary Beatty pairs (floor(k*x), floor(k*y)), 1/x + 1/y = 1, with x"
                + " in [%.6f, %.6f)%s, and their mirror images", lo, hi, golden ? " (the golden ratio fits: Wythoff's"
                + " pairs)" : "");
        String xs = golden ? "((1+Math.sqrt(5))/2)" : Double.toString(x);
        String expr = "java.util.stream.IntStream.rangeClosed(0, Math.max(p[0], p[1])).anyMatch(k -> "
                + "(int) Math.floor(k*" + xs + ") == Math.min(p[0], p[1]) && (int) Math.floor(k*" + xs + "/(" + xs
                + "-1)) == Math.max(p[0], p[1]))";
        return new Guess("beatty", words, expr);
    }
}
