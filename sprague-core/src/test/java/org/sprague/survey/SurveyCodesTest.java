package org.sprague.survey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

class SurveyCodesTest {
    @Test
    void familiesHoldEveryCodeOnceWithANonZeroLastDigit() {
        // (b-1) b^(k-1) codes of k digits
        assertThat(SurveyCodes.family(false, 1)).containsExactly("0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7");
        List<String> octal3 = SurveyCodes.family(false, 3);
        assertThat(octal3).hasSize(7 + 56 + 448).doesNotHaveDuplicates();
        assertThat(octal3).allMatch(c -> !c.endsWith("0"));
        assertThat(octal3).contains("0.007", "0.77", "0.137", "0.7", "0.401");
        assertThat(SurveyCodes.family(true, 2)).hasSize(15 + 240).contains("0x0.F", "0x0.0F", "0x0.A1");
    }

    @Test
    void codeOrderIsTheOrderOfFractions() {
        assertThat(SurveyCodes.family(false, 2).subList(0, 9))
                .containsExactly("0.01", "0.02", "0.03", "0.04", "0.05", "0.06", "0.07", "0.1", "0.11");
        List<String> all = SurveyCodes.family(false, 3);
        for (int i = 1; i < all.size(); i++) {
            assertThat(fraction(all.get(i - 1))).isLessThan(fraction(all.get(i)));
        }
        List<String> hex = SurveyCodes.family(true, 2);
        assertThat(hex.indexOf("0x0.9")).isLessThan(hex.indexOf("0x0.A"));
    }

    @Test
    void aFileOfCodesIsCheckedDedupedAndSorted() throws Exception {
        List<String> codes = SurveyCodes.read(new StringReader("# Kayles and friends\n0.77, 0.07 0.137\n\n0.07 4.07\n"),
                "codes.txt");
        assertThat(codes).containsExactly("0.07", "0.137", "0.77", "4.07");
        assertThat(new HashSet<>(codes)).hasSize(4);
        assertThatThrownBy(() -> SurveyCodes.read(new StringReader("0.77\n0.8\n"), "codes.txt"))
                .isInstanceOf(BadInputException.class).hasMessageStartingWith("codes.txt line 2: ");
        assertThatThrownBy(() -> SurveyCodes.read(new StringReader("# none\n"), "codes.txt"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("holds no codes");
        assertThatThrownBy(() -> SurveyCodes.family(false, 0)).isInstanceOf(BadInputException.class);
    }

    /** The value of 0.d1d2d3 as a fraction of 8^3, for codes of up to three octal digits. */
    private static int fraction(String code) {
        String d = (code.substring(2) + "000").substring(0, 3);
        return Integer.parseInt(d, 8);
    }
}
