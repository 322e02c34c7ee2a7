package org.sprague.cli.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.pattern.TableFacts;

/**
 * Prints {@code values --grid A,B}: {@code "grid"} (rows p0 = 0..A-1 of values for p1 = 0..B-1) with the losing
 * positions, a guessed pattern and a check; or a table for people with losing positions marked.
 */
public final class GridOutput {
    /** Text shows at most this many rows and columns. */
    static final int SHOWN = 60;

    private GridOutput() {
    }

    public static void print(String name, int[][] grid, boolean misere, TableFacts facts, boolean json) throws IOException {
        print(name, grid, misere, facts, json, false);
    }

    /** As {@link #print(String, int[][], boolean, TableFacts, boolean)}; with {@code latex}, as LaTeX too. */
    public static void print(String name, int[][] grid, boolean misere, TableFacts facts, boolean json,
            boolean latex) throws IOException {
        String table = latex ? LatexTables.grid(name, grid, misere) : null;
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        int rows = grid.length;
        int cols = rows == 0 ? 0 : grid[0].length;
        int[] last = {rows - 1, cols - 1};
        if (json) {
            JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            g.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
            g.writeStartObject();
            g.writeStringField("ruleset", name);
            g.writeBooleanField("misere", misere);
            g.writeNumberField("rows", rows);
            g.writeNumberField("columns", cols);
            g.writeArrayFieldStart("grid");
            for (int[] row : grid) {
                g.writeArray(row, 0, row.length);
            }
            g.writeEndArray();
            TableFactsOutput.json(facts, g, last);
            if (table != null) {
                g.writeStringField("latex", table);
            }
            g.writeEndObject();
            g.close();
            out.write('\n');
        } else if (table != null) {
            out.write(table.getBytes(StandardCharsets.UTF_8));
        } else {
            PrintStream text = new PrintStream(out, false, StandardCharsets.UTF_8);
            text.println(name + ": " + (misere ? "misère values" : "Grundy values") + " of p = (p0, p1), rows p0 = 0.."
                    + (rows - 1) + ", columns p1 = 0.." + (cols - 1) + "; * marks a losing position (value 0)");
            int max = 0;
            for (int a = 0; a < Math.min(rows, SHOWN); a++) {
                for (int b = 0; b < Math.min(cols, SHOWN); b++) {
                    max = Math.max(max, grid[a][b]);
                }
            }
            int width = Math.max(Integer.toString(max).length(), Integer.toString(Math.min(cols, SHOWN) - 1).length())
                    + 2;
            int label = Integer.toString(rows - 1).length();
            StringBuilder head = new StringBuilder("  " + " ".repeat(label) + " ");
            for (int b = 0; b < Math.min(cols, SHOWN); b++) {
                String s = b + " ";
                head.append(" ".repeat(width - s.length())).append(s);
            }
            text.println(head.toString().stripTrailing());
            for (int a = 0; a < Math.min(rows, SHOWN); a++) {
                StringBuilder row = new StringBuilder("  ");
                String l = Integer.toString(a);
                row.append(" ".repeat(label - l.length())).append(l).append(":");
                for (int b = 0; b < Math.min(cols, SHOWN); b++) {
                    String s = grid[a][b] == 0 ? "0*" : grid[a][b] + " ";
                    row.append(" ".repeat(width - s.length())).append(s);
                }
                text.println(row.toString().stripTrailing());
            }
            if (rows > SHOWN || cols > SHOWN) {
                text.println("  ... (the first " + SHOWN + " rows and columns shown; --json prints the whole grid)");
            }
            TableFactsOutput.text(facts, last, text);
            text.flush();
        }
        out.flush();
    }
}
