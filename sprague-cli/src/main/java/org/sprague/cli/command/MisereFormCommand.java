package org.sprague.cli.command;

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
import org.sprague.cli.output.MisereFormOutput;
import org.sprague.misere.canonical.MisereFormOf;
import org.sprague.misere.canonical.MisereForms;
import org.sprague.solve.Budget;
import picocli.CommandLine;

/**
 * {@code solve GAME --misere-form POSITION...}: the misère canonical form of a position of an impartial game that
 * states its moves (Nim, the heap rulesets, Cram, ...), with its genus, mate, outcome class and nim values.
 */
final class MisereFormCommand {
    static final String NAME = "--misere-form";

    private MisereFormCommand() {
    }

    static CommandLine.Model.OptionSpec option() {
        return CommandLine.Model.OptionSpec.builder(NAME).arity("0")
                .description("print the position's misère canonical form in CGSuite's notation, its genus, mate,"
                        + " misère outcome class and nim values (impartial games that state their moves)").build();
    }

    static boolean requested(CommandLine.Model.CommandSpec spec) {
        return Boolean.TRUE.equals(spec.findOption(NAME).getValue());
    }

    static int run(CatalogGame game, GameOptions options, List<String> position, boolean json) throws IOException {
        Map<String, String> normal = new LinkedHashMap<>(options.asMap());
        normal.remove(GameOption.MISERE.name());
        SmallRules<?> rules = game.rules(options.withValues(normal)).orElseThrow(() -> new BadInputException(
                NAME + " needs an impartial game that states its moves (nim, the heap games, cram, ...); "
                        + game.id() + " does not"));
        Budget budget = options.budget();
        MisereForms forms = new MisereForms().limit(budget.memory().open(), budget.start());
        int g = formOf(rules, forms, position);
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        if (json) {
            JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            w.writeStartObject();
            w.writeStringField("game", game.id());
            w.writeArrayFieldStart("position");
            for (String p : position) {
                w.writeString(p);
            }
            w.writeEndArray();
            MisereFormOutput.jsonFields(forms, g, w);
            w.writeEndObject();
            w.flush();
            out.println();
        } else {
            StringBuilder given = new StringBuilder(game.id());
            normal.forEach((name, value) -> given.append(' ').append(name)
                    .append("true".equals(value) ? "" : " " + value));
            out.println(given + " " + String.join(" ", position) + " (misère play)");
            MisereFormOutput.text(forms, g, out);
        }
        out.flush();
        return 0;
    }

    private static <P> int formOf(SmallRules<P> rules, MisereForms forms, List<String> position) {
        P p = rules.parse().apply(position);
        return new MisereFormOf<>(forms, rules.game()).of(p);
    }
}
