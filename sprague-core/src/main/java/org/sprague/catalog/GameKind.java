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
    LOOPY,
    /**
     * Short partizan games (Left and Right have different moves), answered by canonical values: {@link PartizanAnswer};
     * where the value is out of reach, by the outcome class alone: {@link PartizanOutcomeAnswer}.
     */
    PARTIZAN;

    /** The lower-case name used in {@code sprague list --json}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
