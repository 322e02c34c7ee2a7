package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.board.DigitsBoard;
import org.sprague.catalog.board.RowBoards;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionWords;
import org.sprague.catalog.moves.Turn;

/**
 * The boards of the scoring games played on one row (LeetCode's Stone Games II, V, VI, VIII and IX, the sum game
 * and Colors): the row without its leading words, each stone matched to its move by the row the move leaves
 * ({@link RowBoards}).
 */
final class ScoringBoards {
    private ScoringBoards() {
    }

    /** What a game makes of its row, the rows its moves leave and the leading words. */
    private interface RowDraw {
        Optional<Board> draw(List<String> row, List<Move> moves, List<List<String>> reached, Leading here);
    }

    private static Optional<Board> drawn(CatalogGame game, GameOptions options, List<String> position,
            Function<List<String>, List<String>> start, RowDraw draw) {
        return Boards.drawn(game, options, position, (words, moves) -> {
            Leading here = Leading.of(options, start.apply(words));
            List<List<String>> reached = new ArrayList<>();
            for (Move m : moves) {
                reached.add(Leading.of(options, m.to()).rest());
            }
            return draw.draw(here.rest(), moves, reached, here);
        });
    }

    private static Optional<Board> drawn(CatalogGame game, GameOptions options, List<String> position,
            RowDraw draw) {
        return drawn(game, options, position, words -> words, draw);
    }

    /** Stone Game II: the last pile a move takes is that move; the caption says how many piles it may take. */
    static Optional<Board> stoneGame2(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, (row, moves, reached, here) -> RowBoards.prefixes(row, moves, reached,
                false, "M = " + here.get(StoneGame2.M.name(), StoneGame2.M.defaultValue())
                        + ": click the last pile you take (up to 2M piles)"));
    }

    /**
     * Stone Game V: the half a split keeps is that move, drawn under it; Bob's one move throws the other half
     * away, drawn under the half kept.
     */
    static Optional<Board> stoneGame5(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, (row, moves, reached, here) -> RowBoards.kept(row, moves, reached,
                Turn.alice(here) ? "split the row: click the half you keep (its one stone, or a bar under its stones)"
                        : "Bob throws away " + here.get(PositionWords.THROW, "").replace(',', ' ')
                                + " and keeps the row above"));
    }

    /** Stone Game VI: each stone, shown as Alice's value:Bob's value, is the move that removes it. */
    static Optional<Board> stoneGame6(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, words -> game.moves().orElseThrow().start(options, words),
                (row, moves, reached, here) -> RowBoards.removals(row, moves, reached, i -> true,
                        "a stone is Alice's value : Bob's value; click one to take it"));
    }

    /** Stone Game VIII: the last stone of the first ones a move merges is that move. */
    static Optional<Board> stoneGame8(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, (row, moves, reached, here) -> RowBoards.prefixes(row, moves, reached,
                true, "click the last stone you merge (at least the first two)"));
    }

    /** Stone Game IX: each stone is the move that removes it; the caption gives the removed sum modulo 3. */
    static Optional<Board> stoneGame9(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, (row, moves, reached, here) -> RowBoards.removals(row, moves, reached,
                i -> true, here.values().containsKey(PositionWords.WINNER) ? "the game is over"
                        : "removed so far: " + here.get(PositionWords.REMOVED, "0") + " (mod 3); click a stone"));
    }

    /** The sum game: under each '?', the digit to write there. */
    static Optional<Board> sumGame(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, (row, moves, reached, here) -> row.size() != 1 ? Optional.empty()
                : DigitsBoard.of(row.get(0), moves, reached.stream().map(r -> r.isEmpty() ? "" : r.get(0)).toList(),
                        "click a digit under a '?' to write it there"));
    }

    /**
     * Colors: each letter a move removes is that move. A run of like letters leaves one row whichever inner letter
     * goes, so the moves are drawn on the run's inner letters, where they are made.
     */
    static Optional<Board> colors(CatalogGame game, GameOptions options, List<String> position) {
        return drawn(game, options, position, (row, moves, reached, here) -> {
            if (row.size() != 1) {
                return Optional.empty();
            }
            List<String> letters = Arrays.asList(row.get(0).split(""));
            List<List<String>> left = reached.stream().map(r -> r.isEmpty() ? List.<String>of()
                    : Arrays.asList(r.get(0).split(""))).toList();
            return RowBoards.removals(letters, moves, left, i -> i > 0 && i < letters.size() - 1
                    && letters.get(i - 1).equals(letters.get(i)) && letters.get(i + 1).equals(letters.get(i)),
                    (Turn.alice(here) ? "Alice removes an A" : "Bob removes a B") + " between two like it");
        });
    }
}
