package org.sprague.cli.values;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.SmallRules;
import org.sprague.misere.canonical.MisereFormOf;
import org.sprague.misere.canonical.MisereForms;
import org.sprague.misere.canonical.MisereNotation;
import org.sprague.solve.Budget;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code values GAME --misere-form --upto N}: the misère canonical form of each single heap 0..N, as CGSuite prints
 * it (Conway, On Numbers and Games, ch. 12; Siegel, Combinatorial Game Theory, V.1; the notation of CGSuite's
 * {@code MisereCanonicalGame}), with its genus and misère nim value. The forms of all heaps share one space, so a
 * heap's form is made from its options' forms once. Forms grow fast: the space is held to the run's time and
 * memory budget, and a run past it is exit 3 with the figure reached.
 */
final class MisereFormTable {
    static final String NAME = "--misere-form";

    private MisereFormTable() {
    }

    static OptionSpec option() {
        return OptionSpec.builder(NAME).arity("0").type(boolean.class)
                .description("each heap's misère canonical form in CGSuite's notation, with its genus and misère nim"
                        + " value (implies --misere; needs --upto)").build();
    }

    /**
     * Computes and prints the table.
     *
     * @param game the catalog game
     * @param given the ruleset's options as given ({@code --misere} among them or not)
     * @param upto the largest heap
     * @param budget the run's budget (steps, time and memory)
     * @param json whether to print one JSON object
     * @param latex whether to add each form as LaTeX (text: a table to paste)
     * @return the exit code, 0
     */
    static int run(CatalogGame game, GameOptions given, int upto, Budget budget, boolean json, boolean latex)
            throws IOException {
        Map<String, String> normal = new LinkedHashMap<>(given.asMap());
        normal.remove(GameOption.MISERE.name());
        SmallRules<?> rules = game.rules(given.withValues(normal)).orElseThrow(() -> new BadInputException(NAME
                + " needs a game that states its moves; " + game.id() + " does not"));
        MisereForms forms = new MisereForms().limit(budget.memory().open(), budget.start())
                .limitSteps(budget.steps());
        int[] form = forms(rules, forms, upto);
        MisereNotation notation = new MisereNotation(forms);
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        String name = game.id() + normal.entrySet().stream().map(e -> " " + e.getKey()
                + ("true".equals(e.getValue()) ? "" : " " + e.getValue())).reduce("", String::concat);
        if (json) {
            JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            w.writeStartObject();
            w.writeStringField("ruleset", name);
            w.writeNumberField("upto", upto);
            w.writeBooleanField("misere", true);
            w.writeArrayFieldStart("values");
            for (int g : form) {
                w.writeNumber(forms.misereValue(g));
            }
            w.writeEndArray();
            strings(w, "misereForms", form, notation::print);
            strings(w, "genus", form, g -> forms.genus(g).toString());
            if (latex) {
                strings(w, "latex", form, g -> MisereLatex.form(notation.print(g)));
            }
            w.writeEndObject();
            w.flush();
            out.println();
        } else if (latex) {
            MisereLatex.table(name, form, forms, notation, out);
        } else {
            out.println(name + ", heaps 0.." + upto + " (misère play): n, misère canonical form, genus");
            for (int n = 0; n <= upto; n++) {
                out.println(n + "  " + notation.print(form[n]) + "  " + forms.genus(form[n]));
            }
        }
        out.flush();
        return 0;
    }

    private static void strings(JsonGenerator w, String field, int[] form, java.util.function.IntFunction<String> text)
            throws IOException {
        w.writeArrayFieldStart(field);
        for (int g : form) {
            w.writeString(text.apply(g));
        }
        w.writeEndArray();
    }

    private static <P> int[] forms(SmallRules<P> rules, MisereForms forms, int upto) {
        MisereFormOf<P> of = new MisereFormOf<>(forms, rules.game());
        int[] form = new int[upto + 1];
        for (int n = 0; n <= upto; n++) {
            form[n] = of.of(rules.parse().apply(List.of(Integer.toString(n))));
        }
        return form;
    }
}
