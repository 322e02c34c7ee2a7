package org.sprague.catalog.partizan;

import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.ProgressReporter;
import org.sprague.catalog.SplitRuns;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringRegionDatabase;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.domineering.DomineeringWideBoard;

/**
 * Domineering in the catalog: the canonical value where it is within reach, else the outcome class by search
 * ({@link DomineeringOutcomes}, {@link DomineeringSearch}). The method is chosen by the largest empty region: up to
 * {@value #VALUE_REGION} cells the canonical value (an empty 5x6 board takes some seconds, 6x6 minutes and
 * gigabytes), beyond that a search, on boards of at most 64 cells
 * ({@link org.sprague.domineering.DomineeringBitboard}) or, with fewer counts, of at most 96
 * ({@link DomineeringWideBoard}).
 */
final class DomineeringCatalogGame implements CatalogGame {
    /** How to answer. */
    static final GameOption METHOD = GameOption.value("--method", "auto|value|search",
            "value: the canonical value; search: the outcome class by search (boards of at most 96 cells); auto: "
                    + "search when the largest empty region has more than 30 cells", "auto");
    /** Search statistics: declared for the printer, which shows the counts the answer always carries. */
    static final GameOption STATS = GameOption.flag("--stats",
            "with a search: positions searched and seconds for each first player, and the table's size");
    /**
     * A progress line for long searches: declared for the front end, which passes its printer in
     * ({@link GameOptions#withProgress}) when the flag is given or standard error is a terminal; the search reports
     * to that printer and prints nothing itself.
     */
    static final GameOption PROGRESS = GameOption.flag("--progress",
            "a progress line: with a search, positions searched, the rate and the time elapsed on standard error"
                    + " (default: only when it is a terminal and the output is not JSON)");
    /** A database of region values ({@code sprague build domineering-regions}) for the search. */
    static final GameOption REGIONS = GameOption.value("--regions", "FILE",
            "with a search: take small regions' values from this database (built by 'sprague build"
                    + " domineering-regions')", null);
    /** The search of the board beside the number of its small regions ({@link DomineeringOutcomes}). */
    static final GameOption SUMS = GameOption.flag("--sums",
            "with a search: small regions whose values are numbers leave the board, and the rest is searched beside"
                    + " their sum (fewer positions; pays on long searches, costs up to a fifth more CPU on short"
                    + " ones)");
    /** The largest empty region valued by default. */
    static final int VALUE_REGION = 30;

    private final PartizanCatalogGame<Domineering.Board> values;

    DomineeringCatalogGame(PartizanCatalogGame<Domineering.Board> values) {
        this.values = values;
    }

    @Override
    public String id() {
        return values.id();
    }

    @Override
    public GameKind kind() {
        return values.kind();
    }

    @Override
    public String summary() {
        return values.summary();
    }

    @Override
    public String syntax() {
        return values.syntax();
    }

    @Override
    public List<String> examples() {
        return values.examples();
    }

    @Override
    public List<GameOption> options() {
        List<GameOption> all = new java.util.ArrayList<>(List.of(PartizanGames.FIRST, METHOD, STATS, PROGRESS,
                REGIONS, SUMS));
        all.addAll(DomineeringSearchRuns.OPTIONS);
        all.addAll(List.of(SplitRuns.ENGINE, SplitRuns.MASTER, SplitRuns.DEPTH));
        return List.copyOf(all);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        String method = options.string(METHOD, "auto");
        if (!List.of("auto", "value", "search").contains(method)) {
            throw new BadInputException(METHOD.name() + " takes auto, value or search, not '" + method + "'");
        }
        String first = options.string(PartizanGames.FIRST);
        if (first != null && !first.equals("left") && !first.equals("right")) {
            throw new BadInputException(PartizanGames.FIRST.name() + " takes left or right, not '" + first + "'");
        }
        Domineering.Board board = Domineering.Board.parse(position);
        if (SplitRuns.requested(options)) {
            if (method.equals("value")) {
                throw new BadInputException(SplitRuns.ENGINE.name() + " " + options.string(SplitRuns.ENGINE)
                        + " runs a search; leave out " + METHOD.name() + " value");
            }
            return DomineeringSplitAnswer.answer(id(), position, board, first == null || first.equals("left"),
                    options);
        }
        // read (and checked) whichever method answers, so a bad file is reported at once
        String regions = options.string(REGIONS);
        DomineeringRegionDatabase database = regions == null ? null : RegionDatabases.load(regions);
        boolean searchable = DomineeringSearch.searchable(board);
        boolean wide = DomineeringSearch.wideSearchable(board);
        if (method.equals("search") && !searchable && !wide) {
            throw new BadInputException(searchLimit(board));
        }
        boolean search = method.equals("search") || method.equals("auto") && (searchable || wide)
                && DomineeringSearch.largestRegion(board) > VALUE_REGION;
        if (!search) {
            // the threads change nothing of an answer (a front end may set them for every board); the others do
            for (GameOption o : DomineeringSearchRuns.OPTIONS) {
                if (o != DomineeringSearchRuns.THREADS && options.asMap().containsKey(o.name())) {
                    // never advise a search the board is too large for
                    throw new BadInputException(o.name() + " goes with a search; " + (searchable || wide
                            ? "this board is answered by its canonical value (give " + METHOD.name()
                                    + " search to search it)" : searchLimit(board)));
                }
            }
            return values.solve(options, position);
        }
        boolean sums = options.flag(SUMS);
        boolean leftFirst = first == null || first.equals("left");
        DomineeringSearch.Run run = DomineeringSearchRuns.run(options, board);
        org.sprague.solve.Budget budget = DomineeringSearchRuns.budget(options);
        if (wide) {
            if (sums || regions != null) {
                throw new BadInputException((sums ? SUMS : REGIONS).name() + " takes boards of at most 64 cells;"
                        + " this one has " + board.rows().size() * board.rows().get(0).length());
            }
            List<String> wideNotes = List.of("the outcome class by search on a board past 64 cells (alpha-beta over"
                    + " win and loss, counting safe moves; no region values); no canonical value");
            try (ProgressReporter.Listener line = options.progress().open(task(board))) {
                return DomineeringOutcomes.answerWide(id(), position, board, leftFirst, budget,
                        wideNotes, line, run);
            }
        }
        List<String> notes = List.of("the outcome class by search (alpha-beta over win and loss, counting safe "
                + "moves, small regions by their canonical values" + (sums ? ", numbers of small regions beside the"
                + " board as one number" : "") + "); no canonical value");
        try (ProgressReporter.Listener line = options.progress().open(task(board))) {
            return DomineeringOutcomes.answer(id(), position, board, leftFirst, budget, notes, line,
                    database, sums, run);
        }
    }

    /** Why {@code board} cannot be searched: its size against the search's. */
    private static String searchLimit(Domineering.Board board) {
        return "a domineering search takes boards of at most " + DomineeringWideBoard.MAX_CELLS + " cells and "
                + DomineeringWideBoard.MAX_LINE + " to a row or column; this one is " + board.rows().size() + "x"
                + board.rows().get(0).length();
    }

    /** What a search of {@code board} is called in its progress report: {@code domineering 8x8}. */
    private String task(Domineering.Board board) {
        return id() + " " + board.rows().size() + "x" + board.rows().get(0).length();
    }

    /** The moves in play: by canonical value where it is within reach, else by a search with a time limit. */
    @Override
    @SuppressWarnings("unchecked")
    public Optional<PositionMoves> moves() {
        return Optional.of(new DomineeringMoves((PartizanMoves<Domineering.Board>) values.moves().orElseThrow()));
    }

    /** The board is the value engine's: squares and dominoes, each spot labelled by its move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return values.board(options, position);
    }
}
