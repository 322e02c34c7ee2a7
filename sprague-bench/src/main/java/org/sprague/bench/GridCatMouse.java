package org.sprague.bench;

import java.util.ArrayList;
import java.util.List;

/** Grid graphs for Cat and Mouse: node {@code r * cols + c}, moves to the 4 neighbours; the hole is corner 0. */
final class GridCatMouse {
    private GridCatMouse() {
    }

    static int[][] grid(int rows, int cols) {
        int[][] g = new int[rows * cols][];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                List<Integer> nb = new ArrayList<>();
                if (r > 0) {
                    nb.add((r - 1) * cols + c);
                }
                if (r + 1 < rows) {
                    nb.add((r + 1) * cols + c);
                }
                if (c > 0) {
                    nb.add(r * cols + c - 1);
                }
                if (c + 1 < cols) {
                    nb.add(r * cols + c + 1);
                }
                g[r * cols + c] = nb.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        return g;
    }
}
