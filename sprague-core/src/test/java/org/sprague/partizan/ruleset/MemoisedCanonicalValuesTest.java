package org.sprague.partizan.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.OracleCheck;

class MemoisedCanonicalValuesTest {
    private final CanonicalGames games = new CanonicalGames();
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<String, GameTree> trees = new HashMap<>();

    private GameTree tree(String row) {
        return GameTree.ofPosition(row, GameOracles::toadsAndFrogs, trees);
    }

    /** Sums of rows, each row a part: the value of the sum against the minimax of the sum of the rows' trees. */
    @Test
    void sumsOfPartsAgreeWithMinimax() {
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(new RowsOfToads(0), games);
        Random random = new Random(37);
        for (int i = 0; i < 120; i++) {
            List<String> rows = randomRows(random, 1 + random.nextInt(3), 6);
            int v = values.value(rows);
            List<GameTree> parts = new ArrayList<>();
            for (String r : rows) {
                parts.add(tree(r));
            }
            // the rows' trees and the negated value together: a second-player win when they are equal games
            assertThat(new GameTree.Minimax().outcomeClass(withNegated(parts, GameTree.of(games, v))))
                    .as(rows + " minus its value").isEqualTo("P");
            if (rows.size() == 1) {
                oracle.matches(v, parts.get(0), rows.get(0));
            }
        }
    }

    private static List<GameTree> withNegated(List<GameTree> parts, GameTree value) {
        List<GameTree> out = new ArrayList<>(parts);
        out.add(value.negate());
        return out;
    }

    static List<String> randomRows(Random random, int count, int longest) {
        List<String> rows = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            StringBuilder row = new StringBuilder();
            int length = 1 + random.nextInt(longest);
            for (int j = 0; j < length; j++) {
                row.append("TF..".charAt(random.nextInt(4)));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** Worked by hand (Winning Ways ch. 1): T.F = *, TT.F's values and a sum of two rows T. + .F = 1 - 1 = 0. */
    @Test
    void handWorkedValues() {
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(new RowsOfToads(0), games);
        Notation notation = new Notation(games);
        assertThat(notation.print(values.value(List.of("T.F")))).isEqualTo("*");
        assertThat(notation.print(values.value(List.of("T.", ".F")))).isEqualTo("0");
        assertThat(notation.print(values.value(List.of("T..", "T.")))).isEqualTo("3");
    }

    /** A line of play 100,000 moves long: {n-1|} = n by induction, valued without recursion. */
    @Test
    void longLinesOfPlayDoNotOverflowTheStack() {
        PartizanRuleset<Integer> countdown = new PartizanRuleset<>() {
            @Override
            public List<PartizanMove<Integer>> moves(Integer n, boolean left) {
                return left && n > 0 ? List.of(new PartizanMove<>("down", n - 1)) : List.of();
            }

            @Override
            public List<String> format(Integer n) {
                return List.of(n.toString());
            }
        };
        MemoisedCanonicalValues<Integer> values = new MemoisedCanonicalValues<>(countdown, games);
        assertThat(new Notation(games).print(values.value(100_000))).isEqualTo("100000");
        assertThat(values.size()).isEqualTo(100_001);
    }

    /** Play that returns to a position is bad input naming the cycle. */
    @Test
    void cyclesAreBadInput() {
        PartizanRuleset<String> loop = new PartizanRuleset<>() {
            @Override
            public List<PartizanMove<String>> moves(String p, boolean left) {
                return switch (p) {
                    case "a" -> List.of(new PartizanMove<>("to b", "b"));
                    case "b" -> left ? List.of(new PartizanMove<>("to a", "a")) : List.of();
                    default -> List.of();
                };
            }

            @Override
            public List<String> format(String p) {
                return List.of(p);
            }
        };
        assertThatThrownBy(() -> new MemoisedCanonicalValues<>(loop, games).value("a"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("a -> b -> a");
    }

    /** Past the most positions the values stop with the figure, as a resource limit. */
    @Test
    void stopsAtTheMostPositions() {
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(new RowsOfToads(0), games, 10);
        assertThatThrownBy(() -> values.value(List.of("TTT...FFF")))
                .isInstanceOf(ValuesOutOfReach.class).hasMessageContaining("more than 10 positions");
    }
}
