package org.sprague.graph;

/** Explicit sum graphs for brute-force checks: node (a, b) is numbered {@code a * nb + b}. */
final class SumGraphs {
    private SumGraphs() {
    }

    static int pair(int a, int b, int nb) {
        return a * nb + b;
    }

    /** The sum of two unlabelled graphs: a move moves in one of them. */
    static GameGraph sum(GameGraph x, GameGraph y) {
        int nx = x.nodeCount();
        int ny = y.nodeCount();
        int n = nx * ny;
        int edges = 0;
        for (int a = 0; a < nx; a++) {
            for (int b = 0; b < ny; b++) {
                edges += out(x, a) + out(y, b);
            }
        }
        int[] from = new int[edges];
        int[] to = new int[edges];
        int e = 0;
        for (int a = 0; a < nx; a++) {
            for (int b = 0; b < ny; b++) {
                for (int i = x.offsets()[a]; i < x.offsets()[a + 1]; i++) {
                    from[e] = pair(a, b, ny);
                    to[e++] = pair(x.targets()[i], b, ny);
                }
                for (int i = y.offsets()[b]; i < y.offsets()[b + 1]; i++) {
                    from[e] = pair(a, b, ny);
                    to[e++] = pair(a, y.targets()[i], ny);
                }
            }
        }
        return GameGraph.fromEdges(n, from, to, edges, null, null);
    }

    /** The sum of {@code g} and a Nim heap of size {@code 0 .. heaps-1}. */
    static GameGraph withNimHeap(GameGraph g, int heaps) {
        int[] off = new int[heaps + 1];
        int[] tgt = new int[heaps * (heaps - 1) / 2];
        int e = 0;
        for (int h = 0; h < heaps; h++) {
            for (int k = 0; k < h; k++) {
                tgt[e++] = k;
            }
            off[h + 1] = e;
        }
        return sum(g, new GameGraph(off, tgt, null, null));
    }

    private static int out(GameGraph g, int u) {
        return g.offsets()[u + 1] - g.offsets()[u];
    }
}
