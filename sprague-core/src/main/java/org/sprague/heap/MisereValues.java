package org.sprague.heap;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.Budget;
import org.sprague.solve.PostOrderMemo;
import org.sprague.value.MexBuffer;

/**
 * Misère Grundy values of single heaps (as in the misère ball game with moves {1, 3, 7, 8}): the mex of the options' misère values, where a
 * position without a move has value 1 (Conway, On Numbers and Games, ch. 12: the misère "genus" starts from
 * this value). A heap loses under misère play exactly when its value is 0. An option that leaves several heaps
 * with moves is a position of its own, whose misère value is found by a search of that sum; heaps without moves
 * count for nothing.
 */
public final class MisereValues {
    /** Most sums held while valuing options that leave several heaps. */
    public static final long MAX_POSITIONS = 3_000_000L;

    private MisereValues() {
    }

    /**
     * The misère values of heaps 0..upto.
     *
     * @param rules the ruleset
     * @param upto the largest heap, {@code >= 0}
     * @return the values; heap n loses under misère play exactly when entry n is 0
     * @throws BadInputException when {@code upto} is negative
     * @throws org.sprague.ResourceLimitException over the standard step budget, or when a sum search holds more
     *     than {@link #MAX_POSITIONS} positions
     */
    public static int[] of(HeapRuleset rules, int upto) {
        return of(rules, upto, Budget.standard());
    }

    /**
     * The misère values of heaps 0..upto within {@code budget}. Games whose options are single heaps need only the
     * table (the mex of the options' values, as for normal play). Splitting games need the misère values of sums
     * of heaps, which the misère values of the heaps do not determine: those are searched, after an estimate of
     * the search that is refused beyond the budget's search steps, and the search stops at the budget's time.
     *
     * @param rules the ruleset
     * @param upto the largest heap, {@code >= 0}
     * @param budget the run's budget: its steps for the table, its search steps and time for the sums
     * @return the values; heap n loses under misère play exactly when entry n is 0
     * @throws org.sprague.ResourceLimitException over the budget, before the search when its estimate is over
     */
    public static int[] of(HeapRuleset rules, int upto, Budget budget) {
        if (upto < 0) {
            throw new BadInputException(names -> names.name(Parameter.RANGE) + " must not be negative, got " + upto);
        }
        budget.requireSteps("misère values of " + rules.name() + " up to " + upto, rules.cost(upto));
        int[] m = new int[upto + 1];
        boolean[] moves = new boolean[upto + 1];
        PostOrderMemo<List<Integer>> search = null;
        if (rules.maxParts() > 1) {
            int[] options = new int[upto + 1];
            for (int n = 0; n <= upto; n++) {
                int[] count = {0};
                rules.forEachOption(n, (a, b, c) -> count[0]++);
                options[n] = count[0];
                moves[n] = count[0] > 0;
            }
            budget.requireSearch("misère values of " + rules.name() + " up to " + upto + " (an exact search of"
                    + " sums of heaps, about " + String.format(java.util.Locale.ROOT, "%.1e", sumPositions(options))
                    + " sums)", sumSearchSteps(options));
            search = sumSearch(rules, moves).limit(budget.start(), budget.searchSteps(), null, 0);
        }
        PostOrderMemo<List<Integer>> sums = search;
        MexBuffer mex = new MexBuffer();
        for (int n = 0; n <= upto; n++) {
            mex.clear();
            int nn = n;
            boolean[] any = {false};
            rules.forEachOption(n, (a, b, c) -> {
                any[0] = true;
                List<Integer> live = new ArrayList<>(3);
                for (int part : new int[] {a, b, c}) {
                    if (part > 0 && moves[part]) {
                        live.add(part);
                    }
                }
                if (live.isEmpty()) {
                    mex.add(1);
                } else if (live.size() == 1) {
                    mex.add(m[live.get(0)]);
                } else {
                    Collections.sort(live);
                    mex.add((int) sums.value(live));
                }
            });
            moves[nn] = any[0];
            m[nn] = any[0] ? mex.mex() : 1;
        }
        return m;
    }

    /**
     * How many sums of heaps the search may meet: the multisets of heaps with moves of total at most {@code upto}
     * (a heap's options never hold more than the heap), an upper bound.
     *
     * @param options each heap's number of options, 0..upto
     */
    static double sumPositions(int[] options) {
        return partitions(options)[0];
    }

    /**
     * The search's steps, estimated: each option of each of those sums, counted when the sum is expanded and when
     * it is valued.
     *
     * @param options each heap's number of options, 0..upto
     */
    static double sumSearchSteps(int[] options) {
        return 2 * partitions(options)[1];
    }

    /**
     * Over the partitions of 0..n into heaps with moves: their number, and the sum over them of their options
     * (each part's options, counted with multiplicity).
     */
    private static double[] partitions(int[] options) {
        int n = options.length - 1;
        double[] count = new double[n + 1];
        double[] opts = new double[n + 1];
        count[0] = 1;
        for (int h = 1; h <= n; h++) {
            if (options[h] == 0) {
                continue;
            }
            for (int k = h; k <= n; k++) {
                count[k] += count[k - h];
                opts[k] += opts[k - h] + options[h] * count[k - h];
            }
        }
        double positions = 0;
        double steps = 0;
        for (int k = 0; k <= n; k++) {
            positions += count[k];
            steps += opts[k];
        }
        return new double[] {positions, steps};
    }

    /**
     * Misère values of sums of heaps, by exact search. Heaps without moves (below {@code moves.length}) are left
     * out of a sum: they are the empty game, which changes no sum in either play.
     */
    private static PostOrderMemo<List<Integer>> sumSearch(HeapRuleset rules, boolean[] moves) {
        ImpartialGame<List<Integer>> game = (position, sink) -> {
            for (int i = 0; i < position.size(); i++) {
                int index = i;
                rules.forEachOption(position.get(i), (a, b, c) -> {
                    List<Integer> next = new ArrayList<>(position);
                    next.remove(index);
                    for (int part : new int[] {a, b, c}) {
                        if (part > 0) {
                            next.add(part);
                        }
                    }
                    sink.accept(next);
                });
            }
        };
        Canonicalizer<List<Integer>> sorted = p -> {
            List<Integer> out = new ArrayList<>(p.size());
            for (int h : p) {
                if (h > 0 && (h >= moves.length || moves[h])) {
                    out.add(h);
                }
            }
            Collections.sort(out);
            return out;
        };
        MexBuffer mex = new MexBuffer();
        return new PostOrderMemo<>(game, sorted, (values, count) -> {
            if (count == 0) {
                return 1;
            }
            mex.clear();
            for (int i = 0; i < count; i++) {
                mex.add((int) values[i]);
            }
            return mex.mex();
        }, MAX_POSITIONS);
    }
}
