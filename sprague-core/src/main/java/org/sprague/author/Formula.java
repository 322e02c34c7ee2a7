package org.sprague.author;

import java.util.Optional;
import java.util.function.LongUnaryOperator;

/**
 * A proven formula for the Grundy value of one heap of a {@link HeapGame}, for heaps of any size up to
 * {@link Long#MAX_VALUE}: with it a sum of huge heaps is solved at once (the nim-sum of the heaps' values, by the
 * Sprague-Grundy theorem: R. P. Sprague, "Über mathematische Kampfspiele", 1935; P. M. Grundy, "Mathematics and
 * games", 1939). Sprague checks it against the values its rule gives for the small heaps when the game is loaded,
 * and refuses a game whose formula disagrees.
 *
 * <p>Example, for a game whose values are 0, 1, 2 and then (n + 1) mod 4:
 * <pre>{@code
 * Formula.periodic("G(n) = n for n < 3, (n + 1) mod 4 for n >= 3 (by induction on n)",
 *         n -> n < 3 ? n : (n + 1) % 4, new Period(3, 4, 0));
 * }</pre>
 */
public interface Formula {
    /**
     * The value of one heap.
     *
     * @param heap the heap, {@code heap >= 0}
     * @return G(heap), at least 0
     */
    long grundy(long heap);

    /**
     * The formula and why it holds, for people ({@code sprague values} shows it as the proof of a period).
     *
     * @return one line
     */
    String statement();

    /**
     * The periodicity the formula implies, if any; the default says none.
     *
     * @return the period, or empty
     */
    default Optional<Period> period() {
        return Optional.empty();
    }

    /**
     * A formula from its statement and function.
     *
     * @param statement the formula and why it holds, one line
     * @param grundy G(n)
     * @return the formula
     */
    static Formula of(String statement, LongUnaryOperator grundy) {
        return periodic(statement, grundy, null);
    }

    /**
     * A formula from its statement, function and the period it implies.
     *
     * @param statement the formula and why it holds, one line
     * @param grundy G(n)
     * @param period the periodicity, or {@code null} for none
     * @return the formula
     */
    static Formula periodic(String statement, LongUnaryOperator grundy, Period period) {
        return new Formula() {
            @Override
            public long grundy(long heap) {
                return grundy.applyAsLong(heap);
            }

            @Override
            public String statement() {
                return statement;
            }

            @Override
            public Optional<Period> period() {
                return Optional.ofNullable(period);
            }
        };
    }
}
