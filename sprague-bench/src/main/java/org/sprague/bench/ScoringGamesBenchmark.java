package org.sprague.bench;

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
import org.sprague.catalog.Answer;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;

/**
 * The scoring games' fast solutions at each LeetCode problem's largest input, through the catalog (parsing,
 * solving, building the answer with every optimal move), on seeded random positions. Single shot: the time of
 * one answer, as the command line gives it (without JVM start).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 10)
@Fork(1)
public class ScoringGamesBenchmark {
    @Param({"stone-game-3", "stone-game-8", "stone-game-7", "stone-game-5", "stone-game-6", "stone-game",
        "stone-game-2", "stone-game-9", "sum-game", "colors"})
    public String game;

    private CatalogGame catalogGame;
    private List<String> position;

    @Setup
    public void setUp() {
        catalogGame = Catalog.find(game);
        Random r = new Random(game.hashCode());
        position = switch (game) {
            case "stone-game-3" -> ints(r, 50_000, -1000, 1000);
            case "stone-game-8" -> ints(r, 100_000, -10_000, 10_000);
            case "stone-game-7" -> ints(r, 1000, 1, 1000);
            case "stone-game-5" -> ints(r, 500, 1, 1_000_000);
            case "stone-game-6" -> List.of("--alice", String.join(",", ints(r, 100_000, 1, 100)), "--bob",
                    String.join(",", ints(r, 100_000, 1, 100)));
            case "stone-game" -> ints(r, 500, 1, 500);
            case "stone-game-2" -> ints(r, 100, 1, 10_000);
            case "stone-game-9" -> ints(r, 100_000, 1, 10_000);
            case "sum-game" -> List.of(chars(r, 100_000, "0123456789?"));
            case "colors" -> List.of(chars(r, 100_000, "AB"));
            default -> throw new IllegalArgumentException(game);
        };
    }

    private static List<String> ints(Random r, int n, int min, int max) {
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(Integer.toString(min + r.nextInt(max - min + 1)));
        }
        return out;
    }

    private static String chars(Random r, int n, String alphabet) {
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @Benchmark
    public Answer solve() {
        return catalogGame.solve(GameOptions.none(), position);
    }
}
