package org.sprague.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.partizan.ruleset.PartizanRuleset;

/** Cutcake's closed form (its known value) against the values of the options, and its moves valued by their part. */
class CutcakeClosedFormTest {
    private final CanonicalGames games = new CanonicalGames();
    private final Cutcake cutcake = new Cutcake();

    /** Cutcake's rules without its closed form: every piece valued from its options by the definition. */
    private final PartizanRuleset<List<Cutcake.Piece>> rulesOnly = new PartizanRuleset<>() {
        @Override
        public List<PartizanMove<List<Cutcake.Piece>>> moves(List<Cutcake.Piece> position, boolean left) {
            return cutcake.moves(position, left);
        }

        @Override
        public List<String> format(List<Cutcake.Piece> position) {
            return cutcake.format(position);
        }

        @Override
        public List<List<Cutcake.Piece>> parts(List<Cutcake.Piece> position) {
            return cutcake.parts(position);
        }
    };

    @Test
    void theClosedFormIsTheValueOfTheOptionsUpTo24By24() {
        MemoisedCanonicalValues<List<Cutcake.Piece>> fromOptions = new MemoisedCanonicalValues<>(rulesOnly, games);
        for (int w = 1; w <= 24; w++) {
            for (int h = 1; h <= 24; h++) {
                List<Cutcake.Piece> piece = List.of(new Cutcake.Piece(w, h));
                assertThat(cutcake.knownValue(piece, games)).as(w + "x" + h).isEqualTo(fromOptions.value(piece));
            }
        }
    }

    /** Wiring: a cut valued from its piece alone (the part it names) equals the value of the whole position reached. */
    @Test
    void aCutValuedByItsPartEqualsThePositionItReaches() {
        MemoisedCanonicalValues<List<Cutcake.Piece>> values = new MemoisedCanonicalValues<>(cutcake, games);
        List<Cutcake.Piece> position = Cutcake.parse(List.of("5x3", "2x7", "1x1", "6x6"));
        for (boolean left : new boolean[] {true, false}) {
            for (PartizanMove<List<Cutcake.Piece>> move : cutcake.moves(position, left)) {
                assertThat(move.part()).isNotNegative();
                assertThat(values.valueAfter(position, move)).as(move.text()).isEqualTo(values.value(move.to()));
            }
        }
    }
}
