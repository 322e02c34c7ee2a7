package org.sprague.cli.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.Solution;
import org.sprague.explain.Explainer;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code solve --explain}: the answer with its explanation, as JSON field {@code "explanation"} or as text after
 * the answer ("why" sentences, then the principal line, one move a line).
 */
public final class ExplanationText {
    /** Time for an explanation's searches (options' values, the principal line), in milliseconds. */
    static final long EXPLAIN_MILLIS = 5000;

    private ExplanationText() {
    }

    public static OptionSpec explainOption() {
        return OptionSpec.builder("--explain").arity("0").type(boolean.class)
                .description("say why the answer holds: components and nim-sum, options and mex, the rule applied,"
                        + " and a line of best play").build();
    }

    /** Writes {@code answer} as JSON, with its explanation when it is one position's solution. */
    public static void json(CatalogGame game, GameOptions options, Answer answer, GameOptions shown, OutputStream out)
            throws IOException {
        try (JsonOutput w = new JsonOutput(out)) {
            if (answer instanceof Solution s) {
                w.solution(s, shown, Explainer.explain(game, options, s.position(), s, EXPLAIN_MILLIS));
            } else if (answer instanceof PartizanAnswer p) {
                w.partizan(p, shown, partizan(game, options, p));
            } else {
                w.answer(answer, shown);
            }
        }
    }

    public static void print(CatalogGame game, GameOptions options, List<String> position, Answer answer, boolean json)
            throws IOException {
        if (json) {
            // the generator leaves System.out open (it does not close its target)
            OutputStream out = new BufferedOutputStream(System.out, 1 << 16);
            json(game, options, answer, options, out);
            out.write('\n');
            out.flush();
            return;
        }
        Output.print(answer, options, false);
        if (answer instanceof PartizanAnswer p) {
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            text(partizan(game, options, p), out);
            out.flush();
        }
        if (answer instanceof Solution s) {
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            text(Explainer.explain(game, options, s.position(), s, EXPLAIN_MILLIS), out);
            out.flush();
        }
    }

    /**
     * Why a partizan answer holds: the canonical value decides everything; then a line of best play, each side
     * moving by the value its move leaves (as {@code play} does), within the explanation's time.
     */
    static Map<String, Object> partizan(CatalogGame game, GameOptions options, PartizanAnswer p) {
        var a = p.analysis();
        Map<String, Object> e = new java.util.LinkedHashMap<>();
        e.put("theory", "search");
        List<String> steps = new java.util.ArrayList<>(List.of(
                "the value is {values of Left's moves | values of Right's moves}, in canonical form " + a.canonical()
                        + " (dominated options removed, reversible ones bypassed)",
                "outcome class " + a.outcomeClass() + ": the value compared with 0",
                "a winning move leads to a value >= 0 for Left, <= 0 for Right",
                "mean " + a.thermograph().mean() + ", temperature " + a.thermograph().temperature()
                        + ": where the thermograph's walls meet"));
        Object line = null;
        if (game.moves().isPresent()) {
            try {
                line = org.sprague.explain.PrincipalLine.of(game, options, p.position(), Explainer.LINE_MOVES,
                        System.nanoTime() + EXPLAIN_MILLIS * 1_000_000L);
            } catch (org.sprague.BadInputException | org.sprague.ResourceLimitException ex) {
                steps.add("no line of play: " + ex.getMessage());
            }
        } else {
            steps.add("no line of play: the moves of this game are not listed one by one");
        }
        e.put("steps", steps);
        e.put("line", line);
        return e;
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
