package org.sprague.cli.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.solve.Budget;
import org.sprague.split.LeafSolver;
import org.sprague.split.SplitEngine;
import org.sprague.split.SplitGame;
import org.sprague.split.SplitGames;

/**
 * {@code --engine spark} for a split search ({@link org.sprague.split}): the leaves' words go to a file, the
 * sprague-spark module's {@code split} job solves each as a Spark task in a child JVM ({@link SparkModule}), and
 * its answer, a line a leaf, is read back; the command combines the leaves itself, as the in-process engine does.
 */
public final class SparkSplitEngine implements SplitEngine {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public LeafSolver solver(String master) {
        SparkModule module = SparkModule.find();
        return (game, keys, budget) -> {
            try {
                return solve(module, game, keys, budget, master);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private static Map<String, SplitGame.Leaf> solve(SparkModule module, String game, List<String> keys,
            Budget budget, String master) throws IOException {
        if (keys.isEmpty()) {
            return new LinkedHashMap<>(); // nothing to start Spark for
        }
        Path work = Files.createTempDirectory("sprague-split-");
        try {
            Path in = work.resolve("leaves.txt");
            Path out = work.resolve("solved.txt");
            Files.write(in, keys, StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>(List.of("split", game, "--keys", in.toString(), "--out",
                    out.toString()));
            if (budget.searchSteps() < Long.MAX_VALUE) {
                args.addAll(List.of("--search-steps", Long.toString((long) Math.max(1, budget.searchSteps()))));
            }
            if (budget.time() != null) {
                args.addAll(List.of("--seconds", Long.toString(Math.max(1, budget.time().toSeconds()))));
            }
            if (master != null) {
                args.addAll(List.of("--master", master));
            }
            module.run(args);
            return SplitGames.read(Files.readAllLines(out, StandardCharsets.UTF_8), new LinkedHashMap<>());
        } finally {
            for (String f : List.of("leaves.txt", "solved.txt")) {
                Files.deleteIfExists(work.resolve(f));
            }
            Files.deleteIfExists(work);
        }
    }
}
