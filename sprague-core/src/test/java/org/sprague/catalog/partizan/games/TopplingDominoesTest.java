package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class TopplingDominoesTest {
    private final TopplingDominoes game = new TopplingDominoes();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<String, GameTree> trees = new HashMap<>();

    /**
     * The rules again, plainly (CGSuite's TopplingDominoes.cgs): a player's own or a green domino at j topples
     * left, emptying places 0..j, or right, emptying places j..end.
     */
    private static List<String> options(String row, boolean left) {
        List<String> out = new ArrayList<>();
        for (int j = 0; j < row.length(); j++) {
            char c = row.charAt(j);
            if (c == 'e' || c == (left ? 'l' : 'r')) {
                out.add(".".repeat(j + 1) + row.substring(j + 1));
                out.add(row.substring(0, j) + ".".repeat(row.length() - j));
            }
        }
        return out;
    }

    private GameTree tree(String row) {
        return GameTree.ofPosition(row, TopplingDominoesTest::options, trees);
    }

    private int value(String... rows) {
        return values.value(game.parse(List.of(rows)));
    }

    /**
     * Every row of up to 7 dominoes and of up to 6 places with empty ones (8,740 rows), and 1,500 random rows of 8
     * places (all 6,561 rows of 8 dominoes take the minimax minutes).
     */
    @Test
    void everyRowOfUpToSevenDominoesAndRandomOnesOfEightAgreeWithMinimax() {
        List<String> rows = StripsTesting.words("lre.", 6);
        rows.addAll(StripsTesting.words("lre", 7).stream().filter(w -> w.length() == 7).toList());
        Random random = new Random(3);
        for (int i = 0; i < 1500; i++) {
            String alphabet = i % 2 == 0 ? "lre" : "lre.";
            StringBuilder row = new StringBuilder();
            for (int j = 0; j < 8; j++) {
                row.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            rows.add(row.toString());
        }
        for (String row : rows) {
            oracle.matches(value(row), tree(row), row);
        }
        assertThat(rows).hasSize(5460 + 2187 + 1500);
    }

    @Test
    void severalRowsAreTheirSum() {
        Random random = new Random(4);
        List<String> rows = StripsTesting.words("lre", 5);
        for (int i = 0; i < 300; i++) {
            String a = rows.get(random.nextInt(rows.size()));
            String b = rows.get(random.nextInt(rows.size()));
            oracle.sumMatches(value(a), value(b), tree(a), tree(b), a + " + " + b);
            assertThat(value(a, b)).isEqualTo(games.sum(value(a), value(b)));
        }
    }

    /**
     * Published: cgt-tools' test (cgt/short/partizan/games/toppling_dominoes.rs, correct_canonical) gives the row
     * blue, red, red, blue, blue as {1|*}. Worked by hand: a row of n green dominoes reaches exactly the rows of
     * fewer green ones, so it is the nim heap *n; n blue dominoes are the integer n (Left's best move topples one
     * end domino outwards, Right has none); lr = {0,-1|0,1} = {0|0} = *.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"lrrll; {1|*}", "eeee; *4", "e; *", "lll; 3", "rr; -2", "lr; *",
        "l.r; *", "....; 0", "l.l.l; 3"})
    void publishedAndHandWorkedValues(String row, String expected) {
        assertThat(new Notation(games).print(value(row))).isEqualTo(expected);
    }

    @Test
    void theBoardNamesEveryMoveOnItsDominoSide() {
        StripsTesting.boardsNameEachMoveOnce(game, "lrl", "eel rre", "l.e");
    }

    @Test
    void malformedRowsAreBadInput() {
        StripsTesting.badInput(game, List.of(List.<String>of(), List.of("lxr"), List.of("l||r"), List.of("")));
    }

    /**
     * Sums of up to three rows each of one player's dominoes (with empty places): the static decision, against a
     * plain minimax of the rows' own game trees; a row of mixed or green dominoes leaves it undecided.
     */
    @Test
    void rowsOfOneColourAreDecidedAsTheirIntegerSum() {
        List<String> oneColour = new ArrayList<>();
        for (String w : StripsTesting.words("l.", 4)) {
            oneColour.add(w);
            oneColour.add(w.replace('l', 'r'));
        }
        GameTree.Minimax minimax = new GameTree.Minimax();
        Random random = new Random(17);
        for (int i = 0; i < 400; i++) {
            List<String> rows = new ArrayList<>();
            for (int k = 0; k <= random.nextInt(3); k++) {
                rows.add(oneColour.get(random.nextInt(oneColour.size())));
            }
            List<GameTree> sum = rows.stream().map(this::tree).toList();
            for (boolean left : new boolean[] {true, false}) {
                assertThat(game.decided(rows, left)).as(rows + " left " + left)
                        .isEqualTo(minimax.firstWins(sum, left) ? 1 : -1);
            }
        }
        assertThat(game.decided(List.of("ll", "lr"), true)).isZero();
        assertThat(game.decided(List.of("e"), false)).isZero();
    }
}
