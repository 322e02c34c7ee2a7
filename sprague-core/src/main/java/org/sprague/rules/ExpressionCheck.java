package org.sprague.rules;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.Wording;
import org.sprague.solve.Budget;

/**
 * A claim about a table, written as a Java expression and compiled in memory: {@code --check} (a boolean, true
 * exactly at the losing positions) or {@code --check-value} (an int, equal to the value), in {@code n} for heaps
 * or {@code p} ({@code p[0]}, {@code p[1]}) for grids. {@link #first} finds the least counterexample.
 */
public final class ExpressionCheck {
    /** A counterexample: where the claim fails, and what it said there. */
    public record Result(boolean holds, int[] counterexample) {
    }

    private final String expression;
    private final boolean value;
    private final boolean grid;
    private final MethodHandle claim;
    /** The run's deadline: the check is compiled and run on a worker thread held to it. */
    private final Budget.Deadline deadline;

    private ExpressionCheck(String expression, boolean value, boolean grid, MethodHandle claim,
            Budget.Deadline deadline) {
        this.expression = expression;
        this.value = value;
        this.grid = grid;
        this.claim = claim;
        this.deadline = deadline;
    }

    /**
     * Compiles {@code expression}.
     *
     * @param value {@code --check-value} (an int expression) rather than {@code --check} (boolean)
     * @param grid the variable is {@code int[] p} rather than {@code int n}
     */
    public static ExpressionCheck compile(String expression, boolean value, boolean grid) {
        return compile(expression, value, grid, Budget.standard().start());
    }

    /**
     * Compiles {@code expression}; its compilation and every later {@link #first} run on a worker thread held to
     * {@code deadline}, so an endless loop in the expression ends with the time budget.
     */
    public static ExpressionCheck compile(String expression, boolean value, boolean grid, Budget.Deadline deadline) {
        Parameter option = value ? Parameter.CHECK_VALUE : Parameter.CHECK;
        if (expression.isBlank()) {
            throw new BadInputException(names -> names.name(option) + " needs an expression, such as "
                    + (grid ? "p[0] == p[1]" : "n % 4 == 0"));
        }
        Wording shown = names -> names.name(option) + " '" + expression + "'";
        String type = value ? "int" : "boolean";
        String source = "public final class Claim { public static " + type + " at(" + (grid ? "int[] p" : "int n")
                + ") { return (" + expression + "\n); } }";
        Class<?> c = RuleCompiler.compileClass(shown, "Claim", source, deadline, "a check");
        try {
            MethodHandle h = MethodHandles.lookup().findStatic(c, "at", MethodType.methodType(value ? int.class
                    : boolean.class, grid ? int[].class : int.class));
            return new ExpressionCheck(expression, value, grid, h, deadline);
        } catch (ReflectiveOperationException e) {
            String why = e.getMessage();
            throw new BadInputException(names -> shown.in(names) + ": " + why);
        }
    }

    /** The same check, run within {@code other} from now on. */
    ExpressionCheck within(Budget.Deadline other) {
        return new ExpressionCheck(expression, value, grid, claim, other);
    }

    public String expression() {
        return expression;
    }

    /**
     * The least position (in order n = 0.., or row by row for grids) where the claim fails.
     *
     * @param values the table: G(n), or a grid's rows
     * @param misere whether the losing positions are those of value 0 under misère play (the table is then of
     *     misère values; a position loses exactly when its value is 0 either way)
     */
    public Result first(int[] values) {
        return guarded(() -> firstOf(values));
    }

    private Result firstOf(int[] values) {
        for (int n = 0; n < values.length; n++) {
            if (!agrees(values[n], n, null)) {
                return new Result(false, new int[] {n});
            }
        }
        return new Result(true, null);
    }

    /** The same over a grid, row by row. */
    public Result first(int[][] grid) {
        return guarded(() -> firstOf(grid));
    }

    /** Runs the check on a worker thread within the run's deadline. */
    private Result guarded(java.util.concurrent.Callable<Result> work) {
        return UserCode.run("check", deadline, () -> "checking " + (value ? "the claimed value" : "the claim") + " '"
                + expression + "': an expression that never returns; check that it always ends", work);
    }

    private Result firstOf(int[][] grid) {
        for (int a = 0; a < grid.length; a++) {
            for (int b = 0; b < grid[a].length; b++) {
                if (!agrees(grid[a][b], 0, new int[] {a, b})) {
                    return new Result(false, new int[] {a, b});
                }
            }
        }
        return new Result(true, null);
    }

    private boolean agrees(int actual, int n, int[] p) {
        try {
            if (value) {
                int claimed = grid ? (int) claim.invokeExact(p.clone()) : (int) claim.invokeExact(n);
                return claimed == actual;
            }
            boolean claimed = grid ? (boolean) claim.invokeExact(p.clone()) : (boolean) claim.invokeExact(n);
            return claimed == (actual == 0);
        } catch (Throwable e) {
            // whatever the expression throws, Errors included, is the user's: one line naming it and where
            Parameter option = value ? Parameter.CHECK_VALUE : Parameter.CHECK;
            String at = grid ? "p = [" + p[0] + ", " + p[1] + "]" : "n = " + n;
            if (e instanceof OutOfMemoryError oom && UserCode.heapExhausted(oom)) {
                throw ResourceLimitException.memory("checking '" + expression + "' ran out of memory at " + at,
                        Runtime.getRuntime().maxMemory(), 1.0);
            }
            String threw = "' threw " + e.getClass().getName() + " at " + at;
            throw new BadInputException(names -> names.name(option) + " '" + expression + threw);
        }
    }
}
