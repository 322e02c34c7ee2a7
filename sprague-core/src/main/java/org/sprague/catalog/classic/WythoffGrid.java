package org.sprague.catalog.classic;

import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.value.MexBuffer;

/**
 * Grundy values (or misère Grundy values) of Wythoff's game on a grid of pile sizes, by the mex over every move:
 * take from one pile, or the same amount from both.
 */
public final class WythoffGrid {
    /** Most option visits a grid may take (a few seconds). */
    static final double MAX_WORK = 2e9;

    private WythoffGrid() {
    }

    /** Rows a = 0..rows-1, columns b = 0..cols-1. */
    public static int[][] values(int rows, int cols, boolean misere) {
        double work = (double) rows * cols * (rows + cols);
        if (work > MAX_WORK) {
            String needs = String.format("a Wythoff grid of %d x %d needs about %.1e steps, more than the budget of"
                    + " %.0e; give a smaller ", rows, cols, work, MAX_WORK);
            throw new ResourceLimitException(names -> needs + names.name(Parameter.GRID),
                    ResourceLimitException.Resource.OTHER, Double.NaN);
        }
        int[][] g = new int[rows][cols];
        MexBuffer mex = new MexBuffer();
        for (int a = 0; a < rows; a++) {
            for (int b = 0; b < cols; b++) {
                mex.clear();
                for (int k = 1; k <= a; k++) {
                    mex.add(g[a - k][b]);
                }
                for (int k = 1; k <= b; k++) {
                    mex.add(g[a][b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    mex.add(g[a - k][b - k]);
                }
                g[a][b] = misere && a == 0 && b == 0 ? 1 : mex.mex();
            }
        }
        return g;
    }
}
