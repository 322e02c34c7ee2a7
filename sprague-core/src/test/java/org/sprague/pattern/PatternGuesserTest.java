package org.sprague.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.sprague.rules.ExpressionCheck;

/** Each family on a table made by hand, and its expression re-checked against the same table. */
class PatternGuesserTest {
    private static boolean[] losing(int upto, java.util.function.IntPredicate p) {
        boolean[] l = new boolean[upto + 1];
        for (int n = 0; n <= upto; n++) {
            l[n] = p.test(n);
        }
        return l;
    }

    private static void expressionAgrees(PatternGuesser.Guess g, boolean[] losing) {
        int[] values = new int[losing.length];
        for (int n = 0; n < losing.length; n++) {
            values[n] = losing[n] ? 0 : 1;
        }
        assertThat(ExpressionCheck.compile(g.expression(), false, false).first(values).holds()).as(g.expression())
                .isTrue();
    }

    @Test
    void residues() {
        boolean[] l = losing(60, n -> n % 15 == 1 || n % 15 == 3 || n % 15 == 5 || n % 15 == 7);
        PatternGuesser.Guess g = PatternGuesser.heaps(l);
        assertThat(g.description()).isEqualTo("n mod 15 in {1, 3, 5, 7}");
        expressionAgrees(g, l);
    }

    @Test
    void fibonacciNumbers() {
        java.util.Set<Integer> fib = java.util.Set.of(1, 2, 3, 5, 8, 13, 21, 34, 55, 89);
        boolean[] l = losing(100, fib::contains);
        PatternGuesser.Guess g = PatternGuesser.heaps(l);
        assertThat(g.family()).isEqualTo("fibonacci");
        expressionAgrees(g, l);
    }

    @Test
    void powersOfTwoMinusOne() {
        boolean[] l = losing(200, n -> Integer.bitCount(n + 1) == 1);
        PatternGuesser.Guess g = PatternGuesser.heaps(l);
        assertThat(g.description()).isEqualTo("the numbers 2^k-1 (and 0)");
        expressionAgrees(g, l);
    }

    @Test
    void noPatternSaysSo() {
        java.util.Random r = new java.util.Random(7);
        boolean[] l = losing(200, n -> r.nextInt(3) == 0);
        assertThat(PatternGuesser.heaps(l)).isNull();
    }

    @Test
    void readingThroughAPredicateAgreesWithTheTable() {
        java.util.Random r = new java.util.Random(11);
        java.util.List<java.util.function.IntPredicate> families = java.util.List.of(n -> n % 15 == 1 || n % 15 == 7,
                n -> java.util.Set.of(1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144).contains(n),
                n -> Integer.bitCount(n - 2) == 1 && n > 2, n -> n == 0, n -> r.nextInt(5) == 0);
        for (java.util.function.IntPredicate f : families) {
            for (int upto : new int[] {0, 2, 10, 150, 400}) {
                boolean[] l = losing(upto, f);
                assertThat(PatternGuesser.heaps(n -> l[(int) n], upto)).isEqualTo(PatternGuesser.heaps(l));
            }
        }
    }

    @Test
    void readingStopsWhenNoFamilyFits() {
        // 3*10^9 heaps, more than a boolean[] holds: reading ends once every family has failed (here by n = 400)
        long[] read = new long[1];
        assertThat(PatternGuesser.heaps(n -> {
            read[0] = Math.max(read[0], n);
            return n % 3 == 0 || n == 7;
        }, 3_000_000_000L)).isNull();
        assertThat(read[0]).isLessThan(1000);
    }

    @Test
    void wythoffPairsAreBeatty() {
        double phi = (1 + Math.sqrt(5)) / 2;
        boolean[][] l = new boolean[40][40];
        for (int k = 0; k < 40; k++) {
            int a = (int) Math.floor(k * phi);
            int b = a + k;
            if (b < 40) {
                l[a][b] = true;
                l[b][a] = true;
            }
        }
        PatternGuesser.Guess g = PatternGuesser.grid(l);
        assertThat(g.family()).isEqualTo("beatty");
        assertThat(g.description()).contains("golden ratio fits");
        int[][] values = new int[40][40];
        for (int a = 0; a < 40; a++) {
            for (int b = 0; b < 40; b++) {
                values[a][b] = l[a][b] ? 0 : 1;
            }
        }
        assertThat(ExpressionCheck.compile(g.expression(), false, true).first(values).holds()).isTrue();
        l[3][3] = true;
        assertThat(PatternGuesser.grid(l)).isNull();
    }
}
