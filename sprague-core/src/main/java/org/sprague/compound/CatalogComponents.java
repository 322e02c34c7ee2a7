package org.sprague.compound;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.MemoizedGrundySolver;

/**
 * One catalog game seen as the component of a compound: a component is a position in the game's own syntax
 * (its arguments), its options are the game's legal moves ({@link PositionMoves}), and its Grundy value is the
 * game's own answer (or, where the game states its rules, the generic solver's value on them, which the
 * catalog's contract tests hold equal to the answer). Both are asked once per position and kept; how many positions are asked is bounded, so a
 * compound of large components fails with a resource error rather than running on.
 */
final class CatalogComponents implements ImpartialGame<List<String>> {
    private final CatalogGame game;
    private final GameOptions options;
    private final PositionMoves moves;
    private final long maxPositions;
    private final Map<List<String>, List<List<String>>> optionsOf = new HashMap<>();
    private final Map<List<String>, Integer> values = new HashMap<>();
    /** Values from the game's stated rules by the generic solver, cheaper than its full answer; or null. */
    private final Function<List<String>, Integer> byRules;

    /** @param maxPositions the most component positions whose moves or values may be asked */
    CatalogComponents(CatalogGame game, GameOptions options, PositionMoves moves, long maxPositions) {
        this.game = game;
        this.options = options;
        this.moves = moves;
        this.maxPositions = maxPositions;
        this.byRules = game.rules(options).map(r -> solverOf(r, maxPositions)).orElse(null);
    }

    private static <P> Function<List<String>, Integer> solverOf(SmallRules<P> rules, long maxPositions) {
        MemoizedGrundySolver<P> solver = new MemoizedGrundySolver<>(rules.game(), p -> p, maxPositions);
        return c -> solver.grundy(rules.parse().apply(c));
    }

    /** A component as typed: the game's arguments separated by commas ({@code 3,5} for {@code wythoff 3 5}). */
    static List<String> parse(String argument) {
        if (argument.isEmpty()) {
            throw new BadInputException("an empty component: with " + NimKGame.K.name() + ", each argument is one"
                    + " component, its own arguments separated by commas (such as 3,5)");
        }
        return List.of(argument.split(",", -1));
    }

    /** A component as typed. */
    static String text(List<String> component) {
        return String.join(",", component);
    }

    /** Reads {@code component} with the game's own answer (bad input is reported here), keeping its value. */
    void check(List<String> component) {
        if (!values.containsKey(component)) {
            count(values.size());
            values.put(component, valueOf(component));
        }
    }

    /** The component's Grundy value, from the game's own answer. */
    int grundy(List<String> component) {
        Integer known = values.get(component);
        if (known == null) {
            count(values.size());
            known = byRules != null ? byRules.apply(component) : valueOf(component);
            values.put(component, known);
        }
        if (known < 0) {
            throw new ResourceLimitException("Nim-k of " + game.id() + " needs the Grundy value of " + text(component)
                    + ", which " + game.id() + " does not compute at that size; give smaller components");
        }
        return known;
    }

    /** The value the game gives, or -1 when it gives none. */
    private int valueOf(List<String> component) {
        Solution answer = (Solution) game.solve(options, component);
        return answer.grundy().asOptional().map(java.math.BigInteger::intValueExact).orElse(-1);
    }

    @Override
    public void forEachOption(List<String> component, Consumer<? super List<String>> sink) {
        optionsOf(component).forEach(sink);
    }

    private List<List<String>> optionsOf(List<String> component) {
        List<List<String>> known = optionsOf.get(component);
        if (known != null) {
            return known;
        }
        count(optionsOf.size());
        List<Move> list;
        try {
            list = moves.moves(options, component);
        } catch (BadInputException tooMany) {
            // the component was read once already, so what fails here is the size of its move list
            throw new ResourceLimitException("Nim-k of " + game.id() + ": the moves of " + text(component)
                    + " cannot be listed (" + tooMany.getMessage() + "); give smaller components");
        }
        List<List<String>> out = new ArrayList<>(list.size());
        for (Move m : list) {
            out.add(List.copyOf(m.to()));
        }
        optionsOf.put(component, out);
        return out;
    }

    private void count(int size) {
        if (size >= maxPositions) {
            throw new ResourceLimitException("Nim-k of " + game.id() + " needs the moves or values of more than "
                    + maxPositions + " component positions; give smaller components");
        }
    }

    /**
     * How many positions {@code component} reaches (itself included), or infinity when more than {@code most}.
     */
    double reachable(List<String> component, long most) {
        Set<List<String>> seen = new HashSet<>();
        Deque<List<String>> todo = new ArrayDeque<>(List.of(component));
        seen.add(component);
        try {
            while (!todo.isEmpty()) {
                for (List<String> o : optionsOf(todo.pop())) {
                    if (seen.add(o)) {
                        if (seen.size() > most) {
                            return Double.POSITIVE_INFINITY;
                        }
                        todo.push(o);
                    }
                }
            }
        } catch (ResourceLimitException tooLarge) {
            return Double.POSITIVE_INFINITY;
        }
        return seen.size();
    }

    /** Components as typed, compared as strings: any total order serves to store permuted compounds once. */
    static int compare(List<String> a, List<String> b) {
        return Arrays.compare(a.toArray(new String[0]), b.toArray(new String[0]));
    }
}
