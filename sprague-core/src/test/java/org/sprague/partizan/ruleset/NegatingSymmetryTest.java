package org.sprague.partizan.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.PartizanMove;

/**
 * A representative under a symmetry that negates the value ({@link PartizanRuleset#signedRepresentative}): a Toads
 * and Frogs row read backwards with toads and frogs exchanged is the same game with Left's and Right's roles
 * exchanged, so its negative (Winning Ways ch. 2). The oracle is the plain minimax on each row's own game tree.
 */
class NegatingSymmetryTest {
    private final CanonicalGames games = new CanonicalGames();
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<String, GameTree> trees = new HashMap<>();

    /** Rows of toads and frogs, each row valued under the lesser of itself and its mirror. */
    private static final class MirroredRows implements PartizanRuleset<List<String>> {
        private final RowsOfToads rows = new RowsOfToads(0);

        @Override
        public List<PartizanMove<List<String>>> moves(List<String> position, boolean left) {
            return rows.moves(position, left);
        }

        @Override
        public List<String> format(List<String> position) {
            return position;
        }

        @Override
        public List<List<String>> parts(List<String> position) {
            return rows.parts(position);
        }

        @Override
        public Signed<List<String>> signedRepresentative(List<String> part) {
            String row = part.get(0);
            String mirror = mirror(row);
            return mirror.compareTo(row) < 0 ? new Signed<>(List.of(mirror), true) : new Signed<>(part, false);
        }
    }

    static String mirror(String row) {
        StringBuilder out = new StringBuilder();
        for (int i = row.length() - 1; i >= 0; i--) {
            char c = row.charAt(i);
            out.append(c == 'T' ? 'F' : c == 'F' ? 'T' : c);
        }
        return out.toString();
    }

    @Test
    void valuesUnderTheNegatingSymmetryAgreeWithMinimax() {
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(new MirroredRows(), games);
        Random random = new Random(41);
        for (int i = 0; i < 150; i++) {
            String row = MemoisedCanonicalValuesTest.randomRows(random, 1, 7).get(0);
            // the mirror first, then the row: the second is answered from the first's entry, negated
            int m = values.value(List.of(mirror(row)));
            int v = values.value(List.of(row));
            oracle.matches(v, tree(row), row);
            oracle.matches(m, tree(mirror(row)), mirror(row));
        }
    }

    /** Hand-worked (Winning Ways ch. 1): T.. is 2, so ..F is -2, and the two share one entry. */
    @Test
    void aRowAndItsMirrorShareOneEntry() {
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(new MirroredRows(), games);
        Notation notation = new Notation(games);
        assertThat(notation.print(values.value(List.of("..F")))).isEqualTo("-2");
        int held = values.size();
        assertThat(notation.print(values.value(List.of("T..")))).isEqualTo("2");
        assertThat(values.size()).isEqualTo(held);
    }

    private GameTree tree(String row) {
        return GameTree.ofPosition(row, GameOracles::toadsAndFrogs, trees);
    }
}
