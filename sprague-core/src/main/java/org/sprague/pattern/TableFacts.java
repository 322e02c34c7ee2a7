package org.sprague.pattern;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongToIntFunction;
import org.sprague.rules.ExpressionCheck;

/**
 * What a table of values says for people: its first losing positions (value 0), a guessed pattern, and the
 * result of a user's check. A position loses for the player to move exactly when its value is 0, under normal
 * play (Grundy values) and under misère play (misère Grundy values) alike.
 *
 * @param losing the first losing positions: heaps ({@code Long}) or grid cells ({@code int[]{p0, p1}})
 * @param losingCount how many positions of the table lose
 * @param guess a pattern that fits every losing position of the table, or {@code null}
 * @param check the user's check, or {@code null}
 * @param checked its result, or {@code null}
 * @param counterexampleLoses whether the counterexample (if any) is a losing position
 */
public record TableFacts(List<Object> losing, long losingCount, PatternGuesser.Guess guess, ExpressionCheck check,
        ExpressionCheck.Result checked, boolean counterexampleLoses) {
    /** How many losing positions are listed. */
    public static final int LISTED = 100;

    /** Facts of a heap table {@code values[0..upto]}. */
    public static TableFacts of(int[] values, int upto, ExpressionCheck check) {
        TableFacts facts = heaps(n -> values[(int) n], upto);
        return check == null ? facts : facts.withCheck(check, java.util.Arrays.copyOf(values, upto + 1));
    }

    /**
     * These facts of a heap table with the result of a user's check.
     *
     * @param check the check
     * @param values the table the facts are of, G(0..upto) exactly
     * @return the same facts, with the check's result
     */
    public TableFacts withCheck(ExpressionCheck check, int[] values) {
        ExpressionCheck.Result r = check.first(values);
        boolean cxLoses = !r.holds() && values[r.counterexample()[0]] == 0;
        return new TableFacts(losing, losingCount, guess, check, r, cxLoses);
    }

    /**
     * Facts of the heap values {@code value(0..upto)} without a check, read in passes that keep no table (so a
     * table of billions of heaps, as long runs make, costs no extra memory).
     */
    public static TableFacts heaps(LongToIntFunction value, long upto) {
        List<Object> first = new ArrayList<>();
        long count = 0;
        for (long n = 0; n <= upto; n++) {
            if (value.applyAsInt(n) == 0) {
                count++;
                if (first.size() < LISTED) {
                    first.add(n);
                }
            }
        }
        return new TableFacts(first, count, PatternGuesser.heaps(n -> value.applyAsInt(n) == 0, upto), null, null,
                false);
    }

    /**
     * {@link #heaps(LongToIntFunction, long)} when a pass over the values for other statistics has already counted
     * the losing heaps and kept the first of them: that list stands in for the facts' own passes wherever it settles
     * them (it lists {@link #LISTED} heaps or every one), so a long table is read again only for the residue
     * checks, which stop at their first mismatch.
     *
     * @param value G(n) for {@code 0 <= n <= upto}
     * @param upto the largest heap
     * @param losingCount how many heaps {@code 0..upto} have value 0 (known: at least 0)
     * @param firstLosing the first heaps with value 0, ascending (any number of them)
     * @return the same facts as {@link #heaps(LongToIntFunction, long)}
     */
    public static TableFacts heaps(LongToIntFunction value, long upto, long losingCount, long[] firstLosing) {
        if (losingCount < 0) {
            throw new IllegalArgumentException("losing count " + losingCount);
        }
        if (firstLosing.length < Math.min(LISTED, losingCount)) {
            return heaps(value, upto);
        }
        List<Object> first = new ArrayList<>();
        for (int i = 0; i < Math.min(LISTED, firstLosing.length); i++) {
            first.add(firstLosing[i]);
        }
        return new TableFacts(first, losingCount, PatternGuesser.heaps(n -> value.applyAsInt(n) == 0, upto,
                losingCount, firstLosing), null, null, false);
    }

    /** Facts of a grid of values, rows p0, columns p1. */
    public static TableFacts of(int[][] grid, ExpressionCheck check) {
        boolean[][] losing = new boolean[grid.length][];
        List<Object> first = new ArrayList<>();
        int count = 0;
        for (int a = 0; a < grid.length; a++) {
            losing[a] = new boolean[grid[a].length];
            for (int b = 0; b < grid[a].length; b++) {
                losing[a][b] = grid[a][b] == 0;
                if (losing[a][b]) {
                    count++;
                    if (first.size() < LISTED) {
                        first.add(new int[] {a, b});
                    }
                }
            }
        }
        ExpressionCheck.Result r = check == null ? null : check.first(grid);
        boolean cxLoses = r != null && !r.holds() && grid[r.counterexample()[0]][r.counterexample()[1]] == 0;
        return new TableFacts(first, count, PatternGuesser.grid(losing), check, r, cxLoses);
    }
}
