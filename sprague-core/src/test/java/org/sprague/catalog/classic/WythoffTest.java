package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.BruteForce;
import org.sprague.catalog.Solution;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.value.Outcome;

class WythoffTest {
    private final WythoffGame game = new WythoffGame();

    @Test
    void closedFormMatchesEngineOnEverySmallPosition() {
        MemoizedGrundySolver<List<Integer>> engine =
                new MemoizedGrundySolver<>(WythoffRules.GAME, WythoffRules.SORTED, Long.MAX_VALUE);
        for (int a = 0; a <= 40; a++) {
            for (int b = 0; b <= 40; b++) {
                BigInteger ba = BigInteger.valueOf(a);
                BigInteger bb = BigInteger.valueOf(b);
                List<Integer> p = List.of(a, b);
                assertThat(Wythoff.isLosing(ba, bb)).as("(%d,%d)", a, b).isEqualTo(engine.grundy(p) == 0);
                // every move to a losing position (two moves may reach the same pair), piles in their order
                List<List<String>> expected = new ArrayList<>();
                for (List<Integer> o : engine.winningOptions(p)) {
                    expected.add(List.of("" + o.get(0), "" + o.get(1)));
                }
                List<List<String>> targets = new ArrayList<>();
                WythoffGame.winningMoves(ba, bb).forEach(m -> targets.add(m.to()));
                assertThat(targets).as("(%d,%d)", a, b).containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void equalTakeComesFirstAsInHdu2177() {
        for (int a = 0; a <= 40; a++) {
            for (int b = 0; b <= 40; b++) {
                List<String> texts = new ArrayList<>();
                WythoffGame.winningMoves(BigInteger.valueOf(a), BigInteger.valueOf(b))
                        .forEach(m -> texts.add(m.move()));
                for (int i = 1; i < texts.size(); i++) {
                    assertThat(texts.get(i)).doesNotStartWith("take");
                }
            }
        }
    }

    @Test
    void grundyValueAndRemotenessMatchABruteForce() {
        BruteForce<List<Integer>> brute = new BruteForce<>(WythoffTest::bruteOptions);
        for (int a = 0; a <= 9; a++) {
            for (int b = 0; b <= 9; b++) {
                Solution s = Solved.solve(game, "" + a, "" + b);
                assertThat(s.grundy().orNull()).as("(%d,%d)", a, b).isEqualTo(BigInteger.valueOf(brute.grundy(List.of(a, b))));
                assertThat(s.remoteness().orNull()).as("(%d,%d)", a, b).isEqualTo(brute.remoteness(List.of(a, b)));
            }
        }
        // 8 5: taking 1 from both piles keeps the piles' order
        assertThat(Solved.targets(Solved.solve(game, "8", "5"))).containsExactly(List.of("7", "4"), List.of("3", "5"));
    }

    /** Wythoff's rules: take any positive number from one pile, or the same from both. */
    private static List<List<Integer>> bruteOptions(List<Integer> p) {
        List<List<Integer>> out = new ArrayList<>();
        for (int t = 1; t <= Math.max(p.get(0), p.get(1)); t++) {
            if (t <= p.get(0)) {
                out.add(List.of(p.get(0) - t, p.get(1)));
            }
            if (t <= p.get(1)) {
                out.add(List.of(p.get(0), p.get(1) - t));
            }
            if (t <= p.get(0) && t <= p.get(1)) {
                out.add(List.of(p.get(0) - t, p.get(1) - t));
            }
        }
        return out;
    }

    @Test
    void poj1067AndHdu1527Samples() {
        assertThat(Solved.solve(game, "2", "1").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(Solved.solve(game, "8", "4").outcome()).isEqualTo(Outcome.FIRST);
        assertThat(Solved.solve(game, "4", "7").outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void hdu2177Samples() {
        assertThat(Solved.solve(game, "1", "2").outcome()).isEqualTo(Outcome.SECOND);
        Solution s = Solved.solve(game, "5", "8");
        assertThat(hdu2177(s)).containsExactly(List.of("4", "7"), List.of("3", "5"));
        assertThat(Solved.solve(game, "4", "7").winningMoves()).isEmpty();
        Solution twoTwo = Solved.solve(game, "2", "2");
        assertThat(twoTwo.winningMoves()).extracting(m -> m.move())
                .containsExactly("take 2 from both piles", "pile 1: 2 -> 1", "pile 2: 2 -> 1");
        assertThat(hdu2177(twoTwo)).containsExactly(List.of("0", "0"), List.of("1", "2"));
    }

    /** HDU 2177 prints each resulting pair once, smaller pile first, in the moves' order. */
    private static List<List<String>> hdu2177(Solution s) {
        Set<List<String>> pairs = new LinkedHashSet<>();
        for (List<String> to : Solved.targets(s)) {
            BigInteger x = new BigInteger(to.get(0));
            BigInteger y = new BigInteger(to.get(1));
            pairs.add(List.of(x.min(y).toString(), x.max(y).toString()));
        }
        return new ArrayList<>(pairs);
    }

    @Test
    void distinctMovesToTheSamePairAreAllListed() {
        Solution s = Solved.solve(game, "2", "3");
        assertThat(s.winningMoves()).extracting(m -> m.move())
                .containsExactly("take 1 from both piles", "pile 2: 3 -> 1");
        assertThat(Solved.targets(s)).containsExactly(List.of("1", "2"), List.of("2", "1"));
    }

    @Test
    void beattyPairsPartitionThePositiveIntegers() {
        int limit = 5_000;
        int[] hits = new int[limit + 1];
        for (int k = 1; Wythoff.lower(BigInteger.valueOf(k)).intValue() <= limit; k++) {
            BigInteger kk = BigInteger.valueOf(k);
            hits[Wythoff.lower(kk).intValue()]++;
            if (Wythoff.upper(kk).intValue() <= limit) {
                hits[Wythoff.upper(kk).intValue()]++;
            }
        }
        for (int n = 1; n <= limit; n++) {
            assertThat(hits[n]).as("n = %d", n).isEqualTo(1);
            BigInteger p = Wythoff.partner(BigInteger.valueOf(n));
            assertThat(Wythoff.partner(p)).isEqualTo(BigInteger.valueOf(n));
            assertThat(Wythoff.isLosing(BigInteger.valueOf(n), p)).isTrue();
        }
    }

    @Test
    void exactForThousandDigitPilesAgainstHighPrecisionGoldenRatio() {
        MathContext mc = new MathContext(1100, RoundingMode.DOWN);
        BigDecimal phi = BigDecimal.valueOf(5).sqrt(mc).add(BigDecimal.ONE).divide(BigDecimal.valueOf(2), mc);
        Random random = new Random(2177);
        for (int i = 0; i < 20; i++) {
            BigInteger k = new BigInteger(3300, random).add(BigInteger.ONE);
            BigInteger expected = new BigDecimal(k).multiply(phi, mc).setScale(0, RoundingMode.FLOOR).toBigInteger();
            assertThat(Wythoff.lower(k)).isEqualTo(expected);
            BigInteger a = Wythoff.lower(k);
            BigInteger b = Wythoff.upper(k);
            assertThat(Solved.solve(game, a.toString(), b.toString()).outcome()).isEqualTo(Outcome.SECOND);
            assertThat(Wythoff.partner(a)).isEqualTo(b);
            assertThat(Wythoff.partner(b)).isEqualTo(a);
            // one more token in the larger pile: the take of one from it wins
            Solution s = Solved.solve(game, a.toString(), b.add(BigInteger.ONE).toString());
            assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
            assertThat(Solved.targets(s)).contains(List.of(a.toString(), b.toString()));
        }
    }

    @Test
    void doublePrecisionFormulaOfTheSeedFailsWhereThisIsExact() {
        // the seed's floor(k * 1.618...) in doubles disagrees with the exact Beatty sequence for some k < 10^17
        double au = (Math.sqrt(5) + 1) / 2;
        int disagreements = 0;
        Random random = new Random(1067);
        for (int i = 0; i < 200; i++) {
            long k = (long) (random.nextDouble() * 1e17);
            if (BigInteger.valueOf((long) (k * au)).compareTo(Wythoff.lower(BigInteger.valueOf(k))) != 0) {
                disagreements++;
            }
        }
        assertThat(disagreements).isPositive();
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> Solved.solve(game, "1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Solved.solve(game, "1", "-2")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("negative");
        assertThatThrownBy(() -> Solved.solve(game, "1", "x")).isInstanceOf(BadInputException.class);
    }
}
