package org.sprague.cli.web;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The outcome class of a value the page names for a partizan move, against the classes worked by hand from the
 * definitions (Winning Ways, ch. 1 and 2): 0 is a second-player win; a positive number, ^ = {0|*} and Tiny(1)
 * are Left's; their negatives Right's; * and +-1 = {1|-1} are first-player wins.
 */
class WebOutcomeClassTest {
    @Test
    void theClassOfHandWorkedValues() {
        assertThat(WebOutcomeClass.of("0")).isEqualTo("P");
        assertThat(WebOutcomeClass.of("1/2")).isEqualTo("L");
        assertThat(WebOutcomeClass.of("-3")).isEqualTo("R");
        assertThat(WebOutcomeClass.of("*")).isEqualTo("N");
        assertThat(WebOutcomeClass.of("+-1")).isEqualTo("N");
        assertThat(WebOutcomeClass.of("^")).isEqualTo("L");
        assertThat(WebOutcomeClass.of("v")).isEqualTo("R");
        assertThat(WebOutcomeClass.of("^*")).isEqualTo("N");
        assertThat(WebOutcomeClass.of("Tiny(1)")).isEqualTo("L");
        assertThat(WebOutcomeClass.of("{1|-1}")).isEqualTo("N");
    }

    @Test
    void noFormNoClass() {
        assertThat(WebOutcomeClass.of(null)).isNull();
        assertThat(WebOutcomeClass.of("1".repeat(WebOutcomeClass.MAX_FORM + 1))).isNull();
    }
}
