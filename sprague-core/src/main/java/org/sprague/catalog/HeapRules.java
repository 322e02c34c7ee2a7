package org.sprague.catalog;

import java.util.List;
import org.sprague.heap.HeapRuleset;

/**
 * A game whose positions are heaps, as the Grundy-sequence engines take it: the options that choose its rules and
 * the ruleset they make (one heap's options, splits included). What {@code values} asks of a game; a game from a
 * plug-in jar that states it gets its tables, periods and proofs like the built-in heap games.
 */
public interface HeapRules {
    /** The options that choose the ruleset, without {@code --misere} (which every heap game takes). */
    List<GameOption> options();

    /**
     * The ruleset under {@code options}.
     *
     * @param options the values given for {@link #options()}
     * @throws org.sprague.BadInputException for a missing or malformed option value
     */
    HeapRuleset ruleset(GameOptions options);
}
