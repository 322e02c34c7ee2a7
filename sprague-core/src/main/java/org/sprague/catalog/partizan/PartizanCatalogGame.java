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

    PartizanCatalogGame(String id, String summary, String syntax, List<String> examples,
            Function<List<String>, P> parser, Function<CanonicalGames, PartizanRules<P>> rules, String note) {
        this.id = id;
        this.summary = summary;
        this.syntax = syntax;
        this.examples = examples;
        this.parser = parser;
        this.rules = rules;
        this.note = note;
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
     * Domineering's grid (a domino is the move that places it), Toads and Frogs' row (a piece is its move), Blue-Red
     * Hackenbush's coloured edges (an edge is the move that removes it) and Cutcake's rectangles (a line is the cut
     * along it); the other games describe no board.
     */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (words, moves) -> {
            List<String> rows = Leading.of(options, words).rest();
            List<List<String>> reached = new ArrayList<>();
            for (Move m : moves) {
                reached.add(Leading.of(options, m.to()).rest());
            }
            return switch (id) {
                case "domineering" -> Boards.cells("domino", rows, moves, reached);
                case "blue-red-hackenbush" -> edges(rows, moves);
                case "cutcake" -> org.sprague.catalog.board.CakeBoard.of(rows, moves, reached);
                default -> Optional.empty();
            };
        });
    }

    /** Blue-Red Hackenbush's edges, each matched to the move that names it ("remove 0-1:b"), first unmatched first. */
    private static Optional<Board> edges(List<String> words, List<Move> moves) {
        List<org.sprague.partizan.games.HackenbushPosition.Edge> parsed =
                org.sprague.partizan.games.HackenbushPosition.parse(words).edges();
        if (parsed.size() > Boards.MOST_EDGES) {
            return Optional.empty();
        }
        List<Move> unmatched = new ArrayList<>(moves);
        List<Board.Edge> out = new ArrayList<>();
        for (var e : parsed) {
            Move cut = unmatched.stream().filter(m -> m.text().equals("remove " + e)).findFirst().orElse(null);
            unmatched.remove(cut);
            String colour = e.color() == 'b' ? "blue" : e.color() == 'r' ? "red" : "green";
            out.add(new Board.Edge(Integer.toString(e.u()), Integer.toString(e.v()), colour,
                    cut == null ? null : cut.text()));
        }
        return Optional.of(new Board.Edges("0", out));
    }
}
