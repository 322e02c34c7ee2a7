package org.sprague.cli.values;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.heap.HeapRuleset;
import org.sprague.misere.MiserePeriodicity;
import org.sprague.misere.MisereQuotient;
import org.sprague.misere.MisereQuotients;
import org.sprague.solve.Budget;

/** {@code values GAME --misere --quotient --upto N}: the misère quotient of heaps up to N, as text or JSON. */
final class QuotientOutput {
    /** The largest heap and monoid order asked of the quotient engine. */
    static final int MAX_UPTO = 1000;
    static final int MAX_ORDER = 2000;

    private QuotientOutput() {
    }

    static int run(HeapRuleset rules, String upto, boolean misere, boolean json, Budget budget) throws IOException {
        if (!misere) {
            throw new BadInputException("--quotient is the misère quotient: give --misere too");
        }
        if (upto == null) {
            throw new BadInputException("--quotient needs --upto N");
        }
        long n = ValuesCommand.count("--upto", upto);
        if (n > MAX_UPTO) {
            throw new BadInputException("--quotient takes --upto at most " + MAX_UPTO);
        }
        long work = (long) Math.min(budget.steps(), 1e18);
        // the step limit and the run's time: past the deadline, exit 3 naming the last heap proven
        MisereQuotients.Result r = MisereQuotients.compute(rules, null, (int) n, work, MAX_ORDER, budget.start());
        if (r.stopReason() != null) {
            throw new ResourceLimitException("the misère quotient of " + rules.name() + " is proven only up to heap "
                    + r.quotient().upto() + ": " + r.stopReason() + "; give --upto " + r.quotient().upto()
                    + (r.stopReason().contains("work limit") ? " or a larger --budget" : ""));
        }
        MisereQuotient q = r.quotient();
        MiserePeriodicity per = rules.asCode() == null ? null : MiserePeriodicity.find(q, rules.asCode());
        PrintStream out = System.out;
        if (json) {
            JsonGenerator g = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("ruleset", q.game());
            g.writeObjectFieldStart("quotient");
            g.writeNumberField("upto", q.upto());
            g.writeNumberField("order", q.order());
            g.writeArrayFieldStart("elements");
            for (int x = 0; x < q.order(); x++) {
                g.writeString(q.name(x));
            }
            g.writeEndArray();
            g.writeArrayFieldStart("pPortion");
            for (int x = 0; x < q.order(); x++) {
                if (q.isP(x)) {
                    g.writeString(q.name(x));
                }
            }
            g.writeEndArray();
            g.writeArrayFieldStart("generators");
            int[] gens = q.generators();
            for (int j = 0; j < gens.length; j++) {
                g.writeStartObject();
                g.writeStringField("name", MisereQuotient.letter(j));
                g.writeNumberField("heap", gens[j]);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("relations");
            for (String rel : q.relations()) {
                g.writeString(rel);
            }
            g.writeEndArray();
            g.writeArrayFieldStart("heaps");
            for (int h = 0; h <= q.upto(); h++) {
                g.writeString(q.name(q.image(h)));
            }
            g.writeEndArray();
            if (per == null) {
                g.writeNullField("periodic");
            } else {
                g.writeObjectFieldStart("periodic");
                g.writeNumberField("preperiod", per.preperiod());
                g.writeNumberField("period", per.period());
                g.writeEndObject();
            }
            g.writeStringField("method", method(per));
            g.writeEndObject();
            g.writeEndObject();
            g.flush();
            out.println();
            return 0;
        }
        out.println("misère quotient of " + q.game() + ", heaps up to " + q.upto());
        out.println("order: " + q.order());
        StringBuilder p = new StringBuilder();
        for (int x = 0; x < q.order(); x++) {
            if (q.isP(x)) {
                p.append(p.length() == 0 ? "" : ", ").append(q.name(x));
            }
        }
        out.println("P-portion (" + q.pPortionSize() + "): " + p);
        int[] gens = q.generators();
        StringBuilder gs = new StringBuilder();
        for (int j = 0; j < gens.length; j++) {
            gs.append(j == 0 ? "" : ", ").append(MisereQuotient.letter(j)).append(" = heap ").append(gens[j]);
        }
        out.println("generators: " + gs);
        out.println("relations: " + String.join(", ", q.relations()));
        out.println("heaps:");
        for (int h = 0; h <= q.upto(); h++) {
            out.println("  " + h + " -> " + q.name(q.image(h)));
        }
        if (per != null) {
            out.println("periodic: heap n has the element of heap n - " + per.period() + " for every n >= "
                    + (per.preperiod() + per.period()) + ", so this is the quotient of every heap");
        }
        out.println("method: " + method(per));
        return 0;
    }

    private static String method(MiserePeriodicity per) {
        return "built heap by heap (Plambeck and Siegel 2008); each step proven for every sum of heaps up to N by a"
                + " closure check" + (per == null ? "; the heaps' elements are not proven periodic up to N"
                : "; proven periodic from heap " + per.preperiod() + " with period " + per.period()
                        + " by the periodicity theorem for misère quotients (Plambeck and Siegel 2008)");
    }
}
