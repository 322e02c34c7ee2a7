package org.sprague.cli.output;

import org.sprague.BadInputException;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapValues;
import org.sprague.heap.Periodicity;

/**
 * {@code values --latex}: a table of values as a LaTeX {@code tabular} a paper can paste, laid out as the tables of
 * Winning Ways (ch. 4) and of Guy and Smith's octal games: one row a ten heaps, its label the tens, one column a
 * units digit; a grid as its rows p0 and columns p1. A losing position (value 0) is set in bold, as the text table
 * marks it with {@code *}. A comment line above the table says what it holds, with the period where one was seen.
 */
public final class LatexTables {
    /** The most values a LaTeX table holds: a table longer than some pages helps no paper. */
    public static final int MAX_VALUES = 10_000;
    private static final int PER_ROW = 10;

    private LatexTables() {
    }

    /**
     * The values of heaps 0..upto.
     *
     * @param v the values
     * @return the table, lines ending in newlines
     * @throws BadInputException when more than {@link #MAX_VALUES} values are asked for
     */
    public static String sequence(GrundyValues v) {
        if (v.upto() >= MAX_VALUES) {
            throw new BadInputException("--latex tables hold at most " + MAX_VALUES + " values; give --upto "
                    + (MAX_VALUES - 1) + " or less");
        }
        StringBuilder t = new StringBuilder();
        Periodicity p = v.periodicity();
        t.append("% ").append(v.ruleset()).append(v.misere() ? ": misère values" : ": Grundy values")
                .append(" G(n), n = 0..").append(v.upto()).append(" (row label + column = n; bold: value 0)");
        if (p != null) {
            t.append("; period ").append(p.period()).append(", preperiod ").append(p.preperiod())
                    .append(p.saltus() == 0 ? "" : ", saltus " + p.saltus()).append(v.proven() ? ", proven" : "");
        }
        t.append('\n').append(header(PER_ROW));
        HeapValues g = v.values();
        for (long start = 0; start <= v.upto(); start += PER_ROW) {
            t.append(start);
            for (long n = start; n < start + PER_ROW; n++) {
                t.append(" & ").append(n <= v.upto() ? cell(g.get(n)) : "");
            }
            t.append(" \\\\\n");
        }
        return t.append("\\end{tabular}\n").toString();
    }

    /**
     * A grid of values, rows p0 and columns p1.
     *
     * @param name the ruleset
     * @param grid the values
     * @param misere whether they are misère values
     * @return the table
     */
    public static String grid(String name, int[][] grid, boolean misere) {
        int cols = grid.length == 0 ? 0 : grid[0].length;
        if ((long) grid.length * cols > MAX_VALUES) {
            throw new BadInputException("--latex tables hold at most " + MAX_VALUES + " values; give a smaller --grid");
        }
        StringBuilder t = new StringBuilder("% ").append(name).append(misere ? ": misère values" : ": Grundy values")
                .append(" of (p0, p1), rows p0, columns p1 (bold: value 0)\n").append(header(cols));
        for (int a = 0; a < grid.length; a++) {
            t.append(a);
            for (int value : grid[a]) {
                t.append(" & ").append(cell(value));
            }
            t.append(" \\\\\n");
        }
        return t.append("\\end{tabular}\n").toString();
    }

    private static String header(int columns) {
        StringBuilder h = new StringBuilder("\\begin{tabular}{r|").append("r".repeat(columns)).append("}\n");
        for (int c = 0; c < columns; c++) {
            h.append(" & ").append(c);
        }
        return h.append(" \\\\\n\\hline\n").toString();
    }

    private static String cell(int value) {
        return value == 0 ? "\\textbf{0}" : Integer.toString(value);
    }
}
