package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.partizan.PartizanRules;

/**
 * A partizan game of the catalog: a position parser and the game's rules; every answer is the position's
 * {@link PartizanAnalysis}, for Left moving first unless {@code --first right}.
 *
 * @param <P> the position type
 */
final class PartizanCatalogGame<P> implements CatalogGame {

    private final String id;
    private final String summary;
    private final String syntax;
    private final List<String> examples;
    private final Function<List<String>, P> parser;
    private final Function<CanonicalGames, PartizanRules<P>> rules;
    private final String note;
    private final BoardDrawing drawing;
    /** The rules that write a parsed position back as words, for drawing; made once, on the first board. */
    private volatile PartizanRules<P> writer;

    PartizanCatalogGame(String id, String summary, String syntax, List<String> examples,
            Function<List<String>, P> parser, Function<CanonicalGames, PartizanRules<P>> rules, String note,
            BoardDrawing drawing) {
        this.id = id;
        this.summary = summary;
        this.syntax = syntax;
        this.examples = examples;
        this.parser = parser;
        this.rules = rules;
        this.note = note;
        this.drawing = drawing;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public GameKind kind() {
        return GameKind.PARTIZAN;
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
    public PartizanAnswer solve(GameOptions options, List<String> position) {
        String first = options.string(PartizanGames.FIRST);
        boolean leftFirst = first == null || first.equals("left");
        if (first != null && !first.equals("left") && !first.equals("right")) {
            throw new org.sprague.BadInputException(
                    PartizanGames.FIRST.name() + " takes left or right, not '" + first + "'");
        }
        P parsed = parser.apply(position);
        // the space's tables are the search's memory: charged to the run's budget, as is its time
        CanonicalGames games = new CanonicalGames().limit(options.budget().memory().open(),
                options.budget().start());
        PartizanAnalysis analysis = PartizanAnalysis.of(rules.apply(games), parsed, leftFirst);
        return new PartizanAnswer(id, position, analysis, List.of(note));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new PartizanMoves<>(parser, rules));
    }

    /**
     * The board the game's own drawing makes, each clickable part labelled by its move. The position is drawn as
     * the game's parser reads it and its rules write it (the form the moves' positions take), so every syntax the
     * command line accepts, such as Domineering's {@code 4x4} for four rows of four empty squares, draws one board.
     */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (words, moves) -> {
            List<List<String>> reached = new ArrayList<>();
            for (Move m : moves) {
                reached.add(Leading.of(options, m.to()).rest());
            }
            return drawing.draw(written(Leading.of(options, words).rest()), moves, reached);
        });
    }

    /** {@code position} parsed by the game and written back by its rules: one spelling of each position. */
    private List<String> written(List<String> position) {
        PartizanRules<P> w = writer;
        if (w == null) {
            w = rules.apply(new CanonicalGames());
            writer = w;
        }
        return w.format(parser.apply(position));
    }
}
