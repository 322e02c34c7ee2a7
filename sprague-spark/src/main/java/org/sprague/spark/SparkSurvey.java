package org.sprague.spark;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.sprague.survey.SurveyResults;
import org.sprague.survey.SurveyRow;
import org.sprague.survey.Surveys;

/**
 * A survey of octal games spread over Spark tasks, one code a task, so that the scheduler hands the next code to
 * whichever core is free (codes differ in cost by orders of magnitude). Each code is computed by the
 * single-machine engine ({@link Surveys#row}), so the table equals running the codes one by one.
 *
 * <p>Resuming: the codes already in the results directory are not sent out again. Each task writes its row there
 * as soon as it is done (when executors see the directory: local mode, or a file system shared by the cluster),
 * and the driver writes every row it collects, so after a finished run the directory is complete either way.
 */
public final class SparkSurvey {
    private SparkSurvey() {
    }

    /**
     * The rows of {@code codes} (in the given order) for G(0..upto).
     *
     * @param results the results directory, or {@code null} to keep nothing
     */
    public static List<SurveyRow> run(SparkSession spark, List<String> codes, int upto, Path results) {
        Map<String, SurveyRow> done = SurveyResults.load(results, codes, upto);
        List<String> todo = new ArrayList<>();
        for (String c : codes) {
            if (!done.containsKey(c)) {
                todo.add(c);
            }
        }
        if (!todo.isEmpty()) {
            String dir = results == null ? null : results.toAbsolutePath().toString();
            JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            List<String> lines = sc.parallelize(todo, todo.size()).map(code -> {
                SurveyRow row = Surveys.row(code, upto);
                if (dir != null) {
                    try {
                        SurveyResults.save(Path.of(dir), row);
                    } catch (java.io.UncheckedIOException e) {
                        // an executor that cannot see the directory leaves the row to the driver
                    }
                }
                return row.line();
            }).collect();
            for (String line : lines) {
                SurveyRow row = SurveyRow.parse(line, "a Spark task");
                if (results != null) {
                    SurveyResults.save(results, row);
                }
                done.put(row.code(), row);
            }
        }
        List<SurveyRow> rows = new ArrayList<>();
        for (String c : codes) {
            rows.add(done.get(c));
        }
        return rows;
    }
}
