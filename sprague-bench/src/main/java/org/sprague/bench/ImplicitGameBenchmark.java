package org.sprague.bench;

import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;
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
import org.sprague.catalog.graph.CatMouse;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.TerminalLabel;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.RetrogradeResult;

/**
 * An implicit game of about 10^8 positions: Cat and Mouse (LeetCode 913's rules) on a rows x cols grid, hole in a
 * corner, 2 * (rows * cols)^2 positions. {@code unmoves}: the game lists its un-moves (4 bytes a position);
 * {@code parentLists}: the same game without them, so the solver builds parent lists in two passes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xms12g", "-Xmx12g"})
public class ImplicitGameBenchmark {
    @Param({"71"})
    public int rows;

    @Param({"100"})
    public int cols;

    private CatMouse game;

    @Setup(Level.Trial)
    public void build() {
        game = new CatMouse(GridCatMouse.grid(rows, cols));
    }

    @Benchmark
    public RetrogradeResult unmoves() {
        return new CountingRetrogradeSolver().solve(game);
    }

    @Benchmark
    public RetrogradeResult parentLists() {
        return new CountingRetrogradeSolver().solve(withoutUnmoves(game));
    }

    static IndexedTurnGame withoutUnmoves(CatMouse g) {
        return new IndexedTurnGame() {
            @Override
            public long size() {
                return g.size();
            }

            @Override
            public TerminalLabel label(long position) {
                return g.label(position);
            }

            @Override
            public void forEachMove(long position, LongConsumer sink) {
                g.forEachMove(position, sink);
            }
        };
    }
}
