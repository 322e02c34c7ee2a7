package org.sprague;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** Move generators written from the rules, for {@link BruteForce}: Moore's Nim-k over heaps of a take rule. */
public final class BruteMoves {
    private BruteMoves() {
    }

    /** Nim: any number from 1 to all of the heap. */
    public static List<Integer> nimHeap(int h) {
        List<Integer> out = new ArrayList<>();
        for (int v = 0; v < h; v++) {
            out.add(v);
        }
        return out;
    }

    /** Bash: 1 to {@code k} tokens. */
    public static IntFunction<List<Integer>> bashHeap(int k) {
        return h -> {
            List<Integer> out = new ArrayList<>();
            for (int t = 1; t <= k && t <= h; t++) {
                out.add(h - t);
            }
            return out;
        };
    }

    /** Moore's Nim-k: a move changes 1 to {@code k} heaps, each to one of its own options. */
    public static List<List<Integer>> nimK(List<Integer> heaps, int k, IntFunction<List<Integer>> heap) {
        List<List<Integer>> out = new ArrayList<>();
        choose(heaps, k, heap, 0, 0, new ArrayList<>(heaps), out);
        return out;
    }

    private static void choose(List<Integer> heaps, int k, IntFunction<List<Integer>> heap, int i, int moved,
            List<Integer> current, List<List<Integer>> out) {
        if (i == heaps.size()) {
            if (moved > 0) {
                out.add(List.copyOf(current));
            }
            return;
        }
        choose(heaps, k, heap, i + 1, moved, current, out);
        if (moved < k) {
            for (int o : heap.apply(heaps.get(i))) {
                current.set(i, o);
                choose(heaps, k, heap, i + 1, moved + 1, current, out);
            }
            current.set(i, heaps.get(i));
        }
    }
}
