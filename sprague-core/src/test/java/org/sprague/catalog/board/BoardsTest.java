package org.sprague.catalog.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each board's clickable parts against the game's own listed moves: every part names a legal move, and the move
 * reaches the position that the part shows (the token's height, the domino's squares, the queen's square, the
 * edge cut, the node moved to).
 */
class BoardsTest {
    private static final GameOptions NONE = new GameOptions(Map.of());

    private static CatalogGame game(String id) {
        return org.sprague.compound.Games.find(id);
    }

    private static Move move(CatalogGame game, GameOptions options, List<String> position, String label) {
        return game.moves().orElseThrow().moves(options, position).stream().filter(m -> m.text().equals(label))
                .findFirst().orElseThrow(() -> new AssertionError("'" + label + "' is not a move of " + position));
    }

    @Test
    void aHeapsTokenLeavesTheTokensBelowIt() {
        for (String id : List.of("nim", "lasker")) {
            List<String> position = List.of("3", "0", "5");
            Board.Heaps board = (Board.Heaps) game(id).board(NONE, position).orElseThrow();
            assertThat(board.heaps()).extracting(Board.Heap::size).containsExactly("3", "0", "5");
            int labelled = 0;
            for (int i = 0; i < 3; i++) {
                List<String> leave = board.heaps().get(i).leave();
                assertThat(leave).hasSize(Integer.parseInt(position.get(i)));
                for (int j = 0; j < leave.size(); j++) {
                    List<String> to = new ArrayList<>(position);
                    to.set(i, Integer.toString(j));
                    assertThat(move(game(id), NONE, position, leave.get(j)).to()).isEqualTo(to);
                    labelled++;
                }
            }
            // Nim's every move is a token; Lasker's splits are only in the list
            assertThat(labelled).isEqualTo(8);
        }
        GameOptions set = new GameOptions(Map.of("--set", "1,3"));
        Board.Heaps subtraction = (Board.Heaps) game("subtraction").board(set, List.of("4")).orElseThrow();
        assertThat(subtraction.heaps().get(0).leave()).containsExactly(null, "heap 1: 4 -> 1", null, "heap 1: 4 -> 3");
    }

    @Test
    void aHugeHeapIsItsNumberAndAMalformedPositionNoBoard() {
        Board.Heaps board = (Board.Heaps) game("nim").board(NONE, List.of("123456789012345678901234567890"))
                .orElseThrow();
        assertThat(board.heaps().get(0).leave()).isEmpty();
        assertThat(game("nim").board(NONE, List.of("x"))).isEmpty();
        assertThat(game("domineering").board(NONE, List.of(".. ."))).isEmpty();
        assertThat(game("cutcake").board(NONE, List.of("4y2"))).isEmpty();
    }

    @Test
    void aDominoSpotIsTheTwoSquaresItsMoveFills() {
        CatalogGame domineering = game("domineering");
        for (List<String> position : List.of(List.of("...", "..#", "..."),
                List.of("--first", "right", "...", "..#", "..."))) {
            Board.Grid board = (Board.Grid) domineering.board(NONE, position).orElseThrow();
            List<Move> moves = domineering.moves().orElseThrow().moves(NONE, position);
            assertThat(board.spots()).hasSameSizeAs(moves);
            for (Board.Spot s : board.spots()) {
                List<String> to = Leading.of(NONE, move(domineering, NONE, position, s.move()).to()).rest();
                List<String> before = Leading.of(NONE, position).rest();
                assertThat(before.get(s.row()).charAt(s.col())).isEqualTo('.');
                assertThat(to.get(s.row()).charAt(s.col())).isEqualTo('#');
                assertThat(to.get(s.row2()).charAt(s.col2())).isEqualTo('#');
                // Left places vertical dominoes, Right horizontal ones
                assertThat(s.col() == s.col2()).isEqualTo(position.size() == 3);
            }
        }
    }

    @Test
    void theQueensSquareIsThePilesSheLeaves() {
        CatalogGame wythoff = game("wythoff");
        List<String> position = List.of("3", "5");
        Board.Grid board = (Board.Grid) wythoff.board(NONE, position).orElseThrow();
        assertThat(board.cells()).hasSize(6);
        assertThat(board.cells().get(0).get(3)).isEqualTo("Q");
        assertThat(board.spots()).hasSize(wythoff.moves().orElseThrow().moves(NONE, position).size());
        for (Board.Spot s : board.spots()) {
            assertThat(move(wythoff, NONE, position, s.move()).to())
                    .containsExactly(Integer.toString(s.col()), Integer.toString(5 - s.row()));
        }
    }

    @Test
    void anEdgeIsTheMoveThatCutsIt() {
        List<String> green = List.of("0-1", "1-2", "1-3", "0-4");
        Board.Edges board = (Board.Edges) game("hackenbush").board(NONE, green).orElseThrow();
        for (int e = 0; e < green.size(); e++) {
            Board.Edge edge = board.edges().get(e);
            assertThat(edge.from() + "-" + edge.to()).isEqualTo(green.get(e));
            assertThat(edge.move()).startsWith("cut edge " + (e + 1) + " " + green.get(e));
        }
        List<String> blueRed = List.of("0-1:b", "1-2:r", "0-3:g");
        Board.Edges left = (Board.Edges) game("blue-red-hackenbush").board(NONE, blueRed).orElseThrow();
        assertThat(left.edges()).extracting(Board.Edge::colour).containsExactly("blue", "red", "green");
        assertThat(left.edges()).extracting(Board.Edge::move).containsExactly("remove 0-1:b", null, "remove 0-3:g");
        List<String> rightToMove = new ArrayList<>(List.of("--first", "right"));
        rightToMove.addAll(blueRed);
        Board.Edges right = (Board.Edges) game("blue-red-hackenbush").board(NONE, rightToMove).orElseThrow();
        assertThat(right.edges()).extracting(Board.Edge::move).containsExactly(null, "remove 1-2:r", "remove 0-3:g");
    }

    @Test
    void aCoinOrAPairOfCoinsIsTheMoveThatTurnsThem() {
        Board.Grid coins = (Board.Grid) game("coins").board(NONE, List.of("HTH")).orElseThrow();
        assertThat(coins.style()).isEqualTo("coins");
        assertThat(coins.spots()).containsExactly(new Board.Spot(0, 0, 0, 0, "turn coin 1"),
                new Board.Spot(0, 2, 0, 2, "turn coin 3"), new Board.Spot(0, 0, 0, 2, "turn coins 1 and 3"),
                new Board.Spot(0, 1, 0, 2, "turn coins 2 and 3"));
        Board.Grid flip = (Board.Grid) game("flip").board(NONE, List.of("++-+++")).orElseThrow();
        assertThat(flip.spots()).containsExactly(new Board.Spot(0, 0, 0, 1, "flip 1-2"),
                new Board.Spot(0, 3, 0, 4, "flip 4-5"), new Board.Spot(0, 4, 0, 5, "flip 5-6"));
        Board.Grid stairs = (Board.Grid) game("staircase").board(NONE, List.of("2", "5", "6")).orElseThrow();
        assertThat(stairs.cells().get(0)).containsExactly(".", "C", ".", ".", "C", "C");
        assertThat(stairs.spots()).containsExactly(new Board.Spot(0, 0, 0, 0, "chessman 1: 2 -> 1"),
                new Board.Spot(0, 3, 0, 3, "chessman 2: 5 -> 4"), new Board.Spot(0, 2, 0, 2, "chessman 2: 5 -> 3"));
    }

    @Test
    void aStoneIsTheMoveThatTakesIt() {
        List<String> row = List.of("5", "3", "1", "4");
        Board.Grid ends = (Board.Grid) game("stone-game-7").board(NONE, row).orElseThrow();
        assertThat(ends.spots()).extracting(Board.Spot::col).containsExactly(0, 3);
        assertThat(ends.spots()).extracting(Board.Spot::move)
                .containsExactly("remove the left stone 5", "remove the right stone 4");
        Board.Grid front = (Board.Grid) game("stone-game-3").board(NONE, row).orElseThrow();
        for (Board.Spot s : front.spots()) {
            assertThat(move(game("stone-game-3"), NONE, row, s.move()).to()).isEqualTo(row.subList(s.col() + 1, 4));
        }
    }

    @Test
    void aNodeIsTheMoveOfTheTokenToIt() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("sprague-board-", ".txt");
        try {
            java.nio.file.Files.writeString(file, "a b\nb c\nc a\nb d\nd : win\n");
            GameOptions options = new GameOptions(Map.of("--file", file.toString()));
            Board.Graph board = (Board.Graph) game("graph").board(options, List.of("b")).orElseThrow();
            assertThat(board.nodes()).extracting(Board.Node::name).containsExactly("a", "b", "c", "d");
            assertThat(board.nodes()).extracting(Board.Node::move).containsExactly(null, null, "b -> c", "b -> d");
            assertThat(board.nodes()).extracting(Board.Node::token).containsExactly(false, true, false, false);
            assertThat(board.nodes()).extracting(Board.Node::label).containsExactly(null, null, null, "win");
            assertThat(board.edges()).hasSize(4);
        } finally {
            java.nio.file.Files.deleteIfExists(file);
        }
    }
}
