package org.sprague.domineering;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.game.BoardRegions;
import org.sprague.game.BoardRows;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.PartizanRules;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

/**
 * Domineering (Winning Ways ch. 5; Lessons in Play ch. 1): Left places a domino on two vertically adjacent
 * empty cells, Right on two horizontally adjacent ones. A board is a disjunctive sum of its 4-connected
 * empty regions; each region's value is computed once per shape up to the board's symmetries (mirrors and
 * the half-turn keep the value, a transposition, which swaps vertical and horizontal, negates it) by the generic
 * engine, {@link MemoisedCanonicalValues} over {@link DomineeringRegions}.
 */
public final class Domineering implements PartizanRules<Domineering.Board> {
    /** Region shapes valued before the values stop with a resource limit. */
    public static final int DEFAULT_BUDGET = 20_000_000;

    private final CanonicalGames games;
    private final MemoisedCanonicalValues<Region> values;

    /**
     * Domineering over {@code games} with the default budget.
     *
     * @param games the space the values are made in
     */
    public Domineering(CanonicalGames games) {
        this(games, DEFAULT_BUDGET);
    }

    /**
     * Domineering over {@code games}, storing at most {@code budget} region values.
     *
     * @param games the space the values are made in
     * @param budget the most region values kept
     */
    public Domineering(CanonicalGames games, int budget) {
        this(games, budget, null);
    }

    /**
     * Domineering over {@code games}, regions of up to the database's size taken from it.
     *
     * @param games the space the values are made in
     * @param budget the most region values kept
     * @param database the database's values in {@code games}, or null
     */
    Domineering(CanonicalGames games, int budget, DomineeringRegionDatabase.Lookup database) {
        this.games = games;
        this.values = new MemoisedCanonicalValues<>(new DomineeringRegions(games, database), games, budget);
    }

    /**
     * A board: {@code rows[r].charAt(c)} is {@code '.'} (empty) or {@code '#'} (filled).
     *
     * @param rows the rows, all of one length
     */
    public record Board(List<String> rows) {
        /**
         * Parses rows of {@code .} and {@code #}, or {@code RxC} for an empty board ({@link BoardRows}).
         *
         * @param position the rows, or one word {@code RxC}
         * @return the board
         * @throws org.sprague.BadInputException when the rows are not a board
         */
        public static Board parse(List<String> position) {
            List<String> rows = BoardRows.emptyBoard("domineering", position).orElse(position);
            if (rows.isEmpty()) {
                throw new BadInputException("domineering needs at least one row of '.' and '#'");
            }
            for (String row : rows) {
                if (!row.matches("[.#]+")) {
                    throw new BadInputException("bad domineering row '" + row + "': use '.' for empty, '#' for filled");
                }
                if (row.length() != rows.get(0).length()) {
                    throw new BadInputException("domineering rows differ in length: '" + rows.get(0) + "' and '" + row + "'");
                }
            }
            return new Board(List.copyOf(rows));
        }

        boolean empty(int r, int c) {
            return r >= 0 && r < rows.size() && c >= 0 && c < rows.get(r).length() && rows.get(r).charAt(c) == '.';
        }

        Board fill(int r1, int c1, int r2, int c2) {
            List<String> out = new ArrayList<>(rows);
            out.set(r1, set(out.get(r1), c1));
            out.set(r2, set(out.get(r2), c2));
            return new Board(out);
        }

        private static String set(String row, int c) {
            return row.substring(0, c) + '#' + row.substring(c + 1);
        }
    }

    @Override
    public CanonicalGames games() {
        return games;
    }

    @Override
    public List<PartizanMove<Board>> moves(Board board, boolean left) {
        List<PartizanMove<Board>> out = new ArrayList<>();
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        for (int r = 0; r < board.rows().size(); r++) {
            for (int c = 0; c < board.rows().get(r).length(); c++) {
                if (board.empty(r, c) && board.empty(r + dr, c + dc)) {
                    String text = (left ? "vertical " : "horizontal ") + "(" + (r + 1) + "," + (c + 1) + ")-("
                            + (r + dr + 1) + "," + (c + dc + 1) + ")";
                    out.add(new PartizanMove<>(text, board.fill(r, c, r + dr, c + dc)));
                }
            }
        }
        return out;
    }

    @Override
    public int value(Board board) {
        List<Region> regions = regions(board);
        int[] v = new int[regions.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = value(regions.get(i));
        }
        return games.sum(v);
    }

    @Override
    public List<String> format(Board board) {
        return board.rows();
    }

    /**
     * How many region shapes have been valued (or taken from a database).
     *
     * @return the count
     */
    public int solvedShapes() {
        return values.size();
    }

    /** The empty regions of {@code board}, each at most 64 cells in its bounding box. */
    private static List<Region> regions(Board board) {
        List<Region> out = new ArrayList<>();
        for (BoardRegions.Box box : BoardRegions.of(board.rows().size(), board.rows().get(0).length(), board::empty,
                "domineering")) {
            out.add(new Region(box.width(), box.height(), box.mask()));
        }
        return out;
    }

    /** The value of one connected region, cropped to its box. */
    int value(Region region) {
        return values.value(region);
    }
}
