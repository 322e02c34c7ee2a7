package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.sprague.game.Move;
import org.sprague.game.MoveGame;

/** Labelled moves: two moves to the same position stay two winning moves. */
class WinningMovesTest {
    /** A row of n tokens: take one from the left end, one from the right end, or two from the left. */
    private static final MoveGame<Integer> ROW = (n, sink) -> {
        if (n >= 1) {
            sink.accept(new Move<>("left", n - 1));
            sink.accept(new Move<>("right", n - 1));
        }
        if (n >= 2) {
            sink.accept(new Move<>("two", n - 2));
        }
    };

    @Test
    void twoMovesToTheSamePositionAreTwoWinningMoves() {
        // hand-worked: 0 lost; 1 and 2 win (to 0); 3 lost (to 2, 2, 1, all won); from 4, left and right reach 3
        MemoizedGrundySolver<Integer> solver = new MemoizedGrundySolver<>(ROW);
        assertThat(WinningMoves.of(ROW, solver, 4)).containsExactly(new Move<>("left", 3), new Move<>("right", 3));
        assertThat(WinningMoves.of(ROW, solver, 3)).isEmpty();
        assertThat(WinningMoves.of(ROW, solver, 2)).containsExactly(new Move<>("two", 0));
        // the options as positions, as the plain contract sees them, merge the two moves into one option
        assertThat(solver.winningOptions(4)).containsExactly(3);
    }
}
