package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.games.Cutcake.Piece;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class MaundyCakeTest {
    private final MaundyCake game = new MaundyCake();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<List<Piece>> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<List<Integer>>, GameTree> trees = new HashMap<>();

    private int value(String... pieces) {
        return values.value(game.parse(List.of(pieces)));
    }

    private int integer(long n) {
        return new NotationParser(games).parse(Long.toString(n));
    }

    /** The rules again, plainly: pieces {w, h} sorted; Left splits a width into k equal parts, Right a height. */
    private static List<List<List<Integer>>> options(List<List<Integer>> pieces, boolean left) {
        List<List<List<Integer>>> out = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            int w = pieces.get(i).get(0);
            int h = pieces.get(i).get(1);
            int side = left ? w : h;
            for (int k = 2; k <= side; k++) {
                if (side % k == 0) {
                    List<List<Integer>> next = new ArrayList<>(pieces);
                    next.remove(i);
                    for (int j = 0; j < k; j++) {
                        next.add(left ? List.of(w / k, h) : List.of(w, h / k));
                    }
                    out.add(StripsTesting.sorted(next));
                }
            }
        }
        return out;
    }

    /**
     * Every piece of at most 12 squares, against the minimax of the piece's whole game (past that the sums of
     * pieces reached are too many for the minimax; the closed forms below hold the rest).
     */
    @Test
    void smallPiecesAgreeWithMinimax() {
        int checked = 0;
        for (int w = 1; w <= 12; w++) {
            for (int h = 1; w * h <= 12; h++) {
                GameTree tree = GameTree.ofPosition(List.of(List.of(w, h)), MaundyCakeTest::options, trees);
                oracle.matches(value(w + "x" + h), tree, w + "x" + h);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(35);
    }

    /**
     * Winning Ways (pp. 28 and 53, as OEIS A006022 states it): a strip n x 1 is worth n (1/p1 + 1/(p1 p2) + ... +
     * 1/(p1 ... pk)), p1 <= ... <= pk the prime factors of n with repetition, and 0 for n = 1.
     */
    static long strip(long n) {
        List<Long> primes = primes(n);
        long sum = 0;
        long product = 1;
        for (long p : primes) {
            product *= p;
            sum += n / product;
        }
        return sum;
    }

    private static List<Long> primes(long n) {
        List<Long> out = new ArrayList<>();
        long m = n;
        for (long p = 2; m > 1; p++) {
            while (m % p == 0) {
                out.add(p);
                m /= p;
            }
        }
        return out;
    }

    /**
     * The value of a W x H piece in closed form, worked out from the strip's form and checked here (not cited): the
     * player with more prime factors wins; with W having m prime factors and H having n < m, the piece is worth
     * the strip of W divided by its n smallest prime factors, and the other way round negated; 0 when m = n.
     */
    static long closedForm(int w, int h) {
        List<Long> pw = primes(w);
        List<Long> ph = primes(h);
        if (pw.size() == ph.size()) {
            return 0;
        }
        boolean leftAhead = pw.size() > ph.size();
        List<Long> more = leftAhead ? pw : ph;
        long rest = leftAhead ? w : h;
        for (int i = 0; i < Math.min(pw.size(), ph.size()); i++) {
            rest /= more.get(i);
        }
        return leftAhead ? strip(rest) : -strip(rest);
    }

    @Test
    void everyPieceUpToTwelveByTwelveIsTheClosedForm() {
        for (int w = 1; w <= 12; w++) {
            for (int h = 1; h <= 12; h++) {
                assertThat(value(w + "x" + h)).as(w + "x" + h).isEqualTo(integer(closedForm(w, h)));
            }
        }
        for (int n = 1; n <= 60; n++) {
            assertThat(value(n + "x1")).as(n + "x1").isEqualTo(integer(strip(n)));
        }
        // OEIS A006022's first terms, Winning Ways' table of n x 1
        assertThat(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12).stream().map(n -> strip(n)).toList())
                .containsExactly(0L, 1L, 1L, 3L, 1L, 4L, 1L, 7L, 4L, 6L, 1L, 10L);
    }

    /**
     * Published: CGSuite's GameHeapTest (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala) gives
     * MaundyCake((8, n)), 8 rows and n columns, for n = 1..8 as -7, -3, -3, -1, -3, -1, -3, 0.
     */
    @Test
    void cgsuitesPublishedValues() {
        long[] expected = {-7, -3, -3, -1, -3, -1, -3, 0};
        for (int n = 1; n <= 8; n++) {
            assertThat(value(n + "x8")).as(n + "x8").isEqualTo(integer(expected[n - 1]));
        }
    }

    @Test
    void piecesAreASum() {
        assertThat(value("5x3", "4x4", "12x1")).isEqualTo(integer(closedForm(5, 3) + closedForm(4, 4) + 10));
    }

    @Test
    void theBoardNamesEveryCutOnItsFirstLine() {
        StripsTesting.boardsNameEachMoveOnce(game, "6x2", "12x8", "5x3 4x4");
    }

    @Test
    void malformedAndTooLargePieces() {
        StripsTesting.badInput(game, List.of(List.<String>of(), List.of("3by2"), List.of("0x2"), List.of("2x")));
        assertThatThrownBy(() -> game.parse(List.of("100000x2"))).isInstanceOf(ResourceLimitException.class);
    }
}
