package org.sprague.cli.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapValues;
import org.sprague.heap.Periodicity;
import org.sprague.heap.SequenceStats;
import org.sprague.pattern.TableFacts;
import org.sprague.rules.ExpressionCheck;

/**
 * Prints the answer of {@code sprague values}, whatever engine computed it: the JSON object of the command-line
 * contract (the values streamed from their storage, or with {@code --stats} the statistics instead), or rows for
 * people with the preperiod and the period marked; then the first losing heaps with a guessed pattern and a check
 * ({@link TableFactsOutput}). Answers of the long-run engines (those with an {@code algorithm}) also carry the
 * rolling {@code hash} and the {@code algorithm}, and give their statistics as a summary with the sparse-space
 * fields.
 */
public final class ValuesOutput {
    /** Human output shows at most this many values; JSON shows all. */
    static final int SHOWN_VALUES = 2000;
    /** Human output shows the counts of at most this many values. */
    static final int SHOWN_HISTOGRAM = 40;

    private ValuesOutput() {
    }

    /**
     * The losing heaps and a guessed pattern, with the result of {@code check} when given; the statistics' pass has
     * counted and kept the first losing heaps, so the values are read again only where they do not settle it.
     */
    public static TableFacts facts(GrundyValues v, ExpressionCheck check) {
        SequenceStats s = v.stats();
        TableFacts facts = TableFacts.heaps(v.values().reader(v.upto()), v.upto(), s.losingCount(), s.losing());
        return check == null ? facts : facts.withCheck(check, v.values().toIntArray(v.upto()));
    }

    public static void print(GrundyValues v, TableFacts facts, boolean json, boolean stats) throws IOException {
        print(v, facts, json, stats, false);
    }

    /**
     * As {@link #print(GrundyValues, TableFacts, boolean, boolean)}; with {@code latex}, the text is the table as
     * LaTeX ({@link LatexTables}) and JSON adds it as {@code "latex"}.
     */
    public static void print(GrundyValues v, TableFacts facts, boolean json, boolean stats, boolean latex)
            throws IOException {
        String table = latex ? LatexTables.sequence(v) : null;
        // one buffered UTF-8 stream for both forms; the JSON generator writes through it without closing it
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false,
                StandardCharsets.UTF_8);
        if (json) {
            json(v, stats, facts, table, out);
            out.println();
        } else if (table != null) {
            out.print(table);
        } else {
            text(v, stats, facts, out);
        }
        out.flush();
    }

    public static void json(GrundyValues v, boolean stats, TableFacts facts, OutputStream out) throws IOException {
        json(v, stats, facts, null, out);
    }

    private static void json(GrundyValues v, boolean stats, TableFacts facts, String latex, OutputStream out)
            throws IOException {
        JsonGenerator g = new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).createGenerator(out,
                JsonEncoding.UTF8);
        g.writeStartObject();
        g.writeStringField("ruleset", v.title());
        g.writeNumberField("upto", v.upto());
        if (!stats) {
            g.writeArrayFieldStart("values");
            HeapValues values = v.values();
            for (long n = 0; n <= v.upto(); n++) {
                g.writeNumber(values.get(n));
            }
            g.writeEndArray();
        }
        Periodicity p = v.periodicity();
        writeLong(g, "period", p == null ? null : (long) p.period());
        writeLong(g, "preperiod", p == null ? null : (long) p.preperiod());
        writeLong(g, "saltus", p == null ? null : p.saltus());
        g.writeBooleanField("proven", v.proven());
        g.writeStringField("proof", proof(v.proof(), v.proofNeeds()));
        if (v.stoppedBy() != null) {
            // a search without a limit in heaps (held by its time budget) has limit null
            writeLong(g, "limit", v.limit());
            g.writeStringField("stoppedBy", v.stoppedBy());
        }
        SequenceStats s = v.stats();
        if (v.algorithm() != null) {
            g.writeNumberField("hash", s.hash());
            g.writeStringField("algorithm", v.algorithm());
        }
        if (stats) {
            g.writeObjectFieldStart("stats");
            g.writeNumberField("largest", s.largest());
            g.writeNumberField("largestAt", s.largestAt());
            writeLong(g, "rareMask", s.rareMask() == null ? null : (long) s.rareMask());
            writeLong(g, "rareCount", s.rareCount());
            writeLong(g, "lastRare", s.lastRare());
            g.writeObjectFieldStart("histogram");
            long[] h = s.histogram();
            for (int value = 0; value < h.length; value++) {
                if (h[value] > 0) {
                    g.writeNumberField(Integer.toString(value), h[value]);
                }
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        TableFactsOutput.json(facts, g, v.upto());
        if (latex != null) {
            g.writeStringField("latex", latex);
        }
        g.writeEndObject();
        g.close();
    }

    private static void writeLong(JsonGenerator g, String name, Long value) throws IOException {
        g.writeFieldName(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeNumber(value);
        }
    }

    /** The proof's text, with how to ask for the values that would decide what it leaves open. */
    static String proof(String text, long needs) {
        return needs > 0 ? text + " (ask for --upto " + needs + ")" : text;
    }

    /**
     * The answer for people: the table (its first values unless {@code stats}), or for the statistics of a long run
     * (and a range too long for one array) the summary; then the table's facts, and a long run's hash and algorithm.
     */
    static void text(GrundyValues v, boolean stats, TableFacts facts, PrintStream out) {
        boolean longRun = v.algorithm() != null;
        if (longRun && (stats || v.upto() > Integer.MAX_VALUE - 16)) {
            summary(v, out);
        } else {
            table(v, stats, out);
        }
        TableFactsOutput.text(facts, v.upto(), out);
        if (longRun) {
            out.println("  hash        " + v.stats().hash() + " (h = h*31 + G(n) over G(0.." + v.upto() + "))");
            out.println("  algorithm   " + v.algorithm());
        }
    }

    private static void table(GrundyValues v, boolean stats, PrintStream out) {
        Periodicity p = v.periodicity();
        out.println(v.misere()
                ? v.ruleset() + ": misère values of heaps 0.." + v.upto() + "; * marks a heap that loses under misère"
                        + " play (value 0)"
                : v.ruleset() + ": G(0.." + v.upto() + "); * marks a losing heap (value 0)");
        if (!stats) {
            int width = Integer.toString(largestShown(v)).length() + 2;
            if (p == null) {
                rows(out, v.values(), 0, v.upto(), 10, width);
            } else {
                int perRow = p.period() <= 36 ? p.period() : 10;
                if (p.preperiod() > 0) {
                    out.println("  preperiod, n < " + p.preperiod() + ":");
                    rows(out, v.values(), 0, p.preperiod() - 1, 10, width);
                }
                out.println("  periodic part from n = " + p.preperiod() + ", one period a row"
                        + (p.period() <= 36 ? "" : " (" + perRow + " values a row)") + ":");
                rows(out, v.values(), p.preperiod(), v.upto(), perRow, width);
            }
        }
        if (p == null) {
            out.println("  period      none seen (a period must show twice, over at least the length of its preperiod)");
        } else {
            out.println("  period      " + p.period() + (p.saltus() == 0 ? "" : ", saltus " + p.saltus()
                    + " (G(n+" + p.period() + ") = G(n) + " + p.saltus() + ")"));
            out.println("  preperiod   " + p.preperiod());
        }
        out.println("  proven      " + (v.proven() ? "yes" : "no"));
        out.println("  proof       " + proof(v.proof(), v.proofNeeds()));
        if (v.stoppedBy() != null) {
            out.println("  stopped by  " + ("proof".equals(v.stoppedBy()) ? "the proof" : "the limit " + v.limit()));
        }
        if (stats) {
            SequenceStats s = v.stats();
            out.println("  largest     " + s.largest() + " (first at n = " + s.largestAt() + ")");
            out.println("  histogram   " + histogram(s));
        }
    }

    private static void summary(GrundyValues v, PrintStream out) {
        Periodicity p = v.periodicity();
        SequenceStats s = v.stats();
        out.println(v.ruleset() + ": G(0.." + v.upto() + ")");
        out.println("  period      " + (p == null ? "none seen" : p.period() + (p.saltus() == 0 ? ""
                : ", saltus " + p.saltus()) + ", from n = " + p.preperiod()));
        out.println("  proven      " + (v.proven() ? "yes" : "no") + ": " + proof(v.proof(), v.proofNeeds()));
        out.println("  largest     " + s.largest() + " (first at n = " + s.largestAt() + ")");
        if (s.rareMask() != null) {
            out.println("  rare        mask " + s.rareMask() + ": " + s.rareCount() + " heaps with a rare value, the"
                    + " last at n = " + s.lastRare());
        }
        out.println("  histogram   " + histogram(s));
    }

    /** The counts of the first {@link #SHOWN_HISTOGRAM} values that occur, and how many occur in all. */
    private static String histogram(SequenceStats s) {
        StringBuilder h = new StringBuilder();
        long[] counts = s.histogram();
        int listed = 0;
        for (int value = 0; value < counts.length; value++) {
            if (counts[value] > 0 && listed++ < SHOWN_HISTOGRAM) {
                h.append(h.length() == 0 ? "" : ", ").append(value).append(": ").append(counts[value]);
            }
        }
        if (listed > SHOWN_HISTOGRAM) {
            h.append(", ... (").append(listed).append(" distinct values; --json lists all)");
        }
        return h.toString();
    }

    /** The largest of G(0..min(upto, SHOWN_VALUES)), which sets the width of a column. */
    private static int largestShown(GrundyValues v) {
        int m = 0;
        for (long n = 0; n <= Math.min(v.upto(), SHOWN_VALUES); n++) {
            m = Math.max(m, v.values().get(n));
        }
        return m;
    }

    private static void rows(PrintStream out, HeapValues g, long from, long to, int perRow, int width) {
        long last = Math.min(to, SHOWN_VALUES - 1);
        int labelWidth = Long.toString(to).length();
        for (long start = from; start <= last; start += perRow) {
            StringBuilder row = new StringBuilder("  ");
            String label = Long.toString(start);
            row.append(" ".repeat(labelWidth - label.length())).append(label).append(":");
            for (long n = start; n < start + perRow && n <= last; n++) {
                // a losing heap (value 0) is marked
                int value = g.get(n);
                String s = value == 0 ? "0*" : value + " ";
                row.append(" ".repeat(width - s.length())).append(s);
            }
            out.println(row.toString().stripTrailing());
        }
        if (to > last) {
            out.println("  ... (" + (to - last) + " more values; --json prints them all)");
        }
    }
}
