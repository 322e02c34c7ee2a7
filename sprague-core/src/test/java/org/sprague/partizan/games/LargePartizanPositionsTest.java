package org.sprague.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.solve.Budget;

/**
 * Long stalks, bundles of parallel edges and sums of many pieces: each is answered within the standard budget
 * (the space carries its 60 s deadline, as the command line's does) and checked against its known value.
 */
class LargePartizanPositionsTest {
    private final CanonicalGames games = new CanonicalGames().limit(null, Budget.standard().start());

    private static List<String> stalk(int n, char colour) {
        List<String> edges = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            edges.add(i + "-" + (i + 1) + ":" + colour);
        }
        return edges;
    }

    private PartizanAnalysis hackenbush(List<String> edges) {
        return PartizanAnalysis.of(new MemoisedCanonicalValues<>(new BlueRedHackenbush(), games), HackenbushPosition.parse(edges), true);
    }

    @Test
    void aGreenStalkOfNEdgesIsStarN() {
        PartizanAnalysis a = hackenbush(stalk(300, 'g'));
        assertThat(a.value()).isEqualTo(games.nimber(300));
        assertThat(a.canonical()).isEqualTo("*300");
        // the one winning move cuts the whole stalk (to 0); every other leaves *k, k > 0
        assertThat(a.winningMoves()).hasSize(1);
        assertThat(a.winningMoves().get(0).value()).isEqualTo("0");
    }

    @Test
    void sumsOfNimbersAreTheirXor() {
        // two green stalks: *300 + *301 = *1; a third of 1 edge makes 0
        List<String> edges = new ArrayList<>(stalk(300, 'g'));
        for (int i = 0; i < 301; i++) {
            edges.add((i == 0 ? 0 : 1000 + i) + "-" + (1001 + i) + ":g");
        }
        assertThat(hackenbush(edges).value()).isEqualTo(games.nimber(300 ^ 301));
        edges.add("0-5000:g");
        assertThat(hackenbush(edges).value()).isEqualTo(0);
    }

    @Test
    void parallelBlueGroundEdgesCountOneEach() {
        // deeper than a search's recursion could go on a default thread stack
        List<String> edges = new ArrayList<>(Collections.nCopies(3000, "0-1:b"));
        PartizanAnalysis a = hackenbush(edges);
        assertThat(a.canonical()).isEqualTo("3000");
        assertThat(a.winningMoves()).hasSize(3000);
    }

    @Test
    void parallelBlueAndRedGroundEdgesAreTheirDifference() {
        // the node falls only with the last edge: each edge is one move of its player, value blue - red
        List<String> edges = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            edges.add("0-1:b");
            edges.add("0-1:r");
        }
        edges.addAll(Collections.nCopies(3, "1-0:b"));
        PartizanAnalysis a = hackenbush(edges);
        assertThat(a.canonical()).isEqualTo("3");
    }

    @Test
    void aSumOfFiftyThousandCutcakePieces() {
        // 2x1 is 1 (Left's one cut leaves 0), 1x2 is -1
        List<Cutcake.Piece> pieces = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            pieces.add(i % 5 < 3 ? new Cutcake.Piece(2, 1) : new Cutcake.Piece(1, 2));
        }
        PartizanAnalysis a = PartizanAnalysis.of(new MemoisedCanonicalValues<>(new Cutcake(), games), pieces, true);
        assertThat(a.canonical()).isEqualTo("10000");
        // every cut of a 2x1 leaves 9999 >= 0: all 30,000 of Left's moves win
        assertThat(a.winningMoves()).hasSize(30_000);
        assertThat(a.winningMoves().get(0).to()).isNull();
    }

    @Test
    void aSearchPastTheDeadlineIsAResourceLimit() {
        CanonicalGames quick = new CanonicalGames().limit(null, Budget.standard().withTime(Duration.ofMillis(1))
                .start());
        // a cycle of three colours: a search over the sets of edges left, stopped by the deadline
        List<String> edges = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            edges.add("0-1:" + "brg".charAt(i % 3));
            edges.add("1-2:" + "rgb".charAt(i % 3));
            edges.add("2-0:" + "gbr".charAt(i % 3));
        }
        assertThatThrownBy(() -> PartizanAnalysis.of(new MemoisedCanonicalValues<>(new BlueRedHackenbush(), quick), HackenbushPosition.parse(edges),
                true)).isInstanceOf(ResourceLimitException.class);
    }
}
