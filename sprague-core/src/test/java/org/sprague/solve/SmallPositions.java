package org.sprague.solve;

import java.util.ArrayList;
import java.util.List;

/** Every list of 1..maxHeaps heaps with sizes 0..maxSize, in lexicographic order by length. */
public final class SmallPositions {
    private SmallPositions() {
    }

    public static List<List<Integer>> upTo(int maxHeaps, int maxSize) {
        List<List<Integer>> all = new ArrayList<>();
        for (int n = 1; n <= maxHeaps; n++) {
            int[] h = new int[n];
            while (true) {
                List<Integer> p = new ArrayList<>(n);
                for (int v : h) {
                    p.add(v);
                }
                all.add(List.copyOf(p));
                int i = n - 1;
                while (i >= 0 && h[i] == maxSize) {
                    h[i] = 0;
                    i--;
                }
                if (i < 0) {
                    break;
                }
                h[i]++;
            }
        }
        return all;
    }
}
