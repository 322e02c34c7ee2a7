package org.sprague.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.explain.Explainer;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code solve --explain}: the answer with its explanation, as JSON field {@code "explanation"} or as text after
 * the answer ("why" sentences, then the principal line, one move a line).
 */
final class ExplanationText {
    /** Time for an explanation's searches (options' values, the principal line), in milliseconds. */
    static final long EXPLAIN_MILLIS = 5000;

    private ExplanationText() {
    }

    static OptionSpec explainOption() {
        return OptionSpec.builder("--explain").arity("0").type(boolean.class)
                .description("say why the answer holds: components and nim-sum, options and mex, the rule applied,"
                        + " and a line of best play").build();
    }

    /** The explanation of {@code answer}, attached as field {@code explanation}. */
    static Answer explained(CatalogGame game, GameOptions options, List<String> position, Answer answer) {
        if (answer instanceof Solution s) {
            return s.withExtra("explanation", Explainer.explain(game, options, s.position(), s, EXPLAIN_MILLIS));
        }
        return answer;
    }

    static void print(CatalogGame game, GameOptions options, List<String> position, Answer answer, boolean json)
            throws IOException {
        if (json || !(answer instanceof Solution s)) {
            Output.print(json ? explained(game, options, position, answer) : answer, options, json);
            return;
        }
        Output.print(answer, options, false);
        Map<String, Object> e = Explainer.explain(game, options, s.position(), s, EXPLAIN_MILLIS);
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        text(e, out);
        out.flush();
    }

    @SuppressWarnings("unchecked")
    static void text(Map<String, Object> e, PrintStream out) {
        out.println("  why (" + e.get("theory") + "):");
        for (String step : (List<String>) e.get("steps")) {
            out.println("    " + step);
        }
        Map<String, Object> line = (Map<String, Object>) e.get("line");
        if (line == null) {
            return;
        }
        List<Map<String, Object>> moves = (List<Map<String, Object>>) line.get("moves");
        out.println("  line of best play (" + moves.size() + " move" + (moves.size() == 1 ? "" : "s")
                + (Boolean.TRUE.equals(line.get("repeats")) ? ", then the position repeats: a draw" : "")
                + (line.get("why") == null ? "" : ", " + line.get("why")) + "):");
        int ply = 1;
        for (Map<String, Object> m : moves) {
            List<String> to = (List<String>) m.get("to");
            out.println("    " + ply++ + ". " + m.get("player") + ": " + m.get("move") + "   => "
                    + (to.isEmpty() ? "(nothing left)" : String.join(" ", to)));
        }
    }
}
