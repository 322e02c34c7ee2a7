package org.sprague.catalog.partizan.games;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The regions of a grid of one character a cell that no move joins: the 4-connected components of its cells other
 * than the blocked {@code #}, each cut to its bounding box with the cells outside it blocked; and a grid's least
 * mirror image, for games whose value keeps under left-right and up-down reflection.
 */
final class StripsRegions {
    private StripsRegions() {
    }

    /**
     * The regions of {@code rows} holding at least one of {@code pieces}, in the order of their first cell.
     *
     * @param rows the grid, rows of one length
     * @param pieces the characters that can move (a region without any has no move)
     * @return each region as rows
     */
    static List<List<String>> of(List<String> rows, String pieces) {
        int height = rows.size();
        int width = rows.get(0).length();
        int[][] region = new int[height][width];
        List<List<String>> out = new ArrayList<>();
        int count = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (rows.get(r).charAt(c) == '#' || region[r][c] != 0) {
                    continue;
                }
                count++;
                List<int[]> cells = fill(rows, region, r, c, count);
                if (cells.stream().anyMatch(cell -> pieces.indexOf(rows.get(cell[0]).charAt(cell[1])) >= 0)) {
                    out.add(crop(rows, region, cells, count));
                }
            }
        }
        return out;
    }

    /** Marks the component of (r, c) with {@code mark}; its cells. */
    private static List<int[]> fill(List<String> rows, int[][] region, int r, int c, int mark) {
        List<int[]> cells = new ArrayList<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        region[r][c] = mark;
        queue.add(new int[] {r, c});
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            cells.add(cell);
            for (int[] s : steps) {
                int nr = cell[0] + s[0];
                int nc = cell[1] + s[1];
                if (nr >= 0 && nr < rows.size() && nc >= 0 && nc < rows.get(0).length() && region[nr][nc] == 0
                        && rows.get(nr).charAt(nc) != '#') {
                    region[nr][nc] = mark;
                    queue.add(new int[] {nr, nc});
                }
            }
        }
        return cells;
    }

    private static List<String> crop(List<String> rows, int[][] region, List<int[]> cells, int mark) {
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        int left = Integer.MAX_VALUE;
        int right = -1;
        for (int[] cell : cells) {
            top = Math.min(top, cell[0]);
            bottom = Math.max(bottom, cell[0]);
            left = Math.min(left, cell[1]);
            right = Math.max(right, cell[1]);
        }
        List<String> out = new ArrayList<>();
        for (int r = top; r <= bottom; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = left; c <= right; c++) {
                row.append(region[r][c] == mark ? rows.get(r).charAt(c) : '#');
            }
            out.add(row.toString());
        }
        return List.copyOf(out);
    }

    /**
     * The least, row by row, of the grid and its images under left-right and up-down reflection and their product
     * (the half turn).
     */
    static List<String> leastMirror(List<String> rows) {
        List<String> flipped = new ArrayList<>();
        for (String row : rows) {
            flipped.add(new StringBuilder(row).reverse().toString());
        }
        List<String> upsideDown = new ArrayList<>(rows);
        Collections.reverse(upsideDown);
        List<String> turned = new ArrayList<>(flipped);
        Collections.reverse(turned);
        List<String> best = rows;
        for (List<String> image : List.of(flipped, upsideDown, turned)) {
            if (String.join("|", image).compareTo(String.join("|", best)) < 0) {
                best = image;
            }
        }
        return List.copyOf(best);
    }
}
