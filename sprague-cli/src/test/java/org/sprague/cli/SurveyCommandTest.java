package org.sprague.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.survey.SurveyResults;
import org.sprague.survey.SurveyRow;

import static org.assertj.core.api.Assertions.assertThat;

class SurveyCommandTest {
    @Test
    void theJsonObjectOfTheContractInCodeOrder() throws Exception {
        CliRun r = CliRun.of("survey", "octal", "--digits", "2", "--upto", "1000", "--json");
        assertThat(r.exitCode()).isZero();
        assertThat(r.err()).isEmpty();
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertThat(j.get("family").asText()).isEqualTo("octal");
        assertThat(j.get("digits").asInt()).isEqualTo(2);
        assertThat(j.get("upto").asInt()).isEqualTo(1000);
        JsonNode codes = j.get("codes");
        assertThat(codes).hasSize(7 + 56);
        assertThat(codes.get(0).get("code").asText()).isEqualTo("0.01");
        assertThat(codes.get(codes.size() - 1).get("code").asText()).isEqualTo("0.77");
        // Kayles, as in the contract's example
        JsonNode kayles = codes.get(codes.size() - 1);
        assertThat(kayles.toString()).startsWith("{\"code\":\"0.77\",\"preperiod\":71,\"period\":12,\"saltus\":0,"
                + "\"proven\":true,\"largest\":8,\"hash\":");
        for (JsonNode c : codes) {
            assertThat(c.fieldNames()).toIterable()
                    .containsExactly("code", "preperiod", "period", "saltus", "proven", "largest", "hash");
        }
    }

    @Test
    void jsonLinesCsvAndTextCarryTheSameRows(@TempDir Path dir) throws Exception {
        Path codes = dir.resolve("codes.txt");
        Files.writeString(codes, "0.77 0.16\n0.07 # Dawson's Kayles\n");
        CliRun csv = CliRun.of("survey", "--codes", codes.toString(), "--upto", "300", "--format", "csv");
        assertThat(csv.out().lines().toList()).hasSize(4).first().isEqualTo(SurveyRow.CSV_HEADER);
        assertThat(csv.out().lines().skip(1).map(l -> l.substring(0, l.indexOf(','))).toList())
                .containsExactly("0.07", "0.16", "0.77");
        CliRun jsonl = CliRun.of("survey", "--codes", codes.toString(), "--upto", "300", "--format", "jsonl");
        ObjectMapper m = new ObjectMapper();
        var lines = jsonl.out().lines().toList();
        assertThat(lines).hasSize(3);
        for (int i = 0; i < 3; i++) {
            String[] f = csv.out().lines().skip(i + 1).findFirst().orElseThrow().split(",", -1);
            JsonNode row = m.readTree(lines.get(i));
            assertThat(row.get("code").asText()).isEqualTo(f[0]);
            assertThat(row.get("hash").asLong()).isEqualTo(Long.parseLong(f[6]));
        }
        CliRun text = CliRun.of("survey", "--codes", codes.toString(), "--upto", "300");
        assertThat(text.out()).startsWith("survey of 3 codes from a file, G(0..300): ");
    }

    @Test
    void aResumedRunKeepsFinishedCodes(@TempDir Path dir) throws Exception {
        Path results = dir.resolve("results");
        CliRun first = CliRun.of("survey", "octal", "--digits", "1", "--upto", "200", "--results", results.toString(),
                "--format", "csv");
        assertThat(first.exitCode()).isZero();
        try (var files = Files.list(results)) {
            assertThat(files.count()).isEqualTo(7);
        }
        // a marked row stands for a finished code: it must be read back, not computed again
        SurveyResults.save(results, new SurveyRow("0.3", 200, 0, 1, 0L, true, 99, 7L));
        CliRun again = CliRun.of("survey", "octal", "--digits", "1", "--upto", "200", "--results", results.toString(),
                "--format", "csv");
        assertThat(again.out()).contains("\n0.3,0,1,0,true,99,7\n");
        assertThat(again.out().replace("0.3,0,1,0,true,99,7", "")).isNotEqualTo(first.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) {
        assertError(CliRun.of("survey", "octal", "--upto", "10"), "error: survey octal needs --digits D");
        assertError(CliRun.of("survey", "decimal", "--digits", "2", "--upto", "10"), "error: survey takes octal or hex");
        assertError(CliRun.of("survey", "octal", "--digits", "9", "--upto", "10"), "error: --digits must be between");
        assertError(CliRun.of("survey", "octal", "--digits", "1", "--upto", "10", "--format", "xml"),
                "error: --format takes");
        assertError(CliRun.of("survey", "--codes", dir.resolve("none").toString(), "--upto", "10"),
                "error: code file");
        assertError(CliRun.of("survey", "octal", "--digits", "1", "--upto", "10", "--engine", "mpi"),
                "error: unknown engine 'mpi'");
        CliRun limit = CliRun.of("survey", "octal", "--digits", "2", "--upto", "2000000000");
        assertThat(limit.exitCode()).isEqualTo(3);
        assertThat(limit.err()).startsWith("error: the survey to 2000000000 needs").hasLineCount(1);
    }

    @Test
    void aCodeFileThatIsNotUtf8OrADirectoryIsBadInput(@TempDir Path dir) throws Exception {
        Path codes = java.nio.file.Files.write(dir.resolve("codes.txt"), new byte[] {'0', '.', '7', '7', '\r', '\n',
            '0', '.', '1', '6', '\n', '0', '.', (byte) 0xFF, '7', '\n'});
        assertError(CliRun.of("survey", "--codes", codes.toString(), "--upto", "10"),
                "error: " + codes + " line 3 is not valid UTF-8 (byte 0xFF); save the file as UTF-8");
        assertError(CliRun.of("survey", "--codes", dir.toString(), "--upto", "10"),
                "error: cannot read code file " + dir + ": it is a directory");
    }

    private static void assertError(CliRun r, String start) {
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith(start).hasLineCount(1);
    }
}
