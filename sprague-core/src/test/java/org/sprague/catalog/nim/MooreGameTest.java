package org.sprague.catalog.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.BruteForce;
import org.sprague.BruteMoves;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.MooreNimK;
import org.sprague.solve.SmallPositions;
import org.sprague.value.Outcome;

class MooreGameTest {
    private final MooreGame moore = new MooreGame();

    private Solution solve(int k, boolean misere, List<String> heaps) {
        GameOptions o = misere ? GameOptions.of("--k", String.valueOf(k), "--misere", "true")
                : GameOptions.of("--k", String.valueOf(k));
        return (Solution) moore.solve(o, heaps);
    }

    @Test
    void answersAgreeWithABruteForceOfTheRules() {
        // MooreNimKTest holds the rule against search on 4 heaps up to 7; this checks the game's whole answers
        // against plain recursion over Moore's moves (1..k heaps, each lowered), which shares no engine code
        List<List<Integer>> positions = new ArrayList<>(SmallPositions.upTo(3, 7));
        positions.addAll(SmallPositions.upTo(4, 4));
        for (int k = 2; k <= 3; k++) {
            int kk = k;
            BruteForce<List<Integer>> brute = new BruteForce<>(h -> BruteMoves.nimK(h, kk, BruteMoves::nimHeap));
            for (List<Integer> heaps : positions) {
                Solution s = solve(k, false, NimGameTest.texts(heaps));
                assertThat(s.outcome()).isEqualTo(brute.grundy(heaps) == 0 ? Outcome.SECOND : Outcome.FIRST);
                assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(brute.grundy(heaps)));
                assertThat(s.remoteness().orNull()).isEqualTo(brute.remoteness(heaps));
                assertThat(s.winningMovesComplete()).isTrue();
                List<List<String>> expected = new ArrayList<>();
                brute.winningOptions(heaps).forEach(o -> expected.add(NimGameTest.texts(o)));
                assertThat(s.winningMoves()).extracting(MoveReport::to).containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void hugeKIsTheSameGameAsKEqualToTheHeapCount() {
        Solution huge = solve(Integer.MAX_VALUE, false, List.of("1", "2", "3"));
        Solution three = solve(3, false, List.of("1", "2", "3"));
        assertThat(huge.outcome()).isEqualTo(three.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(huge.winningMoves()).isEqualTo(three.winningMoves());
        // one heap: any k is Nim
        assertThat(solve(Integer.MAX_VALUE, true, List.of("99999999999")).outcome()).isEqualTo(Outcome.FIRST);
    }

    @Test
    void kOneAnswersLikeNimAtAnySize() {
        Solution s = solve(1, true, List.of("99999999999", "1"));
        assertThat(s.game()).isEqualTo("moore");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMoves()).extracting(MoveReport::move).containsExactly("heap 1: 99999999999 -> 0");
    }

    @Test
    void kOneIsNim() {
        for (List<Integer> heaps : SmallPositions.upTo(3, 7)) {
            Solution m = solve(1, false, NimGameTest.texts(heaps));
            Solution n = NimGameTest.solve(NimGameTest.texts(heaps).toArray(new String[0]));
            assertThat(m.outcome()).isEqualTo(n.outcome());
            assertThat(m.grundy().orNull()).isEqualTo(n.grundy().orNull());
            assertThat(m.remoteness().orNull()).isEqualTo(n.remoteness().orNull());
            assertThat(m.winningMoves()).extracting(MoveReport::to)
                    .containsExactlyElementsOf(n.winningMoves().stream().map(MoveReport::to).toList());
        }
    }

    @Test
    void largePositionsGetOneConstructedMove() {
        List<String> heaps = List.of("1000000007", "123456789", "987654321", "5", "77777777777777777777777");
        Solution s = solve(2, false, heaps);
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMovesComplete()).isFalse();
        assertThat(s.winningMoves()).hasSize(1);
        List<BigInteger> to = new ArrayList<>();
        s.winningMoves().get(0).to().forEach(t -> to.add(new BigInteger(t)));
        assertThat(MooreNimK.isLosing(to, 2)).isTrue();
        assertThat(s.grundy().orNull()).isNull();
    }

    @Test
    void misereIsSearchedExactlyAndLimited() {
        // k = 2, misère, heaps 1 1 1: every move leaves one or two single tokens; one heap left loses... search
        Solution s = solve(2, true, List.of("1", "1", "1"));
        // taking 2 leaves one token, which the opponent must take and lose
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMoves()).extracting(MoveReport::to)
                .containsExactly(List.of("0", "0", "1"), List.of("0", "1", "0"), List.of("1", "0", "0"));
        assertThatThrownBy(() -> solve(2, true, List.of("100000", "100000", "100000")))
                .isInstanceOf(ResourceLimitException.class);
    }

    @Test
    void badKIsRejected() {
        assertThatThrownBy(() -> moore.solve(GameOptions.of("--k", "0"), List.of("1")))
                .isInstanceOf(BadInputException.class).hasMessage("--k must be at least 1, got 0");
        assertThatThrownBy(() -> moore.solve(GameOptions.of("--k", "two"), List.of("1")))
                .isInstanceOf(BadInputException.class).hasMessage("--k takes an integer, got 'two'");
    }

    /** Bridges to the helper in the solve package's tests. */
    static final class MooreNimKTestSupport {
        static List<BigInteger> big(List<Integer> heaps) {
            List<BigInteger> out = new ArrayList<>();
            heaps.forEach(h -> out.add(BigInteger.valueOf(h)));
            return out;
        }
    }
}
