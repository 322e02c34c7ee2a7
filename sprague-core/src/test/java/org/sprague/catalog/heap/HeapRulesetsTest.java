package org.sprague.catalog.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;

class HeapRulesetsTest {
    @Test
    void namesEveryRuleset() {
        assertThat(HeapRulesets.parse("subtraction", GameOptions.of("--set", "4,1,3,3")).name())
                .isEqualTo("subtraction 1,3,4");
        assertThat(HeapRulesets.parse("subtraction", GameOptions.of("--set", "1,3", "--all-but", "true")).name())
                .isEqualTo("subtraction all-but 1,3");
        assertThat(HeapRulesets.parse("subtraction", GameOptions.of("--set", "squares")).name())
                .isEqualTo("subtraction squares");
        assertThat(HeapRulesets.parse("bash", GameOptions.of("--max", "3")).name()).isEqualTo("bash 3");
        assertThat(HeapRulesets.parse("octal", GameOptions.of("--code", "0.77")).name()).isEqualTo("octal 0.77");
        for (String id : HeapRulesets.ids()) {
            assertThat(Catalog.find(id)).as(id).isNotNull();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1,,2", "", " ", "-1,2", "0,1", "a,b", "1.5", ",1", "1,", "3000000000"})
    void badSetsAreBadInput(String set) {
        assertThatThrownBy(() -> HeapRulesets.parse("subtraction", GameOptions.of("--set", set)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("--set");
    }

    @Test
    void badOptionsAreBadInput() {
        assertThatThrownBy(() -> HeapRulesets.parse("subtraction", GameOptions.of("--set", "squares", "--all-but",
                "true"))).isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> HeapRulesets.parse("octal", GameOptions.none()))
                .isInstanceOf(BadInputException.class).hasMessageContaining("--code");
        assertThatThrownBy(() -> HeapRulesets.parse("octal", GameOptions.of("--code", "0.8")))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> HeapRulesets.parse("bash", GameOptions.none()))
                .isInstanceOf(BadInputException.class).hasMessageContaining("--max");
        assertThatThrownBy(() -> HeapRulesets.parse("bash", GameOptions.of("--max", "0")))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> HeapRulesets.parse("nim", GameOptions.none()))
                .isInstanceOf(BadInputException.class).hasMessageContaining("unknown ruleset");
    }

    @Test
    void manyEqualHeapsAreSearchedAsMultisets() {
        // 2^40 ordered lists, but 41 sorted ones: misère play of 40 single tokens is answered (an even count wins)
        java.util.List<String> ones = java.util.Collections.nCopies(40, "1");
        assertThat(((org.sprague.catalog.Solution) Catalog.find("bash").solve(GameOptions.of("--max", "3",
                "--misere", "true"), ones)).outcome()).isEqualTo(org.sprague.value.Outcome.FIRST);
        assertThat(org.sprague.solve.SearchCounts.binomial(41, 40)).isEqualTo(41.0);
    }

    @Test
    void badHeapsAndHugeSearches() {
        assertThatThrownBy(() -> Catalog.find("lasker").solve(GameOptions.none(), java.util.List.of("-3")))
                .isInstanceOf(BadInputException.class);
        assertThatThrownBy(() -> Catalog.find("grundy").solve(GameOptions.none(),
                java.util.List.of("100000000000"))).isInstanceOf(ResourceLimitException.class);
        assertThatThrownBy(() -> Catalog.find("lasker").solve(GameOptions.of("--misere", "true"),
                java.util.List.of("200"))).isInstanceOf(ResourceLimitException.class);
    }
}
