package org.sprague.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Map;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.Periodicity;
import org.sprague.heap.SequenceStats;
import org.sprague.pattern.TableFacts;

/**
 * Prints the answer of {@code sprague values}: the JSON object of the command-line contract, or rows for people
 * with the preperiod and the period marked.
 */
final class ValuesOutput {
    /** Human output shows at most this many values; JSON shows all. */
    static final int SHOWN_VALUES = 2000;
    /** Human output shows the counts of at most this many values. */
    static final int SHOWN_HISTOGRAM = 40;

    /** Ends the ruleset name of a table of misère values. */
    static final String MISERE_SUFFIX = ", misère";

    private ValuesOutput() {
    }

    static void print(GrundyValues v, boolean json, boolean stats) throws IOException {
        print(v, json, stats, null);
    }

    /** With {@code facts}: the losing positions, a guessed pattern and a check (see {@link TableFactsOutput}). */
    static void print(GrundyValues v, boolean json, boolean stats, TableFacts facts) throws IOException {
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        if (json) {
            json(v, stats, out, facts);
            out.write('\n');
        } else {
            PrintStream text = new PrintStream(out, false, "UTF-8");
            text(v, stats, text);
            if (facts != null) {
                TableFactsOutput.text(facts, v.upto(), text);
            }
            text.flush();
        }
        out.flush();
    }

    static void json(GrundyValues v, boolean stats, OutputStream out) throws IOException {
        json(v, stats, out, null);
    }

    static void json(GrundyValues v, boolean stats, OutputStream out, TableFacts facts) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
        g.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
        g.writeStartObject();
        g.writeStringField("ruleset", v.ruleset());
        g.writeNumberField("upto", v.upto());
        if (!stats) {
            g.writeFieldName("values");
            g.writeArray(v.values(), 0, v.upto() + 1);
        }
        Periodicity p = v.periodicity();
        g.writeFieldName("period");
        nullable(g, p == null ? null : (long) p.period());
        g.writeFieldName("preperiod");
        nullable(g, p == null ? null : (long) p.preperiod());
        g.writeFieldName("saltus");
        nullable(g, p == null ? null : p.saltus());
        g.writeBooleanField("proven", v.proven());
        g.writeStringField("proof", proof(v.proof(), v.proofNeeds()));
        if (v.limit() != null) {
            g.writeNumberField("limit", v.limit());
            g.writeStringField("stoppedBy", v.stoppedBy());
        }
        if (stats) {
            SequenceStats s = v.stats();
            g.writeObjectFieldStart("stats");
            g.writeNumberField("largest", s.largest());
            g.writeNumberField("largestAt", s.largestAt());
            g.writeNullField("rareMask");
            g.writeNullField("rareCount");
            g.writeNullField("lastRare");
            g.writeObjectFieldStart("histogram");
            for (Map.Entry<Integer, Long> e : s.histogram().entrySet()) {
                g.writeNumberField(Integer.toString(e.getKey()), e.getValue());
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        if (facts != null) {
            TableFactsOutput.json(facts, g, v.upto());
        }
        g.writeEndObject();
        g.close();
    }

    private static void nullable(JsonGenerator g, Long value) throws IOException {
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

    static void text(GrundyValues v, boolean stats, PrintStream out) {
        Periodicity p = v.periodicity();
        out.println(v.ruleset().endsWith(MISERE_SUFFIX)
                ? v.ruleset().substring(0, v.ruleset().length() - MISERE_SUFFIX.length()) + ": misère values of heaps"
                        + " 0.." + v.upto() + "; * marks a heap that loses under misère play (value 0)"
                : v.ruleset() + ": G(0.." + v.upto() + "); * marks a losing heap (value 0)");
        if (!stats) {
            int width = Integer.toString(max(v)).length() + 2;
            if (p == null) {
                rows(out, v.values(), 0, v.upto(), 10, width, "");
            } else {
                int perRow = p.period() <= 36 ? p.period() : 10;
                if (p.preperiod() > 0) {
                    out.println("  preperiod, n < " + p.preperiod() + ":");
                    rows(out, v.values(), 0, p.preperiod() - 1, 10, width, "");
                }
                out.println("  periodic part from n = " + p.preperiod() + ", one period a row"
                        + (p.period() <= 36 ? "" : " (" + perRow + " values a row)") + ":");
                rows(out, v.values(), p.preperiod(), v.upto(), perRow, width, "");
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
        if (v.limit() != null) {
            out.println("  stopped by  " + ("proof".equals(v.stoppedBy()) ? "the proof" : "the limit " + v.limit()));
        }
        if (stats) {
            SequenceStats s = v.stats();
            out.println("  largest     " + s.largest() + " (first at n = " + s.largestAt() + ")");
            StringBuilder h = new StringBuilder();
            int shown = 0;
            for (Map.Entry<Integer, Long> e : s.histogram().entrySet()) {
                if (shown++ == SHOWN_HISTOGRAM) {
                    h.append(", ... (").append(s.histogram().size()).append(" distinct values; --json lists all)");
                    break;
                }
                h.append(h.length() == 0 ? "" : ", ").append(e.getKey()).append(": ").append(e.getValue());
            }
            out.println("  histogram   " + h);
        }
    }

    private static int max(GrundyValues v) {
        int m = 0;
        for (int n = 0; n <= Math.min(v.upto(), SHOWN_VALUES); n++) {
            m = Math.max(m, v.values()[n]);
        }
        return m;
    }

    private static void rows(PrintStream out, int[] g, int from, int to, int perRow, int width, String mark) {
        int last = Math.min(to, SHOWN_VALUES - 1);
        int labelWidth = Integer.toString(to).length();
        for (int start = from; start <= last; start += perRow) {
            StringBuilder row = new StringBuilder("  ");
            String label = Integer.toString(start);
            row.append(" ".repeat(labelWidth - label.length())).append(label).append(":");
            for (int n = start; n < start + perRow && n <= last; n++) {
                // a losing heap (value 0) is marked
                String s = g[n] == 0 ? "0*" : g[n] + " ";
                row.append(" ".repeat(width - s.length())).append(s);
            }
            out.println(row.append(mark).toString().stripTrailing());
        }
        if (to > last) {
            out.println("  ... (" + (to - last) + " more values; --json prints them all)");
        }
    }
}
