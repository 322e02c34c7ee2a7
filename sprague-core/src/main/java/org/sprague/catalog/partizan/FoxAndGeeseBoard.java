package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.games.FoxAndGeese;

/** Draws a Fox and Geese position as its board: {@code G} a goose, {@code F} the fox, {@code #} a light square. */
final class FoxAndGeeseBoard {
    private FoxAndGeeseBoard() {
    }

    static Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        try {
            List<List<String>> reachedRows = new ArrayList<>();
            for (List<String> r : reached) {
                reachedRows.add(FoxAndGeese.grid(FoxAndGeese.parse(r)));
            }
            return Boards.cells("pieces", FoxAndGeese.grid(FoxAndGeese.parse(position)), moves, reachedRows);
        } catch (BadInputException e) {
            return Optional.empty();
        }
    }
}
