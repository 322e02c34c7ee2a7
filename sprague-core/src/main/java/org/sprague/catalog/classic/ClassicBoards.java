package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.board.RowBoards;
import org.sprague.catalog.moves.Move;

/**
 * The boards of the classic games whose positions are a board of squares, one heap or a few numbers, each part
 * matched to the game's own listed moves by the position the move reaches ({@link Boards}).
 */
final class ClassicBoards {
    private ClassicBoards() {
    }

    /** Cram's grid (an {@code RxC} board drawn empty): a domino is the move that places it. */
    static Optional<Board> cram(CatalogGame game, GameOptions options, List<String> position) {
        return Boards.drawn(game, options, position, (words, moves) -> Boards.cells("domino", CramGame.parse(words),
                moves, moves.stream().map(Move::to).toList()));
    }

    /** The coin board: a spot is the two coins of one row or column that a move turns. */
    static Optional<Board> coins2d(CatalogGame game, GameOptions options, List<String> position) {
        return Boards.drawn(game, options, position, (rows, moves) -> Boards.cells("coins2d", rows, moves,
                moves.stream().map(Move::to).toList()));
    }

    /**
     * Fibonacci Nim's one heap: the token at height j is the take that leaves j tokens; the caption says how many
     * this turn may take, the largest take listed. A heap too tall to draw is its number, played from the list.
     */
    static Optional<Board> fibonacciNim(CatalogGame game, GameOptions options, List<String> position) {
        if (position.isEmpty() || position.size() > 2 || !position.get(0).matches("[0-9]{1,1000}")) {
            return Optional.empty();
        }
        String n = position.get(0);
        if (!n.matches("[0-9]{1,2}") || Integer.parseInt(n) > Boards.MOST_TOKENS) {
            return Optional.of(new Board.Heaps(List.of(new Board.Heap(n, List.of())),
                    "too many tokens to draw one by one: choose a take from the list"));
        }
        return Boards.drawn(game, options, position, (words, moves) -> {
            int size = Integer.parseInt(n);
            List<String> leave = new ArrayList<>();
            for (int j = 0; j < size; j++) {
                leave.add(null);
            }
            int most = 0;
            for (Move m : moves) {
                int left = Integer.parseInt(m.to().get(0));
                leave.set(left, m.text());
                most = Math.max(most, size - left);
            }
            String caption = moves.isEmpty() ? "no tokens left"
                    : "this turn takes 1 to " + most + (words.size() > 1 ? " (the last take was " + words.get(1)
                            + ": at most twice that)" : " (the first move may not take all)");
            return Optional.of(new Board.Heaps(List.of(new Board.Heap(n, leave)), caption));
        });
    }

    /** The divisor game: the number's divisors that may be subtracted, each the move that subtracts it. */
    static Optional<Board> divisor(CatalogGame game, GameOptions options, List<String> position) {
        return Boards.drawn(game, options, position, (words, moves) -> words.size() != 1 ? Optional.empty()
                : RowBoards.subtracted(words.get(0), moves, moves.stream().map(m -> m.to().get(0)).toList(),
                        words.get(0) + " on the board: " + (moves.isEmpty() ? "nothing to subtract"
                                : "click a divisor to subtract it")));
    }

    /** The XOR blackboard: each number is the move that erases it. */
    static Optional<Board> xorBlackboard(CatalogGame game, GameOptions options, List<String> position) {
        return Boards.drawn(game, options, position, (words, moves) -> RowBoards.removals(words, moves,
                moves.stream().map(Move::to).toList(), i -> true, "click a number to erase it"));
    }
}
