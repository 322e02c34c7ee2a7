package org.sprague.catalog.heap;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.heap.HeapRuleset;

/**
 * A list of heaps under a {@link HeapRuleset}, stated for the generic solvers: a move replaces one heap by the
 * heaps its option leaves (none, one, or several). Empty heaps are dropped, and heaps are interchangeable, so
 * {@link #CANONICAL} (sorted, without zeros) names each position once.
 */
public final class HeapSum implements ImpartialGame<List<Integer>> {
    /** Sorted heap sizes without empty heaps: sums are commutative and an empty heap has no moves. */
    public static final Canonicalizer<List<Integer>> CANONICAL = position -> {
        List<Integer> out = new ArrayList<>(position.size());
        for (int h : position) {
            if (h > 0) {
                out.add(h);
            }
        }
        Collections.sort(out);
        return Collections.unmodifiableList(out);
    };

    private final HeapRuleset rules;

    public HeapSum(HeapRuleset rules) {
        this.rules = rules;
    }

    @Override
    public void forEachOption(List<Integer> position, Consumer<? super List<Integer>> sink) {
        for (int i = 0; i < position.size(); i++) {
            int index = i;
            rules.forEachOption(position.get(i), (a, b, c) -> sink.accept(replace(position, index, a, b, c)));
        }
    }

    /** The position with heap {@code index} replaced by the non-empty ones of {@code a, b, c}. */
    static List<Integer> replace(List<Integer> position, int index, int a, int b, int c) {
        List<Integer> next = new ArrayList<>(position.size() + 2);
        for (int j = 0; j < position.size(); j++) {
            if (j != index) {
                next.add(position.get(j));
            } else {
                for (int part : new int[] {a, b, c}) {
                    if (part > 0) {
                        next.add(part);
                    }
                }
            }
        }
        return next;
    }
}
