package org.sprague.cli.values;

import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.Positions;
import org.sprague.rules.ExpressionCheck;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The options of {@code values} that read a table: {@code --misere}, {@code --grid A,B}, {@code --check EXPR},
 * {@code --check-value EXPR}.
 */
final class TableOptions {
    static final GameOption GRID = GameOption.value("--grid", "A,B",
            "values of two-number positions: rows p0 = 0..A-1, columns p1 = 0..B-1", null);
    static final GameOption CHECK = GameOption.value("--check", "EXPR",
            "a Java boolean expression in n (p for grids) claimed true exactly at the losing positions", null);
    static final GameOption CHECK_VALUE = GameOption.value("--check-value", "EXPR",
            "a Java int expression in n (p for grids) claimed equal to the value", null);
    static final GameOption LATEX = GameOption.flag("--latex",
            "the table as LaTeX (a tabular to paste into a paper); with --json, added as \"latex\"");
    /** Most cells of a grid. */
    static final long MAX_CELLS = 10_000_000L;

    private TableOptions() {
    }

    /** The options every table takes (the grid only where positions are pairs). */
    static List<GameOption> common() {
        return List.of(GameOption.MISERE, CHECK, CHECK_VALUE, LATEX);
    }

    static boolean misere(CommandSpec spec) {
        return Boolean.TRUE.equals(spec.findOption("--misere").getValue());
    }

    static boolean latex(CommandSpec spec) {
        return Boolean.TRUE.equals(spec.findOption(LATEX.name()).getValue());
    }

    /** The compiled check, or {@code null}. */
    static ExpressionCheck check(CommandSpec spec, boolean grid) {
        return check(spec, grid, RulesValues.budget(spec).start());
    }

    /** The compiled check, compiled and later run within {@code deadline} (the run's); or {@code null}. */
    static ExpressionCheck check(CommandSpec spec, boolean grid, org.sprague.solve.Budget.Deadline deadline) {
        String check = spec.findOption("--check").getValue();
        String value = spec.findOption("--check-value").getValue();
        if (check != null && value != null) {
            throw new BadInputException("give --check or --check-value, not both");
        }
        if (check == null && value == null) {
            return null;
        }
        return ExpressionCheck.compile(check != null ? check : value, value != null, grid, deadline);
    }

    /** {@code A,B}: the numbers of rows and columns. */
    static int[] grid(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 2) {
            throw new BadInputException("--grid takes two numbers A,B (rows and columns), got '" + text + "'");
        }
        int[] size = new int[2];
        for (int i = 0; i < 2; i++) {
            java.math.BigInteger v = Positions.parseNonNegative(parts[i].strip(), "--grid " + (i == 0 ? "A" : "B"));
            if (v.signum() == 0 || v.bitLength() > 31) {
                throw new BadInputException("--grid A and B must be between 1 and " + Integer.MAX_VALUE + ", got '"
                        + text + "'");
            }
            size[i] = v.intValue();
        }
        if ((long) size[0] * size[1] > MAX_CELLS) {
            throw new BadInputException("--grid " + text + " has more than " + MAX_CELLS + " cells; give a smaller"
                    + " grid");
        }
        return size;
    }
}
