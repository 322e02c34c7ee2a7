package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.SumOutcomeSearch;

/**
 * The answer of a ruleset's position whose canonical value is out of reach: who wins with each player first, by
 * {@link SumOutcomeSearch}, and the first player's winning move. One place for catalog games and rule files alike.
 */
public final class OutcomeSearchAnswers {
    private OutcomeSearchAnswers() {
    }

    /**
     * Searches {@code parsed} with each player first and answers for the first player.
     *
     * @param game the game's name, as the answer shows it
     * @param position the position's arguments, as given
     * @param search the search, over the ruleset's values
     * @param parsed the position
     * @param leftFirst whether Left moves first
     * @param why why the search answers (the values' limit reached, or "asked for")
     * @param <P> the position type
     * @return the answer
     */
    public static <P> PartizanOutcomeAnswer of(String game, List<String> position, SumOutcomeSearch<P> search,
            P parsed, boolean leftFirst, String why) {
        long start = System.nanoTime();
        boolean leftWins = search.wins(parsed, true);
        long leftNodes = search.nodes();
        long middle = System.nanoTime();
        boolean rightWins = search.wins(parsed, false);
        long end = System.nanoTime();
        OutcomeClass outcomeClass = leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
        PartizanMove<P> move = outcomeClass.firstWins(leftFirst) ? search.winningMove(parsed, leftFirst) : null;
        return new PartizanOutcomeAnswer(game, position, outcomeClass, leftFirst, move == null ? null : move.text(),
                move == null ? null : search.ruleset().format(move.to()),
                new PartizanOutcomeAnswer.Search(leftNodes, middle - start, false),
                new PartizanOutcomeAnswer.Search(search.nodes() - leftNodes, end - middle, false),
                search.entries(), List.of("the outcome class by search (" + why + "): a memoised minimax over"
                        + " win and loss of the sum of its parts, small parts by their canonical values, "
                        + search.nodes() + " positions; no canonical value"));
    }
}
