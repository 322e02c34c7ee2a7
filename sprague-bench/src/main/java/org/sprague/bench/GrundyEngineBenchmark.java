package org.sprague.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sprague.game.ImpartialGame;
import org.sprague.game.IndexedImpartialGame;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.solve.MemoizedGrundySolver;

/**
 * The generic impartial engine on the subtraction game {1,3,4}: Grundy values of every heap 0..n-1, by the
 * array-backed solver and by the hash-memoized one. Each invocation starts from an empty memo.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(1)
public class GrundyEngineBenchmark {
    private static final int[] SET = {1, 3, 4};

    @Param({"1000000"})
    public int positions;

    @Benchmark
    public int indexedSolver() {
        IndexedImpartialGame game = new IndexedImpartialGame() {
            @Override
            public int size() {
                return positions;
            }

            @Override
            public void forEachOption(int n, java.util.function.IntConsumer sink) {
                for (int s : SET) {
                    if (s <= n) {
                        sink.accept(n - s);
                    }
                }
            }
        };
        IndexedGrundySolver solver = new IndexedGrundySolver(game).solveAll();
        return solver.grundyOf(positions - 1);
    }

    @Benchmark
    public int memoizedSolver() {
        ImpartialGame<Integer> game = (n, sink) -> {
            for (int s : SET) {
                if (s <= n) {
                    sink.accept(n - s);
                }
            }
        };
        MemoizedGrundySolver<Integer> solver = new MemoizedGrundySolver<>(game);
        int g = 0;
        for (int n = 0; n < positions; n++) {
            g = solver.grundy(n);
        }
        return g;
    }
}
