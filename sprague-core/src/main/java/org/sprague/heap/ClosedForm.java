package org.sprague.heap;

import java.math.BigInteger;

/**
 * A proven formula for the Grundy value of one heap, for heaps of any size.
 */
public interface ClosedForm {
    /**
     * The value of one heap.
     *
     * @param n the heap, {@code n >= 0}, of any size
     * @return G(n)
     */
    BigInteger grundy(BigInteger n);

    /**
     * The formula and where it comes from, for people.
     *
     * @return one line, such as "G(n) = n mod 3 (...)"
     */
    String statement();

    /**
     * The periodicity the formula implies (least preperiod, least period, saltus), or {@code null} when the
     * sequence is not (arithmetically) periodic.
     *
     * @return the periodicity, or {@code null}
     */
    Periodicity periodicity();
}
