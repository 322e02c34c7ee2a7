package org.sprague.heap;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.PostOrderMemo;
import org.sprague.value.MexBuffer;

/**
 * Misère Grundy values of single heaps (the table of seed 004): the mex of the options' misère values, where a
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
        if (upto < 0) {
            throw new BadInputException(names -> names.name(Parameter.RANGE) + " must not be negative, got " + upto);
        }
        org.sprague.solve.Budget.standard().requireSteps("misère values of " + rules.name() + " up to " + upto,
                rules.cost(upto));
        int[] m = new int[upto + 1];
        boolean[] moves = new boolean[upto + 1];
        PostOrderMemo<List<Integer>> sums = rules.maxParts() > 1 ? sumSearch(rules) : null;
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

    /** Misère values of sums of heaps, by exact search. */
    private static PostOrderMemo<List<Integer>> sumSearch(HeapRuleset rules) {
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
                if (h > 0) {
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
