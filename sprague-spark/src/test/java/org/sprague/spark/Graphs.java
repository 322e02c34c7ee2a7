package org.sprague.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import org.sprague.catalog.graph.CatMouse;
import org.sprague.game.ReversibleTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.TurnGames;

/** Test games: random cyclic graphs with labels, Cat and Mouse boards, and disjoint unions of them. */
final class Graphs {
    private Graphs() {
    }

    /**
     * A random cyclic graph file with named nodes ({@code n0}, {@code n1}, ...), 400 moves among 150 nodes and 30
     * labels, for the end-to-end tests (the command maps the names to ids and back).
     */
    static Path namedGraphFile(Path dir, long seed) throws IOException {
        SplittableRandom r = new SplittableRandom(seed);
        StringBuilder g = new StringBuilder("# a test graph\n");
        for (int i = 0; i < 400; i++) {
            g.append("n").append(r.nextInt(150)).append(' ').append("n").append(r.nextInt(150)).append('\n');
        }
        for (int i = 0; i < 30; i++) {
            g.append("n").append(i * 5).append(" : ").append(List.of("win", "loss", "draw").get(i % 3)).append('\n');
        }
        Path file = dir.resolve("graph-" + seed + ".txt");
        Files.writeString(file, g);
        return file;
    }

    /**
     * Many random graphs side by side as one graph (node ids shifted): the answers of a disjoint union are the
     * answers of its parts, so one distributed run checks them all.
     */
    static GameGraph randomUnion(long seed, int graphs) {
        SplittableRandom r = new SplittableRandom(seed);
        List<GameGraph> parts = new ArrayList<>();
        for (int i = 0; i < graphs; i++) {
            int n = 1 + r.nextInt(40);
            parts.add(TurnGames.random(r, n, r.nextInt(3 * n + 1), true));
        }
        return union(parts);
    }

    static GameGraph union(List<GameGraph> parts) {
        int n = 0;
        int m = 0;
        for (GameGraph g : parts) {
            n += g.nodeCount();
            m += g.moveCount();
        }
        int[] from = new int[m];
        int[] to = new int[m];
        byte[] labels = new byte[n];
        int base = 0;
        int e = 0;
        for (GameGraph g : parts) {
            for (int u = 0; u < g.nodeCount(); u++) {
                labels[base + u] = (byte) g.labelCode(u);
                for (int i = g.offsets()[u]; i < g.offsets()[u + 1]; i++) {
                    from[e] = base + u;
                    to[e++] = base + g.targets()[i];
                }
            }
            base += g.nodeCount();
        }
        return GameGraph.fromEdges(n, from, to, m, labels, null);
    }

    /** A random Cat and Mouse board: an undirected graph on n nodes, every node with at least one neighbour. */
    static int[][] catMouseBoard(SplittableRandom r, int n) {
        boolean[][] adj = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            int b = r.nextInt(n - 1);
            b = b >= a ? b + 1 : b;
            adj[a][b] = adj[b][a] = true;
            for (int c = a + 1; c < n; c++) {
                if (r.nextInt(4) == 0) {
                    adj[a][c] = adj[c][a] = true;
                }
            }
        }
        int[][] g = new int[n][];
        for (int a = 0; a < n; a++) {
            List<Integer> row = new ArrayList<>();
            for (int b = 0; b < n; b++) {
                if (adj[a][b]) {
                    row.add(b);
                }
            }
            g[a] = row.stream().mapToInt(Integer::intValue).toArray();
        }
        return g;
    }

    /** Several Cat and Mouse boards as one game with un-moves (positions of board i follow those of board i-1). */
    static ReversibleTurnGame catMouseUnion(int[][][] boards) {
        CatMouse[] games = new CatMouse[boards.length];
        long[] start = new long[boards.length + 1];
        for (int i = 0; i < boards.length; i++) {
            games[i] = new CatMouse(boards[i]);
            start[i + 1] = start[i] + games[i].size();
        }
        return new ReversibleTurnGame() {
            private int part(long p) {
                int i = 0;
                while (start[i + 1] <= p) {
                    i++;
                }
                return i;
            }

            @Override
            public long size() {
                return start[boards.length];
            }

            @Override
            public TerminalLabel label(long p) {
                int i = part(p);
                return games[i].label(p - start[i]);
            }

            @Override
            public void forEachMove(long p, LongConsumer sink) {
                int i = part(p);
                games[i].forEachMove(p - start[i], v -> sink.accept(v + start[i]));
            }

            @Override
            public void forEachUnmove(long p, LongConsumer sink) {
                int i = part(p);
                games[i].forEachUnmove(p - start[i], v -> sink.accept(v + start[i]));
            }
        };
    }
}
