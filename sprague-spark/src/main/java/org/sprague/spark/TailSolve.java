package org.sprague.spark;

import java.util.Arrays;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.RetrogradeResult;
import org.sprague.value.Outcome;

/**
 * Finishes the rounds on the driver with the single-machine {@link CountingRetrogradeSolver}, once the moves
 * still open are few ({@link SparkRetrograde#handOffTail}): the remaining levels then cost two Spark jobs (collect,
 * send the answers back) instead of one each.
 *
 * <p>Exact, because the rest of the level-by-level propagation only needs the part of the game still open after
 * round L: the unresolved nodes, the moves they have not yet counted (each reaches an unresolved node, a node
 * decided in round L, or a node labelled draw; a move into a node lost before L would already have made its
 * source a win, and those into nodes won before L are already counted), and the nodes of round L, all at
 * remoteness L. Labelling those win or loss (remoteness 0) makes the same propagation a game of its own, whose
 * remoteness r is L + r in the whole game (Smith's rule only adds one a move, from the least lost or the greatest
 * won child).
 */
final class TailSolve implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    /** The unresolved nodes, sorted, and their final states (those left unresolved are draws). */
    final long[] ids;
    final long[] states;

    private TailSolve(long[] ids, long[] states) {
        this.ids = ids;
        this.states = states;
    }

    /**
     * @param rest the blocks' remainders, merged
     * @param level the round whose decided nodes have not yet been propagated
     * @return the states of the unresolved nodes
     */
    static TailSolve solve(Remainder rest, long level) {
        int open = rest.open.size();
        long[] openIds = rest.open.toArray();
        Arrays.sort(openIds);
        IdIndex openIndex = new IdIndex(openIds);
        int[] moves = new int[open];
        for (int i = 0; i < open; i++) {
            moves[openIndex.of(rest.open.get(i))] = Math.toIntExact(rest.openCounts.get(i));
        }
        long[] closed = closedTargets(rest);
        IdIndex closedIndex = new IdIndex(closed);
        int n = open + closed.length;
        byte[] labels = new byte[n];
        long total = 0;
        for (int m : moves) {
            total += m;
        }
        int edges = Math.toIntExact(total);
        int[] source = new int[edges];
        int[] target = new int[edges];
        int[] kept = new int[open];
        int k = 0;
        int p = 0;
        for (int t = 0; t < rest.targets.size(); t++) {
            long id = rest.targets.get(t);
            int node = rest.targetCodes.get(t) == 0 ? openIndex.of(id) : open + closedIndex.of(id);
            labels[node] = (byte) rest.targetCodes.get(t);
            for (long end = p + rest.parentCounts.get(t); p < end; p++) {
                int from = openIndex.of(rest.parents.get(p));
                if (from >= 0) {
                    if (kept[from]++ == moves[from]) {
                        throw new IllegalStateException("node " + openIds[from] + " has more open moves than counted");
                    }
                    source[k] = from;
                    target[k++] = node;
                }
            }
        }
        if (k != edges) {
            throw new IllegalStateException(edges - k + " open moves were not found among the parents");
        }
        RetrogradeResult r = new CountingRetrogradeSolver()
                .solve(GameGraph.fromEdges(n, source, target, edges, labels, null));
        long[] states = new long[open];
        for (int i = 0; i < open; i++) {
            Outcome o = r.outcome(i);
            states[i] = o == Outcome.DRAW ? moves[i]
                    : o == Outcome.FIRST ? ResultCodes.win(level + r.remoteness(i))
                    : ResultCodes.loss(level + r.remoteness(i));
        }
        return new TailSolve(openIds, states);
    }

    /** The targets that are not open (decided in round L or labelled draw), sorted. */
    private static long[] closedTargets(Remainder rest) {
        LongList closed = new LongList();
        for (int t = 0; t < rest.targets.size(); t++) {
            if (rest.targetCodes.get(t) != 0) {
                closed.add(rest.targets.get(t));
            }
        }
        long[] c = closed.toArray();
        Arrays.sort(c);
        return c;
    }
}
