package org.sprague.cli.values;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.sprague.cli.CliRun;

/**
 * {@code values --latex}: the table as a LaTeX tabular. Oracle: Kayles' Grundy values 0,1,2,3,1,4,3,2,1,4,2,6,4,
 * 1,2,7 (Winning Ways, ch. 4, table of Kayles), set as rows of ten with 0 in bold; Wythoff's grid (rows p0,
 * columns p1) with its losing positions (0,0), (1,2), (2,1) bold (Wythoff 1907), and G(2,2) = mex{0, 2} = 1
 * (its options (1,2), (2,1), (0,0) are 0, and (0,2), (2,0), (1,1) are 2).
 */
class ValuesLatexCliTest {
    @Test
    void kaylesAsRowsOfTen() {
        CliRun r = CliRun.of("values", "octal", "--code", "0.77", "--upto", "15", "--latex");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out().lines()).containsExactly(
                "% octal 0.77: Grundy values G(n), n = 0..15 (row label + column = n; bold: value 0)",
                "\\begin{tabular}{r|rrrrrrrrrr}", " & 0 & 1 & 2 & 3 & 4 & 5 & 6 & 7 & 8 & 9 \\\\", "\\hline",
                "0 & \\textbf{0} & 1 & 2 & 3 & 1 & 4 & 3 & 2 & 1 & 4 \\\\",
                "10 & 2 & 6 & 4 & 1 & 2 & 7 &  &  &  &  \\\\", "\\end{tabular}");
    }

    @Test
    void jsonCarriesTheTableBesideTheValues() throws Exception {
        JsonNode v = CliRun.json("values", "subtraction", "--set", "1,2", "--upto", "40", "--latex", "--json");
        assertThat(v.get("values").size()).isEqualTo(41);
        // subtraction {1,2}: G(n) = n mod 3, period 3 from 0
        assertThat(v.get("latex").asText()).contains("; period 3, preperiod 0",
                "30 & \\textbf{0} & 1 & 2 & \\textbf{0} & 1 & 2 & \\textbf{0} & 1 & 2 & \\textbf{0} \\\\");
    }

    @Test
    void wythoffGridWithItsLosingPositionsBold() {
        CliRun r = CliRun.of("values", "wythoff", "--grid", "3,3", "--latex");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("\\begin{tabular}{r|rrr}", "0 & \\textbf{0} & 1 & 2 \\\\",
                "1 & 1 & 2 & \\textbf{0} \\\\", "2 & 2 & \\textbf{0} & 1 \\\\");
    }

    @Test
    void tooLongATableIsExitTwo() {
        CliRun r = CliRun.of("values", "subtraction", "--set", "1,2", "--upto", "20000", "--latex");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --latex").hasLineCount(1);
    }
}
