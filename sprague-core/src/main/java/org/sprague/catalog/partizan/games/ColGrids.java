package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * Grids in CGSuite's notation for Col, Snort and Amazons (rows of one character a cell, joined by {@code |} or
 * given as words), their regions cropped and brought to the least of their mirror images, and a canonical order
 * of a small graph's nodes.
 */
final class ColGrids {
    private ColGrids() {
    }

    /**
     * The rows of a grid given as words, each word one row or rows joined by {@code |}.
     *
     * @param id the game, for messages
     * @param words the words
     * @param allowed the characters a cell may hold
     * @param most the most cells read
     * @return rows of equal length, at least one
     * @throws BadInputException for an empty grid, a character not allowed or rows of unequal length
     * @throws ResourceLimitException past {@code most} cells
     */
    static List<String> rows(String id, List<String> words, String allowed, int most) {
        if (words.isEmpty()) {
            throw new BadInputException(id + " takes a grid: rows of " + allowed + " joined by |, e.g. " + allowed.charAt(0)
                    + allowed.charAt(0) + "|" + allowed.charAt(0) + allowed.charAt(0));
        }
        List<String> rows = List.of(String.join("|", words).split("\\|", -1));
        long cells = 0;
        for (String row : rows) {
            if (row.isEmpty()) {
                throw new BadInputException(id + ": a grid's rows may not be empty");
            }
            for (char c : row.toCharArray()) {
                if (allowed.indexOf(c) < 0) {
                    throw new BadInputException(id + ": a cell is one of " + allowed + ", not '" + c + "'");
                }
            }
            if (row.length() != rows.get(0).length()) {
                throw new BadInputException(id + ": the rows have different lengths (" + rows.get(0).length() + " and "
                        + row.length() + ")");
            }
            cells += row.length();
        }
        if (cells > most) {
            throw new ResourceLimitException(id + ": the grid has " + cells + " cells; at most " + most + " are read");
        }
        return rows;
    }

    /**
     * The smallest rectangle of the grid holding every cell that is not {@code #}.
     *
     * @param width the grid's columns
     * @param cells its cells, row by row, one at least not {@code #}
     * @return the cropped rows
     */
    static List<String> cropped(int width, String cells) {
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        int left = Integer.MAX_VALUE;
        int right = -1;
        for (int i = 0; i < cells.length(); i++) {
            if (cells.charAt(i) != '#') {
                top = Math.min(top, i / width);
                bottom = Math.max(bottom, i / width);
                left = Math.min(left, i % width);
                right = Math.max(right, i % width);
            }
        }
        List<String> out = new ArrayList<>();
        for (int r = top; r <= bottom; r++) {
            out.add(cells.substring(r * width + left, r * width + right + 1));
        }
        return out;
    }

    /**
     * The least, written with {@code |}, of the grid's eight images under the board's symmetries (turns and
     * reflections), which keep every adjacency by side and by corner.
     *
     * @param rows the grid's rows
     * @return the least image's rows
     */
    static List<String> leastImage(List<String> rows) {
        List<String> best = null;
        String bestText = null;
        for (List<String> base : List.of(rows, transposed(rows))) {
            for (int flip = 0; flip < 4; flip++) {
                List<String> image = new ArrayList<>(base);
                if ((flip & 1) != 0) {
                    Collections.reverse(image);
                }
                if ((flip & 2) != 0) {
                    image.replaceAll(r -> new StringBuilder(r).reverse().toString());
                }
                String text = String.join("|", image);
                if (bestText == null || text.compareTo(bestText) < 0) {
                    best = image;
                    bestText = text;
                }
            }
        }
        return List.copyOf(best);
    }

    private static List<String> transposed(List<String> rows) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < rows.get(0).length(); c++) {
            StringBuilder col = new StringBuilder();
            for (String row : rows) {
                col.append(row.charAt(c));
            }
            out.add(col.toString());
        }
        return out;
    }

    /**
     * A canonical order of a graph's nodes: sorted by colour refinement (each node's class its mark, then the
     * multiset of its neighbours' classes, repeated to a fixed point), ties broken by trying every ordering of
     * the nodes of each class for the least adjacency, while there are at most {@code most} such orderings;
     * past that, by the nodes' own order.
     *
     * @param marks a character for each node (its tint)
     * @param adjacency each node's neighbours
     * @param most the most orderings tried
     * @return the nodes in canonical order
     */
    static int[] canonicalOrder(String marks, List<List<Integer>> adjacency, int most) {
        int n = marks.length();
        int[] cls = new int[n];
        for (int i = 0; i < n; i++) {
            cls[i] = marks.charAt(i);
        }
        int classes = -1;
        while (true) {
            TreeMap<String, Integer> ids = new TreeMap<>();
            String[] signature = new String[n];
            for (int i = 0; i < n; i++) {
                int[] near = new int[adjacency.get(i).size()];
                for (int k = 0; k < near.length; k++) {
                    near[k] = cls[adjacency.get(i).get(k)];
                }
                Arrays.sort(near);
                signature[i] = String.format("%08d", cls[i]) + Arrays.toString(near);
                ids.put(signature[i], 0);
            }
            int id = 0;
            for (String s : ids.keySet()) {
                ids.put(s, id++);
            }
            for (int i = 0; i < n; i++) {
                cls[i] = ids.get(signature[i]);
            }
            if (ids.size() == classes) {
                break;
            }
            classes = ids.size();
        }
        Integer[] sorted = new Integer[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = i;
        }
        final int[] fixed = cls;
        Arrays.sort(sorted, (a, b) -> fixed[a] != fixed[b] ? fixed[a] - fixed[b] : a - b);
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = sorted[i];
        }
        long orderings = 1;
        for (int start = 0, end; start < n && orderings <= most; start = end) {
            end = start;
            while (end < n && cls[order[end]] == cls[order[start]]) {
                end++;
                orderings *= end - start;
            }
        }
        if (orderings == 1 || orderings > most) {
            return order;
        }
        int[][] best = {order.clone()};
        String[] bestKey = {key(order, adjacency)};
        permute(order, 0, cls, adjacency, best, bestKey);
        return best[0];
    }

    /** Tries every ordering within classes from {@code at} on, keeping the least adjacency key. */
    private static void permute(int[] order, int at, int[] cls, List<List<Integer>> adjacency, int[][] best,
            String[] bestKey) {
        if (at == order.length) {
            String k = key(order, adjacency);
            if (k.compareTo(bestKey[0]) < 0) {
                bestKey[0] = k;
                best[0] = order.clone();
            }
            return;
        }
        for (int j = at; j < order.length && cls[order[j]] == cls[order[at]]; j++) {
            swap(order, at, j);
            permute(order, at + 1, cls, adjacency, best, bestKey);
            swap(order, at, j);
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** The adjacency in {@code order}: one character for each pair of places. */
    private static String key(int[] order, List<List<Integer>> adjacency) {
        StringBuilder out = new StringBuilder();
        for (int a = 0; a < order.length; a++) {
            for (int b = a + 1; b < order.length; b++) {
                out.append(adjacency.get(order[a]).contains(order[b]) ? '1' : '0');
            }
        }
        return out.toString();
    }
}
