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
 * {@code --engine spark} for a split search ({@link org.sprague.split}): the sprague-spark module's {@code split}
 * job, in a child JVM ({@link SparkModule}), cuts the board's search, solves the leaves it needs as Spark tasks in
 * rounds, and writes them to a file, a line a leaf; the command reads them back and combines them itself, as the
 * in-process engine does.
 */
public final class SparkSplitEngine implements SplitEngine {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public LeafSolver solver(String master) {
        SparkModule module = SparkModule.find();
        return (game, rows, depth, budget) -> {
            try {
                return solve(module, game, rows, depth, budget, master);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private static Map<String, SplitGame.Leaf> solve(SparkModule module, String game, List<String> rows, int depth,
            Budget budget, String master) throws IOException {
        if (SplitGames.find(game).next(rows, depth, Map.of(), 1).isEmpty()) {
            return new LinkedHashMap<>(); // decided without a leaf (no moves): nothing to start Spark for
        }
        Path out = Files.createTempFile("sprague-split-", ".txt");
        try {
            List<String> args = new ArrayList<>(List.of("split", game, "--rows", String.join("|", rows), "--depth",
                    Integer.toString(depth), "--out", out.toString()));
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
            Files.deleteIfExists(out);
        }
    }
}
