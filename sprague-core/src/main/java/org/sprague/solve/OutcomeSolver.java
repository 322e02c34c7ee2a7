package org.sprague.solve;

import java.util.List;
import org.sprague.value.Outcome;

/**
 * Decides positions of a game: who wins, in how many moves (Smith's remoteness), and by which moves.
 *
 * <p>Implementations state their thread-safety; the memoizing ones are one per thread.
 *
 * @param <P> the position type
 */
public interface OutcomeSolver<P> {
    /**
     * Who wins a position with perfect play.
     *
     * @param position the position
     * @return the outcome from the point of view of the player to move
     */
    Outcome outcome(P position);

    /**
     * Smith's remoteness of a position; see {@link org.sprague.value.Remoteness}.
     *
     * @param position the position
     * @return how many moves the game lasts with the winner hurrying and the loser delaying; 0 when terminal
     */
    long remoteness(P position);

    /**
     * Every distinct option of {@code position} that is lost for the player then to move, in the order the game
     * enumerates its options. Empty when {@code position} is lost or terminal.
     *
     * @param position the position
     * @return the options that win for the player to move, each once
     */
    List<P> winningOptions(P position);
}
