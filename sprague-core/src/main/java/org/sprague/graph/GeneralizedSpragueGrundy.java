package org.sprague.graph;

import java.util.Arrays;
import org.sprague.ResourceLimitException;

/**
 * The generalized Sprague-Grundy function of a loopy impartial game graph: each node gets a finite value or
 * infinity, an infinite node also the set K of finite values among its moves (written ∞(K)).
 *
 * <p>Sources: C. A. B. Smith, "Graphs and composite games", J. Combinatorial Theory 1 (1966) 51-81; A. S.
 * Fraenkel and Y. Yesha, "The generalized Sprague-Grundy function and its invariance under certain mappings",
 * J. Combinatorial Theory A 43 (1986) 165-177. The labelling algorithm of the latter, for m = 0, 1, 2, ...:
 * <ol>
 *   <li>while some unlabelled node u has no move to a node labelled m, and every move of u to a node that is
 *       unlabelled or labelled ∞ reaches a node with a move to a node labelled m, label u with m;</li>
 *   <li>label ∞ every unlabelled node without a move to a node labelled m;</li>
 *   <li>stop when no node is unlabelled.</li>
 * </ol>
 * Step 1 runs on a work list: a node is rechecked only when one of its moves gains a move to an m-node, so a round
 * costs O(sum of in-degree times out-degree) at worst, and there are at most (greatest out-degree + 2) rounds.
 *
 * <p>Meaning: value 0 is a loss for the player to move, a positive value a win; ∞(K) is a win when 0 is in K,
 * else a draw. For sums see {@link LoopyValues#sumOutcome(int[])}: a node u has finite value g exactly when u plus
 * a Nim heap of size g is a loss, and value ∞(K) when u plus a heap of size k is a win for k in K and a draw
 * otherwise.
 *
 * <p>Labelled nodes are turned into plain graphs: a loss is a node without moves, a
 * win a node whose only move leads to a fresh node without moves, a draw a node whose only move is to itself.
 */
public final class GeneralizedSpragueGrundy {
    /** Unlabelled, during the computation. */
    private static final int UNLABELLED = -2;

    private GeneralizedSpragueGrundy() {
    }

    /**
     * Computes the values of every node of a graph.
     *
     * @param graph the graph; labels are read as the transformation above describes
     * @return the finite or infinite value of every node
     */
    public static LoopyValues compute(GameGraph graph) {
        int n = graph.nodeCount();
        // the transformed graph: labels become moves; node n is the fresh loss node (used when some node wins)
        int size = n + 1;
        int[] off = new int[size + 1];
        int[] src = graph.offsets();
        int[] dst = graph.targets();
        for (int u = 0; u < n; u++) {
            int label = graph.labelCode(u);
            off[u + 1] = off[u] + (label == 0 ? src[u + 1] - src[u] : label == 2 ? 0 : 1);
        }
        off[size] = off[n];
        int[] tgt = new int[off[n]];
        for (int u = 0; u < n; u++) {
            int label = graph.labelCode(u);
            if (label == 0) {
                System.arraycopy(dst, src[u], tgt, off[u], src[u + 1] - src[u]);
            } else if (label == 1) {
                tgt[off[u]] = n;
            } else if (label == 3) {
                tgt[off[u]] = u;
            }
        }
        int[] value = compute(size, off, tgt);
        return new LoopyValues(Arrays.copyOf(value, n), off, tgt);
    }

    /**
     * The values of a plain graph (no labels) in compressed sparse row form; {@link LoopyValues#INFINITE} marks ∞.
     */
    static int[] compute(int n, int[] off, int[] tgt) {
        int[] roff = new int[n + 1];
        for (int t : tgt) {
            roff[t]++;
        }
        for (int i = 1; i <= n; i++) {
            roff[i] += roff[i - 1];
        }
        int[] rev = new int[tgt.length];
        for (int u = n - 1; u >= 0; u--) {
            for (int i = off[u]; i < off[u + 1]; i++) {
                rev[--roff[tgt[i]]] = u;
            }
        }
        int[] label = new int[n];
        Arrays.fill(label, UNLABELLED);
        boolean[] hasM = new boolean[n];
        boolean[] queued = new boolean[n];
        int[] queue = new int[Math.max(n, 1)];
        int unlabelled = n;
        for (int m = 0; unlabelled > 0; m++) {
            if (m > n + 1) {
                throw new ResourceLimitException("generalized Sprague-Grundy labelling did not finish; this is a bug");
            }
            Arrays.fill(hasM, false);
            int head = 0;
            int tail = 0;
            for (int u = 0; u < n; u++) {
                if (label[u] == UNLABELLED) {
                    queue[tail++] = u;
                    queued[u] = true;
                }
            }
            // circular work list: each node is in it at most once
            int count = tail;
            tail %= queue.length;
            while (count > 0) {
                int u = queue[head];
                head = (head + 1) % queue.length;
                count--;
                queued[u] = false;
                if (label[u] != UNLABELLED || hasM[u] || !followersAllow(u, m, off, tgt, label, hasM)) {
                    continue;
                }
                label[u] = m;
                unlabelled--;
                for (int i = roff[u]; i < roff[u + 1]; i++) {
                    int p = rev[i];
                    if (!hasM[p]) {
                        hasM[p] = true;
                        for (int j = roff[p]; j < roff[p + 1]; j++) {
                            int q = rev[j];
                            if (label[q] == UNLABELLED && !queued[q]) {
                                queued[q] = true;
                                queue[tail] = q;
                                tail = (tail + 1) % queue.length;
                                count++;
                            }
                        }
                    }
                }
            }
            for (int u = 0; u < n; u++) {
                if (label[u] == UNLABELLED && !hasM[u]) {
                    label[u] = LoopyValues.INFINITE;
                    unlabelled--;
                }
            }
        }
        return label;
    }

    /** Every move of u reaches a smaller finite value, or a node (unlabelled or ∞) with a move to an m-node. */
    private static boolean followersAllow(int u, int m, int[] off, int[] tgt, int[] label, boolean[] hasM) {
        for (int i = off[u]; i < off[u + 1]; i++) {
            int v = tgt[i];
            int l = label[v];
            if (l >= 0 ? l >= m : !hasM[v]) {
                return false;
            }
        }
        return true;
    }
}
