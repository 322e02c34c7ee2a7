package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class ElephantsAndRhinosTest {
    private final ElephantsAndRhinos game = new ElephantsAndRhinos();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<String> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<String, GameTree> trees = new HashMap<>();

    /** The rules again, plainly: T steps one square right onto '.', F one square left. */
    private static List<String> options(String row, boolean left) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            int to = left ? i + 1 : i - 1;
            if (row.charAt(i) == (left ? 'T' : 'F') && to >= 0 && to < row.length() && row.charAt(to) == '.') {
                char[] next = row.toCharArray();
                next[to] = next[i];
                next[i] = '.';
                out.add(new String(next));
            }
        }
        return out;
    }

    /** Every row of up to 8 squares (9,840 rows), valued by parts, against the minimax of the whole row. */
    @Test
    void everyRowOfUpToEightSquaresAgreesWithMinimax() {
        List<String> rows = StripsTesting.words("TF.", 8);
        for (String row : rows) {
            oracle.matches(values.value(row), GameTree.ofPosition(row, ElephantsAndRhinosTest::options, trees), row);
        }
        assertThat(rows).hasSize(9840);
    }

    /**
     * Worked by hand: an elephant with k empty squares before the edge is the integer k; T.F = {.TF | TF.} = {0|0}
     * = *, and T..F = {.T.F | T.F.} = {*|*} = 0; a rhino with an elephant on its right splits the row, so T.FT.F is
     * * + * = 0 and F..T, whose pieces never move, is 0.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"T...; 3", "..F; -2", "T.F; *", "T..F; 0", "T.FT.F; 0", "F..T; 0",
        "t.f; *", "TF; 0"})
    void handWorkedValues(String row, String expected) {
        assertThat(new Notation(games).print(values.value(game.parse(List.of(row))))).isEqualTo(expected);
    }

    @Test
    void partsAreCutBetweenARhinoAndTheElephantAfterIt() {
        assertThat(game.parts("T.F..T.F")).containsExactly("T.F", "T.F");
        assertThat(game.parts("..T.F..")).containsExactly("T.F");
        assertThat(game.parts("..F.T..")).containsExactly("..F", "T..");
        assertThat(game.parts("....")).isEmpty();
    }

    @Test
    void theBoardNamesEveryMoveOnThePieceThatMoves() {
        StripsTesting.boardsNameEachMoveOnce(game, "TT..FF", "T.F", "t..F");
    }

    @Test
    void malformedRowsAreBadInput() {
        StripsTesting.badInput(game, List.of(List.<String>of(), List.of("TX."), List.of("T.", "F."), List.of("")));
    }
}
