package org.sprague.partizan;

/**
 * Left and right stops of canonical games (Siegel, Combinatorial Game Theory, AMS 2013, II.3;
 * Winning Ways ch. 6): the number reached when Left, respectively Right, moves first and both stop as soon as
 * the position is a number. Read from the thermograph's walls at temperature 0.
 */
public final class Stops {
    private final Thermographs thermographs;

    /**
     * Stops of games in the space of {@code thermographs}.
     *
     * @param thermographs the thermographs of that space
     */
    public Stops(Thermographs thermographs) {
        this.thermographs = thermographs;
    }

    /**
     * The left stop {@code L(G)}.
     *
     * @param g a canonical id
     * @return the left stop; {@code g} itself for a number
     */
    public Dyadic left(int g) {
        return thermographs.of(g).leftStop();
    }

    /**
     * The right stop {@code R(G)}.
     *
     * @param g a canonical id
     * @return the right stop; {@code g} itself for a number
     */
    public Dyadic right(int g) {
        return thermographs.of(g).rightStop();
    }

    /**
     * Whether {@code g} is infinitesimally close to a number: {@code L(G) = R(G)}, the case where
     * {@code G - x} is infinitesimal for {@code x = L(G)} (Siegel II.4: a game is infinitesimal exactly when both
     * stops are 0).
     *
     * @param g a canonical id
     * @return true when both stops are equal
     */
    public boolean numberish(int g) {
        return left(g).equals(right(g));
    }
}
