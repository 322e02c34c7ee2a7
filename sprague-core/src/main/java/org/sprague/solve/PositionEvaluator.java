package org.sprague.solve;

/**
 * Computes the value of a position from the values of its options; a value is any fact packed into a long.
 */
@FunctionalInterface
public interface PositionEvaluator {
    /**
     * The value of a position from the values of its options.
     *
     * @param optionValues the values of the position's options, in enumeration order (duplicates included)
     * @param count how many entries of {@code optionValues} are valid; 0 for a terminal position
     * @return the position's value, in the evaluator's own packing
     */
    long evaluate(long[] optionValues, int count);
}
