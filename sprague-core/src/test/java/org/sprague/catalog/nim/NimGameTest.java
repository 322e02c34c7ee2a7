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
import org.sprague.SampleNumbers;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.MemoizedMisereSolver;
import org.sprague.solve.OutcomeSolver;
import org.sprague.solve.SmallPositions;
import org.sprague.value.Outcome;

/** Bouton's closed forms held against the generic engine on every position of up to 4 heaps of up to 7. */
class NimGameTest {
    private final NimGame nim = new NimGame();

    static Solution solve(String... args) {
        List<String> position = new ArrayList<>();
        boolean misere = false;
        for (String a : args) {
            if (a.equals("--misere")) {
                misere = true;
            } else {
                position.add(a);
            }
        }
        GameOptions options = misere ? GameOptions.of("--misere", "true") : GameOptions.none();
        return (Solution) new NimGame().solve(options, position);
    }

    @Test
    void normalPlayAgreesWithTheEngine() {
        MemoizedGrundySolver<List<Integer>> engine =
                new MemoizedGrundySolver<>(NimRules.SUM, NimRules.SORTED, Long.MAX_VALUE);
        BruteForce<List<Integer>> brute = new BruteForce<>(h -> BruteMoves.nimK(h, 1, BruteMoves::nimHeap));
        for (List<Integer> heaps : SmallPositions.upTo(4, 7)) {
            Solution s = (Solution) nim.solve(GameOptions.none(), texts(heaps));
            assertThat(s.outcome()).isEqualTo(engine.outcome(heaps));
            assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(engine.grundy(heaps)));
            assertThat(s.remoteness().orNull()).isEqualTo(brute.remoteness(heaps));
            assertMovesAre(s, engine, heaps);
        }
    }

    @Test
    void misereAgreesWithTheEngine() {
        MemoizedMisereSolver<List<Integer>> engine =
                new MemoizedMisereSolver<>(NimRules.SUM, NimRules.SORTED, Long.MAX_VALUE);
        BruteForce<List<Integer>> brute = BruteForce.misere(h -> BruteMoves.nimK(h, 1, BruteMoves::nimHeap));
        for (List<Integer> heaps : SmallPositions.upTo(4, 7)) {
            Solution s = (Solution) nim.solve(GameOptions.of("--misere", "true"), texts(heaps));
            assertThat(s.outcome()).as("%s", heaps).isEqualTo(brute.grundy(heaps) == 1 ? Outcome.FIRST
                    : Outcome.SECOND);
            assertThat(s.grundy().orNull()).isNull();
            assertThat(s.remoteness().orNull()).isEqualTo(brute.remoteness(heaps));
            assertMovesAre(s, engine, heaps);
        }
    }

    private static void assertMovesAre(Solution s, OutcomeSolver<List<Integer>> engine, List<Integer> heaps) {
        List<List<String>> expected = new ArrayList<>();
        for (List<Integer> option : engine.winningOptions(heaps)) {
            expected.add(texts(option));
        }
        assertThat(s.winningMoves()).extracting(MoveReport::to).as("moves from %s", heaps)
                .containsExactlyElementsOf(expected);
    }

    @Test
    void theContractExample() {
        Solution s = solve("3", "4", "5");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.grundy().orNull()).isEqualTo(BigInteger.TWO);
        assertThat(s.remoteness().orNull()).isEqualTo(11L);
        assertThat(s.winningMoves()).containsExactly(
                new MoveReport("heap 1: 3 -> 1", List.of("1", "4", "5"), 1, "1"));
    }

    @Test
    void hugeHeapsAreExact() {
        Solution s = solve("123456789012345678901234567890", "5");
        assertThat(s.grundy().orNull()).isEqualTo(new BigInteger("123456789012345678901234567890").xor(BigInteger.valueOf(5)));
        assertThat(s.winningMoves()).extracting(MoveReport::move)
                .containsExactly("heap 1: 123456789012345678901234567890 -> 5");
        assertThat(s.remoteness().orNull()).isNull();
        for (BigInteger h : SampleNumbers.bigIntegers()) {
            if (h.testBit(0) || h.signum() == 0) { // h, h, 1 has a single winning move only for even h
                continue;
            }
            Solution pair = solve(h.toString(), h.toString());
            assertThat(pair.outcome()).isEqualTo(Outcome.SECOND);
            Solution three = solve(h.toString(), h.toString(), "1");
            assertThat(three.winningMoves()).extracting(MoveReport::move).containsExactly("heap 3: 1 -> 0");
        }
    }

    @Test
    void mixedSmallAndHugeHeapsXorCorrectly() {
        BigInteger big = BigInteger.ONE.shiftLeft(200).add(BigInteger.valueOf(6));
        Solution s = solve(big.toString(), "3", "5", BigInteger.ONE.shiftLeft(200).toString());
        assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(6 ^ 3 ^ 5));
    }

    @Test
    void heapTextsAreNormalised() {
        Solution s = solve("007", "4", "5");
        assertThat(s.position()).containsExactly("7", "4", "5");
        assertThat(s.winningMoves()).extracting(MoveReport::move)
                .containsExactly("heap 1: 7 -> 1", "heap 2: 4 -> 2", "heap 3: 5 -> 3");
        assertThat(solve("-0", "1").position()).containsExactly("0", "1");
    }

    @Test
    void emptyHeapsDoNotCountAgainstTheRemotenessSearch() {
        List<String> heaps = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            heaps.add("0");
        }
        heaps.add("20");
        heaps.add("20");
        Solution s = (Solution) nim.solve(GameOptions.none(), heaps);
        // two equal heaps: the loser takes one token at a time and the winner mirrors, 2 * 20 moves
        assertThat(s.remoteness().orNull()).isEqualTo(solve("20", "20").remoteness().orNull()).isEqualTo(40L);
    }

    @Test
    void manyHeapsLeaveToOut() {
        List<String> heaps = new ArrayList<>();
        for (int i = 0; i < 1001; i++) {
            heaps.add(String.valueOf(i));
        }
        Solution s = (Solution) nim.solve(GameOptions.none(), heaps);
        assertThat(s.winningMoves()).isNotEmpty().allSatisfy(m -> {
            assertThat(m.to()).isNull();
            assertThat(m.component()).isBetween(1, 1001);
        });
        Solution small = (Solution) nim.solve(GameOptions.none(), heaps.subList(0, 1000));
        assertThat(small.winningMoves()).allSatisfy(m -> assertThat(m.to()).hasSize(1000));
    }

    @Test
    void badHeapsAreRejectedWithTheirIndex() {
        assertThatThrownBy(() -> solve("3", "-1")).isInstanceOf(BadInputException.class)
                .hasMessage("heap 2 must not be negative, got -1");
        assertThatThrownBy(() -> solve("3", "x4")).isInstanceOf(BadInputException.class)
                .hasMessage("heap 2 must be an integer, got 'x4'");
        assertThatThrownBy(() -> solve("1.5")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve()).isInstanceOf(BadInputException.class).hasMessageContaining("missing position");
    }

    static List<String> texts(List<Integer> heaps) {
        List<String> out = new ArrayList<>();
        heaps.forEach(h -> out.add(String.valueOf(h)));
        return out;
    }
}
