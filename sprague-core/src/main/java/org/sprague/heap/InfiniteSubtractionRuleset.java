package org.sprague.heap;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.sprague.value.MexBuffer;

/**
 * A subtraction game whose set is infinite and generated in order: the positive squares (LeetCode 1510) or the
 * powers of two (51Nod 1068).
 */
public final class InfiniteSubtractionRuleset implements HeapRuleset {
    /** Remove a positive square number of tokens. */
    public static final InfiniteSubtractionRuleset SQUARES =
            new InfiniteSubtractionRuleset("squares", "a positive square (1, 4, 9, ...)", k -> {
                int r = (int) Math.sqrt(k);
                while ((long) r * r > k) {
                    r--;
                }
                while ((long) (r + 1) * (r + 1) <= k) {
                    r++;
                }
                return (long) r * r == k;
            }, null);

    /** Remove a power of two (1, 2, 4, ...); G(n) = n mod 3. */
    public static final InfiniteSubtractionRuleset POWERS_OF_TWO =
            new InfiniteSubtractionRuleset("powers-of-2", "a power of two (1, 2, 4, 8, ...)",
                    k -> k > 0 && (k & (k - 1)) == 0, ClosedForms.POWERS_OF_TWO);

    private final String setName;
    private final String description;
    private final IntPredicate member;
    private final ClosedForm closedForm;

    private InfiniteSubtractionRuleset(String setName, String description, IntPredicate member,
            ClosedForm closedForm) {
        this.setName = setName;
        this.description = description;
        this.member = member;
        this.closedForm = closedForm;
    }

    /**
     * Whether an amount may be removed.
     *
     * @param k the amount, positive
     * @return whether {@code k} is in the set
     */
    public boolean contains(int k) {
        return member.test(k);
    }

    /** The members up to {@code n}, ascending. */
    int[] membersUpTo(int n) {
        int count = 0;
        int[] out = new int[64];
        if (this == POWERS_OF_TWO) {
            for (long s = 1; s <= n; s <<= 1) {
                out[count++] = (int) s;
            }
        } else {
            out = new int[(int) Math.sqrt(n) + 2];
            for (long r = 1; r * r <= n; r++) {
                out[count++] = (int) (r * r);
            }
        }
        return Arrays.copyOf(out, count);
    }

    @Override
    public String name() {
        return "subtraction " + setName;
    }

    @Override
    public String rules() {
        return "remove " + description + " tokens from a heap";
    }

    @Override
    public int maxParts() {
        return 1;
    }

    @Override
    public ClosedForm closedForm() {
        return closedForm;
    }

    @Override
    public double cost(long n) {
        return this == POWERS_OF_TWO ? n * 32.0 : n * Math.sqrt(n);
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        for (int s : membersUpTo(n)) {
            sink.accept(n - s, 0, 0);
        }
    }

    @Override
    public void computeValues(int[] g, int from, int to) {
        int[] members = membersUpTo(Math.max(to, 1));
        MexBuffer mex = new MexBuffer();
        for (int n = from; n <= to; n++) {
            mex.clear();
            for (int s : members) {
                if (s > n) {
                    break;
                }
                mex.add(g[n - s]);
            }
            g[n] = mex.mex();
        }
    }

    /**
     * Powers of two: the log2(n) takes are each tried. Squares: about sqrt(n) takes, too many for a huge heap, and
     * no closed form to invert, so it cannot tell.
     */
    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        if (this != POWERS_OF_TWO) {
            return false;
        }
        for (BigInteger s = BigInteger.ONE; s.compareTo(n) <= 0; s = s.shiftLeft(1)) {
            query.leave(n.subtract(s));
        }
        return true;
    }

    /** A take of a member of the set: a power of two, or a square (by the integer square root). */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        BigInteger k = HeapMoves.taken(n, parts);
        if (k == null) {
            return Optional.of(false);
        }
        if (this == POWERS_OF_TWO) {
            return Optional.of(k.bitCount() == 1);
        }
        BigInteger r = k.sqrt();
        return Optional.of(r.multiply(r).equals(k));
    }
}
