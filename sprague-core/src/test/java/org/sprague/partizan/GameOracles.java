package org.sprague.partizan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The rules of the partizan games written again, plainly, for the tests: every move of Left ({@code true}) or
 * Right from a position. Nothing here uses the engine.
 */
public final class GameOracles {
    private GameOracles() {
    }

    /** Domineering: rows of '.' and '#'; Left vertical, Right horizontal. */
    public static List<List<String>> domineering(List<String> rows, boolean left) {
        List<List<String>> out = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                int r2 = left ? r + 1 : r;
                int c2 = left ? c : c + 1;
                if (r2 < rows.size() && c2 < rows.get(r).length() && rows.get(r).charAt(c) == '.'
                        && rows.get(r2).charAt(c2) == '.') {
                    List<String> next = new ArrayList<>(rows);
                    next.set(r, fill(next.get(r), c));
                    next.set(r2, fill(next.get(r2), c2));
                    out.add(next);
                }
            }
        }
        return out;
    }

    private static String fill(String row, int c) {
        char[] a = row.toCharArray();
        a[c] = '#';
        return new String(a);
    }

    /** Toads and Frogs on one row. */
    public static List<String> toadsAndFrogs(String row, boolean left) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            char a = row.charAt(i);
            if (left && a == 'T') {
                if (i + 1 < row.length() && row.charAt(i + 1) == '.') {
                    out.add(swap(row, i, i + 1));
                } else if (i + 2 < row.length() && row.charAt(i + 1) == 'F' && row.charAt(i + 2) == '.') {
                    out.add(swap(row, i, i + 2));
                }
            } else if (!left && a == 'F') {
                if (i >= 1 && row.charAt(i - 1) == '.') {
                    out.add(swap(row, i, i - 1));
                } else if (i >= 2 && row.charAt(i - 1) == 'T' && row.charAt(i - 2) == '.') {
                    out.add(swap(row, i, i - 2));
                }
            }
        }
        return out;
    }

    private static String swap(String row, int i, int j) {
        char[] a = row.toCharArray();
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
        return new String(a);
    }

    /** Cutcake: pieces {w, h} sorted; Left splits a width, Right a height. */
    public static List<List<List<Integer>>> cutcake(List<List<Integer>> pieces, boolean left) {
        List<List<List<Integer>>> out = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            int w = pieces.get(i).get(0);
            int h = pieces.get(i).get(1);
            int side = left ? w : h;
            for (int a = 1; a < side; a++) {
                List<List<Integer>> next = new ArrayList<>(pieces);
                next.remove(i);
                next.add(left ? List.of(a, h) : List.of(w, a));
                next.add(left ? List.of(side - a, h) : List.of(w, side - a));
                next.sort((p, q) -> p.get(0).equals(q.get(0)) ? p.get(1) - q.get(1) : p.get(0) - q.get(0));
                out.add(next);
            }
        }
        return out;
    }

    /** Hackenbush: edges {u, v, colour 0 blue / 1 red / 2 green}; after a cut, what is not grounded falls. */
    public static List<List<List<Integer>>> hackenbush(List<List<Integer>> edges, boolean left) {
        List<List<List<Integer>>> out = new ArrayList<>();
        for (int i = 0; i < edges.size(); i++) {
            int colour = edges.get(i).get(2);
            if (colour == 2 || colour == (left ? 0 : 1)) {
                List<List<Integer>> rest = new ArrayList<>(edges);
                rest.remove(i);
                out.add(grounded(rest));
            }
        }
        return out;
    }

    public static List<List<Integer>> grounded(List<List<Integer>> edges) {
        Set<Integer> reached = new HashSet<>(List.of(0));
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
        while (!queue.isEmpty()) {
            int n = queue.poll();
            for (List<Integer> e : edges) {
                for (int k = 0; k < 2; k++) {
                    if (e.get(k) == n && reached.add(e.get(1 - k))) {
                        queue.add(e.get(1 - k));
                    }
                }
            }
        }
        List<List<Integer>> kept = new ArrayList<>();
        for (List<Integer> e : edges) {
            if (reached.contains(e.get(0))) {
                kept.add(e);
            }
        }
        return kept;
    }
}
