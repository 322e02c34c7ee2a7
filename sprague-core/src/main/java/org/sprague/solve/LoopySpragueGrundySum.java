package org.sprague.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import org.sprague.value.Outcome;

/**
 * Disjunctive sums of loopy impartial games by generalized Sprague-Grundy values (C. A. B. Smith, "Graphs and
 * composite games", J. Combinatorial Theory 1 (1966) 51-81): the loopy counterpart of {@link SpragueGrundySum}.
 *
 * <p>With every component finite, the sum has the XOR {@code x} of their values and loses exactly when
 * {@code x = 0}; a move wins exactly when it leaves every component finite with XOR 0, so it moves one component
 * {@code i} to an option of value {@code g_i XOR x} (smaller or larger). With exactly one component ∞(K) and the
 * others' XOR {@code a}, the sum is ∞(K XOR a): it wins when {@code a} is in K, by moving that component to an
 * option of value {@code a} (the only moves that leave every component finite), and is a draw otherwise. With two or
 * more infinite components the sum is ∞() and a draw: no move makes both finite.
 *
 * <p>Not thread-safe when its oracle is not.
 *
 * @param <P> the component position type
 */
public final class LoopySpragueGrundySum<P> {
    private final LoopyGrundyOracle<P> oracle;

    /** A sum whose components are answered by {@code oracle}. */
    public LoopySpragueGrundySum(LoopyGrundyOracle<P> oracle) {
        this.oracle = oracle;
    }

    /**
     * The outcome of a sum, its finite value (empty when infinite), K of an infinite value ∞(K) (empty when
     * finite, or for ∞()), and every winning move, by component then in the component's option order.
     */
    public record Analysis<P>(Outcome outcome, OptionalLong value, List<Long> reach, List<SumMove<P>> winningMoves) {
        public Analysis {
            reach = List.copyOf(reach);
            winningMoves = List.copyOf(winningMoves);
        }

        /** The value as the literature writes it: {@code 3}, {@code ∞(0,2)}, {@code ∞()}. */
        public String text() {
            if (value.isPresent()) {
                return Long.toString(value.getAsLong());
            }
            return infinity(reach.stream().mapToLong(Long::longValue).toArray());
        }
    }

    /** ∞(K) written with K's members ascending, comma-separated. */
    public static String infinity(long... k) {
        StringBuilder b = new StringBuilder("∞(");
        for (int i = 0; i < k.length; i++) {
            b.append(i == 0 ? "" : ",").append(k[i]);
        }
        return b.append(')').toString();
    }

    /** The outcome, value and winning moves of the sum of {@code components}, each value computed once. */
    public Analysis<P> analyse(List<P> components) {
        long[] values = new long[components.size()];
        int infinite = -1;
        long xor = 0;
        for (int i = 0; i < values.length; i++) {
            values[i] = oracle.value(components.get(i));
            if (values[i] == LoopyGrundyOracle.INFINITE) {
                if (infinite >= 0) {
                    return new Analysis<>(Outcome.DRAW, OptionalLong.empty(), List.of(), List.of());
                }
                infinite = i;
            } else {
                xor ^= values[i];
            }
        }
        List<SumMove<P>> moves = new ArrayList<>();
        if (infinite >= 0) {
            long a = xor;
            long[] k = oracle.reach(components.get(infinite));
            List<Long> shifted = new ArrayList<>();
            Arrays.stream(k).map(v -> v ^ a).sorted().forEach(shifted::add);
            boolean wins = Arrays.stream(k).anyMatch(v -> v == a);
            if (wins) {
                int index = infinite;
                oracle.optionsOfValue(components.get(infinite), a, o -> moves.add(new SumMove<>(index, o)));
            }
            return new Analysis<>(wins ? Outcome.FIRST : Outcome.DRAW, OptionalLong.empty(), shifted, moves);
        }
        if (xor != 0) {
            for (int i = 0; i < values.length; i++) {
                int index = i;
                oracle.optionsOfValue(components.get(i), values[i] ^ xor, o -> moves.add(new SumMove<>(index, o)));
            }
        }
        return new Analysis<>(Outcome.ofGrundy(xor), OptionalLong.of(xor), List.of(), moves);
    }
}
