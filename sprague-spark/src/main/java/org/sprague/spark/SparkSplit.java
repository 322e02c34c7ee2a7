package org.sprague.spark;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.sprague.solve.Budget;
import org.sprague.split.SplitGame;
import org.sprague.split.SplitGames;

/**
 * The leaves of a split search ({@link org.sprague.split.DomineeringSplit}, {@link org.sprague.split.CramSplit})
 * as Spark tasks, one leaf a task up to {@value #MOST_TASKS} tasks, so that a free core always takes the next
 * subtree (subtrees differ in cost by orders of magnitude, as octal codes do in {@link SparkSurvey}). Each task
 * runs the single-machine search of its leaf with the budget given, so the leaves' values are those one machine
 * finds; the driver combines them.
 */
public final class SparkSplit {
    /** The most tasks: past it, several leaves share a task. */
    static final int MOST_TASKS = 10_000;

    private SparkSplit() {
    }

    /**
     * Solves every leaf.
     *
     * @param spark the session
     * @param game the game's name ({@link SplitGame#id})
     * @param keys the leaves' words, each once
     * @param searchSteps the search steps of each leaf's search ({@link Double#POSITIVE_INFINITY} for no limit)
     * @param seconds the time of each leaf's search in seconds, or 0 for none
     * @return each key's leaf
     */
    public static Map<String, SplitGame.Leaf> solve(SparkSession spark, String game, List<String> keys,
            double searchSteps, long seconds) {
        SplitGames.find(game); // a bad name is bad input here, before any task
        JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<String> lines = sc.parallelize(keys, Math.max(1, Math.min(keys.size(), MOST_TASKS))).map(key -> {
            Budget budget = Budget.unlimited().withSearchSteps(searchSteps);
            if (seconds > 0) {
                budget = budget.withTime(Duration.ofSeconds(seconds));
            }
            SplitGame.Leaf leaf = SplitGames.solve(game, key, budget);
            return SplitGames.line(key, leaf);
        }).collect();
        return SplitGames.read(lines, new LinkedHashMap<>());
    }
}
