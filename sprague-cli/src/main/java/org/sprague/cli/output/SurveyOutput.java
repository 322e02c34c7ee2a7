package org.sprague.cli.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.survey.SurveyRow;

/**
 * Prints a survey: the contract's JSON object ({@code family}, {@code digits}, {@code upto}, {@code codes}), JSON
 * Lines (one code object a line), CSV, or an aligned table for people.
 */
public final class SurveyOutput {
    private SurveyOutput() {
    }

    public static void print(String shape, String family, Integer digits, int upto, List<SurveyRow> rows)
            throws IOException {
        OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
        switch (shape) {
            case "json" -> {
                JsonGenerator g = generator(out);
                g.writeStartObject();
                g.writeStringField("family", family);
                g.writeFieldName("digits");
                if (digits == null) {
                    g.writeNull();
                } else {
                    g.writeNumber(digits);
                }
                g.writeNumberField("upto", upto);
                g.writeArrayFieldStart("codes");
                for (SurveyRow r : rows) {
                    row(g, r);
                }
                g.writeEndArray();
                g.writeEndObject();
                g.close();
                out.write('\n');
            }
            case "jsonl" -> {
                for (SurveyRow r : rows) {
                    JsonGenerator g = generator(out);
                    row(g, r);
                    g.close();
                    out.write('\n');
                }
            }
            case "csv" -> {
                PrintStream p = new PrintStream(out, false, StandardCharsets.UTF_8);
                p.println(SurveyRow.CSV_HEADER);
                rows.forEach(r -> p.println(r.csv()));
                p.flush();
            }
            default -> text(new PrintStream(out, false, StandardCharsets.UTF_8), family, upto, rows);
        }
        out.flush();
    }

    private static JsonGenerator generator(OutputStream out) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
        g.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
        return g;
    }

    private static void row(JsonGenerator g, SurveyRow r) throws IOException {
        g.writeStartObject();
        g.writeStringField("code", r.code());
        number(g, "preperiod", r.preperiod() == null ? null : r.preperiod().longValue());
        number(g, "period", r.period() == null ? null : r.period().longValue());
        number(g, "saltus", r.saltus());
        g.writeBooleanField("proven", r.proven());
        g.writeNumberField("largest", r.largest());
        g.writeNumberField("hash", r.hash());
        g.writeEndObject();
    }

    private static void number(JsonGenerator g, String name, Long value) throws IOException {
        g.writeFieldName(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeNumber(value);
        }
    }

    private static void text(PrintStream p, String family, int upto, List<SurveyRow> rows) {
        long proven = rows.stream().filter(SurveyRow::proven).count();
        p.println("survey of " + rows.size() + " " + (family.equals("file") ? "codes from a file" : family + " codes")
                + ", G(0.." + upto + "): " + proven + " periods proven");
        String format = "  %-10s %10s %10s %6s %6s %7s %20s%n";
        p.printf(format, "code", "preperiod", "period", "saltus", "proven", "largest", "hash");
        for (SurveyRow r : rows) {
            p.printf(format, r.code(), dash(r.preperiod()), dash(r.period()), dash(r.saltus()),
                    r.proven() ? "yes" : "no", r.largest(), r.hash());
        }
        p.flush();
    }

    private static String dash(Object o) {
        return o == null ? "-" : o.toString();
    }
}
