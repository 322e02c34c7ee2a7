package org.sprague.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;
import org.sprague.play.PlaySession.Side;

class PlaySessionTest {
    private static PlaySession nim(Side first, String... heaps) {
        return new PlaySession(Catalog.find("nim"), GameOptions.none(), List.of(heaps), first);
    }

    @Test
    void engineMovingFirstFromAWinningPositionWinsWhateverThePersonDoes() {
        PlaySession s = nim(Side.ENGINE, "3", "4", "5");
        while (!s.over()) {
            if (s.toMove() == Side.ENGINE) {
                s.engineMove();
            } else {
                s.play(s.moves().size()); // always the last listed move
            }
        }
        assertThat(s.winner()).isEqualTo(Side.ENGINE);
        // the engine never erred, and every position it left had nim-sum 0 (Bouton)
        for (PlaySession.Played p : s.history()) {
            if (p.side() == Side.ENGINE) {
                assertThat(p.erred()).isFalse();
                int x = 0;
                for (String h : p.move().move().to()) {
                    x ^= Integer.parseInt(h);
                }
                assertThat(x).isZero();
            }
        }
    }

    @Test
    void personWhoPlaysBestFromAWinningPositionWins() {
        PlaySession s = nim(Side.HUMAN, "1", "2");
        while (!s.over()) {
            if (s.toMove() == Side.ENGINE) {
                s.engineMove();
            } else {
                s.play(s.moves().indexOf(MoveValues.best(s.moves())) + 1);
            }
        }
        assertThat(s.winner()).isEqualTo(Side.HUMAN);
        assertThat(s.history()).noneMatch(PlaySession.Played::erred);
    }

    @Test
    void anErrorIsRecordedAndUndoTakesItBack() {
        PlaySession s = nim(Side.HUMAN, "1", "2");
        // 1 2 -> 1 0 leaves the engine a win: an error (2 -> 1 was the winning move)
        PlaySession.Played p = s.play(2);
        assertThat(p.move().move().to()).containsExactly("1", "0");
        assertThat(p.erred()).isTrue();
        s.engineMove();
        assertThat(s.undo()).isTrue();
        assertThat(s.position()).containsExactly("1", "2");
        assertThat(s.history()).isEmpty();
        assertThatThrownBy(() -> s.play(9)).isInstanceOf(BadInputException.class);
    }

    @Test
    void scoringGameEndsWithTheScores() {
        // LeetCode 486: 1 5 2 is lost for the first player (value -2), so the engine moving second wins
        PlaySession s = new PlaySession(Catalog.find("predict-winner"), GameOptions.none(), List.of("1", "5", "2"),
                Side.HUMAN);
        while (!s.over()) {
            if (s.toMove() == Side.ENGINE) {
                s.engineMove();
            } else {
                s.play(1);
            }
        }
        assertThat(s.score(Side.HUMAN) + s.score(Side.ENGINE)).isEqualTo(8);
        assertThat(s.winner()).isEqualTo(Side.ENGINE);
    }

    @Test
    void graphCycleIsADrawByRepetition() {
        PlaySession s = new PlaySession(Catalog.find("graph"), GameOptions.of("--file", "../docs/examples/cycle.txt"),
                List.of("x"), Side.HUMAN);
        int guard = 0;
        while (!s.over() && guard++ < 100) {
            if (s.toMove() == Side.ENGINE) {
                s.engineMove();
            } else {
                s.play(s.moves().indexOf(MoveValues.best(s.moves())) + 1);
            }
        }
        assertThat(s.over()).isTrue();
        assertThat(s.winner()).isNull();
    }
}
