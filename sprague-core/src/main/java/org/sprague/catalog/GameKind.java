package org.sprague.catalog;

import java.util.Locale;

/**
 * The kinds of game the catalog answers, each with its own answer record and printer.
 */
public enum GameKind {
    /** Short impartial games under normal or misère play: {@link ImpartialAnswer}. */
    IMPARTIAL,
    /** Games scored by a difference of points: {@link ScoringAnswer}. */
    SCORING,
    /** Game graphs that may have cycles and draws: {@link LoopyAnswer} or a {@link PositionTable}. */
    LOOPY;

    /** The lower-case name used in {@code sprague list --json}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
