package org.sprague.rules;

import java.util.List;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.solve.Budget;

/**
 * Answers positions of a partizan rule file (a sum of its positions) as the catalog's partizan games are
 * answered: canonical value, outcome class, the first player's winning moves and the thermograph
 * ({@link PartizanAnalysis}). Every value comes from the options the rule file gives ({@link PartizanRuleGame}),
 * within the run's time and memory.
 */
public final class PartizanRuleSolver {
    private PartizanRuleSolver() {
    }

    /**
     * Solves {@code position} (the components as typed) for the first player ({@code leftFirst}).
     *
     * @param guard runs the rule file's code within the run's deadline
     * @param budget the run's memory account is charged for the positions and values held
     */
    public static PartizanAnswer solve(PartizanRuleFile file, GuardedMoves guard, List<String> position,
            boolean leftFirst, Budget budget) {
        CanonicalGames games = new CanonicalGames().limit(budget.memory().open(), guard.deadline());
        PartizanRuleGame game = new PartizanRuleGame(file, guard, games, PartizanRuleGame.DEFAULT_MAX_POSITIONS);
        List<String> parsed = game.parse(position);
        // the user's code runs on the guard's worker, and the values with it: one thread holds the space
        PartizanAnalysis analysis = guard.run(() -> PartizanAnalysis.of(game, parsed, leftFirst));
        return new PartizanAnswer(file.className(), parsed, analysis, List.of("every position reached valued from"
                + " its options (" + game.size() + " positions)"));
    }
}
