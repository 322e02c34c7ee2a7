package org.sprague.solve;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.game.ImpartialGame;

/**
 * Disjunctive sums by the Sprague-Grundy theorem: the value of a sum is the nim-sum (XOR) of its components'
 * values, and a move wins exactly when it brings the nim-sum to 0.
 *
 * <p>Every winning move is found, including moves that raise a component's value: with nim-sum {@code x}, a
 * move in component {@code i} wins exactly when it reaches a position of value {@code g_i XOR x}, smaller or
 * larger than {@code g_i}.
 *
 * @param <P> the component position type
 */
public final class SpragueGrundySum<P> {
    private final ImpartialGame<P> component;
    private final GrundySolver<P> solver;

    public SpragueGrundySum(ImpartialGame<P> component, GrundySolver<P> solver) {
        this.component = component;
        this.solver = solver;
    }

    /** The Grundy value of the sum of {@code components}. */
    public long nimSum(List<P> components) {
        long x = 0;
        for (P c : components) {
            x ^= solver.grundy(c);
        }
        return x;
    }

    /** Every winning move of the sum, ordered by component, then by the component's option order. */
    public List<SumMove<P>> winningMoves(List<P> components) {
        long x = nimSum(components);
        List<SumMove<P>> moves = new ArrayList<>();
        if (x == 0) {
            return moves;
        }
        for (int i = 0; i < components.size(); i++) {
            P c = components.get(i);
            long target = solver.grundy(c) ^ x;
            Set<P> options = new LinkedHashSet<>();
            component.forEachOption(c, options::add);
            for (P option : options) {
                if (solver.grundy(option) == target) {
                    moves.add(new SumMove<>(i, option));
                }
            }
        }
        return moves;
    }
}
