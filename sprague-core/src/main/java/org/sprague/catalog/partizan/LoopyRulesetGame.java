package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.Solution;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * A catalog entry for a partizan game whose play can return to a position (Fox and Geese, Backsliding Toads and
 * Frogs): the position's whole graph is built ({@link org.sprague.partizan.ruleset.RulesetGraph}) and answered
 * by {@link LoopyPartizanAnswers}: who wins with each player first, draws included, the first player's moves
 * that keep the result, and the value where the graph is a stopper. Play lists the moves of the player whose
 * turn it is ({@code --first left|right}), as for the other partizan games.
 *
 * @param <P> the position type
 */
final class LoopyRulesetGame<P> implements CatalogGame {
    private final String id;
    private final String summary;
    private final String syntax;
    private final List<String> examples;
    private final Function<List<String>, P> parser;
    private final PartizanRuleset<P> rules;
    private final BoardDrawing drawing;

    LoopyRulesetGame(String id, String summary, String syntax, List<String> examples, Function<List<String>, P> parser,
            PartizanRuleset<P> rules, BoardDrawing drawing) {
        this.id = id;
        this.summary = summary;
        this.syntax = syntax;
        this.examples = List.copyOf(examples);
        this.parser = parser;
        this.rules = rules;
        this.drawing = drawing;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public GameKind kind() {
        return GameKind.LOOPY;
    }

    @Override
    public String summary() {
        return summary;
    }

    @Override
    public String syntax() {
        return syntax;
    }

    @Override
    public List<String> examples() {
        return examples;
    }

    @Override
    public List<GameOption> options() {
        return List.of(PartizanGames.FIRST);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        boolean leftFirst = PartizanMoves.left(p);
        P parsed = parser.apply(p.rest());
        return LoopyPartizanAnswers.answer(id, position, rules, parsed, leftFirst, options.budget());
    }

    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new PositionMoves() {
            @Override
            public List<Move> moves(GameOptions options, List<String> position) {
                Leading p = Leading.of(options, position);
                boolean left = PartizanMoves.left(p);
                List<Move> out = new ArrayList<>();
                for (PartizanMove<P> m : rules.moves(parser.apply(p.rest()), left)) {
                    out.add(Move.of(m.text(), Leading.write(rules.format(m.to()), PartizanGames.FIRST.name(),
                            left ? "right" : "left")));
                }
                return out;
            }

            /** Who wins, with the value a stopper has (play shows it as what a move leaves). */
            @Override
            public Evaluation evaluate(CatalogGame game, GameOptions options, List<String> position) {
                Solution s = (Solution) solve(options, position);
                Object value = Detail.has(s.details(), "value") ? s.detail("value") : null;
                return new Evaluation(s.outcome(), null, null, null, (String) value);
            }
        });
    }

    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (words, moves) -> {
            List<List<String>> reached = new ArrayList<>();
            for (Move m : moves) {
                reached.add(Leading.of(options, m.to()).rest());
            }
            return drawing.draw(Leading.of(options, words).rest(), moves, reached);
        });
    }
}
