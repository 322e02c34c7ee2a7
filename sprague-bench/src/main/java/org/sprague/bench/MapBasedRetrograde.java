package org.sprague.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.graph.GameGraph;

/**
 * The baseline: the map-based template competitive programmers write for cyclic graph games (JudgeDirectedCyclicGraph), in Java, with
 * boxed maps for out-degrees, the reverse graph, results and visits. It computes outcomes only (1 win, -1 loss,
 * 0 draw), alternating its two propagation steps.
 */
final class MapBasedRetrograde {
    private MapBasedRetrograde() {
    }

    /** Builds the template's inputs from {@code g} and solves; returns the result map. */
    static Map<Integer, Integer> solve(GameGraph g) {
        Map<Integer, Integer> out = new HashMap<>();
        Map<Integer, List<Integer>> rg = new HashMap<>();
        Map<Integer, Integer> s = new HashMap<>();
        int[] off = g.offsets();
        int[] tgt = g.targets();
        for (int u = 0; u < g.nodeCount(); u++) {
            out.put(u, off[u + 1] - off[u]);
            if (off[u + 1] == off[u]) {
                s.put(u, -1);
            }
            for (int i = off[u]; i < off[u + 1]; i++) {
                rg.computeIfAbsent(tgt[i], k -> new ArrayList<>()).add(u);
            }
        }
        solve(out, rg, s);
        return s;
    }

    static void solve(Map<Integer, Integer> out, Map<Integer, List<Integer>> rg, Map<Integer, Integer> s) {
        Map<Integer, Integer> visit = new HashMap<>();
        List<Integer> v1 = new ArrayList<>();
        List<Integer> v2 = new ArrayList<>();
        for (Map.Entry<Integer, Integer> si : s.entrySet()) {
            visit.put(si.getKey(), 1);
            if (si.getValue() == -1) {
                v1.add(si.getKey());
            }
            if (si.getValue() == 1) {
                v2.add(si.getKey());
            }
        }
        if (!v1.isEmpty()) {
            fromV1ToV2(v1, v2, s, visit, rg);
        }
        while (true) {
            if (v2.isEmpty()) {
                break;
            }
            fromV2ToV1(v1, v2, s, visit, rg, out);
            if (v1.isEmpty()) {
                break;
            }
            fromV1ToV2(v1, v2, s, visit, rg);
        }
        for (int i = 0; i < out.size(); i++) {
            s.putIfAbsent(i, 0);
        }
    }

    private static void fromV1ToV2(List<Integer> v1, List<Integer> v2, Map<Integer, Integer> s,
            Map<Integer, Integer> visit, Map<Integer, List<Integer>> rg) {
        for (int x : v1) {
            for (int x2 : rg.getOrDefault(x, List.of())) {
                if (visit.getOrDefault(x2, 0) == 0) {
                    s.put(x2, 1);
                    v2.add(x2);
                    visit.put(x2, 1);
                }
            }
        }
        v1.clear();
    }

    private static void fromV2ToV1(List<Integer> v1, List<Integer> v2, Map<Integer, Integer> s,
            Map<Integer, Integer> visit, Map<Integer, List<Integer>> rg, Map<Integer, Integer> out) {
        for (int x : v2) {
            for (int x2 : rg.getOrDefault(x, List.of())) {
                if (visit.getOrDefault(x2, 0) == 0) {
                    int left = out.merge(x2, -1, Integer::sum);
                    if (left == 0) {
                        s.put(x2, -1);
                        v1.add(x2);
                        visit.put(x2, 1);
                    }
                }
            }
        }
        v2.clear();
    }
}
