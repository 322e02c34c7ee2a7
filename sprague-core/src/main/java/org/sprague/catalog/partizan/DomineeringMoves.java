package org.sprague.catalog.partizan;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.games.Domineering;
import org.sprague.solve.Budget;

/**
 * Domineering's moves in play, valued the way {@code solve} would choose ({@link DomineeringCatalogGame#METHOD}):
 * by canonical value where it is within reach, as every partizan game; by a search with a time limit on big
 * boards ({@link DomineeringTimedSearch}), where a move the search does not decide in time is undecided. With
 * {@code --method auto} and no empty region over {@value DomineeringCatalogGame#VALUE_REGION} cells the canonical
 * values are tried first, within half the time, and the search gets the rest if they are not done by then.
 */
final class DomineeringMoves implements PositionMoves {
    /** The time to decide a single position (the start of play, the end of a game). */
    static final Duration HERE_TIME = Duration.ofMillis(500);

    private final PartizanMoves<Domineering.Board> exact;

    DomineeringMoves(PartizanMoves<Domineering.Board> exact) {
        this.exact = exact;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        return exact.moves(options, position);
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        return values(options, List.of(position), HERE_TIME).get(0);
    }

    @Override
    public List<Evaluation> evaluateAll(CatalogGame game, GameOptions options, List<Move> moves, Duration time) {
        List<List<String>> reached = new ArrayList<>();
        for (Move m : moves) {
            reached.add(m.to());
        }
        return values(options, reached, time);
    }

    /** The value of each position for the player to move there, within {@code time} where searched. */
    private List<Evaluation> values(GameOptions options, List<List<String>> positions, Duration time) {
        if (positions.isEmpty()) {
            return List.of();
        }
        String method = options.string(DomineeringCatalogGame.METHOD, "auto");
        List<Domineering.Board> boards = new ArrayList<>();
        for (List<String> p : positions) {
            List<String> rest = Leading.of(options, p).rest();
            if (rest.isEmpty()) {
                return exact.evaluateAll(new CanonicalGames(), options, positions);
            }
            boards.add(Domineering.Board.parse(rest));
        }
        boolean searchable = DomineeringOutcomes.searchable(boards.get(0));
        if (method.equals("value") || !searchable) {
            return exact.evaluateAll(new CanonicalGames(), options, positions);
        }
        long start = System.nanoTime();
        if (method.equals("auto") && largestRegion(boards) <= DomineeringCatalogGame.VALUE_REGION) {
            Budget budget = options.budget().withTime(time.dividedBy(2));
            try {
                return exact.evaluateAll(new CanonicalGames().limit(budget.memory().open(), budget.start()),
                        options, positions);
            } catch (ResourceLimitException e) {
                if (Thread.currentThread().isInterrupted()) {
                    throw e;
                }
                // out of reach in half the time: the search has the rest
            }
        }
        Duration rest = time.minusNanos(System.nanoTime() - start);
        List<DomineeringTimedSearch.Position> states = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            boolean left = PartizanMoves.left(Leading.of(options, positions.get(i)));
            states.add(new DomineeringTimedSearch.Position(
                    org.sprague.partizan.games.DomineeringBitboard.state(boards.get(i)), left));
        }
        Domineering.Board first = boards.get(0);
        return DomineeringTimedSearch.evaluate(first.rows().get(0).length(), first.rows().size(), states,
                rest.isNegative() ? Duration.ZERO : rest, options.budget().memory());
    }

    private static int largestRegion(List<Domineering.Board> boards) {
        int largest = 0;
        for (Domineering.Board b : boards) {
            largest = Math.max(largest, DomineeringOutcomes.largestRegion(b));
        }
        return largest;
    }
}
