package org.sprague.catalog.heap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.GameProvider;
import org.sprague.catalog.HeapRules;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.classic.FootballGame;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ImpartialGame;
import org.sprague.heap.HeapRuleset;

/**
 * A heap game of the catalog: a list of heaps under one ruleset, normal or misère play (see {@link HeapSumSolver}):
 * the built-in rulesets of {@link HeapRulesets}, and a plug-in's rule ({@link #of}), which gets the same solve,
 * moves, values and board.
 */
public final class HeapGame implements CatalogGame {
    /** Moore's Nim-k over the heaps: a move is made in 1 to K heaps at once. */
    public static final GameOption K = GameOption.value("--k", "K",
            "Moore's Nim-k: a move is made in 1 to K heaps at once", "1");

    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    private final String id;
    private final String summary;
    private final List<String> examples;
    /** The ruleset under the game's options. */
    private final Function<GameOptions, HeapRuleset> rules;
    /** The options that choose the ruleset (without {@code --misere} and {@code --k}). */
    private final List<GameOption> rulesetOptions;
    private final String syntax;
    /** Whether this is a plug-in's rule ({@link #of}), whose closed form explanations work out. */
    private final boolean plugIn;

    HeapGame(String id, String summary, List<String> examples) {
        this(id, summary, examples, options -> HeapRulesets.parse(id, options), HeapRulesets.options(id),
                id.equals("box") ? "N... (the larger box of each pair (N, 1); non-negative integers of any size)"
                        : HEAPS, false);
    }

    private HeapGame(String id, String summary, List<String> examples, Function<GameOptions, HeapRuleset> rules,
            List<GameOption> rulesetOptions, String syntax, boolean plugIn) {
        this.id = id;
        this.summary = summary;
        this.examples = List.copyOf(examples);
        this.rules = rules;
        this.rulesetOptions = List.copyOf(rulesetOptions);
        this.syntax = syntax;
        this.plugIn = plugIn;
    }

    /** The position syntax of a list of heaps. */
    private static final String HEAPS = "HEAP... (heap sizes, non-negative integers of any size)";

    /**
     * A heap game of one fixed ruleset with no options of its own (a plug-in's rule): normal and misère play, Moore's
     * Nim-k, moves, values and the web page's heaps, as the built-in rulesets have them.
     *
     * @param id the catalog id
     * @param summary one line: what the game is
     * @param examples example positions
     * @param rules the ruleset
     * @return the game
     */
    public static HeapGame of(String id, String summary, List<String> examples, HeapRuleset rules) {
        return new HeapGame(id, summary, examples, options -> rules, List.of(),
                "HEAP... (heap sizes, whole numbers from 0 to " + Long.MAX_VALUE + ")", true);
    }

    /** Registers the heap games (one class, one ruleset each). */
    public static final class Family implements GameProvider {
        @Override
        public List<CatalogGame> games() {
            return all();
        }
    }

    /** The heap games, in catalog order. */
    public static List<CatalogGame> all() {
        return List.of(
                new HeapGame("subtraction", "subtraction game: remove an amount from the set (" + HeapRulesets.SET.name()
                        + " 1,3,4, squares, powers-of-2; " + HeapRulesets.ALL_BUT.name() + " for its complement)",
                        List.of("--set 1,3,4 2 3 4", "--set powers-of-2 1000000000000000000000",
                                "--set squares 7", "--set 1,3,7,8 --misere 10")),
                new HeapGame("bash", "Bash's game: remove 1 to K tokens from a heap",
                        List.of("--max 3 4", "--max 2 3 4", "--max 3 --misere 5")),
                new HeapGame("octal", "octal game by its code (0.77 Kayles, 0.07 Dawson's Kayles, 4.07, hexadecimal"
                        + " 0x0.F)", List.of("--code 0.77 5 7", "--code 0.07 100", "--code 0.77 --misere 4 5")),
                new HeapGame("lasker", "Lasker's Nim: remove any number of tokens, or split a heap in two",
                        List.of("1 2 4", "2 2 3", "2147483647 5")),
                new HeapGame("grundy", "Grundy's game: split a heap into two unequal heaps",
                        List.of("5 7", "100")),
                new HeapGame("half", "take at most half: remove 1 to floor(n/2) tokens (LightOJ 1296)",
                        List.of("5 6", "1000000000")),
                new HeapGame("pebbles", "taking pebbles: remove 1 to floor(n/2), or a last single pebble (CSU 1349)",
                        List.of("5", "23 24")),
                new HeapGame("box", "box game: boxes (n, 1); empty the smaller, refill it from the larger (CSU 1104)",
                        List.of("3", "4")));
    }

    @Override
    public String id() {
        return id;
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
        List<GameOption> options = new ArrayList<>(rulesetOptions);
        options.add(GameOption.MISERE);
        options.add(K);
        options.add(FootballGame.ASSUME_MOORE);
        return options;
    }

    /** The ruleset's heaps as a sum, kept sorted; positions of up to two heaps of up to 7. */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        if (options.flag(GameOption.MISERE)) {
            return Optional.empty();
        }
        HeapSum sum = new HeapSum(rules.apply(options));
        ImpartialGame<List<Integer>> sorted = (p, sink) -> sum.forEachOption(p,
                o -> sink.accept(HeapSum.CANONICAL.canonical(o)));
        return Optional.of(new SmallRules<>(sorted, p -> HeapSum.CANONICAL.canonical(SmallRules.ints(p)),
                SmallRules.integerLists(2, 7)));
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        HeapRuleset ruleset = rules.apply(options);
        int k = options.intValue(K, 1, 1);
        if (k > 1 && position.size() > 1) {
            return HeapNimK.solve(id, ruleset, Math.min(k, position.size()), options.flag(GameOption.MISERE),
                    options.flag(FootballGame.ASSUME_MOORE), position);
        }
        return HeapSumSolver.solve(id, ruleset, options.flag(GameOption.MISERE), position, options.budget());
    }

    /** {@inheritDoc} */
    @Override
    public Optional<HeapRules> heapRules() {
        return Optional.of(new HeapRules() {
            @Override
            public List<GameOption> options() {
                return rulesetOptions;
            }

            @Override
            public HeapRuleset ruleset(GameOptions options) {
                return rules.apply(options);
            }
        });
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(HeapListMoves.of(id, rules));
    }

    /**
     * Bash's game: G(n) = n mod (K+1), worked out heap by heap; a plug-in's rule by its own closed form, if it
     * states one; no rule for the other built-in rulesets here.
     */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        if (options.flag(GameOption.MISERE)) {
            return Optional.empty();
        }
        if (plugIn) {
            return workedOut(rules.apply(options).closedForm(), position);
        }
        if (!id.equals("bash")) {
            return Optional.empty();
        }
        try {
            long k1 = options.intValue(HeapRulesets.MAX, 1, 1) + 1L;
            List<String> terms = new java.util.ArrayList<>();
            for (String p : position) {
                terms.add(p + " mod " + k1 + " = " + Positions.parseNonNegative(p, "heap")
                        .mod(java.math.BigInteger.valueOf(k1)));
            }
            return Optional.of("Bash: a heap of n has Grundy value n mod (K+1): " + String.join(", ", terms));
        } catch (org.sprague.BadInputException e) {
            return Optional.empty(); // the answer reports the bad position itself
        }
    }

    /** {@code form}'s statement and its value of each heap ({@code ...: G(3) = 0, G(4) = 1}), if there is one. */
    private static Optional<String> workedOut(org.sprague.heap.ClosedForm form, List<String> position) {
        if (form == null) {
            return Optional.empty();
        }
        try {
            List<String> terms = new ArrayList<>();
            for (String p : position) {
                java.math.BigInteger heap = Positions.parseNonNegative(p, "heap");
                terms.add("G(" + heap + ") = " + form.grundy(heap));
            }
            return Optional.of(form.statement() + ": " + String.join(", ", terms));
        } catch (org.sprague.BadInputException e) {
            return Optional.empty(); // the answer reports the bad position itself
        }
    }

    /** Heaps of tokens: a token is the move of that heap alone to the tokens below it (others in the list). */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.heapsAndCombined(this, options, position,
                "the moves not drawn (of several heaps at once, or splits) are in the list");
    }
}
