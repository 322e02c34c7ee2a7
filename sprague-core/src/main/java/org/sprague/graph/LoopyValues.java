package org.sprague.graph;

import java.util.Arrays;
import java.util.BitSet;
import java.util.function.Consumer;
import org.sprague.solve.LoopyGrundyOracle;
import org.sprague.solve.LoopySpragueGrundySum;
import org.sprague.value.Outcome;

/**
 * Generalized Sprague-Grundy values of a graph's nodes (see {@link GeneralizedSpragueGrundy}): finite values, or
 * ∞(K) with K the finite values among a node's moves.
 */
public final class LoopyValues {
    /** Marks an infinite value. */
    public static final int INFINITE = -1;

    private final int[] value;
    private final int[] off;
    private final int[] tgt;

    LoopyValues(int[] value, int[] off, int[] tgt) {
        this.value = value;
        this.off = off;
        this.tgt = tgt;
    }

    public int size() {
        return value.length;
    }

    public boolean isInfinite(int node) {
        return value[node] == INFINITE;
    }

    /** The finite value of {@code node}, or {@link #INFINITE}. */
    public int value(int node) {
        return value[node];
    }

    /** K for an infinite node (ascending, distinct): the finite values among its moves. Empty for finite nodes. */
    public int[] reach(int node) {
        if (value[node] != INFINITE) {
            return new int[0];
        }
        BitSet k = new BitSet();
        for (int i = off[node]; i < off[node + 1]; i++) {
            int v = tgt[i];
            int g = v < value.length ? value[v] : 0; // the fresh loss node of a win label has value 0
            if (g != INFINITE) {
                k.set(g);
            }
        }
        return k.stream().toArray();
    }

    /** The outcome for the player to move: 0 loses, other finite values win, ∞(K) wins when 0 is in K. */
    public Outcome outcome(int node) {
        if (value[node] == INFINITE) {
            return reach(node).length > 0 && reach(node)[0] == 0 ? Outcome.FIRST : Outcome.DRAW;
        }
        return Outcome.ofGrundy(value[node]);
    }

    /** The value written as in the literature: {@code 3}, {@code ∞(0,2)}, {@code ∞()}. */
    public String describe(int node) {
        return value[node] == INFINITE ? infinity(reach(node)) : Integer.toString(value[node]);
    }

    static String infinity(int[] k) {
        return LoopySpragueGrundySum.infinity(Arrays.stream(k).asLongStream().toArray());
    }

    /**
     * The outcome of a sum of tokens on {@code nodes} (a move moves one token), by Smith's theorem
     * ({@link LoopySpragueGrundySum}): with every value finite, the sum loses exactly when their XOR is 0; with
     * exactly one ∞(K) and the others' XOR a, it wins when a is in K and is a draw otherwise; with two or more
     * infinite values it is a draw.
     */
    public Outcome sumOutcome(int[] nodes) {
        return sum(nodes).outcome();
    }

    /**
     * The value of a sum, as {@link #describe(int)} writes it: the XOR when all are finite, ∞(K xor a) with one
     * infinite component, ∞() with more.
     */
    public String describeSum(int[] nodes) {
        return sum(nodes).text();
    }

    /** The sum of tokens on {@code nodes} analysed by the one loopy sum solver over {@link #oracle()}. */
    public LoopySpragueGrundySum.Analysis<Integer> sum(int[] nodes) {
        return new LoopySpragueGrundySum<>(oracle()).analyse(Arrays.stream(nodes).boxed().toList());
    }

    /** The node number of the fresh node without moves that a win label moves to (see {@link #oracle()}). */
    public int freshLoss() {
        return value.length;
    }

    /**
     * These values as the oracle of a sum's components: a node's options are its moves, a label read as
     * {@link GeneralizedSpragueGrundy} reads it (a win label's one move reaches {@link #freshLoss()}, value 0).
     */
    public LoopyGrundyOracle<Integer> oracle() {
        return new LoopyGrundyOracle<>() {
            @Override
            public long value(Integer node) {
                return node == freshLoss() ? 0 : LoopyValues.this.value(node);
            }

            @Override
            public long[] reach(Integer node) {
                return node == freshLoss() ? new long[0]
                        : Arrays.stream(LoopyValues.this.reach(node)).asLongStream().toArray();
            }

            @Override
            public void optionsOfValue(Integer node, long target, Consumer<? super Integer> sink) {
                BitSet seen = new BitSet();
                for (int i = off[node]; i < off[node + 1]; i++) {
                    int v = tgt[i];
                    if (value(v) == target && !seen.get(v)) {
                        seen.set(v);
                        sink.accept(v);
                    }
                }
            }
        };
    }
}
