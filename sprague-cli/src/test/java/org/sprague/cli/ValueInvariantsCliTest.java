package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * {@code value} with its invariants, against hand-worked values: {@code {2|-1}} (mean 1/2, temperature 3/2,
 * frozen 1/2*), {@code ^} (atomic weight 1, companion ^*, Siegel, Combinatorial Game Theory, II.7) and CGSuite's
 * {@code {3||2*|1*}} (reduced form {3||2|1}, odd tempered: cgsuite/cgsuite,
 * lib/core/src/test/scala/org/cgsuite/lang2/CanonicalShortGameTestCase.scala).
 */
class ValueInvariantsCliTest {
    @Test
    void cheapInvariantsAlwaysCostlierOnRequest() throws Exception {
        JsonNode plain = CliRun.json("value", "{2|-1}", "--json");
        assertThat(plain.get("birthday").asText()).isEqualTo("3");
        assertThat(plain.get("isOddTempered").asBoolean()).isTrue();
        assertThat(plain.get("confusionInterval").asText()).isEqualTo("[-1, 2]");
        // the contract's fields always, the companion and frozen value on request
        assertThat(plain.get("reducedCanonicalForm").asText()).isEqualTo("{2|-1}");
        assertThat(plain.has("companion")).isFalse();
        JsonNode full = CliRun.json("value", "{3|{2+*|1+*}}", "--invariants", "--json");
        assertThat(full.get("reducedCanonicalForm").asText()).isEqualTo("{3||2|1}");
        assertThat(full.get("freeze").asText()).isEqualTo("9/4*");
        assertThat(full.get("atomicWeight").isNull()).isTrue();
        JsonNode up = CliRun.json("value", "^", "--invariants", "--json");
        assertThat(up.get("atomicWeight").asText()).isEqualTo("1");
        assertThat(up.get("companion").asText()).isEqualTo("^*");
        assertThat(up.get("leftIncentives").get(0).asText()).isEqualTo("v");
        assertThat(up.get("incentives").get(0).asText()).isEqualTo("^*");
    }

    /**
     * Atomic weights where CGSuite defines them beyond all-small games, and its "not atomic" answers
     * (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang2/CanonicalShortGameTestCase.scala): Tiny(3/2)
     * weighs 0, {1|^^||^} weighs 2, {1|^^^||^} and the hot {3||2*|1*} are not atomic.
     */
    @Test
    void atomicWeightsAndNotAtomicAsCgsuite() throws Exception {
        assertThat(CliRun.json("value", "Tiny(3/2)", "--json").get("atomicWeight").asText()).isEqualTo("0");
        assertThat(CliRun.json("value", "{1|^^||^}", "--json").get("atomicWeight").asText()).isEqualTo("2");
        JsonNode far = CliRun.json("value", "{1|^^^||^}", "--json");
        assertThat(far.get("atomicWeight").isNull()).isTrue();
        assertThat(far.get("atomicWeightNote").asText()).startsWith("not atomic");
        assertThat(CliRun.of("value", "{3||2*|1*}", "--invariants").out()).contains(
                "atomic weight  none (not atomic: not infinitesimal)");
        CliRun r = CliRun.of("value", "aw({1|^^^||^})");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("not atomic").hasLineCount(1);
    }

    @Test
    void functionsInExpressions() throws Exception {
        assertThat(CliRun.json("value", "cool({2|-1}, 1)", "--json").get("canonical").asText()).isEqualTo("{1|0}");
        assertThat(CliRun.json("value", "heat(*, 1)", "--json").get("canonical").asText()).isEqualTo("+-1");
        assertThat(CliRun.of("value", "rcf(^ + 1/2*)").out()).contains("canonical      1/2");
    }

    @Test
    void badCallsAreExitTwoWithOneLine() {
        for (String bad : new String[] {"aw(2)", "cool(^, -1)", "cool(^)", "heat(*)", "frost(1)"}) {
            CliRun r = CliRun.of("value", bad);
            assertThat(r.exitCode()).as(bad).isEqualTo(2);
            assertThat(r.err()).as(bad).startsWith("error: ").doesNotContain("Exception").hasLineCount(1);
        }
        CliRun r = CliRun.of("value", "^", "--thermograph", "/tmp/x.pdf");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains(".png or .svg");
    }
}
