package org.sprague.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;

/**
 * A disjunctive sum of positions of a {@link RuleGame}, by position number, for the generic solvers (misère
 * play, remoteness, Nim-k): a move replaces one component by the parts of one of its options.
 */
public final class RuleSum implements ImpartialGame<List<Integer>> {
    private final RuleGame game;

    public RuleSum(RuleGame game) {
        this.game = game;
    }

    /** Sorted, without components that have no move: sums commute and such components add nothing. */
    public Canonicalizer<List<Integer>> canonical() {
        return position -> {
            List<Integer> out = new ArrayList<>(position.size());
            for (int c : position) {
                if (game.optionCount(c) > 0) {
                    out.add(c);
                }
            }
            Collections.sort(out);
            return Collections.unmodifiableList(out);
        };
    }

    /**
     * One component on its own, for Moore's compound (one-position forms only): a text position split into parts
     * moves to the whole text {@code moves} gave, so that the compound's moves name the texts.
     */
    public ImpartialGame<Integer> component() {
        return (p, sink) -> {
            for (int j = 0, n = game.optionCount(p); j < n; j++) {
                String whole = game.optionText(p, j);
                sink.accept(whole != null ? game.id(whole) : game.option(p, j)[0]);
            }
        };
    }

    @Override
    public void forEachOption(List<Integer> position, Consumer<? super List<Integer>> sink) {
        for (int i = 0; i < position.size(); i++) {
            int c = position.get(i);
            for (int j = 0, n = game.optionCount(c); j < n; j++) {
                sink.accept(replace(position, i, game.option(c, j)));
            }
        }
    }

    /** The sum with component {@code index} replaced by {@code parts}. */
    public static List<Integer> replace(List<Integer> position, int index, int[] parts) {
        List<Integer> next = new ArrayList<>(position.size() + parts.length);
        for (int j = 0; j < position.size(); j++) {
            if (j != index) {
                next.add(position.get(j));
            } else {
                for (int part : parts) {
                    next.add(part);
                }
            }
        }
        return next;
    }
}
