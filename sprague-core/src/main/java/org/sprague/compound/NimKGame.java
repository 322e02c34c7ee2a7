package org.sprague.compound;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.HeapRules;
import org.sprague.catalog.NimKAnswers;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.moves.PositionMoves;

/**
 * An impartial catalog game with Moore's Nim-k added: with {@code --k K}, each argument is one component (the
 * game's own arguments joined by commas: {@code wythoff --k 2 3,5 4,7}) and a move is made in 1 to K of them at
 * once. Answered by {@link NimKAnswers}: an exact search of the compound when it is small (every winning move,
 * Grundy value, remoteness); else Moore's rule on the components' values where it is a theorem
 * ({@link org.sprague.solve.NimKSumSolver} states when); else a resource error (exit 3), or with
 * {@code --assume-moore} the rule's answer marked unproven. Without {@code --k} the game answers as before.
 */
final class NimKGame implements CatalogGame {
    static final GameOption K = GameOption.value("--k", "K", "Moore's Nim-k: a move is made in 1 to K components"
            + " at once; each argument is then one component, its own arguments joined by commas (3,5)", null);
    static final GameOption ASSUME_MOORE = GameOption.flag("--assume-moore", "with --k: where no exact method"
            + " reaches, print what Moore's rule says on the Grundy values, marked unproven");
    /** Component positions whose moves or values one answer may ask for. */
    static final long COMPONENT_POSITIONS = 100_000L;

    private final CatalogGame game;
    private final PositionMoves moves;

    NimKGame(CatalogGame game, PositionMoves moves) {
        this.game = game;
        this.moves = moves;
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public GameKind kind() {
        return game.kind();
    }

    @Override
    public String summary() {
        return game.summary();
    }

    @Override
    public String syntax() {
        return game.syntax() + "; with --k: COMPONENT... (each one position, its arguments joined by commas)";
    }

    @Override
    public List<String> examples() {
        return game.examples();
    }

    @Override
    public List<GameOption> options() {
        List<GameOption> all = new ArrayList<>(game.options());
        all.add(K);
        if (!ownAssumeMoore()) {
            all.add(ASSUME_MOORE);
        }
        return all;
    }

    /**
     * Whether the game declares {@code --assume-moore} itself (football, for its own Nim-M): the one flag then serves
     * the game without {@code --k} and the compound with it.
     */
    private boolean ownAssumeMoore() {
        return game.options().stream().anyMatch(o -> o.name().equals(ASSUME_MOORE.name()));
    }

    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        return options.string(K) == null ? game.rules(options) : Optional.empty();
    }

    /** The game's own moves: without {@code --k} a position is the game's own (explanations and play list them). */
    @Override
    public Optional<PositionMoves> moves() {
        return game.moves();
    }

    /** The game's own closed form, for its own positions (none for a compound of {@code --k}). */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        return options.string(K) == null ? game.closedForm(options, position) : Optional.empty();
    }

    /** The game's own board, for its own positions (none for a compound of {@code --k}). */
    @Override
    public Optional<org.sprague.catalog.board.Board> board(GameOptions options, List<String> position) {
        return options.string(K) == null ? game.board(options, position) : Optional.empty();
    }

    @Override
    public Optional<org.sprague.catalog.GridTable> gridTable() {
        return game.gridTable();
    }

    @Override
    public Optional<HeapRules> heapRules() {
        return game.heapRules();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        Map<String, String> own = new LinkedHashMap<>(options.asMap());
        String kText = own.remove(K.name());
        boolean assumeMoore = own.remove(ASSUME_MOORE.name()) != null && options.flag(ASSUME_MOORE);
        if (kText == null) {
            if (assumeMoore && !ownAssumeMoore()) {
                throw new BadInputException(ASSUME_MOORE.name() + " goes with " + K.name() + " K");
            }
            return game.solve(options, position);
        }
        int k = options.intValue(K, 1, 1);
        if (position.isEmpty()) {
            throw new BadInputException("with " + K.name() + " give at least one component: " + game.id()
                    + " positions, each"
                    + " as one argument with its numbers or words joined by commas");
        }
        GameOptions inner = new GameOptions(own);
        CatalogComponents components = new CatalogComponents(game, inner, moves, COMPONENT_POSITIONS);
        List<List<String>> start = new ArrayList<>();
        double[] reachable = new double[position.size()];
        for (int i = 0; i < position.size(); i++) {
            List<String> c = CatalogComponents.parse(position.get(i));
            try {
                components.check(c);
            } catch (BadInputException bad) {
                throw new BadInputException("component " + (i + 1) + " (" + position.get(i) + "): " + bad.getMessage()
                        + "; with " + K.name() + " each argument is one component, its own arguments joined by commas");
            }
            start.add(c);
        }
        for (int i = 0; i < start.size(); i++) {
            reachable[i] = components.reachable(start.get(i), NimKAnswers.SEARCH_POSITIONS);
        }
        NimKAnswers.Components<List<String>> c = new NimKAnswers.Components<>(game.id(), "component",
                CatalogComponents::text, CatalogComponents::compare);
        return NimKAnswers.solve(c, position, start, components, components::grundy, reachable,
                Math.min(k, start.size()), false, assumeMoore);
    }
}
