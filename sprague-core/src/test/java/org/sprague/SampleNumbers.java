package org.sprague;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Curated inputs reused across tests: small values, powers of two and their neighbours, the long boundary, and
 * numbers far beyond it.
 */
public final class SampleNumbers {
    private SampleNumbers() {
    }

    /** 0..16, 2^k - 1, 2^k, 2^k + 1 for k up to 62, and Long.MAX_VALUE. */
    public static List<Long> longs() {
        TreeSet<Long> values = new TreeSet<>();
        for (long v = 0; v <= 16; v++) {
            values.add(v);
        }
        for (int k = 1; k <= 62; k++) {
            values.add((1L << k) - 1);
            values.add(1L << k);
            values.add((1L << k) + 1);
        }
        values.add(Long.MAX_VALUE);
        return new ArrayList<>(values);
    }

    /** {@link #longs()} plus 2^k±1 for k = 63, 64, 100, 1000 and a 1000-digit number. */
    public static List<BigInteger> bigIntegers() {
        List<BigInteger> values = new ArrayList<>();
        for (long v : longs()) {
            values.add(BigInteger.valueOf(v));
        }
        for (int k : new int[] {63, 64, 100, 1000}) {
            BigInteger p = BigInteger.ONE.shiftLeft(k);
            values.add(p.subtract(BigInteger.ONE));
            values.add(p);
            values.add(p.add(BigInteger.ONE));
        }
        values.add(BigInteger.TEN.pow(999).add(BigInteger.valueOf(12345)));
        return values;
    }
}
