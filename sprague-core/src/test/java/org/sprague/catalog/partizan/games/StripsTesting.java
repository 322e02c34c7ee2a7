package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;

/** What the tests of the strip, grid and cake games share: every word over an alphabet, and a board's moves. */
final class StripsTesting {
    static final GameOptions NONE = new GameOptions(Map.of());

    private StripsTesting() {
    }

    /** Every word of 1 to {@code longest} letters of {@code alphabet}. */
    static List<String> words(String alphabet, int longest) {
        List<String> out = new ArrayList<>();
        List<String> last = List.of("");
        for (int n = 1; n <= longest; n++) {
            List<String> next = new ArrayList<>();
            for (String w : last) {
                for (char c : alphabet.toCharArray()) {
                    next.add(w + c);
                }
            }
            out.addAll(next);
            last = next;
        }
        return out;
    }

    /** Every grid of {@code rows} rows of {@code cols} letters of {@code alphabet}. */
    static List<List<String>> grids(String alphabet, int rows, int cols) {
        List<List<String>> out = new ArrayList<>();
        for (String all : words(alphabet, rows * cols)) {
            if (all.length() == rows * cols) {
                List<String> grid = new ArrayList<>();
                for (int r = 0; r < rows; r++) {
                    grid.add(all.substring(r * cols, (r + 1) * cols));
                }
                out.add(List.copyOf(grid));
            }
        }
        return out;
    }

    /**
     * Hands {@code check} every grid of every shape of up to {@code cells} cells, each cell a letter of
     * {@code alphabet}.
     *
     * @return how many grids
     */
    static int everyGrid(String alphabet, int cells, Consumer<List<String>> check) {
        int count = 0;
        for (int rows = 1; rows <= cells; rows++) {
            for (int cols = 1; rows * cols <= cells; cols++) {
                for (List<String> grid : grids(alphabet, rows, cols)) {
                    check.accept(grid);
                    count++;
                }
            }
        }
        return count;
    }

    /** Cake pieces {w, h} in order, as the tests' plain rules keep a position. */
    static List<List<Integer>> sorted(List<List<Integer>> pieces) {
        List<List<Integer>> out = new ArrayList<>(pieces);
        out.sort((p, q) -> p.get(0).equals(q.get(0)) ? p.get(1) - q.get(1) : p.get(0) - q.get(0));
        return List.copyOf(out);
    }

    /** Each of {@code positions} is bad input to {@code game}. */
    static void badInput(PartizanRulesetGame<?> game, List<List<String>> positions) {
        for (List<String> bad : positions) {
            assertThatThrownBy(() -> game.parse(bad)).as("%s", bad).isInstanceOf(BadInputException.class);
        }
    }

    /** The board of each position (arguments split at spaces) names each move once, as below. */
    static void boardsNameEachMoveOnce(PartizanRulesetGame<?> game, String... positions) {
        for (String position : positions) {
            boardNamesEachMoveOnce(game, NONE, List.of(position.split(" ")));
        }
    }

    /**
     * The board of {@code position} names each move of the player to move exactly once, by its label.
     *
     * @return the board
     */
    static Board boardNamesEachMoveOnce(PartizanRulesetGame<?> game, GameOptions options, List<String> position) {
        Board board = game.board(options, position).orElseThrow();
        List<String> labels = new ArrayList<>();
        if (board instanceof Board.Grid grid) {
            grid.spots().forEach(s -> labels.add(s.move()));
        } else if (board instanceof Board.Rectangles cake) {
            cake.pieces().forEach(p -> p.cuts().forEach(c -> labels.add(c.move())));
        }
        List<String> moves = game.moves().orElseThrow().moves(options, position).stream().map(Move::text).toList();
        assertThat(labels).as("%s %s", game.id(), position).containsExactlyInAnyOrderElementsOf(moves);
        return board;
    }
}
