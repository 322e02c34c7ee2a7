package org.sprague.partizan;

import java.util.List;

/**
 * A partizan game stated by its rules: the moves of Left and Right from a position and the position's value.
 * The value must equal {@code {values of Left's moves | values of Right's moves}} (tests hold every game to
 * that, and to a plain minimax); implementations compute it faster, by decomposition and closed forms.
 *
 * @param <P> the position type
 */
public interface PartizanRules<P> {
    /** The games space the values live in. */
    CanonicalGames games();

    /** Every move of Left ({@code left}) or Right from {@code position}, in the game's natural order. */
    List<PartizanMove<P>> moves(P position, boolean left);

    /** The canonical value of {@code position}. */
    int value(P position);

    /** The value after {@code move} from {@code position}; games may find it without making the position. */
    default int valueAfter(P position, PartizanMove<P> move) {
        return value(move.to());
    }

    /** {@code position} in the game's input syntax, one argument a string. */
    List<String> format(P position);
}
