package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;

/**
 * Flip Game II (LeetCode 294) stated for the generic solvers: on the string itself (turn any "++" into "--"), and
 * on its runs of '+' (a run of {@code n} becomes runs {@code a} and {@code n - 2 - a}).
 */
public final class FlipRules {
    private FlipRules() {
    }

    /** Options of a string of '+' and '-', by the place of the turned pair. */
    public static final ImpartialGame<String> STRING = (s, sink) -> {
        for (int i = 0; i + 1 < s.length(); i++) {
            if (s.charAt(i) == '+' && s.charAt(i + 1) == '+') {
                sink.accept(s.substring(0, i) + "--" + s.substring(i + 2));
            }
        }
    };

    /** Options of a list of run lengths. */
    public static final ImpartialGame<List<Integer>> RUNS = (runs, sink) -> {
        for (int i = 0; i < runs.size(); i++) {
            int n = runs.get(i);
            for (int a = 0; a <= n - 2; a++) {
                List<Integer> next = new ArrayList<>(runs);
                next.set(i, a);
                next.add(n - 2 - a);
                sink.accept(Collections.unmodifiableList(next));
            }
        }
    };

    /** Runs sorted, without the runs shorter than 2 (they have no move). */
    public static final Canonicalizer<List<Integer>> RUNS_CANONICAL = runs -> {
        List<Integer> kept = new ArrayList<>();
        for (int n : runs) {
            if (n >= 2) {
                kept.add(n);
            }
        }
        Collections.sort(kept);
        return Collections.unmodifiableList(kept);
    };
}
