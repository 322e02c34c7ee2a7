package org.sprague.heap;

import java.math.BigInteger;
import org.sprague.value.MexBuffer;

/**
 * The octal or hexadecimal game of a {@link OctalCode}: remove {@code k} tokens from a heap as digit {@code dk}
 * allows, leaving nothing, one heap, or two or three non-empty heaps.
 */
public final class OctalRuleset implements HeapRuleset {
    private final OctalCode code;

    /**
     * The rules of a code.
     *
     * @param code the octal or hexadecimal code
     */
    public OctalRuleset(OctalCode code) {
        this.code = code;
    }

    @Override
    public String name() {
        return "octal " + code.text();
    }

    @Override
    public String rules() {
        return "remove k tokens as digit k of " + code.text() + " allows (1: take the whole heap, 2: leave one heap,"
                + " 4: leave two heaps, 8: leave three)";
    }

    @Override
    public int maxParts() {
        return code.maxParts();
    }

    @Override
    public OctalCode asCode() {
        return code;
    }

    @Override
    public double cost(long n) {
        int parts = code.maxParts();
        double perHeap = parts == 1 ? code.maxRemoved() + 1 : parts == 2 ? n / 2.0 * (code.maxRemoved() + 1)
                : n * (double) n / 12 * (code.maxRemoved() + 1);
        return n * Math.max(1, perHeap);
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        for (int k = 0; k <= Math.min(n, code.maxRemoved()); k++) {
            int d = code.digit(k);
            int r = n - k;
            if ((d & 1) != 0 && r == 0) {
                sink.accept(0, 0, 0);
            }
            if ((d & 2) != 0 && r >= 1) {
                sink.accept(r, 0, 0);
            }
            if ((d & 4) != 0) {
                for (int a = 1; a <= r / 2; a++) {
                    sink.accept(r - a, a, 0);
                }
            }
            if ((d & 8) != 0) {
                for (int a = 1; a <= r / 3; a++) {
                    for (int b = a; b <= (r - a) / 2; b++) {
                        sink.accept(r - a - b, b, a);
                    }
                }
            }
        }
    }

    /** The general algorithm with the option loops written out on the value array. */
    @Override
    public void computeValues(int[] g, int from, int to) {
        MexBuffer mex = new MexBuffer();
        int t = code.maxRemoved();
        for (int n = from; n <= to; n++) {
            mex.clear();
            for (int k = 0; k <= Math.min(n, t); k++) {
                int d = code.digit(k);
                int r = n - k;
                if ((d & 1) != 0 && r == 0) {
                    mex.add(0);
                }
                if ((d & 2) != 0 && r >= 1) {
                    mex.add(g[r]);
                }
                if ((d & 4) != 0) {
                    for (int a = 1, half = r / 2; a <= half; a++) {
                        mex.add(g[a] ^ g[r - a]);
                    }
                }
                if ((d & 8) != 0) {
                    for (int a = 1; a <= r / 3; a++) {
                        for (int b = a, top = (r - a) / 2; b <= top; b++) {
                            mex.add(g[a] ^ g[b] ^ g[r - a - b]);
                        }
                    }
                }
            }
            g[n] = mex.mex();
        }
    }

    /**
     * Each removal k allowed by the code is tried: leaving one heap directly, leaving two for the smallest second
     * parts only; three-heap moves are not tried. Complete only for codes that never split.
     */
    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        boolean complete = true;
        for (int k = 0; k <= code.maxRemoved(); k++) {
            int d = code.digit(k);
            BigInteger r = n.subtract(BigInteger.valueOf(k));
            if ((d & 2) != 0) {
                query.leave(r);
            }
            if ((d & 4) != 0) {
                query.splitsWithSmallPart(r);
            }
            if ((d & 12) != 0) {
                complete = false;
            }
        }
        return complete;
    }
}
