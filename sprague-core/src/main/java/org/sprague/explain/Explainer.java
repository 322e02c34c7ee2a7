package org.sprague.explain;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.ScoringAnswer;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.play.MoveValues;
import org.sprague.play.ValuedMove;
import org.sprague.value.Outcome;

/**
 * Why an answer holds, in the terms of the theory that gave it, as plain data (maps, lists, strings, numbers)
 * that front ends print as JSON or text:
 * <ul>
 * <li>a sum of components: each component's Grundy value and their nim-sum (Sprague-Grundy theorem);</li>
 * <li>one position: its options' Grundy values and their mex (the definition of the Grundy value);</li>
 * <li>a scoring game: each move's gain minus the value left, and their maximum (minimax);</li>
 * <li>a graph game: the retrograde level (the position's remoteness) and each move's outcome;</li>
 * <li>a closed form: the rule applied to this position ({@link CatalogGame#closedForm});</li>
 * </ul>
 * and a principal line of best play ({@link PrincipalLine}). {@code steps} says it all in sentences.
 */
public final class Explainer {
    /** Moves of the principal line shown at most. */
    public static final int LINE_MOVES = 12;
    /** Options listed with their values at most; larger positions show the rule only. */
    static final int MAX_OPTIONS = 200;

    private Explainer() {
    }

    /** The explanation of {@code solution}, computed within {@code millis} milliseconds where possible. */
    public static Map<String, Object> explain(CatalogGame game, GameOptions options, List<String> position,
            Solution solution, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        PositionMoves listing = game.moves().orElse(null);
        if (listing != null && listing.playOptions(options) != options) {
            // part of the options is the position the line of play moves on from (a graph's start node)
            position = listing.start(options, position);
            options = listing.playOptions(options);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        List<String> steps = new ArrayList<>();
        String rule = game.closedForm(options, position).orElse(null);
        out.put("theory", rule != null ? "closed form" : "search");
        boolean listed = listing != null;
        try {
            theory(game, options, position, solution, out, steps);
        } catch (BadInputException e) {
            // too large to list its moves: the rule and the solver's notes still say why
            steps.add("moves not listed: " + e.getMessage());
            listed = false;
        }
        if (rule != null) {
            out.put("rule", rule);
            steps.add(rule);
        }
        if (steps.isEmpty() || !listed) {
            // the theorem the game's solver used, as its notes name it
            steps.addAll(solution.notes());
        }
        if (solution.remoteness().isKnown()) {
            long r = solution.remoteness().orNull();
            steps.add("remoteness " + r + ": the game lasts " + r + " move" + (r == 1 ? "" : "s")
                    + " when the winner hurries and the loser delays");
        }
        if (listed) {
            try {
                out.put("line", PrincipalLine.of(game, options, position, LINE_MOVES, deadline));
            } catch (BadInputException e) {
                listed = false;
                steps.add("moves not listed: " + e.getMessage());
            }
        }
        if (!listed) {
            out.put("line", null);
            steps.add("no line of play: the moves of this position are not listed one by one");
        }
        out.put("steps", steps);
        return out;
    }

    /** The part that depends on the theory: sum, mex, minimax or retrograde analysis. */
    private static void theory(CatalogGame game, GameOptions options, List<String> position, Solution solution,
            Map<String, Object> out, List<String> steps) {
        PositionMoves moves = game.moves().orElse(null);
        if (moves == null) {
            return;
        }
        boolean misere = options.flag(GameOption.MISERE);
        boolean scoring = solution instanceof ScoringAnswer;
        if (moves.isSum(options) && position.size() > 1 && !misere && solution.grundy().isKnown()) {
            sum(game, options, position, out, steps);
        } else if (!scoring && solution.grundy().isKnown() && !misere) {
            mex(game, options, position, out, steps);
        } else if (scoring) {
            minimax(game, options, position, out, steps);
        } else if (game.kind() == GameKind.LOOPY) {
            retrograde(game, options, position, solution, out, steps);
        }
    }

    private static void sum(CatalogGame game, GameOptions options, List<String> position, Map<String, Object> out,
            List<String> steps) {
        out.put("theory", "sum");
        List<Map<String, Object>> components = new ArrayList<>();
        BigInteger nimSum = BigInteger.ZERO;
        List<String> values = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            Solution c = (Solution) game.solve(options, List.of(position.get(i)));
            if (!c.grundy().isKnown()) {
                steps.add("the Grundy value of component " + (i + 1) + " is not computed");
                out.put("theory", "search");
                return;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("component", i + 1);
            m.put("position", position.get(i));
            m.put("grundy", c.grundy().orNull());
            components.add(m);
            nimSum = nimSum.xor(c.grundy().orNull());
            values.add(c.grundy().orNull().toString());
        }
        out.put("components", components);
        out.put("nimSum", nimSum);
        steps.add("a sum of " + position.size() + " components with Grundy values " + String.join(", ", values));
        steps.add("nim-sum " + String.join(" xor ", values) + " = " + nimSum
                + (nimSum.signum() == 0 ? ": zero, so the player to move loses (Sprague-Grundy theorem)"
                        : ": not zero, so the player to move wins by moving one component to make it zero"
                                + " (Sprague-Grundy theorem)"));
    }

    private static void mex(CatalogGame game, GameOptions options, List<String> position, Map<String, Object> out,
            List<String> steps) {
        out.put("theory", "mex");
        List<ValuedMove> valued = MoveValues.of(game, options, position);
        if (valued.size() > MAX_OPTIONS) {
            steps.add("the position has " + valued.size() + " options, too many to list");
            return;
        }
        List<Map<String, Object>> opts = new ArrayList<>();
        List<String> values = new ArrayList<>();
        TreeSet<BigInteger> set = new TreeSet<>();
        for (ValuedMove m : valued) {
            BigInteger g = m.after().grundy();
            if (g == null) {
                out.put("theory", "search");
                return;
            }
            opts.add(option(m, "grundy", g));
            values.add(g.toString());
            set.add(g);
        }
        BigInteger mex = BigInteger.ZERO;
        while (set.contains(mex)) {
            mex = mex.add(BigInteger.ONE);
        }
        out.put("options", opts);
        out.put("mex", mex);
        steps.add("G(" + String.join(" ", position) + ") = mex{" + String.join(",", values) + "} = " + mex
                + (mex.signum() == 0 ? ": no option has value 0, so the player to move loses"
                        : ": some option has value 0, so the player to move wins by moving there"));
    }

    private static void minimax(CatalogGame game, GameOptions options, List<String> position,
            Map<String, Object> out, List<String> steps) {
        List<ValuedMove> valued = MoveValues.of(game, options, position);
        if (valued.stream().anyMatch(m -> m.value() == null)) {
            // a game the catalog scores +-1 (who wins), whose moves are valued by win or loss: no points to add up
            return;
        }
        out.put("theory", "minimax");
        List<Map<String, Object>> opts = new ArrayList<>();
        List<String> terms = new ArrayList<>();
        Long best = null;
        for (ValuedMove m : valued) {
            Map<String, Object> o = option(m, "value", m.value());
            o.put("gain", m.move().gain());
            opts.add(o);
            terms.add(m.move().gain() + " - " + m.after().value());
            best = best == null ? m.value() : Math.max(best, m.value());
        }
        out.put("options", opts);
        out.put("best", best);
        steps.add("value = max over moves of (points scored - value left to the other player) = max{"
                + String.join(", ", terms) + "} = " + (best == null ? 0 : best));
    }

    private static void retrograde(CatalogGame game, GameOptions options, List<String> position, Solution solution,
            Map<String, Object> out, List<String> steps) {
        out.put("theory", "retrograde");
        out.put("level", solution.remoteness().orNull());
        List<Map<String, Object>> opts = new ArrayList<>();
        for (ValuedMove m : MoveValues.of(game, options, position)) {
            opts.add(option(m, "outcome", m.after().outcome().label()));
        }
        out.put("options", opts);
        steps.add(solution.outcome() == Outcome.DRAW
                ? "never labelled by the retrograde analysis: neither side can force a win (draw)"
                : "labelled in round " + solution.remoteness().orNull() + " of the retrograde analysis (its remoteness): "
                        + (solution.outcome() == Outcome.FIRST ? "some move reaches a position lost for the other"
                                + " player" : "every move reaches a position won for the other player"));
    }

    private static Map<String, Object> option(ValuedMove m, String key, Object value) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("move", m.move().text());
        o.put("to", m.move().to());
        o.put(key, value);
        o.put("result", m.result());
        return o;
    }
}
