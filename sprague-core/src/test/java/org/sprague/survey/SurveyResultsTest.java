package org.sprague.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;

class SurveyResultsTest {
    @Test
    void savedRowsComeBackForTheirBoundOnly(@TempDir Path dir) throws Exception {
        SurveyRow a = new SurveyRow("0.77", 500, 71, 12, 0L, true, 8, 123L);
        SurveyRow b = new SurveyRow("0.16", 500, null, null, null, false, 9, -5L);
        SurveyResults.save(dir, a);
        SurveyResults.save(dir, b);
        Map<String, SurveyRow> back = SurveyResults.load(dir, List.of("0.77", "0.16", "0.07"), 500);
        assertThat(back).containsOnlyKeys("0.77", "0.16");
        assertThat(back.get("0.77")).isEqualTo(a);
        assertThat(back.get("0.16")).isEqualTo(b);
        assertThat(SurveyResults.load(dir, List.of("0.77"), 501)).isEmpty();
        assertThat(SurveyResults.load(dir.resolve("absent"), List.of("0.77"), 500)).isEmpty();
        try (var files = Files.list(dir)) {
            assertThat(files.filter(f -> f.getFileName().toString().startsWith(".part-"))).isEmpty();
        }
    }

    @Test
    void aDamagedRowIsBadInputNamingTheFile(@TempDir Path dir) throws Exception {
        Files.writeString(SurveyResults.file(dir, "0.77", 500), "500\t0.77\tx\n");
        assertThatThrownBy(() -> SurveyResults.load(dir, List.of("0.77"), 500))
                .isInstanceOf(BadInputException.class).hasMessageContaining("0.77-500.row");
    }
}
