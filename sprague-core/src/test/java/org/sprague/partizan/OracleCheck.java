package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.OutcomeClass;

/** Holds an engine value against the plain minimax on the position's own game tree. */
public final class OracleCheck {
    private final CanonicalGames games;
    private final GameTree.Minimax minimax = new GameTree.Minimax();

    public OracleCheck(CanonicalGames games) {
        this.games = games;
    }

    /**
     * The outcome class of {@code value} is the minimax's for {@code tree}, and {@code tree} minus the
     * canonical form the engine holds is a second-player win (they are equal games).
     */
    public void matches(int value, GameTree tree, String what) {
        assertThat(OutcomeClass.of(games, value).name()).as(what).isEqualTo(minimax.outcomeClass(List.of(tree)));
        GameTree canonical = GameTree.of(games, value);
        assertThat(minimax.outcomeClass(List.of(tree, canonical.negate()))).as(what + " minus its form").isEqualTo("P");
    }

    /** The engine's sum has the outcome class the minimax finds for the sum of the two trees. */
    public void sumMatches(int a, int b, GameTree ta, GameTree tb, String what) {
        assertThat(OutcomeClass.of(games, games.sum(a, b)).name()).as(what)
                .isEqualTo(minimax.outcomeClass(List.of(ta, tb)));
    }

    /** Minimax: is {@code tree} equal to {@code other}? */
    public boolean equal(GameTree tree, GameTree other) {
        return minimax.outcomeClass(List.of(tree, other.negate())).equals("P");
    }
}
