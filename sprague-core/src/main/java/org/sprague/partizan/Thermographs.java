package org.sprague.partizan;

import java.util.HashMap;
import java.util.Map;

/**
 * Computes thermographs of canonical games, memoised by id. For {@code G} not a number the left scaffold is
 * {@code max over G^L of (right wall of G^L)(t) - t} and the right scaffold {@code min over G^R of (left wall
 * of G^R)(t) + t}; the walls follow the scaffolds until they first meet, at the temperature, and then the
 * mast (Siegel, Combinatorial Game Theory, Definition II.5.12). A game that is not a number has temperature
 * at least 0, so walls on {@code t >= 0} suffice.
 */
public final class Thermographs {
    private final CanonicalGames games;
    private final Map<Integer, Thermograph> memo = new HashMap<>();

    /**
     * Thermographs of games in {@code games}.
     *
     * @param games the games space
     */
    public Thermographs(CanonicalGames games) {
        this.games = games;
    }

    /**
     * The thermograph of {@code g}.
     *
     * @param g a game's id
     * @return the thermograph
     */
    public Thermograph of(int g) {
        Thermograph known = memo.get(g);
        if (known != null) {
            return known;
        }
        Thermograph made = compute(g);
        memo.put(g, made);
        return made;
    }

    private Thermograph compute(int g) {
        Dyadic x = games.numberValue(g);
        if (x != null) {
            Trajectory mast = Trajectory.constant(x);
            Dyadic temperature = x.isInteger() ? Dyadic.ONE.negate() : Dyadic.ONE.shiftDown(x.exponent()).negate();
            return new Thermograph(mast, mast, x, temperature);
        }
        Trajectory left = null;
        for (int gl : games.leftOptions(g)) {
            Trajectory wall = of(gl).rightWall().tilt(-1);
            left = left == null ? wall : Trajectory.envelope(left, wall, true);
        }
        Trajectory right = null;
        for (int gr : games.rightOptions(g)) {
            Trajectory wall = of(gr).leftWall().tilt(1);
            right = right == null ? wall : Trajectory.envelope(right, wall, false);
        }
        if (left == null || right == null) {
            throw new IllegalStateException("a game with no options on one side is a number");
        }
        Dyadic temperature = Trajectory.firstMeeting(left, right);
        if (temperature == null) {
            throw new IllegalStateException("the scaffolds of a short game always meet");
        }
        Trajectory leftWall = left.freezeAt(temperature);
        Trajectory rightWall = right.freezeAt(temperature);
        return new Thermograph(leftWall, rightWall, leftWall.valueAt(temperature), temperature);
    }
}
