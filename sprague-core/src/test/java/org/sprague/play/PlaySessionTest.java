package org.sprague.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
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

    private static PlaySession typed(String game, GameOptions options, Side first, String... position) {
        PlaySession s = new PlaySession(Catalog.find(game), options, List.of(position), first);
        assertThat(s.listed()).as(game).isFalse();
        assertThat(s.typedSyntax()).as(game).isPresent();
        return s;
    }

    @Test
    void wythoffOnHugePilesIsPlayedByTypedMovesAndTheEngineLeavesABeattyPair() {
        // (1000000, 1618034) is a losing pair: k = 618034, floor(k*phi) = 1000000; the person moves first and loses
        PlaySession s = typed("wythoff", GameOptions.none(), Side.HUMAN, "1000000", "1618034");
        assertThat(s.hint().result()).isEqualTo("loss");
        assertThatThrownBy(() -> s.play("pile 1 -> 1000000")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> s.play("both 1000001")).isInstanceOf(BadInputException.class);
        for (int round = 0; round < 3; round++) {
            BigInteger a = new BigInteger(s.position().get(0));
            BigInteger b = new BigInteger(s.position().get(1));
            s.play(round == 0 ? "both 3" : round == 1 ? "pile 2 -> " + b.subtract(BigInteger.valueOf(5))
                    : "pile 1: " + a + " -> " + a.shiftRight(1));
            PlaySession.Played e = s.engineMove();
            assertThat(e.move().result()).isEqualTo("win");
            BigInteger x = new BigInteger(e.move().move().to().get(0));
            BigInteger y = new BigInteger(e.move().move().to().get(1));
            assertThat(beattyPair(x.min(y), x.max(y))).as(e.move().move().text()).isTrue();
        }
        assertThat(s.history()).filteredOn(p -> p.side() == Side.ENGINE).noneMatch(PlaySession.Played::erred);
    }

    /** Whether (a, b), a <= b, is floor(k*phi), floor(k*phi) + k for k = b - a, by exact integer square roots. */
    private static boolean beattyPair(BigInteger a, BigInteger b) {
        BigInteger k = b.subtract(a);
        // floor(k*phi) = floor((k + sqrt(5 k^2)) / 2)
        BigInteger floor = k.add(k.multiply(k).multiply(BigInteger.valueOf(5)).sqrt()).shiftRight(1);
        return floor.equals(a);
    }

    @Test
    void mooreOnHugeHeapsTheEngineLeavesEveryBitInAMultipleOfKPlus1Heaps() {
        GameOptions k2 = GameOptions.of("--k", "2");
        PlaySession s = typed("moore", k2, Side.ENGINE, "1000000007", "123456789", "987654321", "5");
        s.engineMove();
        assertThat(mooreLost(s.position(), 3)).isTrue();
        assertThatThrownBy(() -> s.play("heap 1 -> 1, heap 2 -> 1, heap 3 -> 1")).isInstanceOf(
                BadInputException.class);
        s.play("heap 1 -> 1000, heap 3 -> 17");
        s.engineMove();
        assertThat(mooreLost(s.position(), 3)).isTrue();
        assertThat(s.history()).noneMatch(PlaySession.Played::erred);
    }

    private static boolean mooreLost(List<String> heaps, int mod) {
        for (int bit = 0; bit < 64; bit++) {
            int count = 0;
            for (String h : heaps) {
                count += new BigInteger(h).testBit(bit) ? 1 : 0;
            }
            if (count % mod != 0) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theDivisorGameAndLaskersNimAtHugeSizesTakeTypedMoves() {
        PlaySession d = typed("divisor", GameOptions.none(), Side.HUMAN, "3377699720527872"); // 3 * 2^50
        assertThatThrownBy(() -> d.play("subtract 7")).isInstanceOf(BadInputException.class);
        d.play("subtract 2"); // leaves an even number: a loss (the player to move wins exactly when N is even)
        assertThat(d.history().get(0).erred()).isTrue();
        PlaySession.Played e = d.engineMove();
        assertThat(new BigInteger(e.move().move().to().get(0)).testBit(0)).isTrue();

        PlaySession l = typed("lasker", GameOptions.none(), Side.HUMAN, "2147483647", "5");
        assertThat(l.hint().move().text()).isEqualTo("heap 1: 2147483647 -> 5");
        l.play("heap 1 -> 1000000000 + 1147483647"); // a split without taking
        l.engineMove();
        assertThat(l.history().get(1).move().result()).isEqualTo("win");
        assertThatThrownBy(() -> l.play("heap 1 -> 7 + 7")).isInstanceOf(BadInputException.class);
    }
}
