package org.sprague.catalog.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/**
 * Sums of two and three tokens on small random graphs (labels, self-loops and cycles included) against a brute
 * force written here: the whole product game, labels read as the seed reads them (loss: no move; win: one move to
 * a fresh node without moves; draw: one move to itself), solved by plain fixed-point iteration. Checked: the
 * outcome, every winning move (and only those), and the value: a sum of finite value g plus a Nim heap of h loses
 * exactly when h = g, and one of value ∞(K) wins for h in K and draws otherwise.
 */
class GraphSumBruteForceTest {
    private static final int WIN = 1;
    private static final int LOSS = 2;
    private static final int DRAW = 3;
    /** Nim heaps 0 .. HEAPS-1, as chains of nodes h0 .. h7, to probe a sum's value. */
    private static final int HEAPS = 8;

    @TempDir
    Path dir;

    @Test
    void sumsOfTwoAndThreeTokensAgreeWithTheProductGame() throws IOException {
        SplittableRandom random = new SplittableRandom(315);
        int draws = 0;
        int infinite = 0;
        int labelledWins = 0;
        for (int round = 0; round < 60; round++) {
            Graph g = Graph.random(random);
            Path f = dir.resolve("g" + round + ".txt");
            Files.writeString(f, g.text());
            GameOptions options = GameOptions.of("--file", f.toString());
            int n = g.names.size();
            Product two = new Product(g, 2);
            Product three = new Product(g, 3);
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    Solution s = check(g, options, two, new int[] {a, b});
                    draws += s.outcome() == Outcome.DRAW ? 1 : 0;
                    labelledWins += s.winningMovesComplete() ? 0 : 1;
                    String text = (String) s.detail("sgText");
                    infinite += text.startsWith("∞") ? 1 : 0;
                    for (int h = 0; h < HEAPS; h++) {
                        int want = expectedWithHeap(text, h);
                        assertThat(three.status(new int[] {a, b, g.heap(h)})).as("%s + *%d in round %d", text, h, round)
                                .isEqualTo(want);
                    }
                    if (a < g.plainNodes && b < g.plainNodes) {
                        for (int c = 0; c < g.plainNodes; c++) {
                            check(g, options, three, new int[] {a, b, c});
                        }
                    }
                }
            }
        }
        // the random graphs reach every case of Smith's theorem
        assertThat(draws).isPositive();
        assertThat(infinite).isPositive();
        assertThat(labelledWins).isPositive();
    }

    /** Solves {@code tokens} with the game and holds its outcome and winning moves against the product game. */
    private static Solution check(Graph g, GameOptions options, Product product, int[] tokens) {
        List<String> position = new ArrayList<>();
        for (int t : tokens) {
            position.add(g.names.get(t));
        }
        Solution s = (Solution) new GraphGame().solve(options, position);
        int status = product.status(tokens);
        assertThat(s.outcome()).as("%s", position).isEqualTo(
                status == WIN ? Outcome.FIRST : status == LOSS ? Outcome.SECOND : Outcome.DRAW);
        Set<List<String>> winning = new HashSet<>();
        boolean endsByLabel = false;
        for (int[] option : product.options(tokens)) {
            if (product.status(option) == LOSS) {
                if (Arrays.stream(option).anyMatch(t -> t == g.fresh())) {
                    endsByLabel = true;
                } else {
                    List<String> to = new ArrayList<>();
                    for (int t : option) {
                        to.add(g.names.get(t));
                    }
                    winning.add(to);
                }
            }
        }
        Set<List<String>> listed = new HashSet<>();
        for (MoveReport m : s.winningMoves()) {
            listed.add(m.to());
        }
        assertThat(listed).as("%s", position).isEqualTo(winning);
        assertThat(s.winningMoves()).as("%s: each target once", position).hasSameSizeAs(winning);
        assertThat(s.winningMovesComplete()).as("%s", position).isEqualTo(!endsByLabel);
        return s;
    }

    /** What a sum of value {@code text} ({@code 3}, {@code ∞(0,2)}) plus a Nim heap of {@code h} must be. */
    private static int expectedWithHeap(String text, int h) {
        if (!text.startsWith("∞")) {
            return Integer.parseInt(text) == h ? LOSS : WIN;
        }
        String inner = text.substring(2, text.length() - 1);
        boolean inK = !inner.isEmpty() && Arrays.stream(inner.split(",")).mapToInt(Integer::parseInt).anyMatch(k -> k == h);
        return inK ? WIN : DRAW;
    }

    /**
     * A random graph file: plain nodes {@code n0 ..} with random moves (self-loops allowed) and some labels, then
     * Nim heaps {@code h0 .. h7} ({@code hi} moves to every {@code hj}, {@code j < i}). Node ids follow
     * {@link #names}; the fresh node of the win labels is {@link #fresh()}.
     */
    private record Graph(List<String> names, int plainNodes, List<List<Integer>> moves, String[] labels) {
        static Graph random(SplittableRandom r) {
            int plain = 1 + r.nextInt(5);
            List<String> names = new ArrayList<>();
            List<List<Integer>> moves = new ArrayList<>();
            for (int u = 0; u < plain; u++) {
                names.add("n" + u);
                List<Integer> out = new ArrayList<>();
                for (int v = 0; v < plain; v++) {
                    if (r.nextInt(100) < 35) {
                        out.add(v);
                    }
                }
                moves.add(out);
            }
            for (int h = 0; h < HEAPS; h++) {
                names.add("h" + h);
                List<Integer> out = new ArrayList<>();
                for (int j = 0; j < h; j++) {
                    out.add(plain + j);
                }
                moves.add(out);
            }
            String[] labels = new String[names.size()];
            for (int u = 0; u < plain; u++) {
                int x = r.nextInt(10);
                labels[u] = x == 0 ? "win" : x == 1 ? "loss" : x == 2 ? "draw" : null;
            }
            return new Graph(names, plain, moves, labels);
        }

        int heap(int h) {
            return plainNodes + h;
        }

        int fresh() {
            return names.size();
        }

        /**
         * The graph file. A node exists once the file mentions it, so an extra node {@code h0x}, never a token,
         * moves to every plain node and to h0; it changes no other node's value.
         */
        String text() {
            StringBuilder b = new StringBuilder();
            for (int u = 0; u < names.size(); u++) {
                for (int v : moves.get(u)) {
                    b.append(names.get(u)).append(' ').append(names.get(v)).append('\n');
                }
                if (labels[u] != null) {
                    b.append(names.get(u)).append(" : ").append(labels[u]).append('\n');
                }
            }
            for (int u = 0; u < plainNodes; u++) {
                b.append("h0x ").append(names.get(u)).append('\n');
            }
            b.append("h0x h0\n");
            return b.toString();
        }

        /** The moves of node {@code u} as the seed reads labels; the fresh node has none. */
        List<Integer> movesOf(int u) {
            if (u == fresh()) {
                return List.of();
            }
            String label = labels[u];
            if (label == null) {
                return moves.get(u);
            }
            return switch (label) {
                case "win" -> List.of(fresh());
                case "draw" -> List.of(u);
                default -> List.of();
            };
        }
    }

    /** The sum of {@code k} tokens on a graph, every tuple of nodes (fresh node included), solved by iteration. */
    private static final class Product {
        private final Graph g;
        private final int k;
        private final int base;
        private final int[] status;

        Product(Graph g, int k) {
            this.g = g;
            this.k = k;
            this.base = g.names.size() + 1;
            int size = (int) Math.pow(base, k);
            status = new int[size];
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int p = 0; p < size; p++) {
                    if (status[p] != 0) {
                        continue;
                    }
                    boolean allWin = true;
                    boolean someLoss = false;
                    for (int[] o : options(decode(p))) {
                        int s = status[encode(o)];
                        someLoss |= s == LOSS;
                        allWin &= s == WIN;
                    }
                    if (someLoss || allWin) {
                        status[p] = someLoss ? WIN : LOSS;
                        changed = true;
                    }
                }
            }
            for (int p = 0; p < size; p++) {
                status[p] = status[p] == 0 ? DRAW : status[p];
            }
        }

        int status(int[] tokens) {
            return status[encode(tokens)];
        }

        /** Every position one move reaches: one token moved along one of its node's moves. */
        List<int[]> options(int[] tokens) {
            List<int[]> out = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                for (int v : g.movesOf(tokens[i])) {
                    int[] next = tokens.clone();
                    next[i] = v;
                    out.add(next);
                }
            }
            return out;
        }

        private int encode(int[] tokens) {
            int p = 0;
            for (int t : tokens) {
                p = p * base + t;
            }
            return p;
        }

        private int[] decode(int p) {
            int[] tokens = new int[k];
            for (int i = k - 1; i >= 0; i--) {
                tokens[i] = p % base;
                p /= base;
            }
            return tokens;
        }
    }
}
