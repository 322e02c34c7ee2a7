package org.sprague.split;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.cram.CramBoard;
import org.sprague.cram.CramValues;
import org.sprague.solve.Budget;

/**
 * The nimber of a Cram board, split at a fixed depth. By the Sprague-Grundy theorem a board is the sum of its
 * empty regions, its nimber the nim-sum of theirs, and a region's nimber is the mex of its options' nimbers, each
 * option again a sum of the regions a domino leaves (Berlekamp, Conway and Guy, Winning Ways, chapters 2 and 3;
 * Cram in chapter 7). The regions {@code depth} moves deep, one per symmetry class
 * ({@link BoardImages#impartialKey}: Cram is the same game under all eight symmetries of the rectangle), are the
 * leaves, each valued alone by the single-machine search ({@link CramValues}); the levels above are mex and nim-sum
 * of them, exactly. With depth 1 or more every option of the board's regions is valued, so every winning move (to
 * nimber 0) is found, as the single-machine answer finds them.
 */
public final class CramSplit implements SplitGame {
    /** The game's name. */
    public static final String ID = "cram";

    /**
     * The answer of a split search.
     *
     * @param regionValues the nimbers of the board's regions, in {@link CramBoard#regions} order
     * @param winningMoves the moves to nimber 0, in {@link CramBoard#moves} order (none when the nimber is 0)
     * @param leaves the number of leaves solved
     * @param positions the regions their searches solved
     */
    public record Answer(int[] regionValues, List<CramBoard.Domino> winningMoves, int leaves, long positions) {
        /**
         * The board's nimber.
         *
         * @return the nim-sum of the regions' nimbers
         */
        public int value() {
            int x = 0;
            for (int v : regionValues) {
                x ^= v;
            }
            return x;
        }
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Leaf solve(String key, Budget budget) {
        CramBoard board = CramBoard.of(BoardImages.rows(key));
        CramValues values = new CramValues(board.emptyCells(), budget);
        return new Leaf(values.value(board), values.search().nodes());
    }

    /**
     * The leaves of a split of {@code rows} at {@code depth}: the regions left after {@code depth} moves in each
     * region of the board, each symmetry class once.
     *
     * @param rows the board, rows of {@code .} and {@code #}
     * @param depth the moves before the split, at least 1
     * @return the leaves' words, in the order first met
     * @throws BadInputException when the split makes more than {@link DomineeringSplit#MAX_LEAVES} leaves
     */
    public static List<String> leaves(List<String> rows, int depth) {
        Set<String> keys = new LinkedHashSet<>();
        Set<String> seen = new java.util.HashSet<>();
        for (CramBoard.Region r : CramBoard.of(rows).regions()) {
            collect(rows(r), depth, keys, seen);
        }
        return new ArrayList<>(keys);
    }

    private static void collect(List<String> region, int depth, Set<String> keys, Set<String> seen) {
        String key = BoardImages.impartialKey(region);
        if (depth == 0) {
            keys.add(key);
            if (keys.size() > DomineeringSplit.MAX_LEAVES) {
                throw new BadInputException("a split this deep makes more than " + DomineeringSplit.MAX_LEAVES
                        + " subtrees; give a smaller depth");
            }
            return;
        }
        if (!seen.add(depth + ":" + key)) {
            return;
        }
        CramBoard board = CramBoard.of(region);
        for (CramBoard.Domino d : board.moves()) {
            for (CramBoard.Region part : board.place(d).regions()) {
                collect(rows(part), depth - 1, keys, seen);
            }
        }
    }

    /** Every leaf not yet solved: a nimber needs all its options'. */
    @Override
    public List<String> next(List<String> rows, int depth, Map<String, Leaf> solved, int most) {
        List<String> missing = new ArrayList<>(leaves(rows, depth));
        missing.removeAll(solved.keySet());
        return missing;
    }

    /**
     * Combines solved leaves into the board's answer.
     *
     * @param rows the board
     * @param depth the split's depth, as given to {@link #leaves}
     * @param solved every leaf of {@link #leaves}, solved
     * @return the regions' nimbers and the winning moves
     * @throws IllegalStateException when a leaf is missing
     */
    public static Answer combine(List<String> rows, int depth, Map<String, Leaf> solved) {
        Map<String, Integer> memo = new HashMap<>();
        CramBoard board = CramBoard.of(rows);
        List<CramBoard.Region> regions = board.regions();
        int[] values = new int[regions.size()];
        int x = 0;
        for (int i = 0; i < values.length; i++) {
            values[i] = nimber(rows(regions.get(i)), depth, solved, memo);
            x ^= values[i];
        }
        List<CramBoard.Domino> winning = new ArrayList<>();
        if (x != 0) {
            for (CramBoard.Domino d : board.moves()) {
                for (int i = 0; i < values.length; i++) {
                    CramBoard.Region r = regions.get(i);
                    if (r.has(d.row(), d.col()) && after(r, d, depth, solved, memo) == (x ^ values[i])) {
                        winning.add(d);
                    }
                }
            }
        }
        long positions = 0;
        for (Leaf l : solved.values()) {
            positions += l.positions();
        }
        return new Answer(values, winning, solved.size(), positions);
    }

    /** The nimber of what a domino leaves of a region: the nim-sum of its parts, one level down. */
    private static int after(CramBoard.Region r, CramBoard.Domino d, int depth, Map<String, Leaf> solved,
            Map<String, Integer> memo) {
        CramBoard region = CramBoard.of(rows(r));
        int x = 0;
        for (CramBoard.Region part : region.place(new CramBoard.Domino(d.row() - r.top(), d.col() - r.left(),
                d.vertical())).regions()) {
            x ^= nimber(rows(part), depth - 1, solved, memo);
        }
        return x;
    }

    private static int nimber(List<String> region, int depth, Map<String, Leaf> solved, Map<String, Integer> memo) {
        String key = BoardImages.impartialKey(region);
        if (depth == 0) {
            Leaf leaf = solved.get(key);
            if (leaf == null) {
                throw new IllegalStateException("the leaf " + key + " was not solved");
            }
            return (int) leaf.value();
        }
        Integer known = memo.get(depth + ":" + key);
        if (known != null) {
            return known;
        }
        CramBoard board = CramBoard.of(region);
        BitSet options = new BitSet();
        for (CramBoard.Domino d : board.moves()) {
            int x = 0;
            for (CramBoard.Region part : board.place(d).regions()) {
                x ^= nimber(rows(part), depth - 1, solved, memo);
            }
            options.set(x);
        }
        int mex = options.nextClearBit(0);
        memo.put(depth + ":" + key, mex);
        return mex;
    }

    /** A region as the rows of its bounding box, its cells empty and the others filled. */
    static List<String> rows(CramBoard.Region r) {
        List<String> out = new ArrayList<>(r.height());
        for (int row = 0; row < r.height(); row++) {
            StringBuilder b = new StringBuilder(r.width());
            for (int c = 0; c < r.width(); c++) {
                b.append((r.mask() >>> (row * r.width() + c) & 1) != 0 ? '.' : '#');
            }
            out.add(b.toString());
        }
        return out;
    }
}
