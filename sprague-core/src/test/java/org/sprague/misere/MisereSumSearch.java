package org.sprague.misere;

import java.util.HashMap;
import java.util.Map;
import org.sprague.heap.HeapRuleset;

/**
 * A plain memoized misère search of sums of heaps, written for the tests independently of the quotient engine: a
 * sum loses for the player to move exactly when it has a move and every move leads to a sum that wins. A sum is kept
 * as the count of each heap size; heaps with no move are dropped, and heaps that are the game *1 (a move, and every
 * option has no move) are counted only mod 2, since *1 + *1 = 0 in misère play (Conway, On Numbers and Games,
 * chapter 12).
 */
final class MisereSumSearch {
    private final HeapRuleset rules;
    private final int maxHeap;
    private final boolean[] hasMove;
    private final boolean[] star1;
    private final int[][][] options;
    private final Map<String, Boolean> memo = new HashMap<>();

    MisereSumSearch(HeapRuleset rules, int maxHeap) {
        this.rules = rules;
        this.maxHeap = maxHeap;
        hasMove = new boolean[maxHeap + 1];
        star1 = new boolean[maxHeap + 1];
        options = new int[maxHeap + 1][][];
        for (int h = 0; h <= maxHeap; h++) {
            java.util.List<int[]> list = new java.util.ArrayList<>();
            rules.forEachOption(h, (a, b, c) -> list.add(new int[] {a, b, c}));
            options[h] = list.toArray(new int[0][]);
            hasMove[h] = !list.isEmpty();
        }
        for (int h = 0; h <= maxHeap; h++) {
            boolean allEmpty = hasMove[h];
            for (int[] o : options[h]) {
                allEmpty &= !hasMove[o[0]] && !hasMove[o[1]] && !hasMove[o[2]];
            }
            star1[h] = allEmpty;
        }
    }

    /** Whether the player to move loses the sum of these heaps (each at most the search's largest heap). */
    boolean isP(int... heaps) {
        int[] counts = new int[maxHeap + 1];
        for (int h : heaps) {
            counts[h]++;
        }
        return searchP(normalize(counts));
    }

    /** Drops heaps with no move and gathers the *1 heaps as one count mod 2 (kept on the smallest *1 heap). */
    private int[] normalize(int[] counts) {
        int ones = 0;
        int first = -1;
        for (int h = 0; h <= maxHeap; h++) {
            if (!hasMove[h]) {
                counts[h] = 0;
            } else if (star1[h]) {
                ones += counts[h];
                counts[h] = 0;
                first = first < 0 ? h : first;
            }
        }
        if (first >= 0) {
            counts[first] = ones % 2;
        }
        return counts;
    }

    private boolean searchP(int[] counts) {
        StringBuilder sb = new StringBuilder(counts.length);
        boolean move = false;
        for (int c : counts) {
            sb.append((char) c);
            move |= c > 0;
        }
        if (!move) {
            return false; // no move: the player to move has already won
        }
        String key = sb.toString();
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean p = true;
        for (int h = 0; h <= maxHeap && p; h++) {
            if (counts[h] == 0) {
                continue;
            }
            for (int[] o : options[h]) {
                int[] next = counts.clone();
                next[h]--;
                next[o[0]]++;
                next[o[1]]++;
                next[o[2]]++;
                if (searchP(normalize(next))) {
                    p = false;
                    break;
                }
            }
        }
        memo.put(key, p);
        return p;
    }

    int positionsSearched() {
        return memo.size();
    }
}
