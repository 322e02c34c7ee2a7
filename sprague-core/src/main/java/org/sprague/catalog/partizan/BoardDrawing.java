package org.sprague.catalog.partizan;

import java.util.List;
import java.util.Optional;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;

/**
 * How a partizan game draws a position for the web page: the capability a game states with its catalog entry, so
 * that no code outside the game asks which game it is.
 */
@FunctionalInterface
interface BoardDrawing {
    /** Draws nothing: the page shows the position as text and the moves as a list. */
    BoardDrawing NONE = (position, moves, reached) -> Optional.empty();

    /**
     * The board of a position.
     *
     * @param position the position's arguments, leading words taken off
     * @param moves the moves of the player to move
     * @param reached for each move, the arguments of the position it reaches, leading words taken off
     * @return the board, or empty
     */
    Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached);
}
