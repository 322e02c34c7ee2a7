package org.sprague.rules;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Answer;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.solve.Budget;

/**
 * Answers positions of a partizan rule file (a sum of its positions) as the catalog's partizan games are
 * answered: canonical value, outcome class, the first player's winning moves and the thermograph
 * ({@link PartizanAnalysis}), every value from the options the rule file gives ({@link PartizanRuleGame}). Where
 * the values grow past {@link PartizanRuleGame#DEFAULT_MAX_GAMES} games, the outcome class is found by search
 * instead ({@link PartizanRuleOutcomes}), with one winning move. All within the run's time and memory.
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
     * @return a {@link PartizanAnswer}, or a {@link PartizanOutcomeAnswer} where the values are out of reach
     */
    public static Answer solve(PartizanRuleFile file, GuardedMoves guard, List<String> position, boolean leftFirst,
            Budget budget) {
        return solve(file, guard, position, leftFirst, budget, PartizanRuleGame.DEFAULT_MAX_GAMES);
    }

    /** As {@link #solve(PartizanRuleFile, GuardedMoves, List, boolean, Budget)}, values limited to {@code maxGames}. */
    static Answer solve(PartizanRuleFile file, GuardedMoves guard, List<String> position, boolean leftFirst,
            Budget budget, int maxGames) {
        CanonicalGames games = new CanonicalGames().limit(budget.memory().open(), guard.deadline());
        PartizanRuleGame game = new PartizanRuleGame(file, guard, games, PartizanRuleGame.DEFAULT_MAX_POSITIONS)
                .limitGames(maxGames);
        List<String> parsed = game.parse(position);
        // the user's code runs on the guard's worker, and the values with it: one thread holds the space
        return guard.run(() -> {
            try {
                PartizanAnalysis analysis = PartizanAnalysis.of(game, parsed, leftFirst);
                return new PartizanAnswer(file.className(), parsed, analysis, List.of("every position reached valued"
                        + " from its options (" + game.size() + " positions)"));
            } catch (PartizanRuleGame.ValuesOutOfReach e) {
                return search(file, game, games, parsed, leftFirst, e.getMessage());
            }
        });
    }

    private static PartizanOutcomeAnswer search(PartizanRuleFile file, PartizanRuleGame game, CanonicalGames games,
            List<String> position, boolean leftFirst, String why) {
        PartizanRuleOutcomes outcomes = new PartizanRuleOutcomes(game, games, MAX_SEARCH_ENTRIES);
        long start = System.nanoTime();
        boolean leftWins = outcomes.wins(position, true);
        long leftNodes = outcomes.nodes();
        long middle = System.nanoTime();
        boolean rightWins = outcomes.wins(position, false);
        long end = System.nanoTime();
        OutcomeClass outcomeClass = leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
        Object[] move = outcomes.winningMove(position, leftFirst);
        String text = null;
        List<String> to = null;
        if (move != null) {
            int i = (Integer) move[0];
            to = new ArrayList<>(position);
            to.set(i, (String) move[1]);
            text = (position.size() == 1 ? "" : "component " + (i + 1) + ": ") + position.get(i) + " -> " + move[1];
        }
        return new PartizanOutcomeAnswer(file.className(), position, outcomeClass, leftFirst, text, to,
                new PartizanOutcomeAnswer.Search(leftNodes, middle - start, false),
                new PartizanOutcomeAnswer.Search(outcomes.nodes() - leftNodes, end - middle, false),
                outcomes.entries(), false, List.of(why + ", so the outcome class was found by search (a memoised"
                        + " minimax over win and loss, " + outcomes.nodes() + " positions)"));
    }
}
