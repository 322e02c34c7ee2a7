package org.sprague.play;

import static org.sprague.play.BruteForce.with;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.sprague.play.BruteForce.Text;

/** Brute forces for the cutting, coin and kicking games, from their rules as the tests state them. */
final class CutOracles {
    private CutOracles() {
    }

    /** Hackenbush (green, or blue-red with {@code U-V:c} edges): cut an edge, drop what left the ground 0. */
    static Function<List<String>, Long> hackenbush(boolean colored) {
        return BruteForce.winLoss(p -> {
            Text t = Text.of(p);
            boolean left = t.get("--first", "left").equals("left");
            List<List<String>> out = new ArrayList<>();
            for (int e = 0; e < t.rest().size(); e++) {
                String edge = t.rest().get(e);
                char c = colored ? edge.charAt(edge.length() - 1) : 'g';
                if (c == 'g' || c == (left ? 'b' : 'r')) {
                    List<String> rest = new ArrayList<>(t.rest());
                    rest.remove(e);
                    List<String> kept = grounded(rest, colored);
                    out.add(colored ? with(Map.of("--first", left ? "right" : "left"), kept) : kept);
                }
            }
            return out;
        }, p -> -1L);
    }

    /** The edges still joined to node 0, in order. */
    private static List<String> grounded(List<String> edges, boolean colored) {
        Set<String> reached = new HashSet<>(Set.of("0"));
        boolean grew = true;
        while (grew) {
            grew = false;
            for (String e : edges) {
                String[] uv = (colored ? e.substring(0, e.indexOf(':')) : e).split("-");
                if (reached.contains(uv[0]) != reached.contains(uv[1])) {
                    reached.add(uv[0]);
                    reached.add(uv[1]);
                    grew = true;
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (String e : edges) {
            if (reached.contains((colored ? e.substring(0, e.indexOf(':')) : e).split("-")[0])) {
                out.add(e);
            }
        }
        return out;
    }

    /** FZU 1928: turn a head F to B with one coin to its left in the row or above it in the column. */
    static Function<List<String>, Long> coins2d() {
        return BruteForce.winLoss(rows -> {
            List<List<String>> out = new ArrayList<>();
            for (int r = 0; r < rows.size(); r++) {
                for (int c = 0; c < rows.get(r).length(); c++) {
                    if (rows.get(r).charAt(c) != 'F') {
                        continue;
                    }
                    for (int k = 0; k < c + r; k++) {
                        int r2 = k < c ? r : k - c;
                        int c2 = k < c ? k : c;
                        List<String> next = new ArrayList<>(rows);
                        next.set(r, turn(next.get(r), c));
                        next.set(r2, turn(next.get(r2), c2));
                        out.add(next);
                    }
                }
            }
            return out;
        }, p -> -1L);
    }

    private static String turn(String row, int c) {
        return row.substring(0, c) + (row.charAt(c) == 'F' ? 'B' : 'F') + row.substring(c + 1);
    }

    /** LeetCode 2005 on order N: remove a non-root node with its subtree; a lone root loses. */
    static Function<List<String>, Long> fibonacciTree() {
        return BruteForce.winLoss(p -> {
            List<String> nodes = new ArrayList<>();
            tree(Integer.parseInt(p.get(0)), "", nodes);
            List<List<String>> out = new ArrayList<>();
            for (String n : nodes) {
                if (p.subList(1, p.size()).stream().noneMatch(n::startsWith)) {
                    List<String> next = new ArrayList<>(p);
                    next.add(n);
                    out.add(next);
                }
            }
            return out;
        }, p -> -1L);
    }

    private static void tree(int order, String path, List<String> out) {
        if (order >= 3) {
            out.add(path + "L");
            tree(order - 2, path + "L", out);
        }
        if (order >= 2) {
            out.add(path + "R");
            tree(order - 1, path + "R", out);
        }
    }

    /** POJ 2315: kick 1 to m balls, each 1 to k turns nearer (not past 0). */
    static Function<List<String>, Long> football(int m, int k) {
        return BruteForce.winLoss(p -> {
            List<List<String>> out = new ArrayList<>();
            kicks(p, 0, m, k, false, out);
            return out;
        }, p -> -1L);
    }

    private static void kicks(List<String> p, int from, int left, int k, boolean kicked, List<List<String>> out) {
        if (from == p.size()) {
            if (kicked) {
                out.add(p);
            }
            return;
        }
        kicks(p, from + 1, left, k, kicked, out);
        int d = Integer.parseInt(p.get(from));
        for (int t = 1; left > 0 && t <= Math.min(k, d); t++) {
            List<String> next = new ArrayList<>(p);
            next.set(from, Integer.toString(d - t));
            kicks(next, from + 1, left - 1, k, true, out);
        }
    }

    /** Cutcake: Left cuts a WxH piece along a vertical line (splitting W), Right along a horizontal one. */
    static Function<List<String>, Long> cutcake() {
        return BruteForce.winLoss(p -> {
            Text t = Text.of(p);
            boolean left = t.get("--first", "left").equals("left");
            List<List<String>> out = new ArrayList<>();
            for (int i = 0; i < t.rest().size(); i++) {
                String[] wh = t.rest().get(i).split("x");
                int w = Integer.parseInt(wh[0]);
                int h = Integer.parseInt(wh[1]);
                for (int a = 1; a < (left ? w : h); a++) {
                    List<String> next = new ArrayList<>(t.rest());
                    next.set(i, left ? a + "x" + h : w + "x" + a);
                    next.add(i + 1, left ? (w - a) + "x" + h : w + "x" + (h - a));
                    out.add(with(Map.of("--first", left ? "right" : "left"), next));
                }
            }
            return out;
        }, p -> -1L);
    }
}
