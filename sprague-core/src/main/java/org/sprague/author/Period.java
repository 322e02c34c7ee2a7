package org.sprague.author;

/**
 * The arithmetic periodicity a {@link Formula} implies: G(n + period) = G(n) + saltus for every n &gt;= preperiod,
 * with the least such preperiod and period. Stating it lets {@code sprague values} say a period it finds is proven by
 * the formula.
 *
 * <p>Example: {@code new Period(3, 4, 0)} for G(n) = n for n &lt; 3 and (n + 1) mod 4 from 3 on.
 *
 * @param preperiod the first heap from which the values repeat, at least 0
 * @param period the least period, at least 1
 * @param saltus what the values gain each period (0 for a plain period)
 */
public record Period(int preperiod, int period, long saltus) {
    /**
     * Checks the numbers.
     *
     * @param preperiod the first heap from which the values repeat
     * @param period the least period
     * @param saltus what the values gain each period
     * @throws IllegalArgumentException for a negative preperiod or a period below 1
     */
    public Period {
        if (preperiod < 0 || period < 1) {
            throw new IllegalArgumentException("a period needs preperiod >= 0 and period >= 1, got " + preperiod
                    + " and " + period);
        }
    }
}
