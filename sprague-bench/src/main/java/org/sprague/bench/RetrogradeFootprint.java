package org.sprague.bench;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import org.sprague.catalog.graph.CatMouse;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.RetrogradeResult;

/**
 * Measures what the benchmarks time, once, with the bytes the solver allocates (the thread's allocation counter,
 * so the input graph is not counted) and a census of the results. Run:
 * {@code java -Xmx12g -cp sprague-bench/target/benchmarks.jar org.sprague.bench.RetrogradeFootprint [nodes] [rows cols]}.
 */
public final class RetrogradeFootprint {
    private RetrogradeFootprint() {
    }

    public static void main(String[] args) {
        int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
        int rows = args.length > 2 ? Integer.parseInt(args[1]) : 71;
        int cols = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();

        String shape = System.getProperty("shape", "uniform");
        GameGraph g = RandomGraphs.of(shape, nodes, 5 * nodes, 913);
        long before = mx.getThreadAllocatedBytes(tid);
        long t0 = System.nanoTime();
        RetrogradeResult r = new CountingRetrogradeSolver().solve(g);
        long t1 = System.nanoTime();
        long bytes = mx.getThreadAllocatedBytes(tid) - before;
        System.out.printf(shape + " random graph: %d nodes, %d moves: %.3f s, %.1f M moves/s, allocated %d bytes"
                + " = 8 B/node + 4 B/move + %d B%n", nodes, g.moveCount(), (t1 - t0) / 1e9,
                g.moveCount() / ((t1 - t0) / 1e3), bytes, bytes - 8L * nodes - 4L * g.moveCount());
        census(r);

        CatMouse cm = new CatMouse(GridCatMouse.grid(rows, cols));
        before = mx.getThreadAllocatedBytes(tid);
        t0 = System.nanoTime();
        r = new CountingRetrogradeSolver().solve(cm);
        t1 = System.nanoTime();
        bytes = mx.getThreadAllocatedBytes(tid) - before;
        System.out.printf("cat-mouse %dx%d grid, %d positions, un-moves: %.1f s, allocated %d bytes%n", rows, cols,
                cm.size(), (t1 - t0) / 1e9, bytes);
        census(r);
        System.out.println("  mouse 1, cat 2, mouse to move: " + r.outcome(cm.position(1, 2, CatMouse.MOUSE))
                + ", remoteness " + r.remoteness(cm.position(1, 2, CatMouse.MOUSE)));
    }

    private static void census(RetrogradeResult r) {
        long[] count = new long[3];
        long deepest = 0;
        for (long p = 0; p < r.size(); p++) {
            count[r.outcome(p).ordinal()]++;
            deepest = Math.max(deepest, r.remoteness(p));
        }
        System.out.printf("  first %d, second %d, draw %d, greatest remoteness %d%n", count[0], count[1], count[2],
                deepest);
    }
}
