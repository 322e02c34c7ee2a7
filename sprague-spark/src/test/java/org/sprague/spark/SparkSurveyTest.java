package org.sprague.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.survey.SurveyCodes;
import org.sprague.survey.SurveyResults;
import org.sprague.survey.SurveyRow;
import org.sprague.survey.Surveys;

/** The distributed survey against the codes run one by one in this JVM, and its resuming. */
class SparkSurveyTest {
    @Test
    void theTableEqualsTheCodesRunOneByOne(@TempDir Path dir) {
        List<String> codes = SurveyCodes.family(false, 2);
        int upto = 400;
        List<SurveyRow> local = new ArrayList<>();
        for (String c : codes) {
            local.add(Surveys.row(c, upto));
        }
        List<SurveyRow> distributed = SparkSurvey.run(SharedSpark.session(), codes, upto, dir);
        assertThat(distributed).isEqualTo(local);
        assertThat(distributed.stream().filter(SurveyRow::proven).count()).isBetween(1L, (long) codes.size() - 1);
        assertThat(SurveyResults.load(dir, codes, upto)).hasSize(codes.size());
    }

    @Test
    void finishedCodesAreNotRedone(@TempDir Path dir) {
        List<String> codes = List.of("0.07", "0.16", "0.77");
        // a finished row with a marker hash no computation gives: a resumed run must keep it as it is
        SurveyRow marked = new SurveyRow("0.16", 300, null, null, null, false, 0, 42L);
        SurveyResults.save(dir, marked);
        List<SurveyRow> rows = SparkSurvey.run(SharedSpark.session(), codes, 300, dir);
        assertThat(rows).containsExactly(Surveys.row("0.07", 300), marked, Surveys.row("0.77", 300));
        // everything finished: a second run sends nothing out and reads the same table back
        assertThat(SparkSurvey.run(SharedSpark.session(), codes, 300, dir)).isEqualTo(rows);
    }
}
