package org.sprague.catalog.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Move;

/**
 * Builds boards from a position and its listed moves: each clickable part is matched to the move by the position
 * the move reaches, so the labels are the game's own and no rule is stated twice. Positions too large to draw part
 * by part give no board (the page then shows the position as text).
 */
public final class Boards {
    /** Most tokens drawn in one heap; a larger heap is drawn as its number. */
    public static final int MOST_TOKENS = 30;
    /** Most cells of a grid drawn. */
    public static final int MOST_CELLS = 400;
    /** Most stones of a row drawn. */
    public static final int MOST_STONES = 40;
    /** Most edges drawn (of a Hackenbush position or a graph). */
    public static final int MOST_EDGES = 80;

    private Boards() {
    }

    /**
     * The board that {@code draw} makes of {@code position} and its listed moves; empty when the game lists no
     * moves or the position cannot be listed (malformed, or too large), since the answer reports that itself.
     */
    public static Optional<Board> drawn(CatalogGame game, GameOptions options, List<String> position,
            BiFunction<List<String>, List<Move>, Optional<Board>> draw) {
        if (game.moves().isEmpty()) {
            return Optional.empty();
        }
        try {
            return draw.apply(position, game.moves().get().moves(options, position));
        } catch (BadInputException | ResourceLimitException | ArithmeticException e) {
            // an ArithmeticException: a number past what the game's move list reads (a stone of 10^20, say)
            return Optional.empty();
        }
    }

    /**
     * The heaps of {@code position} with their tokens as moves; heaps too many to list each move of are drawn as
     * their numbers alone. Empty when the position is not a list of heap sizes.
     */
    public static Optional<Board> heapsOf(CatalogGame game, GameOptions options, List<String> position) {
        Optional<Board> listed = drawn(game, options, position, Boards::heaps);
        if (listed.isPresent() || position.size() > MOST_STONES
                || !position.stream().allMatch(h -> h.matches("[0-9]{1,1000}"))) {
            return listed;
        }
        List<Board.Heap> numbers = new ArrayList<>();
        for (String h : position) {
            numbers.add(new Board.Heap(h, List.of()));
        }
        return Optional.of(new Board.Heaps(numbers));
    }

    /**
     * Heaps of tokens: the token at height j of heap i is the move that leaves j tokens in heap i, the others
     * unchanged (moves that change several heaps, or split one, are only in the move list).
     */
    public static Optional<Board> heaps(List<String> heaps, List<Move> moves) {
        List<Board.Heap> out = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            String size = heaps.get(i);
            List<String> leave = new ArrayList<>();
            if (size.matches("[0-9]{1,2}") && Integer.parseInt(size) <= MOST_TOKENS) {
                for (int j = 0; j < Integer.parseInt(size); j++) {
                    List<String> to = new ArrayList<>(heaps);
                    to.set(i, Integer.toString(j));
                    leave.add(label(moves, to));
                }
            }
            out.add(new Board.Heap(size, leave));
        }
        return heaps.size() > MOST_STONES ? Optional.empty() : Optional.of(new Board.Heaps(out));
    }

    /**
     * A grid of one character a cell, in rows of equal length. A move's spot is the cells it changes: the two a
     * domino fills ({@code domino}), or the one a piece leaves ({@code pieces}).
     */
    public static Optional<Board> cells(String style, List<String> rows, List<Move> moves, List<List<String>> reached) {
        if (rows.stream().anyMatch(r -> r.length() != rows.get(0).length())) {
            return Optional.empty();
        }
        if (rows.isEmpty() || rows.size() * rows.get(0).length() > MOST_CELLS) {
            return Optional.empty();
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
            List<String> to = reached.get(m);
            if (to.size() != rows.size()) {
                continue;
            }
            List<int[]> changed = new ArrayList<>();
            for (int r = 0; r < rows.size(); r++) {
                for (int c = 0; c < rows.get(r).length() && c < to.get(r).length(); c++) {
                    char before = rows.get(r).charAt(c);
                    char after = to.get(r).charAt(c);
                    boolean counts = style.equals("pieces") ? before != '.' && after == '.' : before != after;
                    if (counts) {
                        changed.add(new int[] {r, c});
                    }
                }
            }
            if (changed.size() == 1 || changed.size() == 2) {
                int[] a = changed.get(0);
                int[] b = changed.get(changed.size() - 1);
                spots.add(new Board.Spot(a[0], a[1], b[0], b[1], moves.get(m).text()));
            }
        }
        List<List<String>> cells = new ArrayList<>();
        for (String row : rows) {
            List<String> line = new ArrayList<>();
            for (char c : row.toCharArray()) {
                line.add(String.valueOf(c));
            }
            cells.add(line);
        }
        return Optional.of(new Board.Grid(style, cells, spots));
    }

    /**
     * Wythoff's queen: pile sizes (a, b) are the queen's column and height above the bottom-left corner (0, 0),
     * which is where she is brought home; each square a move reaches is that move.
     */
    public static Optional<Board> queen(List<String> piles, List<Move> moves) {
        if (piles.size() != 2 || !piles.get(0).matches("[0-9]{1,2}") || !piles.get(1).matches("[0-9]{1,2}")) {
            return Optional.empty();
        }
        int a = Integer.parseInt(piles.get(0));
        int b = Integer.parseInt(piles.get(1));
        if (a > MOST_TOKENS || b > MOST_TOKENS) {
            return Optional.empty();
        }
        List<List<String>> cells = new ArrayList<>();
        for (int y = b; y >= 0; y--) {
            List<String> row = new ArrayList<>();
            for (int x = 0; x <= a; x++) {
                row.add(x == a && y == b ? "Q" : ".");
            }
            cells.add(row);
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (Move m : moves) {
            if (m.to().size() == 2 && m.to().get(0).matches("[0-9]+") && m.to().get(1).matches("[0-9]+")) {
                int x = Integer.parseInt(m.to().get(0));
                int y = Integer.parseInt(m.to().get(1));
                spots.add(new Board.Spot(b - y, x, b - y, x, m.text()));
            }
        }
        return Optional.of(new Board.Grid("queen", cells, spots));
    }

    /**
     * A row of stones taken from its ends: a move that leaves the row without its first k stones is the k-th
     * stone from the left; one that leaves it without its last stone is the last stone.
     */
    public static Optional<Board> stones(List<String> row, List<Move> moves) {
        if (row.isEmpty() || row.size() > MOST_STONES) {
            return Optional.empty();
        }
        int n = row.size();
        String[] byStone = new String[n];
        for (Move m : moves) {
            List<String> to = m.to();
            int k = n - to.size();
            if (k >= 1 && to.equals(row.subList(k, n)) && byStone[k - 1] == null) {
                byStone[k - 1] = m.text();
            } else if (k == 1 && to.equals(row.subList(0, n - 1)) && byStone[n - 1] == null) {
                byStone[n - 1] = m.text();
            }
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (byStone[i] != null) {
                spots.add(new Board.Spot(0, i, 0, i, byStone[i]));
            }
        }
        return Optional.of(new Board.Grid("stones", List.of(List.copyOf(row)), spots));
    }

    /**
     * Chessmen on a line of cells numbered from 1 (the staircase): the cell a chessman can move to is that move
     * (a chessman never passes its neighbour, so no two chessmen share a cell they can reach).
     */
    public static Optional<Board> line(List<String> cells, List<Move> moves) {
        int last = 0;
        for (String c : cells) {
            if (!c.matches("[0-9]{1,2}")) {
                return Optional.empty();
            }
            last = Math.max(last, Integer.parseInt(c));
        }
        if (last == 0 || last > MOST_STONES) {
            return Optional.empty();
        }
        List<String> row = new ArrayList<>();
        for (int i = 1; i <= last; i++) {
            row.add(cells.contains(Integer.toString(i)) ? "C" : ".");
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (Move m : moves) {
            for (int i = 0; i < cells.size() && i < m.to().size(); i++) {
                if (!m.to().get(i).equals(cells.get(i))) {
                    int to = Integer.parseInt(m.to().get(i));
                    spots.add(new Board.Spot(0, to - 1, 0, to - 1, m.text()));
                }
            }
        }
        return Optional.of(new Board.Grid("line", List.of(row), spots));
    }

    /** The label of the move that reaches {@code to}, or {@code null}. */
    private static String label(List<Move> moves, List<String> to) {
        for (Move m : moves) {
            if (m.to().equals(to)) {
                return m.text();
            }
        }
        return null;
    }

    /**
     * Heaps whose one-heap moves are tokens ({@link #heapsOf}); the other moves (of several heaps at once, as in
     * Moore's Nim-k and football, or splitting a heap) are in the list only, as the caption then says.
     *
     * @param game the game
     * @param options the option values given
     * @param position the heap sizes
     * @param others the caption when there are such moves, such as "kicks of several balls at once are in the list"
     * @return the heaps; empty as for {@link #heapsOf}
     */
    public static Optional<Board> heapsAndCombined(CatalogGame game, GameOptions options, List<String> position,
            String others) {
        Optional<Board> heaps = Boards.heapsOf(game, options, position);
        if (heaps.isEmpty() || !(heaps.get() instanceof Board.Heaps h)) {
            return heaps;
        }
        boolean listed = Boards.drawn(game, options, position, (words, moves) -> Optional.ofNullable(
                moves.stream().anyMatch(m -> m.to().size() != words.size() || changed(words, m.to()) != 1) ? h
                        : null)).isPresent();
        return Optional.of(new Board.Heaps(h.heaps(), listed ? others : null));
    }

    /** How many places of two positions differ. */
    private static int changed(List<String> before, List<String> after) {
        int count = 0;
        for (int i = 0; i < before.size() && i < after.size(); i++) {
            count += before.get(i).equals(after.get(i)) ? 0 : 1;
        }
        return count;
    }
}
