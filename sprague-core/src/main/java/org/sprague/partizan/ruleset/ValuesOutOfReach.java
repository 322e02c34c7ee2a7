package org.sprague.partizan.ruleset;

import org.sprague.ResourceLimitException;

/**
 * The canonical values of a ruleset's positions need more positions or games than the engine may hold: a front end
 * that can find the outcome by search instead ({@link SumOutcomeSearch}) catches it; otherwise it is a resource
 * limit like any other (exit 3 on the command line), its message naming the figure reached.
 */
public final class ValuesOutOfReach extends ResourceLimitException {
    private static final long serialVersionUID = 1L;

    /**
     * The values stopped at a limit.
     *
     * @param message one line naming the limit and how far the values got
     */
    public ValuesOutOfReach(String message) {
        super(message);
    }
}
