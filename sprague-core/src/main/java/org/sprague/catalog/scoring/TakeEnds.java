package org.sprague.catalog.scoring;

import java.util.List;
import org.sprague.game.ScoreGame;

/**
 * Games on a row where a move removes the leftmost or the rightmost value (LeetCode 486, 877, 1690): their rules
 * for the generic solvers and the interval DP that solves them fast.
 *
 * <p>Interval DP: with d(i, j) the mover's best difference on values i..j and s(i, j) the score for taking value i
 * (resp. j), d(i, j) = max(s_left - d(i+1, j), s_right - d(i, j-1)), d of an empty row 0. Computed by increasing
 * length in one array of n longs: O(n^2) time, O(n) memory.
 */
final class TakeEnds {
    private TakeEnds() {
    }

    /** What a move scores. */
    enum Scoring {
        /** The value taken (LeetCode 486, 877). */
        TAKEN,
        /** The sum of the values that remain (LeetCode 1690). */
        REMAINDER
    }

    /**
     * The rules: a move removes the first or the last value (one move when a single value is left) and passes the
     * turn; no final adjustment.
     */
    static ScoreGame<List<Integer>> rules(Scoring scoring) {
        return (row, sink) -> {
            int n = row.size();
            if (n == 0) {
                return;
            }
            long sum = 0;
            for (int v : row) {
                sum += v;
            }
            List<Integer> withoutFirst = List.copyOf(row.subList(1, n));
            long first = scoring == Scoring.TAKEN ? row.get(0) : sum - row.get(0);
            sink.move(withoutFirst, first);
            if (n > 1) {
                long last = scoring == Scoring.TAKEN ? row.get(n - 1) : sum - row.get(n - 1);
                sink.move(List.copyOf(row.subList(0, n - 1)), last);
            }
        };
    }

    /**
     * The interval DP.
     *
     * @return {value of the row, value after taking the first, value after taking the last}; the last two are 0
     *     for a row of one value
     */
    static long[] solve(int[] a, Scoring scoring) {
        int n = a.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) {
            prefix[i + 1] = prefix[i] + a[i];
        }
        long[] d = new long[n];
        for (int i = 0; i < n; i++) {
            d[i] = scoring == Scoring.TAKEN ? a[i] : 0;
        }
        long withoutFirst = 0;
        long withoutLast = 0;
        for (int len = 2; len <= n; len++) {
            if (len == n) {
                withoutLast = d[0];
                withoutFirst = d[1];
            }
            // in place by increasing i: d[i] and d[i+1] still hold length len-1
            for (int i = 0, j = len - 1; j < n; i++, j++) {
                long left;
                long right;
                if (scoring == Scoring.TAKEN) {
                    left = a[i];
                    right = a[j];
                } else {
                    left = prefix[j + 1] - prefix[i + 1];
                    right = prefix[j] - prefix[i];
                }
                d[i] = Math.max(left - d[i + 1], right - d[i]);
            }
        }
        return new long[] {d[0], withoutFirst, withoutLast};
    }
}
