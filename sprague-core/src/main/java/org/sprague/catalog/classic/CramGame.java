package org.sprague.catalog.classic;

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
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.SplitRuns;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.cram.CramBoard;
import org.sprague.cram.CramValues;
import org.sprague.game.BoardRows;
import org.sprague.split.CramSplit;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.SearchOverrun;
import org.sprague.value.Outcome;

/**
 * Cram (Berlekamp, Conway and Guy, Winning Ways; Gardner, Scientific American, February 1974): a move places a
 * domino on two adjacent empty squares, across or down; the last player to move wins. The impartial twin of
 * Domineering, with its board syntax. A board is the sum of its empty regions, so its Grundy value is the nim-sum of
 * theirs, each found by {@link CramValues}; a winning move is one to a position of value 0. Misère play (the last
 * player to move loses) has no such sum, and is answered by a search of the whole board ({@link CramMisereAnswer}).
 */
public final class CramGame implements CatalogGame {
    /** The most squares a board may have (moves are listed one by one, at most two per square). */
    static final int MAX_SQUARES = BoardRows.MAX_SQUARES;
    /** How many empty squares the remoteness search (every position of the whole board) handles in a second. */
    static final int SQUARES_PER_SECOND = 22;
    /**
     * The most empty squares the remoteness search is tried on: it keeps every position of the whole board, at most
     * {@link MemoizedGrundySolver#DEFAULT_MAX_POSITIONS}, which 5x5 (25 squares) stays within.
     */
    static final int MAX_REMOTENESS_SQUARES = 25;

    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    @Override
    public String id() {
        return "cram";
    }

    @Override
    public String summary() {
        return "Cram: place a domino on two adjacent empty squares, across or down; the last to move wins";
    }

    @Override
    public String syntax() {
        return "ROW... of '.' (empty) and '#' (filled), all of one length, or RxC for an empty board of R rows and C"
                + " columns";
    }

    @Override
    public List<String> examples() {
        return List.of("3x3", "... ..# ...", "4x3", "--misere 3x4");
    }

    @Override
    public List<GameOption> options() {
        return List.of(GameOption.MISERE, SplitRuns.ENGINE, SplitRuns.MASTER, SplitRuns.DEPTH);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        CramBoard board = CramBoard.of(parse(position));
        if (options.flag(GameOption.MISERE)) {
            if (SplitRuns.requested(options)) {
                throw new BadInputException(SplitRuns.ENGINE.name() + " " + options.string(SplitRuns.ENGINE)
                        + " splits a search of nimbers, which misère play has not; leave out one of them");
            }
            return CramMisereAnswer.solve(id(), position, board, options.budget());
        }
        List<CramBoard.Region> regions = board.regions();
        int[] regionValues;
        List<CramBoard.Domino> winning;
        String searched;
        if (SplitRuns.requested(options)) {
            int depth = SplitRuns.depth(options);
            CramSplit.Answer split = CramSplit.combine(board.rows(), depth, SplitRuns.solver(options).solve(
                    CramSplit.ID, board.rows(), depth, options.budget()));
            regionValues = split.regionValues();
            winning = split.winningMoves();
            searched = SplitRuns.note(depth, split.leaves());
        } else {
            CramValues values = new CramValues(board.emptyCells(), options.budget());
            regionValues = new int[regions.size()];
            winning = new ArrayList<>();
            try {
                searchRegions(board, values, regions, regionValues, winning);
            } catch (ResourceLimitException e) {
                double steps = options.budget().searchSteps();
                throw SearchOverrun.CRAM.refusal(e, steps, String.format(java.util.Locale.ROOT,
                        "this cram board needs more than the search budget of %.0e steps", steps));
            }
            long nodes = values.search().nodes();
            long mirrored = values.search().mirrored();
            if (nodes == 0 && mirrored > 0) {
                searched = String.format(java.util.Locale.ROOT, "no search: %d region%s valued 0 by the symmetry"
                        + " strategy (the second player answers each domino with its image under the half-turn about"
                        + " the centre of the region's box)", mirrored, mirrored == 1 ? "" : "s");
            } else {
                searched = nodes == 0 ? null : String.format(java.util.Locale.ROOT, "search: %d region%s solved up to"
                        + " symmetry, %d found in the table of %d entries", nodes, nodes == 1 ? "" : "s",
                        values.search().hits(), values.search().capacity());
            }
        }
        int x = 0;
        for (int v : regionValues) {
            x ^= v;
        }
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofGrundy(x)).grundy(x);
        boolean withTo = board.rows().size() * board.rows().get(0).length() <= Solution.MAX_COMPONENTS_WITH_TO;
        for (CramBoard.Domino d : winning) {
            answer.move(MoveReport.of(d.text(), withTo ? board.place(d).rows() : null));
        }
        if (regions.size() > 1) {
            StringBuilder note = new StringBuilder("a sum of " + regions.size() + " regions of values");
            for (int v : regionValues) {
                note.append(' ').append(v);
            }
            answer.note(note.append(": the nim-sum is the board's value").toString());
        }
        if (searched != null) {
            answer.note(searched);
        }
        if (!withTo && x != 0) {
            answer.note("'to' left out of the moves: the board has more than " + Solution.MAX_COMPONENTS_WITH_TO
                    + " squares");
        }
        int empty = board.emptyCells();
        int squares = board.rows().size() * board.rows().get(0).length();
        double estimate = squares > 64 || empty > MAX_REMOTENESS_SQUARES ? Double.POSITIVE_INFINITY
                : OptionalWork.exponential(empty, SQUARES_PER_SECOND);
        OptionalWork.remoteness(answer, options.budget(), estimate, a -> {
            MemoizedGrundySolver<Long> search = new MemoizedGrundySolver<>(CramRules.of(board.rows().get(0).length(),
                    board.rows().size()));
            a.remoteness(search.remoteness(CramRules.mask(board.rows())));
        });
        return answer.build();
    }

    /** Fills {@code regionValues} with each region's nimber by {@code values}, and {@code winning} with the moves to 0. */
    private static void searchRegions(CramBoard board, CramValues values, List<CramBoard.Region> regions,
            int[] regionValues, List<CramBoard.Domino> winning) {
        int x = 0;
        for (int i = 0; i < regionValues.length; i++) {
            regionValues[i] = values.value(regions.get(i));
            x ^= regionValues[i];
        }
        if (x != 0) {
            for (CramBoard.Domino d : board.moves()) {
                for (int i = 0; i < regionValues.length; i++) {
                    CramBoard.Region r = regions.get(i);
                    if (r.has(d.row(), d.col()) && values.hasValueAfter(r, d, x ^ regionValues[i])) {
                        winning.add(d);
                    }
                }
            }
        }
    }

    /**
     * The rows of a position: rows of '.' and '#' as given, or those of an empty board for {@code RxC}.
     *
     * @throws BadInputException for anything else, or a board of more than {@link #MAX_SQUARES} squares
     */
    static List<String> parse(List<String> position) {
        if (position.isEmpty()) {
            throw new BadInputException("cram needs a board: rows of '.' and '#', or RxC such as 'cram 3x4'");
        }
        Optional<List<String>> empty = BoardRows.emptyBoard("cram", position);
        if (empty.isPresent()) {
            return empty.get();
        }
        for (String row : position) {
            if (!row.matches("[.#]{1,2500}")) {
                throw new BadInputException("bad cram row '" + excerpt(row) + "': use '.' for empty, '#' for filled"
                        + " (or RxC for an empty board)");
            }
            if (row.length() != position.get(0).length()) {
                throw new BadInputException("cram rows differ in length: '" + excerpt(position.get(0)) + "' and '"
                        + excerpt(row) + "'");
            }
        }
        if ((long) position.size() * position.get(0).length() > MAX_SQUARES) {
            throw new BadInputException("a cram board has at most " + MAX_SQUARES + " squares, got "
                    + position.size() + " rows of " + position.get(0).length());
        }
        return List.copyOf(position);
    }

    private static String excerpt(String s) {
        return s.length() <= 40 ? s : s.substring(0, 16) + "... (" + s.length() + " characters)";
    }

    /**
     * The rules on a whole board of up to 12 squares as a bit mask ({@link CramRules}), with no regions and no
     * symmetry: every board of 1 to 3 rows and 1 to 4 columns.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        if (options.flag(GameOption.MISERE)) {
            return Optional.empty(); // the rules are those of normal play; misère Cram is held to its own brute force
        }
        List<List<String>> boards = SmallBoards.every(3, 4, '.', '#');
        ImpartialGame<List<Long>> game = (p, sink) -> CramRules.of(p.get(0).intValue(), p.get(1).intValue())
                .forEachOption(p.get(2), m -> sink.accept(List.of(p.get(0), p.get(1), m)));
        return Optional.of(new SmallRules<>(game, p -> {
            List<String> rows = parse(p);
            return List.of((long) rows.get(0).length(), (long) rows.size(), CramRules.mask(rows));
        }, boards));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of((options, position) -> {
            CramBoard board = CramBoard.of(parse(position));
            List<Move> out = new ArrayList<>();
            for (CramBoard.Domino d : board.moves()) {
                out.add(Move.of(d.text(), board.place(d).rows()));
            }
            return out;
        });
    }

    /** The grid; a domino is the move that places it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ClassicBoards.cram(this, options, position);
    }
}
