package org.sprague.bench;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;

/**
 * The counting solver against the map-based template of competitive programming on the same random graph, by wall
 * time and by the process's CPU time (which includes garbage collection threads, a large part of the template's cost). Run:
 * {@code java -Xms12g -Xmx12g -cp sprague-bench/target/benchmarks.jar org.sprague.bench.BaselineRatio [nodes]
 * [counting runs] [baseline runs]}.
 */
public final class BaselineRatio {
    private BaselineRatio() {
    }

    public static void main(String[] args) {
        int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
        int countingRuns = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int baselineRuns = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        String shape = System.getProperty("shape", "uniform");
        GameGraph g = RandomGraphs.of(shape, nodes, 5 * nodes, 913);
        double[][] counting = time(countingRuns, () -> new CountingRetrogradeSolver().solve(g));
        double[][] baseline = time(baselineRuns, () -> MapBasedRetrograde.solve(g));
        System.out.printf("%s %d nodes, %d moves%n", shape, nodes, g.moveCount());
        System.out.printf("  counting: wall %s, process cpu %s%n", Arrays.toString(counting[0]),
                Arrays.toString(counting[1]));
        System.out.printf("  map-based: wall %s, process cpu %s%n", Arrays.toString(baseline[0]),
                Arrays.toString(baseline[1]));
        System.out.printf("  medians: counting %.2f s wall / %.2f s cpu; map-based %.2f s wall / %.2f s cpu;"
                + " ratio %.1fx wall, %.1fx cpu%n", median(counting[0]), median(counting[1]), median(baseline[0]),
                median(baseline[1]), median(baseline[0]) / median(counting[0]),
                median(baseline[1]) / median(counting[1]));
    }

    private static double[][] time(int runs, Runnable solve) {
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        double[][] t = new double[2][runs];
        for (int i = 0; i < runs; i++) {
            System.gc();
            long c0 = os.getProcessCpuTime();
            long t0 = System.nanoTime();
            solve.run();
            t[0][i] = Math.round((System.nanoTime() - t0) / 1e7) / 100.0;
            t[1][i] = Math.round((os.getProcessCpuTime() - c0) / 1e7) / 100.0;
        }
        return t;
    }

    private static double median(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
