package org.sprague.play;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.value.Outcome;

/**
 * A game between a person and the perfect engine, move by move, with undo and a record of every move's value. The
 * engine plays {@link MoveValues#best}: it wins as fast as it can and loses as slowly as it can. The game ends when
 * the player to move has no move (the game's own rule says who won: normal play, misère, a graph label, or the
 * scores), or when a position recurs a third time with the same player to move (a draw).
 */
public final class PlaySession {
    /** Who moves. */
    public enum Side { HUMAN, ENGINE }

    /**
     * One move played.
     *
     * @param side who played it
     * @param move the move with the value it reached
     * @param best the best move there was, with its value
     */
    public record Played(Side side, ValuedMove move, ValuedMove best) {
        /** Whether the move threw away a better result (a win or draw given up, or points in a scoring game). */
        public boolean erred() {
            if (move.value() != null && best.value() != null) {
                return move.value() < best.value();
            }
            return rank(move.result()) > rank(best.result());
        }

        private static int rank(String result) {
            return switch (result) {
                case "win" -> 0;
                case "draw" -> 1;
                default -> 2;
            };
        }
    }

    private final CatalogGame game;
    private final GameOptions options;
    private final PositionMoves rules;
    private final List<List<String>> positions = new ArrayList<>();
    private final List<Played> played = new ArrayList<>();
    private final Side first;
    private final boolean scoring;
    private List<ValuedMove> movesHere;

    public PlaySession(CatalogGame game, GameOptions options, List<String> position, Side first) {
        this(game, MoveValues.require(game), options, position, first);
    }

    /**
     * A game of {@code rules}; {@code game} is the catalog game they belong to, or {@code null} for moves that
     * value their positions themselves (a rule file's game).
     */
    public PlaySession(CatalogGame game, PositionMoves rules, GameOptions options, List<String> position,
            Side first) {
        this.game = game;
        this.rules = rules;
        this.first = first;
        List<String> start = rules.start(options, position);
        this.options = rules.playOptions(options);
        positions.add(List.copyOf(start));
        // solving the start checks the position and tells whether the game keeps scores
        this.scoring = rules.evaluate(game, this.options, start).value() != null;
    }

    public List<String> position() {
        return positions.get(positions.size() - 1);
    }

    /** Who moves now. */
    public Side toMove() {
        boolean even = played.size() % 2 == 0;
        return even == (first == Side.HUMAN) ? Side.HUMAN : Side.ENGINE;
    }

    /** Every move from the current position with its value, in the game's order. */
    public List<ValuedMove> moves() {
        if (movesHere == null) {
            movesHere = MoveValues.of(game, rules, options, position());
        }
        return movesHere;
    }

    /** Whether the game is over: no move, or a third repetition. */
    public boolean over() {
        return moves().isEmpty() || repeated();
    }

    private boolean repeated() {
        int parity = played.size() % 2;
        int count = 0;
        for (int i = parity; i < positions.size(); i += 2) {
            if (positions.get(i).equals(position())) {
                count++;
            }
        }
        return count >= 3;
    }

    /** Plays move number {@code number} (from 1) for the side to move. */
    public Played play(int number) {
        List<ValuedMove> here = moves();
        if (number < 1 || number > here.size()) {
            throw new BadInputException("no move " + number + ": give a number from 1 to " + here.size());
        }
        Played p = new Played(toMove(), here.get(number - 1), MoveValues.best(here));
        played.add(p);
        positions.add(p.move().move().to());
        movesHere = null;
        return p;
    }

    /** The engine's move: the best one. */
    public Played engineMove() {
        ValuedMove best = MoveValues.best(moves());
        return play(moves().indexOf(best) + 1);
    }

    /** Takes back moves up to and including the person's last one; false when the person has not moved yet. */
    public boolean undo() {
        int last = -1;
        for (int i = played.size() - 1; i >= 0; i--) {
            if (played.get(i).side() == Side.HUMAN) {
                last = i;
                break;
            }
        }
        if (last < 0) {
            return false;
        }
        while (played.size() > last) {
            played.remove(played.size() - 1);
            positions.remove(positions.size() - 1);
        }
        movesHere = null;
        return true;
    }

    public List<Played> history() {
        return List.copyOf(played);
    }

    /** Points each side scored so far in a scoring game. */
    public long score(Side side) {
        long sum = 0;
        for (Played p : played) {
            if (p.side() == side) {
                sum += p.move().move().gain();
            }
        }
        return sum;
    }

    public boolean scoring() {
        return scoring;
    }

    /** The winner of a finished game, or {@code null} for a draw. */
    public Side winner() {
        if (!over()) {
            throw new IllegalStateException("the game is not over");
        }
        if (repeated()) {
            return null;
        }
        if (scoring) {
            long h = score(Side.HUMAN);
            long e = score(Side.ENGINE);
            return h == e ? null : h > e ? Side.HUMAN : Side.ENGINE;
        }
        Outcome end = rules.evaluate(game, options, position()).outcome();
        Side mover = toMove();
        Side other = mover == Side.HUMAN ? Side.ENGINE : Side.HUMAN;
        return end == Outcome.DRAW ? null : end == Outcome.FIRST ? mover : other;
    }
}
