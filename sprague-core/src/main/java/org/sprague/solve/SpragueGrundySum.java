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

    /** A sum whose components are answered by {@code oracle}. */
    public SpragueGrundySum(GrundyOracle<P> oracle) {
        this.oracle = oracle;
    }

    /** A sum of components given by their rules, valued by {@code solver}. */
    public SpragueGrundySum(ImpartialGame<P> component, GrundySolver<P> solver) {
        this(GrundyOracle.of(component, solver));
    }

    /**
     * The value of a sum, its winning moves (by component, then in the component's option order), and whether
     * that list is complete.
     */
    public record Analysis<P>(BigInteger value, List<SumMove<P>> winningMoves, boolean complete) {
        public Analysis {
            winningMoves = List.copyOf(winningMoves);
        }
    }

    /** The Grundy value of the sum of {@code components}. */
    public long nimSum(List<P> components) {
        return value(components).longValueExact();
    }

    /** The Grundy value of the sum of {@code components}, of any size. */
    public BigInteger value(List<P> components) {
        BigInteger x = BigInteger.ZERO;
        for (P c : components) {
            x = x.xor(oracle.grundy(c));
        }
        return x;
    }

    /** Every winning move of the sum, ordered by component, then by the component's option order. */
    public List<SumMove<P>> winningMoves(List<P> components) {
        return analyse(components).winningMoves();
    }

    /** The value and the winning moves of the sum of {@code components}, each component's value computed once. */
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
