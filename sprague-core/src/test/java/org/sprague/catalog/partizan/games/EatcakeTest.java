package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.games.Cutcake.Piece;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class EatcakeTest {
    private final Eatcake game = new Eatcake();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<List<Piece>> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<List<Integer>>, GameTree> trees = new HashMap<>();

    private int value(String... pieces) {
        return values.value(game.parse(List.of(pieces)));
    }

    /** The rules again, plainly: pieces {w, h} sorted; Left removes a column, Right a row; empty pieces go. */
    private static List<List<List<Integer>>> options(List<List<Integer>> pieces, boolean left) {
        List<List<List<Integer>>> out = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            int w = pieces.get(i).get(0);
            int h = pieces.get(i).get(1);
            int side = left ? w : h;
            for (int k = 1; k <= side; k++) {
                List<List<Integer>> next = new ArrayList<>(pieces);
                next.remove(i);
                for (int part : new int[] {k - 1, side - k}) {
                    if (part > 0) {
                        next.add(left ? List.of(part, h) : List.of(w, part));
                    }
                }
                out.add(StripsTesting.sorted(next));
            }
        }
        return out;
    }

    /** Every piece of at most 12 squares, and every pair of pieces of at most 6, against the minimax. */
    @Test
    void smallPiecesAndPairsAgreeWithMinimax() {
        List<int[]> small = new ArrayList<>();
        for (int w = 1; w <= 12; w++) {
            for (int h = 1; w * h <= 12; h++) {
                GameTree tree = GameTree.ofPosition(List.of(List.of(w, h)), EatcakeTest::options, trees);
                oracle.matches(value(w + "x" + h), tree, w + "x" + h);
                if (w * h <= 6) {
                    small.add(new int[] {w, h});
                }
            }
        }
        for (int[] a : small) {
            for (int[] b : small) {
                List<List<Integer>> pair = StripsTesting.sorted(List.of(List.of(a[0], a[1]), List.of(b[0], b[1])));
                oracle.matches(value(a[0] + "x" + a[1], b[0] + "x" + b[1]),
                        GameTree.ofPosition(pair, EatcakeTest::options, trees), pair.toString());
            }
        }
    }

    /**
     * Published: CGSuite's GameHeapTest (lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala) gives the
     * canonical forms of Eatcake((8, n)), 8 rows and n columns, for n = 1..8: ^, {^|||^*|v||0}, {^^|*},
     * {^^|*||0,{0|vv*}}, {^3|^*||*}, {^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}, {0||^^*|0|||*} and *; written here
     * with nested braces for CGSuite's bars of several strokes.
     */
    @Test
    void cgsuitesPublishedValues() {
        String[] expected = {"^", "{^|{{^*|v}|0}}", "{^^|*}", "{{^^|*}|0,{0|vv*}}", "{{^3|^*}|*}",
            "{{{^3|^*}|*}|0,{0,{^|0,v*}|{{0|vv*}|0}}}", "{{0|{^^*|0}}|*}", "*"};
        for (int n = 1; n <= 8; n++) {
            assertThat(value(n + "x8")).as(n + "x8").isEqualTo(new NotationParser(games).parse(expected[n - 1]));
        }
    }

    @Test
    void theLastSquareEatenLeavesTheEmptyCake() {
        assertThat(game.moves(game.parse(List.of("1x1")), true).get(0).to()).isEqualTo(List.of(new Piece(0, 0)));
        assertThat(value("0x0")).isEqualTo(new NotationParser(games).parse("0"));
        assertThat(value("1x1")).isEqualTo(new NotationParser(games).parse("*"));
    }

    @Test
    void theBoardNamesEveryMoveOnASquare() {
        StripsTesting.boardsNameEachMoveOnce(game, "3x2", "8x3 2x2", "1x1 0x0");
    }

    @Test
    void malformedPiecesAreBadInput() {
        StripsTesting.badInput(game, List.of(List.<String>of(), List.of("3by2"), List.of("2x"), List.of("-1x2")));
    }
}
