package org.sprague.catalog.moves;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;

/**
 * Every move of a position of one catalog game, in the game's syntax, and how the position a move reaches is
 * solved. This is the narrow view of a game that explanations and play need: they ask the catalog for the value
 * of each position reached and never look inside a solver.
 */
public interface PositionMoves {
    /** Most moves listed from one position; larger positions are refused as bad input. */
    int MAX_MOVES = 5000;

    /**
     * Every legal move from {@code position}, in the game's natural order; empty when the game is over.
     *
     * @throws org.sprague.BadInputException for a malformed position, or one with more than {@link #MAX_MOVES}
     */
    List<Move> moves(GameOptions options, List<String> position);

    /**
     * Solves a position that a move reached, for the player to move there. The default asks {@code game}
     * itself; games whose reached positions fall outside their own syntax (an empty scoring row) override it.
     */
    default Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        return Evaluation.of((Solution) game.solve(options, position));
    }

    /**
     * The values of the positions that {@code moves} reach from one position, for play: a game that values by a
     * search with a time limit (Domineering on boards beyond its canonical values) shares {@code time} among the
     * moves and answers {@link Evaluation#undecided} for a move its search did not decide. The default solves each
     * exactly by {@link #evaluate}, without a time per move, and stops between two solves when the running thread
     * is interrupted (a front end's own time limit).
     *
     * @param game the catalog game, or {@code null} for moves that value their positions themselves
     * @param options the game's options
     * @param moves the moves, each with the position it reaches
     * @param time the time for all of them together, where the game values by a search with a time limit
     * @return one value per move, in order
     * @throws ResourceLimitException when the thread is interrupted, or an exact solve reaches its budget
     */
    default List<Evaluation> evaluateAll(CatalogGame game, GameOptions options, List<Move> moves, Duration time) {
        List<Evaluation> out = new ArrayList<>();
        for (Move m : moves) {
            if (Thread.currentThread().isInterrupted()) {
                throw new ResourceLimitException("stopped listing the moves' values: the time limit was reached");
            }
            out.add(evaluate(game, options, m.to()));
        }
        return out;
    }

    /**
     * The starting position as play writes it, given the command line's {@code position} and options; the default
     * is the position as given. A game whose whole position is in options (Stone Game VI) writes it out here.
     */
    default List<String> start(GameOptions options, List<String> position) {
        return position;
    }

    /**
     * The options that stay with the game in play once {@link #start} has moved part of them into the position (a
     * graph's {@code --start} node becomes the position); returns {@code options} itself, the default, when nothing
     * moves.
     */
    default GameOptions playOptions(GameOptions options) {
        return options;
    }

    /**
     * How a move is typed in {@code position}, for positions whose moves are too many to list one by one, such as
     * {@code heap I -> N (0 <= N < heap I)}; empty, the default, when moves are only chosen from the listing.
     * A game that returns a syntax here checks typed moves ({@link #typed}) and names a move ({@link #anyMove})
     * without listing, at any size of position.
     */
    default Optional<String> typedSyntax(GameOptions options, List<String> position) {
        return Optional.empty();
    }

    /**
     * The move that {@code text} names in {@code position}, checked without listing every move where the game
     * states a {@link #typedSyntax}. The default looks the text up in the listing ({@link Move#text()}, spaces and
     * case aside).
     *
     * @throws BadInputException when the text names no legal move, saying why
     */
    default Move typed(GameOptions options, List<String> position, String text) {
        String wanted = normalized(text);
        for (Move m : moves(options, position)) {
            if (normalized(m.text()).equals(wanted)) {
                return m;
            }
        }
        throw new BadInputException("'" + text.strip() + "' is not a move here: type a move as the list shows it");
    }

    /**
     * One legal move of {@code position}, found without listing every move: the engine plays it when it cannot
     * win a position too big to list (the smallest take, say). Empty when the game is over. The default is the
     * listing's first move.
     *
     * @throws BadInputException for a malformed position, or when the game cannot tell at this size
     */
    default Optional<Move> anyMove(GameOptions options, List<String> position) {
        return moves(options, position).stream().findFirst();
    }

    /** Whether a position is a disjunctive sum of its arguments, each a component in the same syntax. */
    default boolean isSum(GameOptions options) {
        return false;
    }

    /** {@code text} in lower case with runs of spaces made one, for comparing typed moves. */
    static String normalized(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
