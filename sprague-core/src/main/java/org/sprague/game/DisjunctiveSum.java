package org.sprague.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * The disjunctive sum of impartial games: a move is a move in exactly one component. Positions are lists of
 * component positions; options are given component by component, in each component's own order.
 *
 * @param <P> the component position type
 */
public final class DisjunctiveSum<P> implements ImpartialGame<List<P>> {
    private final ImpartialGame<P> component;

    /**
     * The sum of any number of components that all follow {@code component}'s rules.
     *
     * @param component the rules of each component
     */
    public DisjunctiveSum(ImpartialGame<P> component) {
        this.component = component;
    }

    @Override
    public void forEachOption(List<P> position, Consumer<? super List<P>> sink) {
        for (int i = 0; i < position.size(); i++) {
            int index = i;
            component.forEachOption(position.get(i), option -> sink.accept(replace(position, index, option)));
        }
    }

    static <P> List<P> replace(List<P> position, int index, P value) {
        List<P> next = new ArrayList<>(position);
        next.set(index, value);
        return Collections.unmodifiableList(next);
    }

    /**
     * Canonical form of a sum whose components are interchangeable: components sorted by {@code order}. Sums
     * are commutative, so this only merges positions that are equal as games.
     *
     * @param <P> the component position type
     * @param order a total order on component positions
     * @return a canonicalizer that returns an unmodifiable sorted copy
     */
    public static <P> Canonicalizer<List<P>> sortedBy(Comparator<? super P> order) {
        return position -> {
            List<P> sorted = new ArrayList<>(position);
            sorted.sort(order);
            return Collections.unmodifiableList(sorted);
        };
    }
}
