package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.SharedSteps;
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
        return answer(game, position, search, parsed, leftFirst, why,
                new Searched(leftWins, leftNodes, middle - start), new Searched(rightWins, search.nodes() - leftNodes,
                        end - middle), List.of(search));
    }

    /**
     * As {@link #of}, the two searches at once: Left first on the calling thread, Right first on another, each
     * with its own table and values ({@code right} sharing its count of positions with {@code left} by
     * {@link SharedSteps}, so that the step budget holds for both together). The first player's winning move is
     * then found with its own search's table. Each search is exact, so the answer is that of {@link #of}.
     *
     * @param game the game's name, as the answer shows it
     * @param position the position's arguments, as given
     * @param left the search with Left first
     * @param right the search with Right first, another instance
     * @param steps the count both share ({@link SumOutcomeSearch#share})
     * @param parsed the position
     * @param leftFirst whether Left moves first
     * @param why why the search answers
     * @param <P> the position type
     * @return the answer
     */
    public static <P> PartizanOutcomeAnswer ofBoth(String game, List<String> position, SumOutcomeSearch<P> left,
            SumOutcomeSearch<P> right, SharedSteps steps, P parsed, boolean leftFirst, String why) {
        Searched[] results = new Searched[2];
        RuntimeException[] failures = new RuntimeException[2];
        Thread other = new Thread(() -> results[1] = searched(right, parsed, false, steps, failures, 1),
                "search-right-first");
        other.setDaemon(true);
        other.start();
        results[0] = searched(left, parsed, true, steps, failures, 0);
        boolean interrupted = false;
        while (other.isAlive()) {
            try {
                other.join();
            } catch (InterruptedException e) {
                interrupted = true;
                steps.stop();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        for (RuntimeException failure : failures) {
            if (failure != null && !(failure instanceof SharedSteps.Stopped)) {
                throw failure;
            }
        }
        if (results[0] == null || results[1] == null) {
            throw new IllegalStateException("the searches of both first players stopped without an answer");
        }
        return answer(game, position, leftFirst ? left : right, parsed, leftFirst, why, results[0], results[1],
                List.of(left, right));
    }

    /** One search's answer, its positions and time. */
    private record Searched(boolean wins, long nodes, long nanos) {
    }

    /** Runs one search; a failure is kept at {@code index} and stops the other. */
    private static <P> Searched searched(SumOutcomeSearch<P> search, P parsed, boolean left, SharedSteps steps,
            RuntimeException[] failures, int index) {
        long start = System.nanoTime();
        long before = search.nodes();
        try {
            boolean wins = search.wins(parsed, left);
            return new Searched(wins, search.nodes() - before, System.nanoTime() - start);
        } catch (RuntimeException e) {
            failures[index] = e;
            steps.stop();
            return null;
        }
    }

    private static <P> PartizanOutcomeAnswer answer(String game, List<String> position, SumOutcomeSearch<P> first,
            P parsed, boolean leftFirst, String why, Searched leftSearch, Searched rightSearch,
            List<SumOutcomeSearch<P>> all) {
        boolean leftWins = leftSearch.wins();
        boolean rightWins = rightSearch.wins();
        OutcomeClass outcomeClass = leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
        PartizanMove<P> move = outcomeClass.firstWins(leftFirst) ? first.winningMove(parsed, leftFirst) : null;
        int entries = 0;
        long positions = 0;
        for (SumOutcomeSearch<P> s : all) {
            entries += s.entries();
            positions += s.nodes();
        }
        return new PartizanOutcomeAnswer(game, position, outcomeClass, leftFirst, move == null ? null : move.text(),
                move == null ? null : first.ruleset().format(move.to()),
                new PartizanOutcomeAnswer.Search(leftSearch.nodes(), leftSearch.nanos(), false),
                new PartizanOutcomeAnswer.Search(rightSearch.nodes(), rightSearch.nanos(), false),
                entries, List.of("the outcome class by search (" + why + "): a memoised minimax over"
                        + " win and loss of the sum of its parts, small parts by their canonical values, "
                        + positions + " positions; no canonical value"));
    }
}
