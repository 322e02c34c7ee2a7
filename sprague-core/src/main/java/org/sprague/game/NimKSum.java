package org.sprague.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Moore's compound (E. H. Moore, "A generalization of the game called Nim", Annals of Math. 11, 1910): a move
 * is a move in at least one and at most {@code k} components at once. With {@code k = 1} it is the disjunctive
 * sum.
 *
 * <p>Options are ordered by the number of components moved (fewest first), then by the set of component
 * indices (lexicographic), then by each moved component's own option order, the lowest index varying slowest.
 * A {@code k} larger than the number of components means the same game as {@code k} equal to it.
 *
 * @param <P> the component position type
 */
public final class NimKSum<P> implements ImpartialGame<List<P>> {
    private final ImpartialGame<P> component;
    private final int k;

    /**
     * Moore's compound of components that all follow {@code component}'s rules.
     *
     * @param component the rules of each component
     * @param k the most components one move may change
     * @throws IllegalArgumentException when {@code k < 1}
     */
    public NimKSum(ImpartialGame<P> component, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, got " + k);
        }
        this.component = component;
        this.k = k;
    }

    @Override
    public void forEachOption(List<P> position, Consumer<? super List<P>> sink) {
        List<Integer> movable = new ArrayList<>();
        List<List<P>> optionsOf = new ArrayList<>(position.size());
        for (int i = 0; i < position.size(); i++) {
            List<P> options = new ArrayList<>();
            component.forEachOption(position.get(i), options::add);
            optionsOf.add(options);
            if (!options.isEmpty()) {
                movable.add(i);
            }
        }
        int most = Math.min(k, movable.size());
        for (int size = 1; size <= most; size++) {
            chooseSet(new Enumeration<>(position, optionsOf, movable, new int[size], sink), 0, 0);
        }
    }

    /** The state of one enumeration: which components are chosen and the position being built. */
    private record Enumeration<P>(List<P> position, List<List<P>> optionsOf, List<Integer> movable, int[] chosen,
            Consumer<? super List<P>> sink) {
    }

    /** Chooses the {@code slot}-th moved component among movable ones from {@code from} on. */
    private void chooseSet(Enumeration<P> e, int slot, int from) {
        if (slot == e.chosen().length) {
            product(e, 0, new ArrayList<>(e.position()));
            return;
        }
        for (int m = from; m <= e.movable().size() - (e.chosen().length - slot); m++) {
            e.chosen()[slot] = e.movable().get(m);
            chooseSet(e, slot + 1, m + 1);
        }
    }

    /** Every combination of options for the chosen components, the first chosen varying slowest. */
    private void product(Enumeration<P> e, int slot, List<P> current) {
        if (slot == e.chosen().length) {
            e.sink().accept(List.copyOf(current));
            return;
        }
        int i = e.chosen()[slot];
        for (P option : e.optionsOf().get(i)) {
            current.set(i, option);
            product(e, slot + 1, current);
        }
        current.set(i, e.position().get(i));
    }
}
