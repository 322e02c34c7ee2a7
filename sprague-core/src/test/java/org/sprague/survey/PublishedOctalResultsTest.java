package org.sprague.survey;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Published periods of octal games against the survey's rows. Each fact names its source; "preperiod" is the
 * first heap from which G(n + p) = G(n) holds, one more than the last exceptional heap that OEIS and Winning Ways
 * name. The sources (docs/octal-survey.md lists them with their addresses):
 * <ul>
 * <li>[WW] Berlekamp, Conway, Guy, Winning Ways, ch. 4; Guy and Smith, The G-values of various games (1956);</li>
 * <li>[OEIS] The On-Line Encyclopedia of Integer Sequences, A002186, A002187, A071435, A071453, A125920;</li>
 * <li>[GP] Gangolli and Plambeck, A note on periodicity in some octal games, IJGT 18 (1989), as quoted by OEIS
 * A071464;</li>
 * <li>[TC] the table "Nontrivial solved games" of github.com/tczajka/octal-games (SolvedGames.md), which
 * re-computes the earlier results and names who first found them (.156 Kenyon 1967, .356, .644 and .165 Austin
 * 1976).</li>
 * </ul>
 */
class PublishedOctalResultsTest {

    private static void assertProven(String code, int upto, int preperiod, int period, String source) {
        SurveyRow row = Surveys.row(code, upto);
        assertThat(row.proven()).as("%s proven to %d (%s)", code, upto, source).isTrue();
        assertThat(row.period()).as("%s period (%s)", code, source).isEqualTo(period);
        assertThat(row.preperiod()).as("%s preperiod (%s)", code, source).isEqualTo(preperiod);
        assertThat(row.saltus()).as("%s saltus", code).isZero();
    }

    @Test
    void kaylesAndDawsonsGames() {
        // [WW], [OEIS A002186]: Kayles .77, G(n+12) = G(n) from n = 71 on (last exception G(70)), largest value 8
        assertProven("0.77", 1000, 71, 12, "A002186");
        assertThat(Surveys.row("0.77", 1000).largest()).isEqualTo(8);
        // [OEIS A002187]: Dawson's chess .137, period 34, exceptions only at 0, 14, 16, 17, 31, 34 and 51;
        // Dawson's Kayles .07 has its values shifted by one heap (last exception 52)
        assertProven("0.137", 1000, 52, 34, "A002187");
        assertProven("0.07", 1000, 53, 34, "A002187, shifted");
    }

    /** Code, the N to run to, preperiod, period, and where the figures come from. */
    private static final Object[][] LATER_RESULTS = {
        {"0.177", 5000, 497, 20, "[OEIS A071435]: period 20, last exception at 496"},
        {"0.117", 5000, 47, 48, "[OEIS A071453]: period 48, the last of its exceptions at 46"},
        {"0.176", 5000, 24, 8, "[OEIS A125920]: period 8, last exception at 23"},
        {"0.156", 100_000, 3479, 349, "[TC]: preperiod 3479, period 349 (Kenyon 1967)"},
        {"0.356", 100_000, 7315, 142, "[TC]: 7315 and 142 (Austin 1976)"},
        {"0.644", 100_000, 3256, 442, "[TC]: 3256 and 442 (Austin 1976)"},
        {"0.165", 100_000, 5181, 1550, "[TC]: 5181 and 1550 (Austin 1976)"},
    };

    @Test
    void tablesOfWinningWaysAndTheLongPreperiodsOfKenyonAndAustin() {
        for (Object[] r : LATER_RESULTS) {
            assertProven((String) r[0], (Integer) r[1], (Integer) r[2], (Integer) r[3], (String) r[4]);
        }
    }

    @Test
    void gangolliAndPlambecksPeriodFour() {
        // [GP] via [OEIS A071464], and [TC]: .127 has period 4, its last exception at 46577
        assertProven("0.127", 200_000, 46578, 4, "A071464");
    }
}
