package org.sprague.partizan.ruleset;

import org.sprague.BadInputException;

/**
 * Thrown by the engines for short partizan games when play returns to a position: the game is loopy, which they
 * do not value. A caller that can answer loopy games ({@link RulesetGraph}) catches it and answers the graph;
 * others report it as bad input, naming the cycle.
 */
public final class PlayReturns extends BadInputException {
    private static final long serialVersionUID = 1L;

    /**
     * A cycle, described for people.
     *
     * @param message one line naming the positions of the cycle
     */
    public PlayReturns(String message) {
        super(message);
    }
}
