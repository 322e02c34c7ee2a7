package org.sprague.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

class SurveysTest {
    /**
     * An independent brute force: G(n) of an octal code 0.d1d2... (no digit before the point) by the definition,
     * a mex over every move the digits allow, with the option values collected in a boolean array.
     */
    static int[] bruteForce(String code, int upto) {
        String digits = code.substring(code.indexOf('.') + 1);
        int[] g = new int[upto + 1];
        for (int n = 0; n <= upto; n++) {
            boolean[] seen = new boolean[4 * n + 8];
            for (int k = 1; k <= digits.length() && k <= n; k++) {
                int d = Character.digit(digits.charAt(k - 1), 16);
                int rest = n - k;
                if ((d & 1) != 0 && rest == 0) {
                    seen[0] = true;
                }
                if ((d & 2) != 0 && rest > 0) {
                    seen[g[rest]] = true;
                }
                if ((d & 4) != 0) {
                    for (int a = 1; a < rest; a++) {
                        seen[g[a] ^ g[rest - a]] = true;
                    }
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            g[n] = m;
        }
        return g;
    }

    @Test
    void hashAndLargestCoverAllOfGZeroToNAsTheBruteForce() {
        // proven early (0.07, 0.77, 0.15), proven late, and never proven (0.16, 0.04): the row covers G(0..N) either way
        for (String code : List.of("0.07", "0.77", "0.15", "0.137", "0.16", "0.04", "0.6", "0.333")) {
            int upto = 700;
            int[] g = bruteForce(code, upto);
            long h = 0;
            int largest = 0;
            for (int n = 0; n <= upto; n++) {
                h = h * 31 + g[n];
                largest = Math.max(largest, g[n]);
            }
            SurveyRow row = Surveys.row(code, upto);
            assertThat(row.hash()).as(code).isEqualTo(h);
            assertThat(row.largest()).as(code).isEqualTo(largest);
            assertThat(row.upto()).isEqualTo(upto);
        }
    }

    @Test
    void kaylesAndDawsonsKaylesAsInTheLiterature() {
        // Kayles: G(n+12) = G(n) from n = 71 on (the last exception is G(70); Winning Ways ch. 4, Guy and Smith 1956)
        SurveyRow kayles = Surveys.row("0.77", 1000);
        assertThat(kayles.preperiod()).isEqualTo(71);
        assertThat(kayles.period()).isEqualTo(12);
        assertThat(kayles.saltus()).isZero();
        assertThat(kayles.proven()).isTrue();
        assertThat(kayles.largest()).isEqualTo(8);
        // Dawson's Kayles 0.07: period 34, last exception at n = 52 (0.137's 51 shifted by one)
        SurveyRow dawson = Surveys.row("0.07", 1000);
        assertThat(dawson.period()).isEqualTo(34);
        assertThat(dawson.preperiod()).isEqualTo(53);
        assertThat(dawson.proven()).isTrue();
    }

    @Test
    void aBoundTooSmallForAProofLeavesThePeriodUnproven() {
        SurveyRow r = Surveys.row("0.77", 100);
        assertThat(r.proven()).isFalse();
        assertThat(r.hash()).isEqualTo(hashOf(bruteForce("0.77", 100)));
    }

    @Test
    void aSurveyBeyondTheWorkBudgetIsRefusedUpFront() {
        assertThatThrownBy(() -> Surveys.checkBudget(List.of("0.1", "0.77"), 200_000_000, Budget.standard()))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("0.77");
        // the take-only code alone is cheap, and no limit refuses nothing
        Surveys.checkBudget(List.of("0.1"), 200_000_000, Budget.standard());
        Surveys.checkBudget(List.of("0.77"), 2_000_000_000, Budget.unlimited());
    }

    @Test
    void rowsSurviveTheirResultLine() {
        SurveyRow r = Surveys.row("0.16", 300);
        assertThat(SurveyRow.parse(r.line(), "test")).isEqualTo(r);
        SurveyRow p = Surveys.row("0.77", 1000);
        assertThat(SurveyRow.parse(p.line(), "test")).isEqualTo(p);
        assertThat(p.csv()).isEqualTo("0.77,71,12,0,true,8," + p.hash());
    }

    private static long hashOf(int[] g) {
        long h = 0;
        for (int v : g) {
            h = h * 31 + v;
        }
        return h;
    }
}
