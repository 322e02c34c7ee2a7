package org.sprague.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.sprague.game.Move;
import org.sprague.game.MoveGame;
import org.sprague.value.Outcome;

/**
 * The winning moves of a position under normal play: the moves that reach a position lost for the player to move
 * there, in the game's move order, every labelled move kept (two moves to the same position are two). Stateless;
 * thread-safe when the game and the test of lost positions are.
 */
public final class WinningMoves {
    private WinningMoves() {
    }

    /**
     * The moves of {@code game} from {@code position} whose position {@code lost} accepts. {@code game} may be the
     * full rules or, for positions too large to enumerate, a game listing only the moves that can win (the
     * candidates a closed form names); either way the test of each move is the engine's.
     *
     * @param <P> the position type
     * @param game the moves to try
     * @param lost the engine's test of a lost position (for the player then to move)
     * @param position the position moved from
     * @return the winning moves, in the game's order, labels kept (two moves to one position stay two)
     */
    public static <P> List<Move<P>> of(MoveGame<P> game, Predicate<? super P> lost, P position) {
        List<Move<P>> out = new ArrayList<>();
        game.forEachMove(position, m -> {
            if (lost.test(m.to())) {
                out.add(m);
            }
        });
        return out;
    }

    /**
     * The moves of {@code game} from {@code position} to positions {@code solver} finds lost.
     *
     * @param <P> the position type
     * @param game the moves to try
     * @param solver decides the positions reached
     * @param position the position moved from
     * @return the winning moves, in the game's order
     */
    public static <P> List<Move<P>> of(MoveGame<P> game, OutcomeSolver<P> solver, P position) {
        return of(game, p -> solver.outcome(p) == Outcome.SECOND, position);
    }
}
