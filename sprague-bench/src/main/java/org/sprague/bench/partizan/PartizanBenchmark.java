package org.sprague.bench.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Notation;
import org.sprague.partizan.games.BlueRedHackenbush;
import org.sprague.domineering.Domineering;
import org.sprague.partizan.games.HackenbushPosition;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

/**
 * Partizan games from an empty table each time: the canonical value of an empty Domineering rectangle, and
 * the value of a sum of 1000 random blue-red stalks (1 to 30 edges each).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class PartizanBenchmark {
    @Param({"4x4", "5x5"})
    public String board;

    private List<String> stalks;

    @Setup
    public void stalks() {
        Random random = new Random(1000);
        stalks = new ArrayList<>();
        for (int s = 0; s < 1000; s++) {
            int length = 1 + random.nextInt(30);
            for (int i = 0; i < length; i++) {
                int from = i == 0 ? 0 : 100 * s + i;
                stalks.add(from + "-" + (100 * s + i + 1) + ":" + (random.nextBoolean() ? 'b' : 'r'));
            }
        }
    }

    /** An empty rows x columns Domineering board. */
    static List<String> rectangle(String size) {
        String[] rc = size.split("x");
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < Integer.parseInt(rc[0]); r++) {
            rows.add(".".repeat(Integer.parseInt(rc[1])));
        }
        return rows;
    }

    @Benchmark
    public String domineeringRectangle() {
        CanonicalGames games = new CanonicalGames();
        int value = new Domineering(games).value(Domineering.Board.parse(rectangle(board)));
        return new Notation(games).print(value);
    }

    @Benchmark
    public String thousandStalks() {
        CanonicalGames games = new CanonicalGames();
        int value = new MemoisedCanonicalValues<>(new BlueRedHackenbush(), games).value(HackenbushPosition.parse(stalks));
        return new Notation(games).print(value);
    }
}
