package org.sprague.graph;

import java.util.Arrays;
import java.util.BitSet;
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

    /**
     * The number of nodes valued.
     *
     * @return the graph's node count
     */
    public int size() {
        return value.length;
    }

    /**
     * Whether a node's value is infinite: play from it alone may go on for ever.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return true for ∞(K)
     */
    public boolean isInfinite(int node) {
        return value[node] == INFINITE;
    }

    /**
     * The finite value of a node.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return its value, or {@link #INFINITE}
     */
    public int value(int node) {
        return value[node];
    }

    /**
     * K of an infinite node: the finite values among its moves.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return K, ascending and distinct; empty for a finite node (and for ∞() )
     */
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

    /**
     * The outcome of a token on one node: 0 loses, other finite values win, ∞(K) wins when 0 is in K and draws
     * otherwise.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return the outcome for the player to move
     */
    public Outcome outcome(int node) {
        if (value[node] == INFINITE) {
            return reach(node).length > 0 && reach(node)[0] == 0 ? Outcome.FIRST : Outcome.DRAW;
        }
        return Outcome.ofGrundy(value[node]);
    }

    /**
     * The value written as in the literature.
     *
     * @param node a node, {@code 0 <= node < size()}
     * @return such as {@code 3}, {@code ∞(0,2)}, {@code ∞()}
     */
    public String describe(int node) {
        return value[node] == INFINITE ? infinity(reach(node)) : Integer.toString(value[node]);
    }

    static String infinity(int[] k) {
        StringBuilder b = new StringBuilder("∞(");
        for (int i = 0; i < k.length; i++) {
            b.append(i == 0 ? "" : ",").append(k[i]);
        }
        return b.append(')').toString();
    }

    /**
     * The outcome of a sum of tokens on {@code nodes} (a move moves one token), by Smith's theorem: with every
     * value finite, the sum loses exactly when their XOR is 0; with exactly one ∞(K) and the others' XOR a, it
     * wins when a is in K and is a draw otherwise; with two or more infinite values it is a draw.
     *
     * @param nodes the nodes the tokens are on (a node may repeat)
     * @return the outcome for the player to move
     */
    public Outcome sumOutcome(int[] nodes) {
        int infinite = -1;
        int xor = 0;
        for (int u : nodes) {
            if (value[u] == INFINITE) {
                if (infinite >= 0) {
                    return Outcome.DRAW;
                }
                infinite = u;
            } else {
                xor ^= value[u];
            }
        }
        if (infinite < 0) {
            return Outcome.ofGrundy(xor);
        }
        return Arrays.binarySearch(reach(infinite), xor) >= 0 ? Outcome.FIRST : Outcome.DRAW;
    }

    /**
     * The value of a sum, as {@link #describe(int)} writes it: the XOR when all are finite, ∞(K xor a) with one
     * infinite component, ∞() with more.
     *
     * @param nodes the nodes the tokens are on (a node may repeat)
     * @return the sum's value, such as {@code 5} or {@code ∞(1,3)}
     */
    public String describeSum(int[] nodes) {
        int infinite = -1;
        int xor = 0;
        for (int u : nodes) {
            if (value[u] == INFINITE) {
                if (infinite >= 0) {
                    return infinity(new int[0]);
                }
                infinite = u;
            } else {
                xor ^= value[u];
            }
        }
        if (infinite < 0) {
            return Integer.toString(xor);
        }
        int a = xor;
        return infinity(Arrays.stream(reach(infinite)).map(k -> k ^ a).sorted().toArray());
    }
}
