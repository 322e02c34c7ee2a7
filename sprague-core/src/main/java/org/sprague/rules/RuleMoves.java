package org.sprague.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.nim.MooreGame;
import org.sprague.rules.RuleGame;
import org.sprague.rules.RulePositions;
import org.sprague.rules.RuleSolver;

/**
 * Moves of a game written in a rule file: a move acts on one component, by component index, then in the order of
 * the file's {@code moves}; a component broken in parts is replaced by them (none left is written {@code 0}, as
 * {@code solve --rules} writes it), and equal options of one component are listed once. Values come from
 * {@link RuleSolver}, so {@code --misere} plays misère; Moore's Nim-k is not played.
 */
public final class RuleMoves implements PositionMoves {
    private final RuleGame game;
    private final RuleSolver solver;

    public RuleMoves(RuleGame game) {
        this.game = game;
        this.solver = new RuleSolver(game);
    }

    /** The name the game is played under: the rule file's class. */
    public String name() {
        return game.file().className();
    }

    @Override
    public boolean isSum(GameOptions options) {
        return true;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        if (options.intValue(MooreGame.K, 1, 1) > 1) {
            throw new BadInputException(names -> "play " + names.name(Parameter.RULES) + " plays the sum of the"
                    + " components; " + MooreGame.K.name() + " is for solve and values");
        }
        int[] ids = RulePositions.parse(game, position);
        position = RulePositions.texts(game, ids);
        String kind = game.form().component() + " ";
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            Set<List<String>> seen = new LinkedHashSet<>();
            for (int j = 0, n = game.optionCount(ids[i]); j < n; j++) {
                List<String> parts = new ArrayList<>();
                String whole = game.optionText(ids[i], j);
                if (whole != null) {
                    // a text position split into parts moves to the text moves gave
                    parts.add(whole);
                } else {
                    for (int part : game.option(ids[i], j)) {
                        parts.add(game.text(part));
                    }
                }
                if (!seen.add(parts)) {
                    continue;
                }
                if (out.size() >= MAX_MOVES) {
                    throw new BadInputException("the position has more than " + MAX_MOVES + " moves; give a smaller"
                            + " one");
                }
                List<String> to = new ArrayList<>(position.subList(0, i));
                to.addAll(parts.isEmpty() ? List.of("0") : parts);
                to.addAll(position.subList(i + 1, position.size()));
                String left = parts.isEmpty() ? "nothing" : String.join(" + ", parts);
                out.add(Move.of(kind + (i + 1) + ": " + position.get(i) + " -> " + left, to));
            }
        }
        return out;
    }

    @Override
    public Evaluation evaluate(CatalogGame ignored, GameOptions options, List<String> position) {
        return Evaluation.of(solver.solve(position, options.flag(GameOption.MISERE), 1, false));
    }
}
