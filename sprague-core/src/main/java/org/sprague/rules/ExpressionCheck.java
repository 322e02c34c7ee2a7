package org.sprague.rules;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.Wording;

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

    private ExpressionCheck(String expression, boolean value, boolean grid, MethodHandle claim) {
        this.expression = expression;
        this.value = value;
        this.grid = grid;
        this.claim = claim;
    }

    /**
     * Compiles {@code expression}.
     *
     * @param value {@code --check-value} (an int expression) rather than {@code --check} (boolean)
     * @param grid the variable is {@code int[] p} rather than {@code int n}
     */
    public static ExpressionCheck compile(String expression, boolean value, boolean grid) {
        Parameter option = value ? Parameter.CHECK_VALUE : Parameter.CHECK;
        if (expression.isBlank()) {
            throw new BadInputException(names -> names.name(option) + " needs an expression, such as "
                    + (grid ? "p[0] == p[1]" : "n % 4 == 0"));
        }
        Wording shown = names -> names.name(option) + " '" + expression + "'";
        String type = value ? "int" : "boolean";
        String source = "public final class Claim { public static " + type + " at(" + (grid ? "int[] p" : "int n")
                + ") { return (" + expression + "\n); } }";
        Class<?> c = RuleCompiler.compileClass(shown, "Claim", source);
        try {
            MethodHandle h = MethodHandles.lookup().findStatic(c, "at", MethodType.methodType(value ? int.class
                    : boolean.class, grid ? int[].class : int.class));
            return new ExpressionCheck(expression, value, grid, h);
        } catch (ReflectiveOperationException e) {
            String why = e.getMessage();
            throw new BadInputException(names -> shown.in(names) + ": " + why);
        }
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
        for (int n = 0; n < values.length; n++) {
            if (!agrees(values[n], n, null)) {
                return new Result(false, new int[] {n});
            }
        }
        return new Result(true, null);
    }

    /** The same over a grid, row by row. */
    public Result first(int[][] grid) {
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
        } catch (RuntimeException | StackOverflowError e) {
            Parameter option = value ? Parameter.CHECK_VALUE : Parameter.CHECK;
            String threw = "' threw " + e.getClass().getName() + " at "
                    + (grid ? "p = [" + p[0] + ", " + p[1] + "]" : "n = " + n);
            throw new BadInputException(names -> names.name(option) + " '" + expression + threw);
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
