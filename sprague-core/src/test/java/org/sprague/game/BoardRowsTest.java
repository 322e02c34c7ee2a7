package org.sprague.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.domineering.Domineering;

class BoardRowsTest {
    @Test
    void rByCIsRRowsOfCEmptySquares() {
        assertThat(BoardRows.emptyBoard("cram", List.of("3x4"))).contains(List.of("....", "....", "...."));
        assertThat(BoardRows.emptyBoard("cram", List.of("2x1"))).contains(List.of(".", "."));
        assertThat(BoardRows.emptyBoard("cram", List.of("....", "...."))).isEmpty();
        assertThat(BoardRows.emptyBoard("cram", List.of("4x3x2"))).isEmpty();
        for (String bad : new String[] {"0x3", "3x0", "51x50"}) {
            assertThatThrownBy(() -> BoardRows.emptyBoard("cram", List.of(bad))).as(bad)
                    .isInstanceOf(BadInputException.class).hasMessageContaining("2500");
        }
    }

    /** Both games read the shorthand the same way: the same answer as the rows written out. */
    @Test
    void cramAndDomineeringReadTheShorthandAsTheRows() {
        assertThat(Domineering.Board.parse(List.of("2x3"))).isEqualTo(Domineering.Board.parse(List.of("...", "...")));
        var cram = Catalog.all().stream().filter(g -> g.id().equals("cram")).findFirst().orElseThrow();
        Solution shorthand = (Solution) cram.solve(GameOptions.of(), List.of("2x3"));
        Solution rows = (Solution) cram.solve(GameOptions.of(), List.of("...", "..."));
        assertThat(shorthand.outcome()).isEqualTo(rows.outcome());
        assertThat(shorthand.winningMoves()).isEqualTo(rows.winningMoves()).isNotEmpty();
    }
}
