package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.heap.Seed004;

/** Rule-file games against brute force written here: plain recursion over the rules, not the engine's tables. */
class RuleGameTest {
    private static int mex(Set<Integer> s) {
        int m = 0;
        while (s.contains(m)) {
            m++;
        }
        return m;
    }

    private static int bruteSubtraction(int n, int[] set, Map<Integer, Integer> memo) {
        Integer known = memo.get(n);
        if (known != null) {
            return known;
        }
        Set<Integer> seen = new HashSet<>();
        for (int t : set) {
            if (t <= n) {
                seen.add(bruteSubtraction(n - t, set, memo));
            }
        }
        memo.put(n, mex(seen));
        return memo.get(n);
    }

    @Test
    void aFailedExplorationLeavesNoHalfExploredPosition() {
        // take 1 or 3; the rule throws at heap 4, so every heap from 4 on fails, and keeps failing: a second ask
        // must not find heap 10 "explored" with heaps below it missing, and heaps below 4 stay right
        RuleGame game = RuleFiles.game("""
                class FailsAtFour {
                    static int[] moves(int n) {
                        if (n == 4) {
                            throw new IllegalStateException("no moves at 4");
                        }
                        return java.util.stream.IntStream.of(1, 3).filter(t -> t <= n).map(t -> n - t).toArray();
                    }
                }
                """);
        int ten = game.id(10);
        assertThatThrownBy(() -> game.grundy(ten)).isInstanceOf(BadInputException.class).hasMessageContaining("4");
        assertThatThrownBy(() -> game.grundy(ten)).isInstanceOf(BadInputException.class).hasMessageContaining("4");
        // take 1 or 3: G(n) = n mod 2
        for (int n = 0; n <= 3; n++) {
            assertThat(game.grundy(game.id(n))).as("G(%d)", n).isEqualTo(n % 2);
        }
        assertThatThrownBy(() -> game.grundy(game.id(5))).isInstanceOf(BadInputException.class);
    }

    @Test
    void heapFormMatchesBruteForce() {
        RuleGame game = RuleFiles.game(RuleFiles.SUBTRACTION_134);
        assertThat(game.form()).isEqualTo(RuleForm.HEAP);
        assertThat(game.file().className()).isEqualTo("Sub134");
        int[] table = game.table(300, false);
        Map<Integer, Integer> memo = new HashMap<>();
        for (int n = 0; n <= 300; n++) {
            assertThat(table[n]).as("G(%d)", n).isEqualTo(bruteSubtraction(n, new int[] {1, 3, 4}, memo));
        }
    }

    @Test
    void takeAndBreakMatchesBruteForceAndLaskersClosedForm() {
        RuleGame game = RuleFiles.game(RuleFiles.LASKER);
        assertThat(game.form()).isEqualTo(RuleForm.SPLIT);
        int[] table = game.table(60, false);
        int[] brute = new int[61];
        for (int n = 1; n <= 60; n++) {
            Set<Integer> seen = new HashSet<>();
            for (int t = 1; t <= n; t++) {
                seen.add(brute[n - t]);
            }
            for (int a = 1; a <= n / 2; a++) {
                seen.add(brute[a] ^ brute[n - a]);
            }
            brute[n] = mex(seen);
        }
        assertThat(table).containsExactly(brute);
        // seed 003 (HDU 3032): G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3
        for (int n = 1; n <= 60; n++) {
            int expected = n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
            assertThat(table[n]).isEqualTo(expected);
        }
    }

    @Test
    void tupleFormFindsWythoffsPairs() {
        RuleGame game = RuleFiles.game(RuleFiles.WYTHOFF);
        double phi = (1 + Math.sqrt(5)) / 2;
        Set<Long> pPositions = new HashSet<>();
        for (int k = 0; k < 30; k++) {
            long a = (long) Math.floor(k * phi);
            long b = a + k;
            pPositions.add(a * 100 + b);
            pPositions.add(b * 100 + a);
        }
        for (int a = 0; a < 25; a++) {
            for (int b = 0; b < 25; b++) {
                int id = game.id(new int[] {a, b});
                assertThat(game.grundy(id) == 0).as("(%d,%d)", a, b).isEqualTo(pPositions.contains(a * 100L + b));
            }
        }
    }

    @Test
    void longFormReachesOnlyWhatItNeeds() {
        RuleGame game = RuleFiles.game(RuleFiles.DIVIDE);
        Map<Long, Integer> memo = new HashMap<>();
        for (long n : new long[] {0, 1, 2, 5, 17, 1000, 123_456_789_012_345L}) {
            assertThat(game.grundy(game.id(n))).isEqualTo(bruteDivide(n, memo));
        }
        assertThat(game.size()).isLessThan(10_000);
    }

    private static int bruteDivide(long n, Map<Long, Integer> memo) {
        if (n == 0) {
            return 0;
        }
        Integer known = memo.get(n);
        if (known != null) {
            return known;
        }
        Set<Integer> s = new HashSet<>(java.util.List.of(bruteDivide(n / 2, memo), bruteDivide(n / 3, memo)));
        memo.put(n, mex(s));
        return memo.get(n);
    }

    @Test
    void misereValuesOfSeed004() {
        RuleGame game = RuleFiles.game("""
                class Take1378 {
                    static int[] moves(int n) {
                        return java.util.stream.IntStream.of(1, 3, 7, 8).filter(t -> t <= n).map(t -> n - t).toArray();
                    }
                }
                """);
        int[] m = game.table(50, true);
        // seed 004's own recursion: f(0) = win (the opponent took the last ball), f(n) = some move to a loss
        boolean[] wins = Seed004.wins(50);
        for (int n = 0; n <= 50; n++) {
            assertThat(m[n] != 0).as("n = %d", n).isEqualTo(wins[n]);
        }
        // the seed's sample: 1, 2, 10, 18 give 0, 1, 1, 0
        assertThat(new boolean[] {wins[1], wins[2], wins[10], wins[18]}).containsExactly(false, true, true, false);
        assertThat(m[0]).isEqualTo(1);
    }

    @Test
    void compileErrorNamesFileAndLine() {
        assertThatThrownBy(() -> RuleCompiler.compile("Bad.java", "class Bad {\n  static int[] moves(int n) {\n"
                + "    return nope;\n  }\n}\n")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("Bad.java:3: cannot find symbol");
    }

    @Test
    void wrongSignatureIsBadInput() {
        assertThatThrownBy(() -> RuleCompiler.compile("W.java", "class W { static int moves(int n) { return 0; } }"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("int[] moves(int n)");
        assertThatThrownBy(() -> RuleCompiler.compile("W.java", "class W { int[] moves(int n) { return null; } }"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("static");
    }

    @Test
    void exceptionNamesPositionExceptionAndLine() {
        RuleGame game = RuleFiles.game("""
                class Boom {
                    static int[] moves(int n) {
                        if (n == 3) {
                            throw new IllegalStateException("no three");
                        }
                        return n == 0 ? new int[0] : new int[] {n - 1};
                    }
                }
                """);
        assertThatThrownBy(() -> game.grundy(game.id(7))).isInstanceOf(BadInputException.class)
                .hasMessage("T.java:4: moves(3) threw java.lang.IllegalStateException: no three");
    }

    @Test
    void endlessRuleRunsOutOfTime() {
        RuleGame game = RuleFiles.game("""
                class Loop {
                    static int[] moves(int n) {
                        while (n == 5) { Thread.onSpinWait(); }
                        return n == 0 ? new int[0] : new int[] {n - 1};
                    }
                }
                """, 300);
        assertThatThrownBy(() -> game.grundy(game.id(9))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("the time budget (running moves of T.java: a rule that never returns");
        // later calls fail at once rather than wait again
        assertThatThrownBy(() -> game.grundy(game.id(2))).isInstanceOf(ResourceLimitException.class);
    }

    @Test
    void cycleNamesAPositionOnIt() {
        RuleGame game = RuleFiles.game("""
                class Cycle {
                    static int[][] moves(int[] p) {
                        if (p[0] == 0) return new int[0][];
                        return new int[][] {{p[0] - 1, p[1]}, {p[0], 1 - p[1]}};
                    }
                }
                """);
        assertThatThrownBy(() -> game.grundy(game.id(new int[] {2, 0}))).isInstanceOf(BadInputException.class)
                .hasMessageMatching("T.java: the game has a cycle through position [12],[01] .*");
    }

    @Test
    void heapCycleAndNegativeOptionsAreBadInput() {
        RuleGame up = RuleFiles.game("class Up { static int[] moves(int n) { return n == 4 ? new int[] {5}"
                + " : n == 5 ? new int[] {4} : new int[0]; } }");
        assertThatThrownBy(() -> up.grundy(up.id(4))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("cycle through position");
        RuleGame neg = RuleFiles.game("class Neg { static int[] moves(int n) { return new int[] {n - 1}; } }");
        assertThatThrownBy(() -> neg.grundy(neg.id(3))).isInstanceOf(BadInputException.class)
                .hasMessage("T.java: moves(0) gave -1: positions are nonnegative");
    }

    @Test
    void stateBudgetIsAResourceLimit() {
        RuleFile file = RuleCompiler.compile("T.java", "class Grow { static long[] moves(long n) {"
                + " return n > 1_000_000_000L ? new long[0] : new long[] {n + 1}; } }");
        RuleGame game = new RuleGame(file, RuleFiles.guard(file, 5_000), 1_000);
        assertThatThrownBy(() -> game.grundy(game.id(0L))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("more than 1000 positions");
    }

    @Test
    void aCycleAmongPositionsThatGrowWithoutBoundIsReportedBeforeTheStateBudget() {
        // n -> n + 1 first: a plain depth-first descent would climb for ever; the back edge n + 1 -> n shows the cycle
        String source = "class UpDown { static int[] moves(int n) { return n == 0 ? new int[0]"
                + " : new int[] {n + 1, n - 1}; } }";
        for (long states : new long[] {1_000, RuleGame.DEFAULT_MAX_STATES}) {
            RuleFile file = RuleCompiler.compile("T.java", source);
            RuleGame game = new RuleGame(file, RuleFiles.guard(file, 5_000), states);
            assertThatThrownBy(() -> game.grundy(game.id(3))).isInstanceOf(BadInputException.class)
                    .hasMessage("T.java: the game has a cycle through position 3 (it can be reached from itself:"
                            + " 3 -> 4 -> 3); a game must end, so every play must be finite");
            assertThat(game.size()).as("positions numbered before the cycle was seen").isLessThan(10);
        }
        // the same through take-and-break parts: 2 -> {1, 3}, 3 -> {2, 4}
        RuleGame split = RuleFiles.game("class Parts { static int[][] moves(int n) { return n < 2 ? new int[0][]"
                + " : new int[][] {{n - 1, n + 1}, {n - 1}}; } }");
        assertThatThrownBy(() -> split.grundy(split.id(2))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("T.java: the game has a cycle through position 2 (it can be reached from"
                        + " itself: 2 -> 3 -> 2)");
    }

    @Test
    void aLongCycleIsNamedByItsEnds() {
        // 0 -> 1 -> ... -> 19 -> 0, entered from 20
        RuleGame ring = RuleFiles.game("class Ring { static int[] moves(int n) { return n == 20 ? new int[] {0}"
                + " : new int[] {(n + 1) % 20}; } }");
        assertThatThrownBy(() -> ring.grundy(ring.id(20))).isInstanceOf(BadInputException.class)
                .hasMessage("T.java: the game has a cycle through position 0 (it can be reached from itself:"
                        + " 0 -> 1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> ... -> 19 -> 0, 20 moves); a game must end,"
                        + " so every play must be finite");
    }
}
