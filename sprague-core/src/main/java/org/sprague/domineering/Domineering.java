package org.sprague.domineering;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.game.BoardRegions;
import org.sprague.game.BoardRows;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.PartizanRules;

/**
 * Domineering (Winning Ways ch. 5; Lessons in Play ch. 1): Left places a domino on two vertically adjacent
 * empty cells, Right on two horizontally adjacent ones. A board is a disjunctive sum of its 4-connected
 * empty regions; each region's value is computed once per shape up to the board's symmetries: mirrors and
 * the half-turn keep the value, a transposition (which swaps vertical and horizontal) negates it.
 */
public final class Domineering implements PartizanRules<Domineering.Board> {
    /** Memo entries allowed before the search stops with a resource limit. */
    public static final int DEFAULT_BUDGET = 20_000_000;

    private final CanonicalGames games;
    private final RegionTable memo = new RegionTable();
    private final RegionTable seen = new RegionTable();
    private final RegionSymmetries symmetries = new RegionSymmetries();
    private final int budget;

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
        this.games = games;
        this.budget = budget;
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
        int[] values = new int[regions.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(regions.get(i));
        }
        return games.sum(values);
    }

    @Override
    public List<String> format(Board board) {
        return board.rows();
    }

    /**
     * How many region shapes have been solved.
     *
     * @return the count
     */
    public int solvedShapes() {
        return memo.size();
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

    /** The value of one connected region, through its representative under the 8 symmetries. */
    int value(Region region) {
        int direct = seen.get(region, -1);
        if (direct >= 0) {
            return direct;
        }
        int v = symmetricValue(region);
        put(seen, region, v);
        return v;
    }

    private int symmetricValue(Region region) {
        int bestSymmetry = symmetries.toRepresentative(region);
        Region best = symmetries.image(region, bestSymmetry);
        int known = memo.get(best, -1);
        int v;
        if (known >= 0) {
            v = known;
        } else {
            v = compute(best);
            if (memo.size() >= budget) {
                throw new ResourceLimitException("domineering needs more than " + budget
                        + " region shapes; solve a smaller board");
            }
            put(memo, best, v);
        }
        return RegionSymmetries.transposes(bestSymmetry) ? games.negate(v) : v;
    }

    /** Stores a region's value, charging the table's growth to the space's memory account. */
    private void put(RegionTable table, Region region, int value) {
        if (table.full()) {
            long old = table.bytes();
            games.charge(2 * old);
            table.put(region, value);
            games.release(old);
        } else {
            table.put(region, value);
        }
    }

    private int compute(Region region) {
        return games.game(options(region, true), options(region, false));
    }

    private int[] options(Region region, boolean left) {
        List<Integer> out = new ArrayList<>();
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        for (int r = 0; r < region.height(); r++) {
            for (int c = 0; c < region.width(); c++) {
                if (region.has(r, c) && region.has(r + dr, c + dc)) {
                    List<Region> parts = region.without(r, c, r + dr, c + dc).components();
                    int[] values = new int[parts.size()];
                    for (int i = 0; i < values.length; i++) {
                        values[i] = value(parts.get(i));
                    }
                    out.add(games.sum(values));
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
