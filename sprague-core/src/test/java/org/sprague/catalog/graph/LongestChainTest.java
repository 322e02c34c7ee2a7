package org.sprague.catalog.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGames;

/**
 * The longest non-zero chain against a brute force over the equivalent graph (a new lost node, every
 * {@code win} label a move to it), by levels: a node is decided at level k when a move reaches a loss decided
 * below k (a win) or every move reaches a win decided below k (a loss); the chain is that level + 1 nodes.
 */
class LongestChainTest {
    private static final String[] LABELS = {"win", "loss", "draw"};

    @Test
    void theDocumentedExampleHandWorked() {
        // e : win ends one node later than its label says: e -> (new loss); d -> e; b -> d; a -> b
        GameGraph g = TurnGames.graph("a b\nb c\nc a\nb d\nd e\ne : win\nc f\nx y\ny x\n");
        LongestChain chains = new LongestChain(g, new CountingRetrogradeSolver().solve(g));
        assertThat(chains.of(g.find("a"))).isEqualTo(5L);
        assertThat(chains.of(g.find("e"))).isEqualTo(2L);
        assertThat(chains.of(g.find("f"))).isEqualTo(1L);
        assertThat(chains.of(g.find("x"))).isNull();
        assertThat(chains.whole(g.nodeCount())).isEqualTo(5L);
    }

    @Test
    void agreesWithLevelsOfTheEquivalentGraphOnRandomSmallGraphs() {
        SplittableRandom random = new SplittableRandom(2005);
        for (int trial = 0; trial < 2000; trial++) {
            int n = 1 + random.nextInt(7);
            List<int[]> edges = new ArrayList<>();
            int[] label = new int[n]; // -1 none, else index into LABELS
            StringBuilder text = new StringBuilder();
            for (int u = 0; u < n; u++) {
                label[u] = random.nextInt(4) == 0 ? random.nextInt(3) : -1;
                if (label[u] >= 0) {
                    text.append('n').append(u).append(" : ").append(LABELS[label[u]]).append('\n');
                }
                int moves = random.nextInt(3);
                for (int i = 0; i < moves; i++) {
                    int v = random.nextInt(n);
                    edges.add(new int[] {u, v});
                    text.append('n').append(u).append(" n").append(v).append('\n');
                }
            }
            if (text.length() == 0) {
                continue; // a file needs one statement
            }
            GameGraph g = TurnGames.graph(text.toString());
            Long[] expected = brute(n, edges, label);
            LongestChain chains = new LongestChain(g, new CountingRetrogradeSolver().solve(g));
            long longest = 0;
            for (int u = 0; u < n; u++) {
                int id = g.find("n" + u);
                if (id >= 0) {
                    assertThat(chains.of(id)).as("n%d in\n%s", u, text).isEqualTo(expected[u]);
                    longest = Math.max(longest, expected[u] == null ? 0 : expected[u]);
                }
            }
            assertThat(chains.whole(g.nodeCount())).as("%s", text).isEqualTo(longest);
        }
    }

    /** Chain lengths in nodes (null: draw) of nodes 0..n-1, by levels over the equivalent graph. */
    private static Long[] brute(int n, List<int[]> edges, int[] label) {
        int lost = n; // the new node
        List<List<Integer>> moves = new ArrayList<>();
        for (int u = 0; u <= n; u++) {
            moves.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            if (label[e[0]] < 0) {
                moves.get(e[0]).add(e[1]);
            }
        }
        for (int u = 0; u < n; u++) {
            if (label[u] == 0) {
                moves.get(u).add(lost);
            }
        }
        int[] level = new int[n + 1];
        boolean[] wins = new boolean[n + 1];
        java.util.Arrays.fill(level, -1);
        for (int u = 0; u <= n; u++) {
            boolean drawn = u < n && label[u] == 2;
            if (moves.get(u).isEmpty() && !drawn) {
                level[u] = 0; // no move: lost (a dead end, a loss label, the new node)
            }
        }
        for (int k = 1; k <= 2 * n + 4; k++) {
            for (int u = 0; u < n; u++) {
                if (level[u] >= 0 || moves.get(u).isEmpty()) {
                    continue;
                }
                boolean toLoss = false;
                boolean allToWins = true;
                for (int v : moves.get(u)) {
                    boolean below = level[v] >= 0 && level[v] <= k - 1;
                    toLoss |= below && !wins[v];
                    allToWins &= below && wins[v];
                }
                if (toLoss || allToWins) {
                    level[u] = k;
                    wins[u] = toLoss;
                }
            }
        }
        Long[] chain = new Long[n];
        for (int u = 0; u < n; u++) {
            chain[u] = level[u] < 0 ? null : level[u] + 1L;
        }
        return chain;
    }
}
