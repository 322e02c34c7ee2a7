package org.sprague.cli.web;

import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.OutcomeClass;

/**
 * The outcome class (L, R, N or P: Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 1) of the value a partizan
 * move leaves, read from its canonical form as CGSuite prints it and compared with 0, so the page can say in words
 * who wins from there whoever moves next.
 */
final class WebOutcomeClass {
    /** Longer forms are not read back: the class is then left out rather than the answer slowed down. */
    static final int MAX_FORM = 4000;

    private WebOutcomeClass() {
    }

    /** The class of {@code canonical} ("L", "R", "N" or "P"), or {@code null} without a form or for a long one. */
    static String of(String canonical) {
        if (canonical == null || canonical.length() > MAX_FORM) {
            return null;
        }
        CanonicalGames games = new CanonicalGames();
        return OutcomeClass.of(games, new NotationParser(games).parse(canonical)).name();
    }
}
