package org.sprague.partizan;

/**
 * The thermograph of a short game (Winning Ways ch. 6; Siegel, Combinatorial Game Theory, II.5): its left and
 * right walls as functions of the temperature {@code t >= 0} up to the temperature, where they meet at the
 * mean and go on as the vertical mast. For a number {@code x} both walls are {@code x} and the temperature is
 * negative: -1 for an integer, {@code -1/2^k} for {@code m/2^k} with {@code m} odd (Siegel II.5.3).
 *
 * @param leftWall the left wall, constant from the temperature on
 * @param rightWall the right wall, constant from the temperature on
 * @param mean the mast's value (the mean, Winning Ways' mean value theorem)
 * @param temperature where the walls meet
 */
public record Thermograph(Trajectory leftWall, Trajectory rightWall, Dyadic mean, Dyadic temperature) {
    /**
     * The left stop: the left wall at temperature 0.
     *
     * @return the left stop
     */
    public Dyadic leftStop() {
        return leftWall.valueAt(Dyadic.ZERO);
    }

    /**
     * The right stop: the right wall at temperature 0.
     *
     * @return the right stop
     */
    public Dyadic rightStop() {
        return rightWall.valueAt(Dyadic.ZERO);
    }
}
