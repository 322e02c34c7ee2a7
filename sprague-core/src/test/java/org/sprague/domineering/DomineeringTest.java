package org.sprague.domineering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

class DomineeringTest {
    private final CanonicalGames games = new CanonicalGames();
    private final Domineering domineering = new Domineering(games);
    private final Map<List<String>, GameTree> trees = new HashMap<>();
    private final OracleCheck oracle = new OracleCheck(games);

    private GameTree tree(List<String> rows) {
        return GameTree.ofPosition(rows, GameOracles::domineering, trees);
    }

    private static List<String> board(String rows) {
        return Arrays.asList(rows.split(" "));
    }

    private static List<String> randomBoard(Random random, int height, int width) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                row.append(random.nextInt(4) == 0 ? '#' : '.');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    @Test
    void randomBoardsAndSumsAgreeWithMinimax() {
        Random random = new Random(5);
        List<List<String>> boards = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            List<String> rows = randomBoard(random, 1 + random.nextInt(4), 1 + random.nextInt(4));
            boards.add(rows);
            oracle.matches(domineering.value(Domineering.Board.parse(rows)), tree(rows), String.join(" ", rows));
        }
        for (int i = 0; i + 1 < boards.size(); i += 2) {
            List<String> a = boards.get(i);
            List<String> b = boards.get(i + 1);
            oracle.sumMatches(domineering.value(Domineering.Board.parse(a)), domineering.value(Domineering.Board.parse(b)),
                    tree(a), tree(b), a + " + " + b);
        }
    }

    @Test
    void everyRectangleUpTo3x4AgreesWithMinimax() {
        for (int h = 1; h <= 3; h++) {
            for (int w = 1; w <= 4; w++) {
                List<String> rows = new ArrayList<>();
                for (int r = 0; r < h; r++) {
                    rows.add(".".repeat(w));
                }
                oracle.matches(domineering.value(Domineering.Board.parse(rows)), tree(rows), h + "x" + w);
            }
        }
    }

    /**
     * Values worked by hand from the rules (Winning Ways ch. 5 and Lessons in Play ch. 1 give the first
     * three): a vertical domino's space is 1, a horizontal one -1, the 2x2 square {1|-1} = +-1; a vertical
     * strip of 3 is {0|} = 1 and of 4 {1,0|} = 2; every L-tromino gives each player one move, to a single
     * cell: {0|0} = *; the 2x3 board (2 rows, 3 columns): Left leaves two vertical dominoes' spaces (2) or a
     * 2x2 square, Right leaves an L-tetromino worth {-1|0,1} = -1/2, so {2|-1/2} = 3/4+-5/4; the S-tetromino
     * ..# #.. gives Left one move, to two single cells (0), and Right two, each to a horizontal domino: {0|-1}.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        ". .; 1", "..; -1", ".. ..; +-1", ". . .; 1", ". . . .; 2", ".# ..; *", "#. ..; *", ".. .#; *",
        ".. #.; *", "... ...; 3/4+-5/4", ".; 0", "#; 0", "..# #..; -1/2+-1/2"
    })
    void handWorkedValues(String rows, String expected) {
        assertThat(new Notation(games).print(domineering.value(Domineering.Board.parse(board(rows)))))
                .isEqualTo(expected);
    }

    @Test
    void threeByThreeIsPlusMinusOneByMinimax() {
        List<String> rows = board("... ... ...");
        int value = domineering.value(Domineering.Board.parse(rows));
        assertThat(value).isEqualTo(new NotationParser(games).parse("+-1"));
        GameTree plusMinusOne = GameTree.of(games, new NotationParser(games).parse("+-1"));
        assertThat(oracle.equal(tree(rows), plusMinusOne)).isTrue();
    }

    @Test
    void winningMovesOfTheFirstPlayer() {
        // 2x3: Left's winning moves lead to values >= 0: the middle column (two dominoes' spaces, 2) and an
        // outer column (a 2x2 square, +-1, is not >= 0) - so only the middle one
        PartizanAnalysis a = PartizanAnalysis.of(domineering, Domineering.Board.parse(board("... ...")), true);
        assertThat(a.winningMoves()).extracting(PartizanAnalysis.WinningMove::text)
                .containsExactly("vertical (1,2)-(2,2)");
        assertThat(a.winningMoves().get(0).to()).containsExactly(".#.", ".#.");
        PartizanAnalysis b = PartizanAnalysis.of(domineering, Domineering.Board.parse(board("... ...")), false);
        assertThat(b.firstWins()).isTrue();
        assertThat(b.winningMoves()).hasSize(4);
    }

    @Test
    void symmetricRegionsShareOneEntry() {
        domineering.value(Domineering.Board.parse(board(".. .# ..")));
        int shapes = domineering.solvedShapes();
        // the same shape mirrored, turned and transposed adds nothing new
        domineering.value(Domineering.Board.parse(board(".. #. ..")));
        domineering.value(Domineering.Board.parse(board("... .#.")));
        assertThat(domineering.solvedShapes()).isEqualTo(shapes);
    }

    @Test
    void badBoardsAndBudget() {
        assertThatThrownBy(() -> Domineering.Board.parse(List.of("..", "."))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Domineering.Board.parse(List.of("x."))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> new Domineering(games, 10).value(Domineering.Board.parse(board("..... ..... ....."))))
                .isInstanceOf(ResourceLimitException.class);
        assertThatThrownBy(() -> domineering.value(Domineering.Board.parse(List.of(".".repeat(65)))))
                .isInstanceOf(ResourceLimitException.class);
    }

    @Test
    void theSpacesTablesAreChargedToTheRunsMemoryAndAFullAccountStopsTheSearch() {
        List<String> rows = board("..... ..... ..... .....");
        int expected = domineering.value(Domineering.Board.parse(rows));
        // counted: the games made and the tables' arrays, to within a few percent of the live heap
        MemoryBudget.Account roomy = MemoryBudget.bytes(1L << 30).open();
        CanonicalGames counted = new CanonicalGames().limit(roomy, Budget.Deadline.none());
        Domineering again = new Domineering(counted);
        int value = again.value(Domineering.Board.parse(rows));
        assertThat(new Notation(counted).print(value)).isEqualTo(new Notation(games).print(expected));
        long perGame = roomy.asked() / counted.size();
        assertThat(perGame).as("bytes charged a game").isBetween(150L, 2_000L);
        // a small budget: the search stops itself with a memory limit that says what it holds
        MemoryBudget.Account small = MemoryBudget.bytes(roomy.asked() / 2).open();
        CanonicalGames limited = new CanonicalGames().limit(small, Budget.Deadline.none());
        assertThatThrownBy(() -> new Domineering(limited).value(Domineering.Board.parse(rows)))
                .isInstanceOfSatisfying(ResourceLimitException.class, e -> {
                    assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.MEMORY);
                    assertThat(e.needed()).isGreaterThan(small.asked());
                })
                .hasMessageMatching("the canonical values and tables of this position's search hold \\d+ MiB and"
                        + " need \\d+ MiB more, past the \\d+ MiB they may take; give a smaller game");
        assertThat(small.asked()).isLessThanOrEqualTo((long) (small.available() * MemoryBudget.GROWING_SHARE));
    }
}
