package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.partizan.ruleset.SumOutcomeSearch;

class ClobberGameTest {
    private final ClobberGame game = new ClobberGame();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<ClobberGame.Position> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);

    /**
     * The rules written again, plainly, on rows of characters: Clobber, Anti-Clobber (the stone steps onto an
     * empty neighbour and leaves an enemy stone behind) and impartial Clobber (either player, either colour).
     */
    static List<List<String>> oracleMoves(String variant, List<String> rows, boolean left) {
        List<List<String>> out = new ArrayList<>();
        int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                char s = rows.get(r).charAt(c);
                boolean mover = variant.equals("impartial") ? s == 'x' || s == 'o' : s == (left ? 'x' : 'o');
                if (!mover) {
                    continue;
                }
                char other = s == 'x' ? 'o' : 'x';
                for (int[] d : steps) {
                    int r2 = r + d[0];
                    int c2 = c + d[1];
                    if (r2 < 0 || r2 >= rows.size() || c2 < 0 || c2 >= rows.get(r2).length()) {
                        continue;
                    }
                    char t = rows.get(r2).charAt(c2);
                    boolean legal = variant.equals("anti") ? t == '.' : t == other;
                    if (legal) {
                        List<String> next = new ArrayList<>(rows);
                        next.set(r, ClobberBoards.put(next.get(r), c, variant.equals("anti") ? other : '.'));
                        next.set(r2, ClobberBoards.put(next.get(r2), c2, s));
                        out.add(next);
                    }
                }
            }
        }
        return out;
    }

    private int value(String variant, List<String> rows) {
        return values.value(game.parse(GameOptions.of(ClobberGame.VARIANT.name(), variant), rows));
    }

    private String printed(String variant, String position) {
        return new Notation(games).print(value(variant, List.of(position)));
    }

    /**
     * Every grid of 1 to 8 cells of every shape with every cell x, o or . (and # too up to 6 cells), in each
     * variant: the value agrees with the minimax on the plain rules' own game tree, and impartial values are
     * nimbers.
     */
    @Test
    void everyGridOfAtMostEightCellsAgreesWithTheOracle() {
        int checked = 0;
        for (String variant : List.of("normal", "anti", "impartial")) {
            Map<List<String>, GameTree> trees = new HashMap<>();
            for (int cells = 1; cells <= 8; cells++) {
                for (List<String> rows : ClobberBoards.all(cells, cells <= 6 ? "xo.#" : "xo.")) {
                    int v = value(variant, rows);
                    GameTree tree = GameTree.ofPosition(rows, (p, left) -> oracleMoves(variant, p, left), trees);
                    oracle.matches(v, tree, variant + " " + rows);
                    if (variant.equals("impartial")) {
                        assertThat(new Notation(games).print(v)).as(rows.toString()).matches("0|\\*[0-9]*");
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    /**
     * Worked by hand from the rules: xo = {0|0} = *; xxo = {0|*} = ^ (Left's clobber leaves x.x, Right's xo.);
     * xoo = {*|0} = v; xox = {0,0|0,0} = *; a region of one colour is 0; regions add: xo.xo = * + * = 0.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"xo; *", "xxo; ^", "xoo; v", "xox; *", "xx.oo; 0", "xo.xo; 0",
            "x|o; *", "xo#x; *"})
    void handWorked(String position, String expected) {
        assertThat(printed("normal", position)).isEqualTo(expected);
    }

    /**
     * Published: Albert, Grossman, Nowakowski and Wolfe ("An introduction to Clobber", Integers 5(2), 2005)
     * conjectured that every alternating strip (xo)^n is a first-player win except xoxoxo, which is 0 (proven in
     * arXiv:2509.08985, "A proof of the 2004 Albert-Grossman-Nowakowski-Wolfe conjecture on alternating linear
     * Clobber"); checked here for n = 1..7 by values and n = 8..9 by search.
     */
    @Test
    void alternatingStrips() {
        for (int n = 1; n <= 9; n++) {
            ClobberGame.Position strip = game.parse(List.of("xo".repeat(n)));
            String outcome = n <= 7 ? org.sprague.partizan.OutcomeClass.of(games, values.value(strip)).name()
                    : new SumOutcomeSearch<>(values).outcomeClass(strip).name();
            assertThat(outcome).as("(xo)^" + n).isEqualTo(n == 3 ? "P" : "N");
        }
    }

    /**
     * Anti-Clobber by hand: in x. Left steps right and leaves o behind (ox: no empty cell, 0), Right has no move:
     * {0|} = 1; x.. = {ox.|} = {1|} = 2; x.o = {oxo|xox} = {0|0} = *.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"x.; 1", ".o; -1", "xo; 0", "x.o; *", "x..; 2"})
    void antiHandWorked(String position, String expected) {
        assertThat(printed("anti", position)).isEqualTo(expected);
    }

    /**
     * Impartial by hand: xo = {0|0} = *; xoo moves to .xo = * or o.o = 0, so it is *2; sums of pairs add as
     * nimbers.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"xo; *", "xx; 0", "xoo; *2", "xo.xo; 0", "xo.xo.xo; *", "xoo.xo; *3"})
    void impartialHandWorked(String position, String expected) {
        assertThat(printed("impartial", position)).isEqualTo(expected);
    }

    @Test
    void partsAndSymmetries() {
        ClobberGame.Position p = game.parse(List.of("xo.x|..#o|oo.x"));
        // xo; the last column x, o, x; oo alone is of one colour and dropped
        assertThat(game.parts(p)).extracting(q -> q.grid().toString()).containsExactlyInAnyOrder("xo", "x|o|x");
        assertThat(game.representative(game.parse(List.of("ox"))).grid().toString())
                .isEqualTo(game.representative(game.parse(List.of("x|o"))).grid().toString());
        ClobberGame.Position anti = game.parse(GameOptions.of(ClobberGame.VARIANT.name(), "anti"),
                List.of("x.#o|xx#.|###."));
        assertThat(game.parts(anti)).extracting(q -> q.grid().toString()).containsExactly("x.|xx", "o|.|.");
    }

    /** Past column z, columns are A to Z: a strip of 30 stones names its last cell D1, and the board reads it back. */
    @Test
    void wideStripsNameColumnsPastZ() {
        List<String> strip = List.of("xo".repeat(15));
        List<Move> moves = game.moves().orElseThrow().moves(GameOptions.none(), strip);
        assertThat(moves).extracting(Move::text).contains("x C1-D1");
        Board.Grid grid = (Board.Grid) game.board(GameOptions.none(), strip).orElseThrow();
        assertThat(grid.spots()).contains(new Board.Spot(0, 28, 0, 29, "x C1-D1"));
    }

    @Test
    void badPositions() {
        assertThatThrownBy(() -> game.parse(List.of("xq"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("x (Left's stone)");
        assertThatThrownBy(() -> game.parse(List.of("xo|x"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("as long as the first");
        assertThatThrownBy(() -> game.parse(List.of(""))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> game.parse(GameOptions.of(ClobberGame.VARIANT.name(), "misere"), List.of("xo")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("--variant");
        assertThatThrownBy(() -> game.parse(List.of("xo".repeat(27))))
                .isInstanceOf(ResourceLimitException.class);
    }

    /** The board: one spot per move, from the cell the stone leaves to the cell it lands on, labelled by the move. */
    @Test
    void boardSpotsAreTheMoves() {
        List<String> position = List.of("xox|o.x");
        Board.Grid grid = (Board.Grid) game.board(GameOptions.none(), position).orElseThrow();
        List<Move> moves = game.moves().orElseThrow().moves(GameOptions.none(), position);
        assertThat(grid.spots()).extracting(Board.Spot::move)
                .containsExactlyInAnyOrderElementsOf(moves.stream().map(Move::text).toList());
        assertThat(grid.spots()).contains(new Board.Spot(0, 0, 0, 1, "x a1-b1"));
        assertThat(grid.style()).isEqualTo("xo");
    }
}
