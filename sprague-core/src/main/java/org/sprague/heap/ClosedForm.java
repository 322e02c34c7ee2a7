package org.sprague.heap;

import java.math.BigInteger;

/**
 * A proven formula for the Grundy value of one heap, for heaps of any size.
 */
public interface ClosedForm {
    /** G(n) for a heap of {@code n >= 0} tokens. */
    BigInteger grundy(BigInteger n);

    /** The formula and where it comes from, for people. */
    String statement();

    /**
     * The periodicity the formula implies (least preperiod, least period, saltus), or {@code null} when the
     * sequence is not (arithmetically) periodic.
     */
    Periodicity periodicity();
}
