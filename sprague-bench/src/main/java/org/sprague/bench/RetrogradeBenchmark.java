package org.sprague.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sprague.graph.GameGraph;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.RetrogradeResult;

/**
 * Retrograde analysis of a random game graph (5 moves a node on average): the counting solver (parent lists
 * built in the timed call) against a map-based template as competitive programmers write it. One call solves every node.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms12g", "-Xmx12g"})
public class RetrogradeBenchmark {
    @Param({"10000000"})
    public int nodes;

    @Param({"5"})
    public int movesPerNode;

    /** {@code uniform}: moves between uniform nodes (most nodes draw); {@code acyclic}: every node resolves. */
    @Param({"uniform"})
    public String shape;

    private GameGraph graph;

    @Setup(Level.Trial)
    public void build() {
        graph = RandomGraphs.of(shape, nodes, nodes * movesPerNode, 913);
    }

    @Benchmark
    public RetrogradeResult counting() {
        return new CountingRetrogradeSolver().solve(graph);
    }

    @Benchmark
    public Map<Integer, Integer> mapBaseline() {
        return MapBasedRetrograde.solve(graph);
    }
}
