package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Notation;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.PartizanRules;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.partizan.ruleset.SumOutcomeSearch;
import org.sprague.partizan.ruleset.ValuesOutOfReach;
import org.sprague.value.Outcome;

/**
 * Moves of a partizan game for the player whose turn it is: {@code --first left|right} names the player to move,
 * and a move writes the other player's turn before the position it reaches ({@code --first right .. ..}), so a
 * reached position is typed to {@code solve} as it stands. A move is valued by the canonical value G of the
 * position it reaches (Conway's theory, normal play): Left's move wins when G &gt;= 0 (Left then wins moving
 * second), Right's when G &lt;= 0. Partizan values have no remoteness.
 *
 * @param <P> the position type of the rules
 */
final class PartizanMoves<P> implements PositionMoves {
    private final BiFunction<GameOptions, List<String>, P> parser;
    private final Function<CanonicalGames, PartizanRules<P>> rules;

    PartizanMoves(Function<List<String>, P> parser, Function<CanonicalGames, PartizanRules<P>> rules) {
        this((options, position) -> parser.apply(position), rules);
    }

    /** Moves whose positions are read under the run's options (a game's variant), as solve reads them. */
    PartizanMoves(BiFunction<GameOptions, List<String>, P> parser, Function<CanonicalGames, PartizanRules<P>> rules) {
        this.parser = parser;
        this.rules = rules;
    }

    /** Whether Left moves in {@code position}. */
    static boolean left(Leading position) {
        return PartizanGames.leftToMove(position);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        boolean left = left(p);
        List<Move> out = new ArrayList<>();
        if (p.rest().isEmpty()) {
            return out;
        }
        PartizanRules<P> r = rules.apply(new CanonicalGames());
        for (PartizanMove<P> m : r.moves(parser.apply(p.options(), p.rest()), left)) {
            if (out.size() >= MAX_MOVES) {
                throw new BadInputException("the position has more than " + MAX_MOVES + " moves; give a smaller one");
            }
            out.add(Move.of(m.text(),
                    Leading.write(r.format(m.to()), PartizanGames.FIRST.name(), left ? "right" : "left")));
        }
        return out;
    }

    @Override
    public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
        // held to the run's memory and time, as solve is
        CanonicalGames games = new CanonicalGames().limit(options.budget().memory().open(), options.budget().start());
        return evaluate(rules.apply(games), games, options, position);
    }

    /**
     * The values of several positions in one space of canonical values, which the caller may hold to a deadline
     * and a memory account ({@link CanonicalGames#limit}); shapes met once are not valued again.
     *
     * @param games the space of values
     * @param options the game's options
     * @param positions the positions, each for the player to move there
     * @return one value per position, in order
     */
    List<Evaluation> evaluateAll(CanonicalGames games, GameOptions options, List<List<String>> positions) {
        PartizanRules<P> r = rules.apply(games);
        List<Evaluation> out = new ArrayList<>();
        for (List<String> position : positions) {
            out.add(evaluate(r, games, options, position));
        }
        return out;
    }

    private Evaluation evaluate(PartizanRules<P> r, CanonicalGames games, GameOptions options,
            List<String> position) {
        Leading p = Leading.of(options, position);
        if (p.rest().isEmpty()) {
            // nothing left: the player to move cannot move and loses, the value is 0
            return new Evaluation(Outcome.SECOND, null, null, null, "0");
        }
        P parsed = parser.apply(p.options(), p.rest());
        int value;
        try {
            value = r.value(parsed);
        } catch (ValuesOutOfReach e) {
            if (!(r instanceof MemoisedCanonicalValues<P> values)) {
                throw e;
            }
            // out of the values' reach: who wins, by the search over the same values (no value to show)
            boolean wins = new SumOutcomeSearch<>(values).limitSteps(options.budget().searchSteps())
                    .wins(parsed, left(p));
            return new Evaluation(wins ? Outcome.FIRST : Outcome.SECOND, null, null, null, null);
        }
        boolean wins = OutcomeClass.of(games, value).firstWins(left(p));
        return new Evaluation(wins ? Outcome.FIRST : Outcome.SECOND, null, null, null,
                new Notation(games).print(value));
    }
}
