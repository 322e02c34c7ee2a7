package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.BadInputException;

class OctalCodeTest {
    @Test
    void readsDigitsAfterThePoint() {
        OctalCode kayles = OctalCode.parse("0.77");
        assertThat(kayles.digit(0)).isZero();
        assertThat(kayles.digit(1)).isEqualTo(7);
        assertThat(kayles.digit(2)).isEqualTo(7);
        assertThat(kayles.digit(3)).isZero();
        assertThat(kayles.maxRemoved()).isEqualTo(2);
        assertThat(kayles.maxParts()).isEqualTo(2);
    }

    @Test
    void leadingDigitSplitsWithoutTaking() {
        OctalCode c = OctalCode.parse("4.07");
        assertThat(c.digit(0)).isEqualTo(4);
        assertThat(c.digit(1)).isZero();
        assertThat(c.digit(2)).isEqualTo(7);
    }

    @Test
    void trailingZerosDoNotCount() {
        assertThat(OctalCode.parse("0.3300").maxRemoved()).isEqualTo(2);
        assertThat(OctalCode.parse("0.3").maxParts()).isEqualTo(1);
        assertThat(OctalCode.parse(".137").maxRemoved()).isEqualTo(3);
    }

    @Test
    void aLoneDigitHasThePointAfterIt() {
        OctalCode c = OctalCode.parse("4");
        assertThat(c.digit(0)).isEqualTo(4);
        assertThat(c.maxRemoved()).isZero();
        assertThat(c.maxParts()).isEqualTo(2);
        assertThat(OctalCode.parse("0").maxRemoved()).isZero();
    }

    @Test
    void hexadecimalCodesTakeAPrefix() {
        OctalCode c = OctalCode.parse("0x0.F");
        assertThat(c.hexadecimal()).isTrue();
        assertThat(c.digit(1)).isEqualTo(15);
        assertThat(c.maxParts()).isEqualTo(3);
        assertThat(OctalCode.parse("0xC.1").digit(0)).isEqualTo(12);
    }

    @Test
    void subtractionSetsAreCodes() {
        OctalCode c = OctalCode.ofSubtraction(new int[] {1, 3, 4});
        assertThat(c.text()).isEqualTo("0.3033");
        assertThat(c.maxRemoved()).isEqualTo(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.8", "abc", "0.9", "077", "0.7.7", "0.", "12.3", "1.0", "2.07", "3.1", "0xG.1",
        "0x1.0", "", "0.7a", "-0.7", "1", "2", "8", "."})
    void badCodesAreBadInput(String code) {
        assertThatThrownBy(() -> OctalCode.parse(code)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("octal code");
    }
}
