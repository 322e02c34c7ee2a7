package org.sprague.catalog.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.GameOptions;
import org.sprague.play.MoveValues;
import org.sprague.play.ValuedMove;
import org.sprague.value.Outcome;

/**
 * Play values every move of a Moore's Nim-k position; the searches of the positions reached share one table while
 * it stays within the search budget, instead of each move starting its own search from scratch.
 */
class MooreMoveValuesTest {
    @Test
    void theMovesOfOnePositionShareTheirSearches() {
        GameOptions k3 = GameOptions.of("--k", "3");
        long before = MooreGame.searchesStarted();
        List<ValuedMove> moves = MoveValues.of(new MooreGame(), k3, List.of("7", "5", "7", "25"));
        long started = MooreGame.searchesStarted() - before;
        assertEquals(3858, moves.size());
        // one search per move before (3858 of them); now 117, each as large as the budget affords
        assertTrue(started <= 200, started + " searches for " + moves.size() + " moves");
        // and the values are Moore's theorem's: a move wins exactly when it leaves every bit column a multiple of 4
        for (ValuedMove m : moves) {
            int[] columns = new int[6];
            for (String h : m.move().to()) {
                int v = Integer.parseInt(h);
                for (int b = 0; b < 6; b++) {
                    columns[b] += (v >> b) & 1;
                }
            }
            boolean leavesLoss = true;
            for (int c : columns) {
                leavesLoss &= c % 4 == 0;
            }
            assertEquals(leavesLoss ? Outcome.SECOND : Outcome.FIRST, m.after().outcome(), m.move().text());
        }
    }
}
