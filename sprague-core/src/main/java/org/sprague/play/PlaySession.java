package org.sprague.play;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.value.Outcome;

/**
 * A game between a person and the perfect engine, move by move, with undo and a record of every move's value. The
 * engine plays {@link MoveValues#best}: it wins as fast as it can and loses as slowly as it can. Where the game values
 * its moves by a search with a time limit ({@link #moveTime(Duration)}), a move the search did not decide is
 * undecided: the engine plays a win if one was found, else the undecided move of the best heuristic balance, and
 * no undecided move is counted an error. The game ends when
 * the player to move has no move (the game's own rule says who won: normal play, misère, a graph label, or the
 * scores), or when a position recurs a third time with the same player to move (a draw).
 *
 * <p>A position with too many moves to list ({@link PositionMoves#MAX_MOVES}) is still played when the game types
 * its moves ({@link PositionMoves#typedSyntax}): the person types a move, checked by the game without listing, and
 * the engine plays a winning move of the game's own answer ({@link Solution#winningMoves()}) when the position is
 * won, else a legal move the game names ({@link PositionMoves#anyMove}); each move is valued by solving the position
 * it reaches.
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
        /**
         * Whether the move threw away a better result (a win or draw given up, or points in a scoring game). Only
         * known results count: a move or a best move left undecided by a search with a time limit is no error that
         * anyone knows of.
         */
        public boolean erred() {
            if (move.value() != null && best.value() != null) {
                return move.value() < best.value();
            }
            if (!move.decided() || !best.decided()) {
                return false;
            }
            return ValuedMove.rank(move.result()) > ValuedMove.rank(best.result());
        }
    }

    /** The value of the current position for the player to move, as the game's moves value it. */
    public Evaluation here() {
        return rules.evaluate(game, options, position());
    }

    /** Most winning moves of an answer the engine values before it chooses, where moves are typed. */
    static final int MOST_CHOICES = 20;

    private final CatalogGame game;
    private final GameOptions options;
    private final PositionMoves rules;
    private final List<List<String>> positions = new ArrayList<>();
    private final List<Played> played = new ArrayList<>();
    private final Side first;
    private final boolean scoring;
    /** The time to value one position's moves, where the game values them by a search with a time limit. */
    private Duration moveTime = MoveValues.DEFAULT_MOVE_TIME;
    private List<ValuedMove> movesHere;
    /** Why the current position's moves are not listed (they are typed), or {@code null} when they are. */
    private String unlisted;
    /** The engine's choice where moves are typed, once worked out. */
    private ValuedMove choiceHere;

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

    /**
     * Sets the time to value the moves of each position (and so the engine's time to choose its move), for games
     * that value their moves by a search with a time limit; other games value their moves exactly.
     *
     * @param time a positive duration
     * @return this session
     */
    public PlaySession moveTime(Duration time) {
        if (time.isNegative() || time.isZero()) {
            throw new BadInputException("the time per move must be positive");
        }
        this.moveTime = time;
        forget();
        return this;
    }

    /**
     * The time to value the moves of each position.
     *
     * @return the duration set by {@link #moveTime(Duration)}, or {@link MoveValues#DEFAULT_MOVE_TIME}
     */
    public Duration moveTime() {
        return moveTime;
    }

    public List<String> position() {
        return positions.get(positions.size() - 1);
    }

    /** Who moves now. */
    public Side toMove() {
        boolean even = played.size() % 2 == 0;
        return even == (first == Side.HUMAN) ? Side.HUMAN : Side.ENGINE;
    }

    /**
     * Every move from the current position with its value, in the game's order.
     *
     * @throws IllegalStateException where the moves are typed, not listed (see {@link #listed()})
     */
    public List<ValuedMove> moves() {
        if (!listed()) {
            throw new IllegalStateException("the moves are not listed here: " + unlisted);
        }
        return movesHere;
    }

    /**
     * Whether the current position's moves are listed; false when they are too many and the game types them (then
     * {@link #unlisted()} says why, {@link #typedSyntax()} how to type one).
     *
     * @throws BadInputException when the moves can be neither listed nor typed
     */
    public boolean listed() {
        if (movesHere == null && unlisted == null) {
            try {
                movesHere = MoveValues.of(game, rules, options, position(), moveTime);
            } catch (BadInputException e) {
                if (rules.typedSyntax(options, position()).isEmpty()) {
                    throw e;
                }
                unlisted = e.getMessage();
            }
        }
        return unlisted == null;
    }

    /** Why the moves are not listed here, or {@code null} where they are. */
    public String unlisted() {
        listed();
        return unlisted;
    }

    /** How a move is typed here, if the game types its moves. */
    public Optional<String> typedSyntax() {
        return rules.typedSyntax(options, position());
    }

    /** Whether the game is over: no move, or a third repetition. */
    public boolean over() {
        if (repeated()) {
            return true;
        }
        return listed() ? movesHere.isEmpty() : rules.anyMove(options, position()).isEmpty();
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
        return record(here.get(number - 1), MoveValues.best(here));
    }

    /**
     * Plays the move that {@code text} names for the side to move, in the game's words ({@link #typedSyntax()});
     * where moves are listed, it is the listed move that reaches the same position.
     *
     * @throws BadInputException when the text names no legal move, saying why
     */
    public Played play(String text) {
        Move move = rules.typed(options, position(), text);
        if (listed()) {
            for (ValuedMove m : movesHere) {
                if (m.move().to().equals(move.to())) {
                    return record(m, MoveValues.best(movesHere));
                }
            }
            throw new BadInputException("'" + text.strip() + "' is not one of the listed moves");
        }
        return record(new ValuedMove(move, rules.evaluate(game, options, move.to())), hint());
    }

    /** The engine's move: the best one. */
    public Played engineMove() {
        if (!listed()) {
            ValuedMove choice = hint();
            return record(choice, choice);
        }
        ValuedMove best = MoveValues.best(moves());
        return play(moves().indexOf(best) + 1);
    }

    /**
     * The move the engine would play here, with its value, or {@code null} at the end of the game. Where moves are
     * listed it is the best of them; where they are typed, the best of the game's own winning moves (at most
     * {@value #MOST_CHOICES} are valued), else the legal move the game names, which a lost position leaves.
     */
    public ValuedMove hint() {
        if (listed()) {
            return MoveValues.best(movesHere);
        }
        if (choiceHere == null) {
            List<ValuedMove> wins = new ArrayList<>();
            if (game != null) {
                Solution answer = (Solution) game.solve(options, position());
                for (MoveReport r : answer.winningMoves()) {
                    List<String> to = target(r);
                    if (to != null && wins.size() < MOST_CHOICES) {
                        wins.add(new ValuedMove(Move.of(r.move(), to), rules.evaluate(game, options, to)));
                    }
                }
            }
            choiceHere = wins.stream().min(ValuedMove.BEST_FIRST).orElseGet(() -> rules.anyMove(options, position())
                    .map(m -> new ValuedMove(m, rules.evaluate(game, options, m.to()))).orElse(null));
        }
        return choiceHere;
    }

    /** The position a winning move reaches: its {@code to}, or for a long sum the component it changes. */
    private List<String> target(MoveReport r) {
        if (r.to() != null) {
            return r.to();
        }
        if (r.component() == null || r.toComponent() == null) {
            return null;
        }
        List<String> to = new ArrayList<>(position().subList(0, r.component() - 1));
        to.addAll(List.of(r.toComponent().strip().split("\\s+")));
        to.addAll(position().subList(r.component(), position().size()));
        return to;
    }

    private Played record(ValuedMove move, ValuedMove best) {
        Played p = new Played(toMove(), move, best);
        played.add(p);
        positions.add(p.move().move().to());
        forget();
        return p;
    }

    /** Drops what was worked out for the position left. */
    private void forget() {
        movesHere = null;
        unlisted = null;
        choiceHere = null;
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
        forget();
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
