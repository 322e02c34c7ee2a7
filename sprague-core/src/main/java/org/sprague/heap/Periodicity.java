package org.sprague.heap;

import java.math.BigInteger;

/**
 * An (arithmetic) periodicity of a Grundy sequence: G(n + period) = G(n) + saltus for every n >= preperiod.
 * Saltus 0 is ordinary periodicity.
 *
 * @param preperiod the least n from which the rule holds
 * @param period the least period
 * @param saltus the increase over one period
 */
public record Periodicity(int preperiod, int period, long saltus) {
    /**
     * Checks the figures.
     *
     * @param preperiod the least n from which the rule holds, {@code >= 0}
     * @param period the least period, {@code >= 1}
     * @param saltus the increase over one period, {@code >= 0}
     * @throws IllegalArgumentException when one is out of range
     */
    public Periodicity {
        if (preperiod < 0 || period < 1 || saltus < 0) {
            throw new IllegalArgumentException("bad periodicity " + preperiod + ", " + period + ", " + saltus);
        }
    }

    /**
     * G(n) for any {@code n >= preperiod}, read off values {@code g} that hold at least one full period from the
     * preperiod on.
     *
     * @param g values holding G(preperiod .. preperiod + period - 1) at least
     * @param n the heap, {@code n >= preperiod}, of any size
     * @return G(n) = G(preperiod + r) + q * saltus, with n - preperiod = q * period + r
     */
    public BigInteger extend(int[] g, BigInteger n) {
        BigInteger[] qr = n.subtract(BigInteger.valueOf(preperiod)).divideAndRemainder(BigInteger.valueOf(period));
        BigInteger base = BigInteger.valueOf(g[preperiod + qr[1].intValue()]);
        return saltus == 0 ? base : base.add(qr[0].multiply(BigInteger.valueOf(saltus)));
    }
}
