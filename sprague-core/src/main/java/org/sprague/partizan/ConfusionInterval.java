package org.sprague.partizan;

/**
 * The confusion interval of a game: the numbers {@code x} with {@code G || x} (Siegel, Combinatorial Game Theory,
 * AMS 2013, II.3, after the stops; Winning Ways ch. 6). For {@code G} not a number it runs from the right stop to
 * the left stop; each end is in it when {@code G} is confused with that stop, so {@code *} has {@code [0, 0]} and
 * {@code ^} (which is greater than 0) none. A number is confused with no number.
 *
 * @param low the right stop, or {@code null} when the interval is empty
 * @param lowClosed whether {@code low} itself is confused with the game
 * @param high the left stop, or {@code null} when the interval is empty
 * @param highClosed whether {@code high} itself is confused with the game
 */
public record ConfusionInterval(Dyadic low, boolean lowClosed, Dyadic high, boolean highClosed) {
    /**
     * The confusion interval of {@code g}.
     *
     * @param games the space {@code g} lives in
     * @param stops the stops of that space
     * @param g a canonical id
     * @return the interval; empty ({@code low == null}) for numbers and for games with equal stops that are
     *     comparable with them
     */
    public static ConfusionInterval of(CanonicalGames games, Stops stops, int g) {
        if (games.isNumber(g)) {
            return new ConfusionInterval(null, false, null, false);
        }
        Dyadic r = stops.right(g);
        Dyadic l = stops.left(g);
        boolean lowIn = games.compare(g, games.number(r)) == null;
        boolean highIn = games.compare(g, games.number(l)) == null;
        if (r.equals(l) && !lowIn) {
            return new ConfusionInterval(null, false, null, false);
        }
        return new ConfusionInterval(r, lowIn, l, highIn);
    }

    /**
     * Whether no number is confused with the game.
     *
     * @return true for an empty interval
     */
    public boolean empty() {
        return low == null;
    }

    /** {@code [0, 1)}, {@code (1/2, 2]}, {@code [0, 0]}, or {@code empty}. */
    @Override
    public String toString() {
        if (empty()) {
            return "empty";
        }
        return (lowClosed ? "[" : "(") + low + ", " + high + (highClosed ? "]" : ")");
    }
}
