package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;

/** Every grid of a given number of cells, of every shape, with every assignment of cell contents, for the tests. */
final class ClobberBoards {
    private ClobberBoards() {
    }

    /**
     * Every grid of exactly {@code cells} cells (each shape r x c with r * c = cells), each cell one of
     * {@code contents}, as rows.
     */
    static List<List<String>> all(int cells, String contents) {
        List<List<String>> out = new ArrayList<>();
        for (int rows = 1; rows <= cells; rows++) {
            if (cells % rows != 0) {
                continue;
            }
            int cols = cells / rows;
            int k = contents.length();
            long count = (long) Math.pow(k, cells);
            for (long n = 0; n < count; n++) {
                long m = n;
                List<String> grid = new ArrayList<>();
                for (int r = 0; r < rows; r++) {
                    StringBuilder row = new StringBuilder();
                    for (int c = 0; c < cols; c++) {
                        row.append(contents.charAt((int) (m % k)));
                        m /= k;
                    }
                    grid.add(row.toString());
                }
                out.add(grid);
            }
        }
        return out;
    }

    /** {@code row} with cell {@code c} set to {@code ch}. */
    static String put(String row, int c, char ch) {
        char[] a = row.toCharArray();
        a[c] = ch;
        return new String(a);
    }
}
