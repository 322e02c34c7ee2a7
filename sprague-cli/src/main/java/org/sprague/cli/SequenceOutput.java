package org.sprague.cli;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.Periodicity;
import org.sprague.heap.sequence.SequenceResult;
import org.sprague.heap.sequence.StoreStats;
import org.sprague.heap.sequence.ValueStore;
import org.sprague.pattern.TableFacts;

/**
 * Prints the answer of a long {@code values} run: the JSON object of the contract with the values streamed from
 * the store (or, with {@code --stats} or {@code --out}, the statistics instead), the rolling {@code hash}, the
 * {@code algorithm}, and the first losing heaps with a guessed pattern as every table of {@code values} gives them;
 * text output shows the first values as the plain {@code values} does.
 */
final class SequenceOutput {
    private SequenceOutput() {
    }

    static void print(SequenceResult r, boolean json, boolean stats) throws IOException {
        // one buffered UTF-8 stream for both forms; the JSON generator writes through it without closing it
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false,
                StandardCharsets.UTF_8);
        if (json) {
            json(r, stats, out);
            out.println();
        } else {
            text(r, stats, out);
        }
        out.flush();
    }

    static void json(SequenceResult r, boolean stats, OutputStream out) throws IOException {
        JsonGenerator g = new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).createGenerator(out,
                JsonEncoding.UTF8);
        g.writeStartObject();
        g.writeStringField("ruleset", r.ruleset());
        g.writeNumberField("upto", r.upto());
        if (!stats) {
            g.writeArrayFieldStart("values");
            ValueStore v = r.values();
            for (long n = 0; n <= r.upto(); n++) {
                g.writeNumber(v.get(n));
            }
            g.writeEndArray();
        }
        Periodicity p = r.periodicity();
        writeLong(g, "period", p == null ? null : (long) p.period());
        writeLong(g, "preperiod", p == null ? null : (long) p.preperiod());
        writeLong(g, "saltus", p == null ? null : p.saltus());
        g.writeBooleanField("proven", r.proven());
        g.writeStringField("proof", ValuesOutput.proof(r.proof(), r.proofNeeds()));
        if (r.limit() != null) {
            g.writeNumberField("limit", r.limit());
            g.writeStringField("stoppedBy", r.stoppedBy());
        }
        g.writeNumberField("hash", r.stats().hash());
        g.writeStringField("algorithm", r.algorithm());
        if (stats) {
            StoreStats s = r.stats();
            g.writeObjectFieldStart("stats");
            g.writeNumberField("largest", s.largest());
            g.writeNumberField("largestAt", s.largestAt());
            writeLong(g, "rareMask", s.rareMask() == null ? null : (long) s.rareMask());
            writeLong(g, "rareCount", s.rareCount());
            writeLong(g, "lastRare", s.lastRare());
            g.writeObjectFieldStart("histogram");
            long[] h = s.histogram();
            for (int v = 0; v < h.length; v++) {
                if (h[v] > 0) {
                    g.writeNumberField(Integer.toString(v), h[v]);
                }
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        TableFactsOutput.json(facts(r), g, r.upto());
        g.writeEndObject();
        g.close();
    }

    /**
     * The losing heaps and a guessed pattern, as the tables of the other engines give them; the statistics' pass
     * has counted and kept the first losing heaps, so the store is read again only where they do not settle it.
     */
    static TableFacts facts(SequenceResult r) {
        StoreStats s = r.stats();
        return TableFacts.heaps(r.values().reader(r.upto()), r.upto(), s.histogram()[0], s.losing());
    }

    private static void writeLong(JsonGenerator g, String name, Long value) throws IOException {
        g.writeFieldName(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeNumber(value);
        }
    }

    static void text(SequenceResult r, boolean stats, PrintStream out) {
        if (!stats && r.upto() <= Integer.MAX_VALUE - 16) {
            // the plain printer shows the first values only, so only those are copied
            int shown = (int) Math.min(r.upto(), ValuesOutput.SHOWN_VALUES);
            int[] first = new int[shown + 1];
            for (int n = 0; n <= shown; n++) {
                first[n] = r.values().get(n);
            }
            ValuesOutput.text(new GrundyValues(r.ruleset(), (int) r.upto(), first, r.periodicity(), r.proven(),
                    r.proof(), r.limit() == null ? null : r.limit().intValue(), r.stoppedBy(), r.proofNeeds()), false,
                    out);
        } else {
            summary(r, out);
        }
        TableFactsOutput.text(facts(r), r.upto(), out);
        StoreStats s = r.stats();
        out.println("  hash        " + s.hash() + " (h = h*31 + G(n) over G(0.." + r.upto() + "))");
        out.println("  algorithm   " + r.algorithm());
    }

    private static void summary(SequenceResult r, PrintStream out) {
        Periodicity p = r.periodicity();
        StoreStats s = r.stats();
        out.println(r.ruleset() + ": G(0.." + r.upto() + ")");
        out.println("  period      " + (p == null ? "none seen" : p.period() + (p.saltus() == 0 ? ""
                : ", saltus " + p.saltus()) + ", from n = " + p.preperiod()));
        out.println("  proven      " + (r.proven() ? "yes" : "no") + ": " + ValuesOutput.proof(r.proof(),
                r.proofNeeds()));
        out.println("  largest     " + s.largest() + " (first at n = " + s.largestAt() + ")");
        if (s.rareMask() != null) {
            out.println("  rare        mask " + s.rareMask() + ": " + s.rareCount() + " heaps with a rare value, the"
                    + " last at n = " + s.lastRare());
        }
        StringBuilder h = new StringBuilder();
        long[] counts = s.histogram();
        int listed = 0;
        for (int v = 0; v < counts.length; v++) {
            if (counts[v] > 0 && listed++ < ValuesOutput.SHOWN_HISTOGRAM) {
                h.append(h.length() == 0 ? "" : ", ").append(v).append(": ").append(counts[v]);
            }
        }
        if (listed > ValuesOutput.SHOWN_HISTOGRAM) {
            h.append(", ... (").append(listed).append(" distinct values; --json lists all)");
        }
        out.println("  histogram   " + h);
    }
}
