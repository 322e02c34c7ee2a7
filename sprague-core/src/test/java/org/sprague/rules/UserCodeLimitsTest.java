package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ParameterNames;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * The user's code (rule files, check expressions and their compilation) is held to the run's budget: what it
 * throws is the user's error, calls that end the process are refused, endless code ends with the time budget,
 * limits of int and long give a message, and the class is found however the file is written.
 */
class UserCodeLimitsTest {
    private static Budget.Deadline millis(long ms) {
        return Budget.standard().withTime(Duration.ofMillis(ms)).start();
    }

    /** A heap rule whose moves throws {@code throwable} at heap 3, on line 3. */
    private static String throwing(String throwable) {
        return "class Throws {\n    static int[] moves(int n) {\n        if (n == 3) { throw " + throwable + "; }\n"
                + "        return n == 0 ? new int[0] : new int[] {n - 1};\n    }\n}\n";
    }

    @Test
    void errorsThrownByMovesAreTheUsersErrorNamingFileAndLine() {
        for (String error : List.of("new InternalError(\"x\")", "new UnknownError(\"x\")", "new AssertionError(\"x\")",
                "new OutOfMemoryError(\"x\")", "new StackOverflowError()")) {
            RuleGame game = RuleFiles.game(throwing(error));
            assertThatThrownBy(() -> game.grundy(game.id(5))).as(error).isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("T.java:3: moves(3) ");
        }
    }

    @Test
    void aSelfLoopIsACycleUnderMisereAndNimKToo() {
        String self = "class Self { static int[] moves(int n) { return n > 0 ? new int[] {n, n - 1} : new int[0]; } }";
        assertThatThrownBy(() -> new RuleSolver(RuleFiles.game(self)).solve(List.of("3"), true, 1, false))
                .isInstanceOf(BadInputException.class).hasMessageContaining("cycle through position 3");
        assertThatThrownBy(() -> new RuleSolver(RuleFiles.game(self)).solve(List.of("3", "2"), false, 2, false))
                .isInstanceOf(BadInputException.class).hasMessageContaining("cycle through position");
    }

    @Test
    void heapsNearIntAndLongLimitsGiveAMessage() {
        RuleGame game = RuleFiles.game(RuleFiles.example("Take1378.java"));
        assertThatThrownBy(() -> new RuleSolver(game).solve(List.of("2147483647"), false, 1, false))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("heap 2147483647")
                .hasMessageContaining("state budget");
        RuleGame up = RuleFiles.game("class Up { static long[] moves(long n) { return new long[] {n + 1}; } }");
        assertThatThrownBy(() -> new RuleSolver(up).solve(List.of(Long.toString(Long.MAX_VALUE - 1)), false, 1,
                false)).isInstanceOf(BadInputException.class).hasMessageContaining("positions are nonnegative");
        RuleGame big = RuleFiles.game("class Big { static int[] moves(int n) { return new int[] {Integer.MAX_VALUE};"
                + " } }");
        assertThatThrownBy(() -> big.grundy(big.id(1))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("2147483647");
    }

    @Test
    void tooManyOptionsFromOnePositionIsALimitWithTheCount() {
        RuleGame game = RuleFiles.game("class Many { static int[] moves(int n) { return n == 0 ? new int[0]"
                + " : new int[50_000_000]; } }");
        assertThatThrownBy(() -> game.grundy(game.id(1))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("gave 50000000 options");
    }

    @Test
    void callsThatEndTheProcessOrStartProgramsAreRefused() {
        String moves = " static int[] moves(int n) { return new int[0]; }";
        for (String[] c : new String[][] {
            {"class A { static int[] moves(int n) { System.exit(42); return null; } }", "calls System.exit"},
            {"class B { static { Runtime.getRuntime().halt(0); }" + moves + " }", "calls Runtime.halt"},
            {"class C { static { Runtime.getRuntime().exit(0); }" + moves + " }", "calls Runtime.exit"},
            {"class D { static java.util.function.IntConsumer e = System::exit;" + moves + " }", "calls System.exit"},
            {"class E { static { try { System.class.getMethod(\"exit\", int.class).invoke(null, 0); }"
                    + " catch (Exception e) { } }" + moves + " }", "looks up System.exit"},
            {"class F { static { try { new ProcessBuilder(\"true\").start(); } catch (Exception e) { } }" + moves
                    + " }", "starts a process"},
            {"class G { static { try { Runtime.getRuntime().exec(\"true\"); } catch (Exception e) { } }" + moves
                    + " }", "starts a process"},
        }) {
            assertThatThrownBy(() -> RuleCompiler.compile("T.java", c[0])).as(c[0])
                    .isInstanceOf(BadInputException.class).hasMessageStartingWith("T.java: " + c[1])
                    .hasMessageContaining("a rule file may not");
        }
        assertThatThrownBy(() -> ExpressionCheck.compile("((java.util.function.IntPredicate) x -> { System.exit(5);"
                + " return true; }).test(n)", false, false)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("calls System.exit; a check may not end the process");
    }

    @Test
    void theClassIsFoundHoweverTheFileIsWritten() {
        String body = " { static int[] moves(int n) { return n == 0 ? new int[0] : new int[] {n - 1}; } }";
        assertThat(RuleCompiler.compile("T.java", "\uFEFFclass Bom" + body).className()).isEqualTo("Bom");
        assertThat(RuleCompiler.compile("T.java", "package a.b; class Pk" + body).className()).isEqualTo("Pk");
        assertThat(RuleCompiler.compile("T.java", "class Zügig" + body).className()).isEqualTo("Zügig");
        assertThat(RuleCompiler.compile("T.java", "class \\u0055esc" + body).className()).isEqualTo("Uesc");
        assertThat(RuleCompiler.compile("T.java", "public class \\u0050ub" + body).className()).isEqualTo("Pub");
        assertThat(RuleCompiler.compile("T.java", "/* class Not */ final class Yes" + body).className())
                .isEqualTo("Yes");
    }

    @Test
    void anEndlessCheckEndsWithTheTimeBudget() {
        ExpressionCheck check = ExpressionCheck.compile("n < 0 || ((java.util.function.IntPredicate) x -> {"
                + " while (!Thread.currentThread().isInterrupted()) { } return true; }).test(n)", false, false)
                .within(millis(500));
        ResourceLimitException e = (ResourceLimitException) org.assertj.core.api.Assertions.catchThrowable(
                () -> check.first(new int[] {0, 1}));
        assertThat(e).isNotNull();
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.TIME);
        assertThat(e.getMessage()).contains("the time budget").contains("never returns");
    }

    @Test
    void compilationIsHeldToTheDeadline() {
        // javac takes far longer than a millisecond: the compilation ends with the time budget, not after it
        assertThatThrownBy(() -> RuleCompiler.compile("T.java", RuleFiles.TAKE_ONE, millis(1)))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("the time budget")
                .hasMessageContaining("compiling T.java");
        assertThatThrownBy(() -> ExpressionCheck.compile("n == 0", false, false, millis(1)))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("the time budget");
    }

    @Test
    void errorsThrownByChecksAreTheUsersError() {
        for (String error : List.of("new InternalError()", "new AssertionError()", "new OutOfMemoryError()",
                "new UnknownError()")) {
            ExpressionCheck check = ExpressionCheck.compile("n < 0 || ((java.util.function.IntPredicate) x -> {"
                    + " throw " + error + "; }).test(n)", false, false);
            assertThatThrownBy(() -> check.first(new int[] {0})).as(error).isInstanceOf(BadInputException.class)
                    .hasMessageContaining("threw java.lang.");
        }
        assertThat(((BadInputException) org.assertj.core.api.Assertions.catchThrowable(() -> ExpressionCheck.compile(
                "((java.util.function.IntPredicate) x -> { throw new AssertionError(); }).test(n)", false, false)
                .first(new int[] {0}))).message(ParameterNames.LIBRARY)).contains("at n = 0");
    }
}
