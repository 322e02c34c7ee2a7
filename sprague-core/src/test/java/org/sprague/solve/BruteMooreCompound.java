package org.sprague.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A brute force of Moore's compound of subtraction heaps, written from the rules for tests: a move takes an amount
 * of the set from each of 1 to k heaps.
 */
public final class BruteMooreCompound {
    private BruteMooreCompound() {
    }

    /** Whether the player to move wins heaps {@code h} (normal play). */
    public static boolean wins(int[] h, int[] amounts, int k, Map<String, Boolean> memo) {
        String key = Arrays.toString(h);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<int[]> options = new ArrayList<>();
        collect(h, amounts, 0, 0, k, false, options);
        boolean win = false;
        for (int[] o : options) {
            win |= !wins(o, amounts, k, memo);
        }
        memo.put(key, win);
        return win;
    }

    private static void collect(int[] h, int[] amounts, int i, int moved, int k, boolean any, List<int[]> out) {
        if (i == h.length) {
            if (any) {
                out.add(h.clone());
            }
            return;
        }
        collect(h, amounts, i + 1, moved, k, any, out);
        if (moved < k) {
            for (int t : amounts) {
                if (t <= h[i]) {
                    h[i] -= t;
                    collect(h, amounts, i + 1, moved + 1, k, true, out);
                    h[i] += t;
                }
            }
        }
    }
}
