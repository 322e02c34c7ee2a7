package org.sprague.rules;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * Moves of a partizan rule file's game for the player whose turn it is ({@code --first left|right} before the
 * position, as the catalog's partizan games write it): a move acts on one component, in the order of the file's
 * {@code left} or {@code right}. Each position reached is valued as {@code solve --rules} values it
 * ({@link PartizanRuleSolver}): by its canonical value (Conway's normal play: Left moving second wins when the
 * value is at least 0), by search where the values are out of reach, or, where play can return to a position, by
 * who wins with that player first over its graph, draws included (the value shown where it is a stopper). Play
 * ends in a draw at a position's third repetition, the rule of {@code play} for games with cycles.
 */
public final class PartizanRuleMoves implements PositionMoves {
    private final PartizanRuleFile file;
    private final GuardedMoves guard;
    private final Budget budget;

    /**
     * Moves of {@code file}'s game.
     *
     * @param file the compiled rule file
     * @param guard runs its code, each call within its own time ({@link GuardedMoves#perCall})
     * @param budget each position's values are held to it, as solve's are
     */
    public PartizanRuleMoves(PartizanRuleFile file, GuardedMoves guard, Budget budget) {
        this.file = file;
        this.guard = guard;
        this.budget = budget;
    }

    /** The name the game is played under: the rule file's class. */
    public String name() {
        return file.className();
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        boolean left = PartizanGames.leftToMove(p);
        PartizanRuleGame game = new PartizanRuleGame(file, guard, new CanonicalGames(),
                PartizanRuleGame.DEFAULT_MAX_POSITIONS);
        List<String> parsed = game.parse(p.rest());
        List<PartizanMove<List<String>>> moves = guard.run(() -> game.moves(parsed, left));
        if (moves.size() > MAX_MOVES) {
            throw new BadInputException("the position has more than " + MAX_MOVES + " moves; give a smaller one");
        }
        List<Move> out = new ArrayList<>();
        for (PartizanMove<List<String>> m : moves) {
            out.add(Move.of(m.text(), Leading.write(m.to(), PartizanGames.FIRST.name(), left ? "right" : "left")));
        }
        return out;
    }

    @Override
    public Evaluation evaluate(CatalogGame ignored, GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        Answer a = PartizanRuleSolver.solve(file, guard, p.rest(), PartizanGames.leftToMove(p), budget);
        if (a instanceof PartizanAnswer pa) {
            return new Evaluation(pa.analysis().firstWins() ? Outcome.FIRST : Outcome.SECOND, null, null, null,
                    pa.analysis().canonical());
        }
        if (a instanceof PartizanOutcomeAnswer po) {
            return new Evaluation(po.firstWins() ? Outcome.FIRST : Outcome.SECOND, null, null, null, null);
        }
        Solution s = (Solution) a;
        String value = Detail.has(s.details(), "value") ? (String) s.detail("value") : null;
        return new Evaluation(s.outcome(), null, null, null, value);
    }
}
