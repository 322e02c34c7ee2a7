package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

class IntegersTest {
    @Test
    void readsAsciiDigitsWithOneOptionalMinus() {
        assertThat(Integers.parse("0", "x")).isEqualTo(BigInteger.ZERO);
        assertThat(Integers.parse("-0", "x")).isEqualTo(BigInteger.ZERO);
        assertThat(Integers.parse("007", "x")).isEqualTo(BigInteger.valueOf(7));
        assertThat(Integers.parse("-12", "x")).isEqualTo(BigInteger.valueOf(-12));
        assertThat(Integers.parse("123456789012345678901234567890", "x"))
                .isEqualTo(new BigInteger("123456789012345678901234567890"));
    }

    @Test
    void rejectsSignsSpacesAndOtherScriptsDigits() {
        // Arabic-Indic two, full-width three, Devanagari five: Integer.parseInt would take each of them
        for (String bad : List.of("+5", "+-5", "--5", "-", "", " 5", "5 ", "1.5", "1e3", "\u0662", "\uff13",
                "\u096b", "0x10", "5-")) {
            assertThat(Integers.isInteger(bad)).as(bad).isFalse();
            assertThatThrownBy(() -> Integers.parse(bad, "heap 1")).as(bad).isInstanceOf(BadInputException.class)
                    .hasMessageStartingWith("heap 1 must be an integer, got '");
        }
    }

    @Test
    void rangeIsCheckedOnTheFullNumber() {
        assertThat(Integers.parse("10000", "v", 1, 10_000)).isEqualTo(10_000);
        assertThatThrownBy(() -> Integers.parse("10001", "v", 1, 10_000)).hasMessage(
                "v must be between 1 and 10000, got 10001");
        // 2^64 + 5 must not wrap into the range
        assertThatThrownBy(() -> Integers.parse("18446744073709551621", "v", 1, 10_000))
                .isInstanceOf(BadInputException.class);
    }

    @Test
    void longTokensAreCutToAnExcerptAndTheirLength() {
        String huge = "\0".repeat(1_000_000);
        assertThatThrownBy(() -> Integers.parse(huge, "heap 1")).hasMessage(
                "heap 1 must be an integer, got '" + "?".repeat(16) + "...' (1000000 characters)");
        assertThat(Integers.excerpt("12345")).isEqualTo("12345");
        assertThat(Integers.excerpt("9".repeat(50))).isEqualTo("9".repeat(16) + "... (50 characters)");
    }

    @Test
    void optionsUseTheSameSyntax() {
        GameOptions o = GameOptions.of("--k", "\u0662", "--max", "+3", "--m", "2");
        assertThatThrownBy(() -> o.intValue(option("--k"), 1, 1)).hasMessage("--k takes an integer, got '\u0662'");
        assertThatThrownBy(() -> o.intValue(option("--max"), 1, 1)).hasMessage("--max takes an integer, got '+3'");
        assertThat(o.intValue(option("--m"), 1, 1)).isEqualTo(2);
        assertThatThrownBy(() -> o.intValue(option("--m"), 3, 1)).hasMessage("--m must be at least 3, got 2");
    }

    private static GameOption option(String name) {
        return GameOption.value(name, "N", "a number", null);
    }
}
