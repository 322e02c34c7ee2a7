package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Answer;
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
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;
import org.sprague.partizan.ruleset.PartizanRuleset;
import org.sprague.partizan.ruleset.SharedSteps;
import org.sprague.partizan.ruleset.SumOutcomeSearch;
import org.sprague.partizan.ruleset.ValuesOutOfReach;
import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * A partizan game of the catalog made from its rules alone: a subclass states its id, summary, syntax and examples,
 * how a position is parsed, and the {@link PartizanRuleset} (Left's and Right's moves, optionally its parts,
 * symmetries, sizes and a static decision); this class gives it the rest through the generic engines. {@code solve}
 * answers the canonical value with the outcome class, thermograph and the first player's winning moves
 * ({@link PartizanAnalysis}, over {@link MemoisedCanonicalValues}); where the values are out of reach, the outcome
 * class by search ({@link SumOutcomeSearch}, with {@code --threads 2} each player first at once on its own thread)
 * with one winning move. Play, {@code --explain}, {@code --cases} and the
 * web page ask the same moves ({@link #moves()}); a game that draws a board overrides
 * {@link #board(GameOptions, List)}.
 *
 * <p>A plug-in's partizan game is one such class and one line naming it in
 * {@code META-INF/services/org.sprague.catalog.GameProvider}.
 *
 * @param <P> the position type: an immutable value with {@code equals} and {@code hashCode}
 */
public abstract class PartizanRulesetGame<P> implements CatalogGame, PartizanRuleset<P> {
    /** How to answer: the value, the search, or the value where within reach (the default). */
    public static final GameOption METHOD = GameOption.value("--method", "auto|value|search",
            "value: the canonical value; search: the outcome class by search; auto: the value where it is within"
                    + " reach, else the search", "auto");
    /**
     * The threads of a search: with 2 or more, the searches with Left first and with Right first run at once, each
     * with its own table and values in half the memory ({@link OutcomeSearchAnswers#ofBoth}); 1 by default, as a
     * search whose two halves differ much in size gains little and takes twice the memory.
     */
    public static final GameOption THREADS = GameOption.value("--threads", "N",
            "with a search: 2 or more search with each player first at once, on two threads (default 1); the answer"
                    + " is the same", "1");
    /**
     * Parts the values hold before {@code auto} turns to the search, under the standard budget or a larger one; a
     * smaller step budget shrinks it in proportion ({@link #autoPositions}).
     */
    static final long AUTO_POSITIONS = 2_000_000L;
    /** Canonical games the values make before {@code auto} turns to the search, shrunk as the positions are. */
    static final int AUTO_GAMES = 300_000;
    /** {@code auto} gives the values one part in this many of the run's time, and the search the rest. */
    static final int AUTO_TIME_SHARE = 4;
    /**
     * {@code auto} gives the values one part in this many of the run's memory: past it they give up, and the search
     * has the whole (the values' space is dropped).
     */
    static final int AUTO_MEMORY_SHARE = 2;

    /**
     * Parses a position given as arguments.
     *
     * @param position the arguments, in the game's syntax ({@link #syntax()})
     * @return the position
     * @throws BadInputException with one line saying what is wrong, for a malformed position
     */
    public abstract P parse(List<String> position);

    /**
     * Parses a position under the run's options: the hook of a game whose options change its rules (a variant),
     * which the position then carries. The default reads the position alone.
     *
     * @param options the option values given
     * @param position the arguments, in the game's syntax
     * @return the position
     * @throws BadInputException with one line saying what is wrong, for a malformed position or option value
     */
    public P parse(GameOptions options, List<String> position) {
        return parse(position);
    }

    /**
     * A remark for people on how the values are found, shown with every value answer; the default names the generic
     * engine.
     *
     * @return one sentence
     */
    protected String valueNote() {
        return "every position reached valued from its options, each part once";
    }

    @Override
    public final GameKind kind() {
        return GameKind.PARTIZAN;
    }

    @Override
    public List<GameOption> options() {
        return List.of(PartizanGames.FIRST, METHOD, THREADS);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        boolean leftFirst = leftFirst(options);
        String method = options.string(METHOD, "auto");
        if (!List.of("auto", "value", "search").contains(method)) {
            throw new BadInputException(METHOD.name() + " takes auto, value or search, not '" + method + "'");
        }
        P parsed = parse(options, position);
        int threads = options.intValue(THREADS, 1, 1);
        boolean auto = method.equals("auto");
        Budget budget = options.budget();
        Budget.Deadline whole = budget.start();
        // auto: the values get a share of the run's time, so that the search still has the rest
        Budget.Deadline forValues = auto && budget.time() != null
                ? budget.withTime(budget.time().dividedBy(AUTO_TIME_SHARE)).start() : whole;
        MemoryBudget.Account memory = budget.memory().open();
        // auto: the values get a share of the memory too, in an account of their own that the search does not inherit
        MemoryBudget.Account forValuesMemory = auto
                ? MemoryBudget.bytes(memory.available() / AUTO_MEMORY_SHARE).open() : memory;
        CanonicalGames games = new CanonicalGames().limit(forValuesMemory, forValues);
        MemoisedCanonicalValues<P> values = auto
                ? autoValues(games, budget) : new MemoisedCanonicalValues<>(this, games);
        String why = "asked for";
        if (!method.equals("search")) {
            try {
                PartizanAnalysis analysis = PartizanAnalysis.of(values, parsed, leftFirst);
                return new PartizanAnswer(id(), position, analysis, List.of(valueNote()));
            } catch (ValuesOutOfReach e) {
                if (!auto) {
                    throw e;
                }
                why = e.getMessage();
                // the values stopped at their limits within their share: the search has the whole time
                games.deadline(whole);
            } catch (ResourceLimitException e) {
                boolean time = e.resource() == ResourceLimitException.Resource.TIME && forValues != whole;
                boolean memoryShare = e.resource() == ResourceLimitException.Resource.MEMORY && auto;
                if (!time && !memoryShare) {
                    throw e;
                }
                whole.check("the values out of reach in their share of the time");
                why = time ? "the values took their share, 1/" + AUTO_TIME_SHARE + ", of the time budget"
                        : "the values took their share, 1/" + AUTO_MEMORY_SHARE + ", of the memory";
                // a fresh space under the whole deadline and memory: the one given up on is dropped with its values
                games = new CanonicalGames().limit(memory, whole);
                values = autoValues(games, budget);
            }
        }
        if (threads < 2) {
            return OutcomeSearchAnswers.of(id(), position,
                    new SumOutcomeSearch<>(values).limitSteps(budget.searchSteps()), parsed, leftFirst, why);
        }
        // two searches at once, each in a fresh space of half the memory (the one above is dropped with its values)
        SharedSteps steps = new SharedSteps();
        List<SumOutcomeSearch<P>> both = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            CanonicalGames own = new CanonicalGames().limit(MemoryBudget.bytes(memory.available() / 2).open(), whole);
            MemoisedCanonicalValues<P> ownValues = auto ? autoValues(own, budget)
                    : new MemoisedCanonicalValues<>(this, own);
            both.add(new SumOutcomeSearch<>(ownValues).limitSteps(budget.searchSteps()).share(steps));
        }
        return OutcomeSearchAnswers.ofBoth(id(), position, both.get(0), both.get(1), steps, parsed, leftFirst, why);
    }

    /**
     * The values of {@code auto}: at most {@link #AUTO_POSITIONS} parts, and no more than the step budget's worth of
     * search positions ({@link #searchStepsPerPosition()} steps each), so that a small budget is spent on
     * the values no longer than on the search; the games in proportion.
     */
    private MemoisedCanonicalValues<P> autoValues(CanonicalGames games, Budget budget) {
        long positions = (long) Math.max(1, Math.min(AUTO_POSITIONS,
                budget.searchSteps() / searchStepsPerPosition()));
        int made = (int) Math.max(1, AUTO_GAMES * positions / AUTO_POSITIONS);
        return new MemoisedCanonicalValues<>(this, games, positions).limitGames(made);
    }

    /** Whether Left moves first under {@code options}. */
    static boolean leftFirst(GameOptions options) {
        String first = options.string(PartizanGames.FIRST);
        if (first != null && !first.equals("left") && !first.equals("right")) {
            throw new BadInputException(PartizanGames.FIRST.name() + " takes left or right, not '" + first + "'");
        }
        return first == null || first.equals("left");
    }

    /**
     * The board of a position as play writes it (leading words such as {@code --first right} included), each
     * clickable part matched to its move by {@link #draw}.
     */
    @Override
    public final Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (words, moves) -> {
            List<List<String>> reached = new ArrayList<>();
            for (Move m : moves) {
                reached.add(Leading.of(options, m.to()).rest());
            }
            return draw(Leading.of(options, words).rest(), moves, reached);
        });
    }

    /**
     * Draws a position: the capability a game states to be shown on the web page; the default draws nothing (the
     * page then shows the position as text and the moves as a list). {@link Boards#cells} draws a grid of one
     * character a cell, each move's spot the one or two cells it changes.
     *
     * @param position the position's arguments, in the game's syntax
     * @param moves the moves of the player to move
     * @param reached for each move, the arguments of the position it reaches
     * @return the board, or empty
     */
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        return Optional.empty();
    }

    /** The moves for play, explanations and the page, valued by canonical value, or by search out of its reach. */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new PartizanMoves<P>((o, words) -> parse(o, words),
                games -> new MemoisedCanonicalValues<>(this, games, AUTO_POSITIONS).limitGames(AUTO_GAMES)));
    }
}
