package org.sprague.partizan.games;

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
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class CutcakeAndToadsTest {
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<List<Cutcake.Piece>> cutcake =
            new MemoisedCanonicalValues<>(new Cutcake(), games);
    private final MemoisedCanonicalValues<String> toads = new MemoisedCanonicalValues<>(new ToadsAndFrogs(), games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<List<Integer>>, GameTree> cakeTrees = new HashMap<>();
    private final Map<String, GameTree> rowTrees = new HashMap<>();

    @Test
    void cutcakeAgreesWithMinimax() {
        for (int w = 1; w <= 4; w++) {
            for (int h = 1; h <= 3; h++) {
                GameTree tree = GameTree.ofPosition(List.of(List.of(w, h)), GameOracles::cutcake, cakeTrees);
                int value = cutcake.value(List.of(new Cutcake.Piece(w, h)));
                oracle.matches(value, tree, w + "x" + h);
                assertThat(games.isNumber(value)).as("Cutcake values are integers").isTrue();
                assertThat(games.numberValue(value).isInteger()).isTrue();
            }
        }
    }

    /**
     * Worked by hand from the rules (Winning Ways ch. 2 tabulates Cutcake): a strip W columns wide and 1 high
     * is W-1 (only Left can cut, each cut leaves strips summing to W-2); 2x2 = {-2|2} = 0; 3x2 = {-1|4} = 0;
     * 4x2 = {0|6} = 1.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"3x1; 2", "1x3; -2", "2x2; 0", "3x2; 0", "4x2; 1", "4x2 1x3; -1", "1x1; 0"})
    void cutcakeHandWorked(String pieces, String expected) {
        assertThat(new Notation(games).print(cutcake.value(Cutcake.parse(List.of(pieces.split(" "))))))
                .isEqualTo(expected);
    }

    @Test
    void toadsAndFrogsAgreesWithMinimax() {
        Random random = new Random(8);
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            StringBuilder row = new StringBuilder();
            int length = 1 + random.nextInt(8);
            for (int j = 0; j < length; j++) {
                row.append("TF..".charAt(random.nextInt(4)));
            }
            String r = row.toString();
            rows.add(r);
            oracle.matches(toads.value(r), GameTree.ofPosition(r, GameOracles::toadsAndFrogs, rowTrees), r);
        }
        for (int i = 0; i + 1 < rows.size(); i += 2) {
            String a = rows.get(i);
            String b = rows.get(i + 1);
            oracle.sumMatches(toads.value(a), toads.value(b), GameTree.ofPosition(a, GameOracles::toadsAndFrogs, rowTrees),
                    GameTree.ofPosition(b, GameOracles::toadsAndFrogs, rowTrees), a + " + " + b);
        }
    }

    /**
     * Worked by hand: T. is {0|} = 1; .TF is {|1} = 0, since the frog's jump leaves FT. = {0|} = 1; TF. is
     * {-1|} = 0, the toad's jump leaving .FT = {|0} = -1; so T.F = {.TF | TF.} = {0|0} = *.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"T.; 1", ".F; -1", ".TF; 0", "TF.; 0", "T.F; *", "T; 0", "TF; 0", "F.T; 0"})
    void toadsHandWorked(String row, String expected) {
        assertThat(new Notation(games).print(toads.value(row))).isEqualTo(expected);
    }

    @Test
    void toadsWinningMoves() {
        // T.F = *: the first player wins by moving, whichever player that is
        PartizanAnalysis left = PartizanAnalysis.of(toads, "T.F", true);
        assertThat(left.winningMoves()).extracting(PartizanAnalysis.WinningMove::text).containsExactly("toad moves 1 -> 2");
        PartizanAnalysis right = PartizanAnalysis.of(toads, "T.F", false);
        assertThat(right.winningMoves()).extracting(PartizanAnalysis.WinningMove::to).containsExactly(List.of("TF."));
    }

    @Test
    void badPositions() {
        assertThatThrownBy(() -> ToadsAndFrogs.parse(List.of("TX."))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Cutcake.parse(List.of("3by2"))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Cutcake.parse(List.of("0x2"))).isInstanceOf(BadInputException.class);
    }
}
