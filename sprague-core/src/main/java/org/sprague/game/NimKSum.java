package org.sprague.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Moore's compound (E. H. Moore, "A generalization of the game called Nim", Annals of Math. 11, 1910): a move
 * is a move in at least one and at most {@code k} components at once. With {@code k = 1} it is the disjunctive
 * sum. Options come ordered by the set of components moved (lexicographic on indices), then by each
 * component's own option order.
 *
 * @param <P> the component position type
 */
public final class NimKSum<P> implements ImpartialGame<List<P>> {
    private final ImpartialGame<P> component;
    private final int k;

    public NimKSum(ImpartialGame<P> component, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        this.component = component;
        this.k = k;
    }

    @Override
    public void forEachOption(List<P> position, Consumer<? super List<P>> sink) {
        List<List<P>> optionsOf = new ArrayList<>(position.size());
        for (P p : position) {
            List<P> options = new ArrayList<>();
            component.forEachOption(p, options::add);
            optionsOf.add(options);
        }
        chooseComponents(position, optionsOf, 0, 0, new ArrayList<>(position), sink);
    }

    /** Picks the next component to move (index {@code >= from}), then every option of it, recursively. */
    private void chooseComponents(List<P> position, List<List<P>> optionsOf, int from, int moved, List<P> current,
            Consumer<? super List<P>> sink) {
        if (moved == k) {
            return;
        }
        for (int i = from; i < position.size(); i++) {
            for (P option : optionsOf.get(i)) {
                current.set(i, option);
                sink.accept(List.copyOf(current));
                chooseComponents(position, optionsOf, i + 1, moved + 1, current, sink);
            }
            current.set(i, position.get(i));
        }
    }
}
