package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.solve.Budget;

class KonaneGameTest {
    private final KonaneGame game = new KonaneGame();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<ClobberGrids.Grid> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<String>, GameTree> trees = new HashMap<>();

    /**
     * The rules written again, plainly: a stone jumps an adjacent enemy stone onto the empty cell beyond, and may
     * go on jumping in the same direction; each landing is a move.
     */
    static List<List<String>> oracleMoves(List<String> rows, boolean left) {
        char mine = left ? 'x' : 'o';
        char enemy = left ? 'o' : 'x';
        List<List<String>> out = new ArrayList<>();
        int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                if (rows.get(r).charAt(c) != mine) {
                    continue;
                }
                for (int[] d : steps) {
                    List<String> now = new ArrayList<>(rows);
                    now.set(r, ClobberBoards.put(now.get(r), c, '.'));
                    int k = 1;
                    while (cell(rows, r + (2 * k - 1) * d[0], c + (2 * k - 1) * d[1]) == enemy
                            && cell(rows, r + 2 * k * d[0], c + 2 * k * d[1]) == '.') {
                        int jr = r + (2 * k - 1) * d[0];
                        now.set(jr, ClobberBoards.put(now.get(jr), c + (2 * k - 1) * d[1], '.'));
                        List<String> landed = new ArrayList<>(now);
                        int lr = r + 2 * k * d[0];
                        landed.set(lr, ClobberBoards.put(landed.get(lr), c + 2 * k * d[1], mine));
                        out.add(landed);
                        k++;
                    }
                }
            }
        }
        return out;
    }

    private static char cell(List<String> rows, int r, int c) {
        return r < 0 || r >= rows.size() || c < 0 || c >= rows.get(r).length() ? '#' : rows.get(r).charAt(c);
    }

    private void check(List<String> rows) {
        oracle.matches(values.value(game.parse(rows)), GameTree.ofPosition(rows, KonaneGameTest::oracleMoves, trees),
                rows.toString());
    }

    /** Every grid of 1 to 8 cells of every shape, each cell x, o or . (and # too up to 6 cells). */
    @Test
    void everyGridOfAtMostEightCellsAgreesWithTheOracle() {
        int checked = 0;
        for (int cells = 1; cells <= 8; cells++) {
            for (List<String> rows : ClobberBoards.all(cells, cells <= 6 ? "xo.#" : "xo.")) {
                check(rows);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(30_000);
    }

    /**
     * Random sparse boards of 3x5 to 5x5, where groups a gap or more apart are split into parts by their reach
     * (and merged where a jump may bring them together): the values still agree with the minimax on the whole
     * board.
     */
    @Test
    void sparseBoardsSplitSoundly() {
        Random random = new Random(11);
        for (int i = 0; i < 400; i++) {
            int rows = 3 + random.nextInt(3);
            int cols = 5;
            List<String> grid = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < cols; c++) {
                    int k = random.nextInt(10);
                    row.append(k < 2 ? 'x' : k < 4 ? 'o' : k < 5 ? '#' : '.');
                }
                grid.add(row.toString());
            }
            check(grid);
        }
    }

    /**
     * Published (cgt-tools, cgt/short/partizan/games/konane.rs, its test of values): ..ox = 1, .ox. = *,
     * .ox.|o..x|.... = {1|-1}. Worked by hand: xo. = {0|} = 1 (only Left can jump); xo.o. = {*, 0|} = 1 (x stops
     * after one jump, leaving ..xo. = {0|0} = *, or goes on); a single pair on a board too short to land is 0.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"..ox; 1", ".ox.; *", ".ox.|o..x|....; +-1", "xo.; 1", "xo.o.; 1",
            "xo; 0", ".xo.; *"})
    void publishedAndHandWorked(String position, String expected) {
        assertThat(new Notation(games).print(values.value(game.parse(List.of(position))))).isEqualTo(expected);
    }

    /** The double jump leaves Right no reply, so it is listed (and searched) first. */
    @Test
    void movesLeavingFewestRepliesComeFirst() {
        assertThat(game.moves(game.parse(List.of("xo.o.")), true)).extracting(m -> m.text())
                .containsExactly("x a1-e1", "x a1-c1");
    }

    @Test
    void partsByReach() {
        // two pairs far apart in a long row: each may jump once, and their reaches stay apart
        assertThat(game.parts(game.parse(List.of("xo.......ox")))).hasSize(2);
        // the lone o is one jump from where x lands: merged
        assertThat(game.parts(game.parse(List.of(".ox.|o..x|....")))).hasSize(1);
        // a group of one colour is dropped
        assertThat(game.parts(game.parse(List.of("xx.....xo.")))).hasSize(1);
    }

    /**
     * Past the values' reach, auto gives the values a quarter of the run's time and then searches: the 5x5 board
     * with its centre pair removed is won by Left whoever starts (so searched in under a second; its value is
     * not found in two).
     */
    @Test
    void autoTurnsToTheSearchWhenTheValuesTakeTheirShareOfTheTime() {
        GameOptions options = GameOptions.none().withBudget(Budget.standard().withTime(Duration.ofSeconds(8)));
        Answer answer = game.solve(options, List.of("xoxox|oxoxo|xo..x|oxoxo|xoxox"));
        assertThat(answer).isInstanceOf(PartizanOutcomeAnswer.class);
        assertThat(((PartizanOutcomeAnswer) answer).outcomeClass()).isEqualTo(OutcomeClass.L);
    }

    @Test
    void badPositions() {
        assertThatThrownBy(() -> game.parse(List.of("x-o"))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> game.parse(List.of("xo.", "x."))).isInstanceOf(BadInputException.class);
    }

    /** Each jump is one spot, from the jumping stone's cell to its landing cell, labelled by the move. */
    @Test
    void boardSpotsAreTheJumps() {
        List<String> position = List.of("xo.o.");
        Board.Grid grid = (Board.Grid) game.board(GameOptions.none(), position).orElseThrow();
        List<Move> moves = game.moves().orElseThrow().moves(GameOptions.none(), position);
        assertThat(moves).extracting(Move::text).containsExactlyInAnyOrder("x a1-c1", "x a1-e1");
        assertThat(grid.spots()).containsExactlyInAnyOrder(new Board.Spot(0, 0, 0, 2, "x a1-c1"),
                new Board.Spot(0, 0, 0, 4, "x a1-e1"));
    }
}
