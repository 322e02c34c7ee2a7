package org.sprague.catalog.hackenbush;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

class HackenbushTest {
    private final HackenbushGame game = new HackenbushGame();

    private Solution solve(String... edges) {
        return (Solution) game.solve(GameOptions.none(), Arrays.asList(edges));
    }

    /** A random connected rooted multigraph: each new edge touches a node already connected to the ground. */
    private static List<String> randomGraph(Random random, int edges, double cycleChance) {
        List<String> out = new ArrayList<>();
        int nodes = 1;
        for (int e = 0; e < edges; e++) {
            int a = random.nextInt(nodes);
            int b;
            if (random.nextDouble() < cycleChance) {
                b = random.nextInt(nodes); // a loop, a parallel edge or a cycle among known nodes
            } else {
                b = nodes++;
            }
            out.add(random.nextBoolean() ? a + "-" + b : b + "-" + a);
        }
        return out;
    }

    @Test
    void fusionAndColonMatchTheEngineOnRandomGraphs() {
        Random random = new Random(1468);
        for (int trial = 0; trial < 600; trial++) {
            int edges = 1 + random.nextInt(11);
            List<String> text = randomGraph(random, edges, trial % 3 == 0 ? 0.0 : 0.35);
            RootedGraph g = RootedGraph.parse(text, "0");
            HackenbushRules rules = new HackenbushRules(g);
            IndexedGrundySolver engine = new IndexedGrundySolver(rules);
            int full = rules.full();
            assertThat(GreenHackenbush.value(g, g.allEdges())).as("%s", text).isEqualTo(engine.grundyOf(full));
            // every sub-position too: the value of each option
            rules.forEachOption(full, o -> assertThat(GreenHackenbush.value(g, rules.toArray(o)))
                    .as("%s option %s", text, o).isEqualTo(engine.grundyOf(o)));
            Solution s = solve(text.toArray(new String[0]));
            Set<List<String>> expected = new LinkedHashSet<>();
            for (int o : engine.winningOptions(full)) {
                expected.add(g.labels(rules.toArray(o)));
            }
            Set<List<String>> actual = new LinkedHashSet<>();
            for (MoveReport m : s.winningMoves()) {
                actual.add(m.to());
            }
            assertThat(actual).as("%s", text).isEqualTo(expected);
            assertThat(s.remoteness().orNull()).isEqualTo(HackenbushBrute.of(rules).remoteness(full));
        }
    }

    @Test
    void everyRootedTreeUpToSevenEdges() {
        // node i (1..n) hangs from a parent among 0..i-1: every labelled rooted tree appears
        for (int n = 1; n <= 7; n++) {
            int[] parent = new int[n + 1];
            checkTrees(parent, 1, n);
        }
    }

    private void checkTrees(int[] parent, int node, int n) {
        if (node > n) {
            List<String> edges = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                edges.add(parent[i] + "-" + i);
            }
            RootedGraph g = RootedGraph.parse(edges, "0");
            HackenbushRules rules = new HackenbushRules(g);
            assertThat(GreenHackenbush.value(g, g.allEdges())).as("%s", edges)
                    .isEqualTo(new IndexedGrundySolver(rules).grundyOf(rules.full()));
            return;
        }
        for (int p = 0; p < node; p++) {
            parent[node] = p;
            checkTrees(parent, node + 1, n);
        }
    }

    @Test
    void knownValues() {
        // a stalk of n edges is a nim heap of n
        assertThat(solve("0-1", "1-2", "2-3").grundy().orNull()).isEqualTo(BigInteger.valueOf(3));
        // a tree: root with two stalks of 1 and 2 under one edge: (1 xor 2) + 1 = 4
        assertThat(solve("0-1", "1-2", "1-3", "3-4").grundy().orNull()).isEqualTo(BigInteger.valueOf(4));
        // a triangle on the ground: odd cycle, value 1; a square: even cycle, value 0
        assertThat(solve("0-1", "1-2", "2-0").grundy().orNull()).isEqualTo(BigInteger.ONE);
        assertThat(solve("0-1", "1-2", "2-3", "3-0").grundy().orNull()).isEqualTo(BigInteger.ZERO);
        // a loop is worth one edge; two parallel edges fuse into a loop on the ground
        assertThat(solve("0-1", "1-1").grundy().orNull()).isEqualTo(BigInteger.TWO);
        assertThat(solve("0-1", "0-1").grundy().orNull()).isEqualTo(BigInteger.ZERO);
    }

    @Test
    void seedSequenceOfFibonacciTrees() {
        // a published list gives 0 1 3 6 3 3 0 5 7 14 7 7 0 9 11 6 11 0 13 for n = 1, 2, ...; the trees built
        // explicitly give the same first 17 values, then 11 11 0 13: the seed's list drops one 11 (at n = 18)
        int[] seed = {0, 1, 3, 6, 3, 3, 0, 5, 7, 14, 7, 7, 0, 9, 11, 6, 11, 0, 13};
        long[] explicit = new long[20];
        for (int n = 1; n <= 20; n++) {
            RootedGraph tree = FibonacciTree.explicit(n);
            explicit[n - 1] = GreenHackenbush.value(tree, tree.allEdges());
            assertThat(BigInteger.valueOf(explicit[n - 1])).as("n=%d", n).isEqualTo(FibonacciTree.value(BigInteger.valueOf(n)));
        }
        for (int i = 0; i < 17; i++) {
            assertThat(explicit[i]).isEqualTo(seed[i]);
        }
        assertThat(explicit[17]).isEqualTo(11);
        assertThat(new long[] {explicit[18], explicit[19]}).containsExactly(seed[17], seed[18]);
    }

    @Test
    void badInput() {
        assertThatThrownBy(() -> solve("0-1", "2-3")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("not connected to the ground");
        assertThatThrownBy(() -> solve("0-1", "1")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve("0-1", "1--2")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve("0-1", "1-2-3")).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> solve()).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> game.solve(GameOptions.of("--ground", "g"), List.of("0-1")))
                .isInstanceOf(BadInputException.class);
        assertThat(((Solution) game.solve(GameOptions.of("--ground", "g"), List.of("g-x", "x-y"))).outcome())
                .isEqualTo(Outcome.FIRST);
    }

    @Test
    void largeTreeIsLinear() {
        List<String> edges = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            edges.add(i + "-" + (i + 1));
        }
        Solution s = (Solution) game.solve(GameOptions.none(), edges);
        assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(200_000));
        assertThat(s.winningMovesComplete()).isFalse();
    }
}
