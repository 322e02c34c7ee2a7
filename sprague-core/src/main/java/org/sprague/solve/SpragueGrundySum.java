package org.sprague.solve;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * Disjunctive sums by the Sprague-Grundy theorem: the value of a sum is the nim-sum (XOR) of its components'
 * values, and a move wins exactly when it brings the nim-sum to 0. The one sum solver of sprague: every catalog
 * game that is a sum of components (heaps under any ruleset, Nim, coins, flips, graph tokens) gets its value and
 * its winning moves here, from a {@link GrundyOracle} of its components.
 *
 * <p>Every winning move is found, including moves that raise a component's value: with nim-sum {@code x}, a
 * move in component {@code i} wins exactly when it reaches a position of value {@code g_i XOR x}, smaller or
 * larger than {@code g_i}.
 *
 * <p>Not thread-safe when its oracle is not (memoizing oracles are one per thread).
 *
 * @param <P> the component position type
 */
public final class SpragueGrundySum<P> {
    private final GrundyOracle<P> oracle;

    /**
     * A sum whose components are answered by an oracle.
     *
     * @param oracle the values of components and their options of a given value
     */
    public SpragueGrundySum(GrundyOracle<P> oracle) {
        this.oracle = oracle;
    }

    /**
     * A sum of components given by their rules ({@link GrundyOracle#of}).
     *
     * @param component the rules of each component
     * @param solver the values of component positions
     */
    public SpragueGrundySum(ImpartialGame<P> component, GrundySolver<P> solver) {
        this(GrundyOracle.of(component, solver));
    }

    /**
     * The value of a sum, its winning moves (by component, then in the component's option order), and whether
     * that list is complete.
     *
     * @param <P> the component position type
     * @param value the nim-sum of the components' values; 0 exactly when the sum is lost for the player to move
     * @param winningMoves every winning move found, in order; empty when {@code value} is 0
     * @param complete false when some component could not list all its options of the value wanted
     */
    public record Analysis<P>(BigInteger value, List<SumMove<P>> winningMoves, boolean complete) {
        /**
         * Keeps an unmodifiable copy of the moves.
         *
         * @param value the nim-sum
         * @param winningMoves the winning moves found
         * @param complete whether the listing is complete
         */
        public Analysis {
            winningMoves = List.copyOf(winningMoves);
        }
    }

    /**
     * The Grundy value of a sum that fits a long.
     *
     * @param components the component positions
     * @return the nim-sum of their values
     * @throws ArithmeticException when the value does not fit a long
     */
    public long nimSum(List<P> components) {
        return value(components).longValueExact();
    }

    /**
     * The Grundy value of a sum (Sprague-Grundy theorem: the nim-sum of the components' values).
     *
     * @param components the component positions
     * @return the nim-sum of their values, of any size; 0 for no components
     */
    public BigInteger value(List<P> components) {
        BigInteger x = BigInteger.ZERO;
        for (P c : components) {
            x = x.xor(oracle.grundy(c));
        }
        return x;
    }

    /**
     * Every winning move of the sum, ordered by component, then by the component's option order.
     *
     * @param components the component positions
     * @return the winning moves found; empty when the sum is lost (see {@link #analyse} for completeness)
     */
    public List<SumMove<P>> winningMoves(List<P> components) {
        return analyse(components).winningMoves();
    }

    /**
     * The value and the winning moves of a sum, each component's value computed once.
     *
     * @param components the component positions
     * @return the value, the winning moves and whether the oracle listed them all
     */
    public Analysis<P> analyse(List<P> components) {
        List<BigInteger> values = new ArrayList<>(components.size());
        BigInteger x = BigInteger.ZERO;
        for (P c : components) {
            BigInteger v = oracle.grundy(c);
            values.add(v);
            x = x.xor(v);
        }
        List<SumMove<P>> moves = new ArrayList<>();
        boolean complete = true;
        if (x.signum() != 0) {
            for (int i = 0; i < components.size(); i++) {
                int index = i;
                complete &= oracle.optionsOfValue(components.get(i), values.get(i).xor(x),
                        option -> moves.add(new SumMove<>(index, option)));
            }
        }
        return new Analysis<>(x, moves, complete);
    }
}
