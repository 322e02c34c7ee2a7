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
import org.sprague.split.SplitRounds;

/**
 * The leaves of a split search ({@link org.sprague.split.DomineeringSplit}, {@link org.sprague.split.CramSplit})
 * as Spark tasks, a Spark job a round of the leaves the game still needs, one leaf a task up to
 * {@value #MOST_TASKS} tasks, so that a free core always takes the next
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
     * Solves the leaves that decide a board's answer, in rounds ({@link SplitRounds}) of at most {@code batch}
     * leaves for a game that can do without some (who wins), of every leaf for one that cannot (nimbers).
     *
     * @param spark the session
     * @param game the game's name ({@link SplitGame#id})
     * @param rows the board
     * @param depth the split's depth, at least 1
     * @param batch the most leaves of a round
     * @param searchSteps the search steps of each leaf's search ({@link Double#POSITIVE_INFINITY} for no limit)
     * @param seconds the time of each leaf's search in seconds, or 0 for none
     * @return the leaves solved
     */
    public static Map<String, SplitGame.Leaf> solve(SparkSession spark, String game, List<String> rows, int depth,
            int batch, double searchSteps, long seconds) {
        return SplitRounds.run(SplitGames.find(game), rows, depth, batch,
                keys -> solveLeaves(spark, game, keys, searchSteps, seconds));
    }

    /**
     * Solves every leaf given, one a task.
     *
     * @param spark the session
     * @param game the game's name ({@link SplitGame#id})
     * @param keys the leaves' words, each once
     * @param searchSteps the search steps of each leaf's search ({@link Double#POSITIVE_INFINITY} for no limit)
     * @param seconds the time of each leaf's search in seconds, or 0 for none
     * @return each key's leaf
     */
    public static Map<String, SplitGame.Leaf> solveLeaves(SparkSession spark, String game, List<String> keys,
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
