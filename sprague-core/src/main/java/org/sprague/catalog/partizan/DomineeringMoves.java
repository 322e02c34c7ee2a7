package org.sprague.catalog.partizan;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.moves.Undecided;
import org.sprague.partizan.CanonicalGames;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.domineering.DomineeringTimedSearch;
import org.sprague.domineering.DomineeringWideBoard;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * Domineering's moves in play, valued the way {@code solve} would choose ({@link DomineeringCatalogGame#METHOD}):
 * with {@code --method value} by canonical value as every partizan game, whatever it costs; on boards of more than
 * {@value DomineeringWideBoard#MAX_CELLS} cells (or lines of more than {@value DomineeringWideBoard#MAX_LINE}) by
 * canonical value within the time per move (else undecided); otherwise by a search within the time per move
 * ({@link DomineeringTimedSearch}), where a move the search does not decide in time is undecided. With
 * {@code --method auto}, once the search has decided every move, the time left goes to the canonical values (where
 * no empty region has more than {@value #PLAY_VALUE_REGION} cells), which replace the bare win and loss when they
 * are done in time: exact values wherever they are affordable, and never a wait longer than the time per move for
 * them.
 */
final class DomineeringMoves implements PositionMoves {
    /**
     * The largest empty region whose canonical values play waits for after the search: an empty 5x5 board (25
     * cells) takes seconds, more than the time per move is meant for.
     */
    static final int PLAY_VALUE_REGION = 24;
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

    /**
     * A single position, for who wins there: by search where the moves are, then its canonical value where it
     * comes within the same short time (the history of a small board stands at its mean from the start).
     */
    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        return values(options, List.of(position), HERE_TIME, true).get(0);
    }

    @Override
    public List<Evaluation> evaluateAll(CatalogGame game, GameOptions options, List<Move> moves, Duration time) {
        List<List<String>> reached = new ArrayList<>();
        for (Move m : moves) {
            reached.add(m.to());
        }
        return values(options, reached, time, true);
    }

    /**
     * The value of each position for the player to move there, within {@code time} where searched; {@code exactly}
     * says whether time left after the search goes to canonical values.
     */
    private List<Evaluation> values(GameOptions options, List<List<String>> positions, Duration time,
            boolean exactly) {
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
        if (method.equals("value")) {
            return exact.evaluateAll(new CanonicalGames(), options, positions);
        }
        if (!DomineeringSearch.searchable(boards.get(0)) && !DomineeringSearch.wideSearchable(boards.get(0))) {
            // too big for the search: the canonical values in the time, else undecided
            List<Evaluation> canonical = canonicalWithin(options, positions, time.toNanos());
            return canonical != null ? canonical : Collections.nCopies(positions.size(),
                    Evaluation.undecided(new Undecided(time.toMillis(), 0)));
        }
        long end = System.nanoTime() + time.toNanos();
        List<DomineeringTimedSearch.Position> states = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            boolean left = PartizanMoves.left(Leading.of(options, positions.get(i)));
            // cells r * width + c, those from 64 on in the second word (none on a board of at most 64 cells)
            states.add(new DomineeringTimedSearch.Position(DomineeringWideBoard.state(boards.get(i)),
                    DomineeringWideBoard.extra(boards.get(i)), left));
        }
        Domineering.Board first = boards.get(0);
        List<Evaluation> searched = new ArrayList<>();
        for (DomineeringTimedSearch.Verdict v : DomineeringTimedSearch.evaluate(first.rows().get(0).length(),
                first.rows().size(), states, time, options.budget().memory())) {
            searched.add(v.decided() ? new Evaluation(v.moverWins() ? Outcome.FIRST : Outcome.SECOND, null, null, null)
                    : Evaluation.undecided(new Undecided(v.spentMillis(), v.balance())));
        }
        long left = end - System.nanoTime();
        if (!exactly || !method.equals("auto") || !searched.stream().allMatch(Evaluation::decided)
                || left < DomineeringTimedSearch.SHORTEST_SLICE_NANOS || largestRegion(boards) > PLAY_VALUE_REGION) {
            return searched;
        }
        List<Evaluation> canonical = canonicalWithin(options, positions, left);
        // out of reach in the time left: the search's win and loss stand
        return canonical == null ? searched : canonical;
    }

    /**
     * The canonical values of the positions, or {@code null} when they are not done within {@code nanos}. They are
     * worked out on a thread of their own, so that the answer comes at the time even where the canonical engine
     * looks at its clock seldom; that thread is interrupted then and stops at its next look.
     */
    private List<Evaluation> canonicalWithin(GameOptions options, List<List<String>> positions, long nanos) {
        Budget budget = options.budget().withTime(Duration.ofNanos(nanos));
        FutureTask<List<Evaluation>> task = new FutureTask<>(() -> exact.evaluateAll(
                new CanonicalGames().limit(budget.memory().open(), budget.start()), options, positions));
        Thread worker = new Thread(task, "sprague-domineering-values");
        worker.setDaemon(true);
        worker.start();
        try {
            return task.get(nanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            worker.interrupt();
            return null;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof ResourceLimitException) {
                return null;
            }
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new ResourceLimitException("stopped: the run was cancelled (valuing the moves)");
        }
    }

    private static int largestRegion(List<Domineering.Board> boards) {
        int largest = 0;
        for (Domineering.Board b : boards) {
            largest = Math.max(largest, DomineeringSearch.largestRegion(b));
        }
        return largest;
    }
}
