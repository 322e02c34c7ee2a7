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
    /**
     * The games space the values live in.
     *
     * @return the games space
     */
    CanonicalGames games();

    /**
     * Every move of Left ({@code left}) or Right from {@code position}, in the game's natural order.
     *
     * @param position the position
     * @param left true for Left's moves
     * @return the moves
     */
    List<PartizanMove<P>> moves(P position, boolean left);

    /**
     * The canonical value of {@code position}.
     *
     * @param position the position
     * @return the id of its value
     */
    int value(P position);

    /**
     * The value after {@code move} from {@code position}; games may find it without making the position.
     *
     * @param position the position
     * @param move a move from it
     * @return the id of the value reached
     */
    default int valueAfter(P position, PartizanMove<P> move) {
        return value(move.to());
    }

    /**
     * {@code position} in the game's input syntax, one argument a string.
     *
     * @param position the position
     * @return its arguments
     */
    List<String> format(P position);
}
