package org.sprague.rules;

import java.util.List;
import org.sprague.catalog.Answer;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.partizan.LoopyPartizanAnswers;
import org.sprague.catalog.partizan.OutcomeSearchAnswers;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.partizan.ruleset.PlayReturns;
import org.sprague.partizan.ruleset.SumOutcomeSearch;
import org.sprague.partizan.ruleset.ValuesOutOfReach;
import org.sprague.solve.Budget;

/**
 * Answers positions of a partizan rule file (a sum of its positions) as the catalog's partizan games are
 * answered: canonical value, outcome class, the first player's winning moves and the thermograph
 * ({@link PartizanAnalysis}), every value from the options the rule file gives ({@link PartizanRuleGame}) by the
 * generic engine ({@link MemoisedCanonicalValues}). Where the values grow past
 * {@link PartizanRuleGame#DEFAULT_MAX_GAMES} games or {@link PartizanRuleGame#DEFAULT_MAX_POSITIONS} positions, the
 * outcome class is found by search instead
 * ({@link SumOutcomeSearch}), with one winning move. A rule file whose play can return to a position is loopy:
 * it is answered over its whole graph ({@link LoopyPartizanAnswers}), who wins with each player first and the
 * value where the graph is a stopper. All within the run's time and memory.
 */
public final class PartizanRuleSolver {
    /** Sums the outcome search may remember. */
    static final long MAX_SEARCH_ENTRIES = 5_000_000L;

    private PartizanRuleSolver() {
    }

    /**
     * Solves {@code position} (the components as typed) for the first player ({@code leftFirst}).
     *
     * @param guard runs the rule file's code within the run's deadline
     * @param budget the run's memory account is charged for the positions and values held
     * @return a {@link PartizanAnswer}, or a {@link org.sprague.catalog.PartizanOutcomeAnswer} where the values are
     *     out of reach
     */
    public static Answer solve(PartizanRuleFile file, GuardedMoves guard, List<String> position, boolean leftFirst,
            Budget budget) {
        return solve(file, guard, position, leftFirst, budget, PartizanRuleGame.DEFAULT_MAX_GAMES);
    }

    /** As {@link #solve(PartizanRuleFile, GuardedMoves, List, boolean, Budget)}, values limited to {@code maxGames}. */
    static Answer solve(PartizanRuleFile file, GuardedMoves guard, List<String> position, boolean leftFirst,
            Budget budget, int maxGames) {
        return solve(file, guard, position, leftFirst, budget, maxGames, PartizanRuleGame.DEFAULT_MAX_POSITIONS);
    }

    /**
     * As {@link #solve(PartizanRuleFile, GuardedMoves, List, boolean, Budget)}, values limited to {@code maxGames}
     * games and {@code maxPositions} positions met, past either of which the outcome is searched.
     */
    static Answer solve(PartizanRuleFile file, GuardedMoves guard, List<String> position, boolean leftFirst,
            Budget budget, int maxGames, long maxPositions) {
        CanonicalGames games = new CanonicalGames().limit(budget.memory().open(), guard.deadline());
        PartizanRuleGame game = new PartizanRuleGame(file, guard, games, maxPositions);
        MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(game, games, maxPositions)
                .limitGames(maxGames);
        List<String> parsed = game.parse(position);
        // the user's code runs on the guard's worker, and the values with it: one thread holds the space
        return guard.run(() -> {
            try {
                try {
                    PartizanAnalysis analysis = PartizanAnalysis.of(values, parsed, leftFirst);
                    return new PartizanAnswer(file.className(), parsed, analysis, List.of("every position reached"
                            + " valued from its options (" + game.size() + " positions)"));
                } catch (ValuesOutOfReach e) {
                    game.liftPositionLimit();
                    return OutcomeSearchAnswers.of(file.className(), parsed,
                            new SumOutcomeSearch<>(values, MAX_SEARCH_ENTRIES).limitSteps(budget.searchSteps()),
                            parsed, leftFirst, e.getMessage());
                }
            } catch (PlayReturns loop) {
                // play can return to a position: the game is loopy, answered over its whole graph
                game.liftPositionLimit();
                return LoopyPartizanAnswers.answer(file.className(), parsed, game, parsed, leftFirst, budget);
            }
        });
    }
}
