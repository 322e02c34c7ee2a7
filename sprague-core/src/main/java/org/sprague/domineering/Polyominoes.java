package org.sprague.domineering;

import java.util.function.Consumer;

/**
 * Every fixed polyomino (a 4-connected set of cells, up to translation) of at most {@code n} cells, each exactly
 * once, by Redelmeier's algorithm ("Counting polyominoes: yet another attack", Discrete Mathematics 36, 1981): a
 * polyomino grows from its first cell in row-major order by adding, one at a time, cells of an untried set of
 * neighbours, where a cell once refused is never added in that branch. Only cells after the first in row-major
 * order may join (rows below, or the first row to its right), so each polyomino has one first cell and one
 * growth order.
 */
public final class Polyominoes {
    private final int maxCells;
    /** The grid: column offset {@code maxCells - 1} so that cells left of the first fit; rows 0..maxCells-1. */
    private final int width;
    private final boolean[] reached;
    private final int[] cells;
    private final Consumer<Region> visit;

    private Polyominoes(int maxCells, Consumer<Region> visit) {
        this.maxCells = maxCells;
        this.width = 2 * maxCells;
        this.reached = new boolean[width * (maxCells + 1)];
        this.cells = new int[maxCells];
        this.visit = visit;
    }

    /**
     * Tells {@code visit} every fixed polyomino of 1 to {@code maxCells} cells, each cropped to its bounding box.
     *
     * @param maxCells the most cells, 1 to 15 (so that every bounding box has at most 64 cells)
     * @param visit told each polyomino once
     */
    static void each(int maxCells, Consumer<Region> visit) {
        if (maxCells < 1 || maxCells > 15) {
            throw new IllegalArgumentException("polyominoes of 1 to 15 cells, not " + maxCells);
        }
        Polyominoes p = new Polyominoes(maxCells, visit);
        int origin = maxCells - 1;
        p.reached[origin] = true;
        p.grow(new int[] {origin}, 0);
    }

    /** Adds each untried cell in turn (refusing it for the later branches) and grows from there. */
    private void grow(int[] candidates, int depth) {
        for (int i = 0; i < candidates.length; i++) {
            int cell = candidates[i];
            cells[depth] = cell;
            visit.accept(region(depth + 1));
            if (depth + 1 < maxCells) {
                // the new neighbours of the cell that no cell of this branch reached before
                int[] fresh = new int[4];
                int added = 0;
                for (int next : neighbours(cell)) {
                    if (next >= 0 && !reached[next]) {
                        reached[next] = true;
                        fresh[added++] = next;
                    }
                }
                int[] rest = new int[candidates.length - i - 1 + added];
                System.arraycopy(candidates, i + 1, rest, 0, candidates.length - i - 1);
                System.arraycopy(fresh, 0, rest, candidates.length - i - 1, added);
                grow(rest, depth + 1);
                for (int k = 0; k < added; k++) {
                    reached[fresh[k]] = false;
                }
            }
        }
    }

    /** The four neighbours that may join: not before the origin in row-major order, inside the grid; else -1. */
    private int[] neighbours(int cell) {
        int origin = maxCells - 1;
        int r = cell / width;
        int c = cell % width;
        int[] out = new int[4];
        out[0] = c + 1 < width ? cell + 1 : -1;
        out[1] = r + 1 <= maxCells ? cell + width : -1;
        out[2] = c > 0 && (r > 0 || c - 1 > origin) ? cell - 1 : -1;
        out[3] = r > 0 && (r - 1 > 0 || c > origin) ? cell - width : -1;
        return out;
    }

    /** The first {@code n} cells as a region in their bounding box. */
    private Region region(int n) {
        int minR = Integer.MAX_VALUE;
        int minC = Integer.MAX_VALUE;
        int maxR = -1;
        int maxC = -1;
        for (int i = 0; i < n; i++) {
            int r = cells[i] / width;
            int c = cells[i] % width;
            minR = Math.min(minR, r);
            maxR = Math.max(maxR, r);
            minC = Math.min(minC, c);
            maxC = Math.max(maxC, c);
        }
        int w = maxC - minC + 1;
        long mask = 0;
        for (int i = 0; i < n; i++) {
            mask |= 1L << ((cells[i] / width - minR) * w + cells[i] % width - minC);
        }
        return new Region(w, maxR - minR + 1, mask);
    }
}
