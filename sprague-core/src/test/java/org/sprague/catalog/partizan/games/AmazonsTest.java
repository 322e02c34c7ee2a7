package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.partizan.ruleset.SumOutcomeSearch;

/**
 * Amazons against its rules written again here, plainly, on the whole board (no regions, no symmetry): an amazon
 * steps like a queen through empty cells, then an arrow flies like a queen from where it stands, through empty
 * cells or the one it left, and burns the cell it stops on.
 */
class AmazonsTest {
    private final CanonicalGames games = new CanonicalGames();
    private final OracleCheck oracle = new OracleCheck(games);
    private final AmazonsGame amazons = new AmazonsGame();

    /** The plain rules: rows of the board, every move of Left ('x') or Right ('o'). */
    static List<List<String>> oracleMoves(List<String> rows, boolean left) {
        char mine = left ? 'x' : 'o';
        List<List<String>> out = new ArrayList<>();
        int h = rows.size();
        int w = rows.get(0).length();
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                if (rows.get(r).charAt(c) != mine) {
                    continue;
                }
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        for (int k = 1; (dr != 0 || dc != 0); k++) {
                            int r2 = r + k * dr;
                            int c2 = c + k * dc;
                            if (r2 < 0 || r2 >= h || c2 < 0 || c2 >= w || rows.get(r2).charAt(c2) != '.') {
                                break;
                            }
                            char[][] b = new char[h][];
                            for (int i = 0; i < h; i++) {
                                b[i] = rows.get(i).toCharArray();
                            }
                            b[r][c] = '.';
                            b[r2][c2] = mine;
                            shoot(b, r2, c2, out);
                        }
                    }
                }
            }
        }
        return out;
    }

    private static void shoot(char[][] b, int r, int c, List<List<String>> out) {
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                for (int k = 1; (dr != 0 || dc != 0); k++) {
                    int r2 = r + k * dr;
                    int c2 = c + k * dc;
                    if (r2 < 0 || r2 >= b.length || c2 < 0 || c2 >= b[0].length || b[r2][c2] != '.') {
                        break;
                    }
                    List<String> rows = new ArrayList<>();
                    for (int i = 0; i < b.length; i++) {
                        char[] row = b[i].clone();
                        if (i == r2) {
                            row[c2] = '#';
                        }
                        rows.add(new String(row));
                    }
                    out.add(rows);
                }
            }
        }
    }

    /** Every board of every shape of at most {@code most} cells, each cell one of . x o #. */
    private int everyBoard(int most, MemoisedCanonicalValues<AmazonsGame.Position> values,
            Map<List<String>, GameTree> trees) {
        int checked = 0;
        for (int rows = 1; rows <= most; rows++) {
            for (int cols = 1; rows * cols <= most; cols++) {
                int cells = rows * cols;
                for (int code = 0; code < 1 << (2 * cells); code++) {
                    List<String> grid = new ArrayList<>();
                    for (int r = 0; r < rows; r++) {
                        StringBuilder s = new StringBuilder();
                        for (int c = 0; c < cols; c++) {
                            s.append(".xo#".charAt(code >> (2 * (r * cols + c)) & 3));
                        }
                        grid.add(s.toString());
                    }
                    int v = values.value(amazons.parse(grid));
                    oracle.matches(v, GameTree.ofPosition(grid, AmazonsTest::oracleMoves, trees), grid.toString());
                    checked++;
                }
            }
        }
        return checked;
    }

    @Test
    void everyBoardOfAtMostEightCellsAgreesWithMinimax() {
        MemoisedCanonicalValues<AmazonsGame.Position> values = new MemoisedCanonicalValues<>(amazons, games);
        int checked = everyBoard(8, values, new HashMap<>());
        // shapes of 1..8 cells: 1, 2, 2, 3, 2, 4, 2 and 4 of them
        assertThat(checked).isEqualTo(4 + 2 * 16 + 2 * 64 + 3 * 256 + 2 * 1024 + 4 * 4096 + 2 * 16384 + 4 * 65536);
    }

    /** Random boards of 9 and 10 cells (3x3, 2x5) with one amazon a side, some cells burned. */
    @Test
    void randomLargerBoardsAgreeWithMinimax() {
        MemoisedCanonicalValues<AmazonsGame.Position> values = new MemoisedCanonicalValues<>(amazons, games);
        Map<List<String>, GameTree> trees = new HashMap<>();
        Random random = new Random(11);
        for (int t = 0; t < 30; t++) {
            int rows = 2 + random.nextInt(2);
            int cols = rows == 2 ? 5 : 3;
            char[] cells = new char[rows * cols];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = random.nextInt(4) == 0 ? '#' : '.';
            }
            cells[random.nextInt(cells.length)] = 'x';
            cells[random.nextInt(cells.length)] = 'o';
            List<String> grid = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                grid.add(new String(cells, r * cols, cols));
            }
            int v = values.value(amazons.parse(grid));
            oracle.matches(v, GameTree.ofPosition(grid, AmazonsTest::oracleMoves, trees), grid.toString());
        }
    }

    /**
     * cgt-tools' test of {@code short/partizan/games/amazons.rs} gives the canonical form of x..#|....|.#.o,
     * noted there as confirmed with CGSuite.
     */
    @Test
    void valueConfirmedWithCgsuite() {
        String published = "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5},"
                + " {0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0,"
                + " {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0},"
                + " {3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5},"
                + " {{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}";
        int expected = new NotationParser(games).parse(published);
        int v = new MemoisedCanonicalValues<>(amazons, games).value(amazons.parse(List.of("x..#|....|.#.o")));
        assertThat(v).as(new Notation(games).print(v)).isEqualTo(expected);
    }

    /**
     * Worked by hand from the rules: x. = {0|} = 1 (the amazon steps over and burns the cell it left); x.. = 2
     * (Left's best move leaves one of x.#, #x. or #.x, each 1); x.o = {0|0} = * (whoever steps into the middle
     * burns the cell left behind and the other is stuck).
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"x; 0", "x.; 1", "o.; -1", "x..; 2", "x.o; *", "xo; 0"})
    void handWorkedValues(String board, String expected) {
        int v = new MemoisedCanonicalValues<>(amazons, games).value(amazons.parse(List.of(board)));
        assertThat(new Notation(games).print(v)).isEqualTo(expected);
    }

    @Test
    void partsAreKingConnectedRegionsWithAmazons() {
        // the burned column parts the board; the region with no amazon drops out
        List<AmazonsGame.Position> parts = amazons.parts(amazons.parse(List.of("x.#..|..#.o|..#..")));
        assertThat(parts).extracting(p -> amazons.format(p).get(0)).containsExactly("x.|..|..", "..|.o|..");
        assertThat(amazons.parts(amazons.parse(List.of("x.#..|..#..")))).hasSize(1);
        // cells touching at a corner are one region: a queen crosses diagonally
        assertThat(amazons.parts(amazons.parse(List.of("x#|#o")))).hasSize(1);
        assertThat(amazons.representative(amazons.parse(List.of("o.|.x"))))
                .isEqualTo(amazons.representative(amazons.parse(List.of("x.|.o"))));
        assertThat(amazons.size(amazons.parse(List.of("x.#|..o")))).isEqualTo(3);
    }

    @Test
    void movesAndBoard() {
        List<PartizanMove<AmazonsGame.Position>> moves = amazons.moves(amazons.parse(List.of("x..")), true);
        // the moves that leave the amazon the most room first: (1,3) arrow (1,2) walls it in, so it comes last
        assertThat(moves).extracting(PartizanMove::text).containsExactly("(1,1)-(1,2) arrow (1,1)",
                "(1,1)-(1,2) arrow (1,3)", "(1,1)-(1,3) arrow (1,1)", "(1,1)-(1,3) arrow (1,2)");
        Board.Grid grid = (Board.Grid) amazons.board(GameOptions.none(), List.of("x..")).orElseThrow();
        // (1,1) is burned by two moves and landed on by none: no spot; (1,2) and (1,3) are burned by one each
        assertThat(grid.spots()).extracting(Board.Spot::move).containsExactly("(1,1)-(1,3) arrow (1,2)",
                "(1,1)-(1,2) arrow (1,3)");
        // at the start of x.#|...|#.o every cell is burned by several moves: the landings that shoot back
        Board.Grid start = (Board.Grid) amazons.board(GameOptions.none(), List.of("x.#|...|#.o")).orElseThrow();
        assertThat(start.spots()).extracting(Board.Spot::move).contains("(1,1)-(2,2) arrow (1,1)");
        assertThat(grid.caption()).isNotNull();
    }

    /** From the web page's example, every position reached where the mover has a move offers a spot to click. */
    @Test
    void everyPositionReachedFromThePageExampleHasASpot() {
        java.util.Set<String> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<AmazonsGame.Position> todo = new java.util.ArrayDeque<>();
        todo.add(amazons.parse(List.of("x.#|...|#.o")));
        while (!todo.isEmpty()) {
            AmazonsGame.Position p = todo.poll();
            for (boolean left : new boolean[] {true, false}) {
                List<String> words = new ArrayList<>(List.of("--first", left ? "left" : "right"));
                words.addAll(amazons.format(p));
                if (!seen.add(String.join(" ", words))) {
                    continue;
                }
                List<PartizanMove<AmazonsGame.Position>> moves = amazons.moves(p, left);
                if (!moves.isEmpty()) {
                    Board.Grid grid = (Board.Grid) amazons.board(GameOptions.none(), words).orElseThrow();
                    assertThat(grid.spots()).as(words.toString()).isNotEmpty();
                }
                moves.forEach(m -> todo.add(m.to()));
            }
        }
        assertThat(seen).hasSizeGreaterThan(100);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"x.|.; different lengths", "x.q; not 'q'", "x||o; may not be empty"})
    void badBoardsSayWhy(String board, String message) {
        assertThatThrownBy(() -> amazons.parse(List.of(board))).isInstanceOf(BadInputException.class)
                .hasMessageContaining(message);
    }

    /** The search of sums agrees with the values on boards both reach. */
    @Test
    void searchAgreesWithValues() {
        MemoisedCanonicalValues<AmazonsGame.Position> values = new MemoisedCanonicalValues<>(amazons, games);
        for (String board : List.of("x...|...o", "x.#..|..#.o|.....", "x..|...|..o")) {
            AmazonsGame.Position p = amazons.parse(List.of(board));
            OutcomeClass byValue = OutcomeClass.of(games, values.value(p));
            assertThat(new SumOutcomeSearch<>(values).outcomeClass(p)).as(board).isEqualTo(byValue);
        }
    }
}
