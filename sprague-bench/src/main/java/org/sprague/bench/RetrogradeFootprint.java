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
        RetrogradeResult r = null;
        int runs = Integer.getInteger("runs", 7);
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        long bytes = 0;
        for (int i = 0; i < runs; i++) {
            r = null;
            System.gc();
            long before = mx.getThreadAllocatedBytes(tid);
            long c0 = mx.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            r = new CountingRetrogradeSolver().solve(g);
            long t1 = System.nanoTime();
            long c1 = mx.getCurrentThreadCpuTime();
            bytes = mx.getThreadAllocatedBytes(tid) - before;
            wall[i] = (t1 - t0) / 1e9;
            cpu[i] = (c1 - c0) / 1e9;
            System.out.printf("  run %d: wall %.3f s, cpu %.3f s%n", i + 1, wall[i], cpu[i]);
        }
        double w = median(wall);
        double c = median(cpu);
        System.out.printf("%s random graph: %d nodes, %d moves: median wall %.3f s (%.1f M moves/s), median cpu %.3f s"
                + " (%.1f M moves/s per core); allocated %d bytes = 8 B/node + 4 B/move + %d B%n", shape, nodes,
                g.moveCount(), w, g.moveCount() / w / 1e6, c, g.moveCount() / c / 1e6, bytes,
                bytes - 8L * nodes - 4L * g.moveCount());
        census(r);

        CatMouse cm = new CatMouse(GridCatMouse.grid(rows, cols));
        r = null;
        System.gc();
        long before = mx.getThreadAllocatedBytes(tid);
        long t0 = System.nanoTime();
        r = new CountingRetrogradeSolver().solve(cm);
        long t1 = System.nanoTime();
        bytes = mx.getThreadAllocatedBytes(tid) - before;
        System.out.printf("cat-mouse %dx%d grid, %d positions, un-moves: %.1f s, allocated %d bytes%n", rows, cols,
                cm.size(), (t1 - t0) / 1e9, bytes);
        census(r);
        System.out.println("  mouse 1, cat 2, mouse to move: " + r.outcome(cm.position(1, 2, CatMouse.MOUSE))
                + ", remoteness " + r.remoteness(cm.position(1, 2, CatMouse.MOUSE)));
    }

    private static double median(double[] a) {
        double[] s = a.clone();
        java.util.Arrays.sort(s);
        return s[s.length / 2];
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
