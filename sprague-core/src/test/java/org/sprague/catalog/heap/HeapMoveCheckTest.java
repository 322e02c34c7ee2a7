package org.sprague.catalog.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.GameOptions;
import org.sprague.heap.HeapRuleset;

/**
 * Each ruleset's own test of a move ({@link HeapRuleset#allows}), which play uses on heaps too big to list, agrees
 * with its listed options on every heap up to 24 and every way of leaving at most three heaps.
 */
class HeapMoveCheckTest {
    private static final List<GameOptions> RULESETS = List.of(
            GameOptions.of("id", "subtraction", "--set", "1,3,4"),
            GameOptions.of("id", "subtraction", "--set", "2,5,2000000"),
            GameOptions.of("id", "subtraction", "--set", "2,5", "--all-but", "true"),
            GameOptions.of("id", "subtraction", "--set", "squares"),
            GameOptions.of("id", "subtraction", "--set", "powers-of-2"),
            GameOptions.of("id", "bash", "--max", "3"),
            GameOptions.of("id", "octal", "--code", "0.77"),
            GameOptions.of("id", "octal", "--code", "4.07"),
            GameOptions.of("id", "octal", "--code", "0x0.F"),
            GameOptions.of("id", "lasker"),
            GameOptions.of("id", "grundy"),
            GameOptions.of("id", "half"),
            GameOptions.of("id", "pebbles"),
            GameOptions.of("id", "box"));

    @Test
    void theRulesetsOwnTestAgreesWithItsOptions() {
        for (GameOptions o : RULESETS) {
            HeapRuleset rules = HeapRulesets.parse(o.asMap().get("id"), o);
            for (int n = 0; n <= 24; n++) {
                Set<List<Integer>> listed = new HashSet<>();
                rules.forEachOption(n, (a, b, c) -> listed.add(sorted(a, b, c)));
                for (List<Integer> parts : candidates(n)) {
                    List<BigInteger> big = new ArrayList<>();
                    parts.forEach(p -> big.add(BigInteger.valueOf(p)));
                    Optional<Boolean> said = rules.allows(BigInteger.valueOf(n), big);
                    assertThat(said).as(rules.name() + ": " + n + " -> " + parts).contains(listed.contains(parts));
                }
            }
        }
    }

    private static List<Integer> sorted(int a, int b, int c) {
        List<Integer> out = new ArrayList<>();
        for (int p : new int[] {a, b, c}) {
            if (p > 0) {
                out.add(p);
            }
        }
        out.sort(null);
        return out;
    }

    /** Nothing left, one heap up to n + 1, two or three non-empty heaps summing to at most n. */
    private static List<List<Integer>> candidates(int n) {
        List<List<Integer>> out = new ArrayList<>();
        out.add(List.of());
        for (int a = 1; a <= n + 1; a++) {
            out.add(List.of(a));
            for (int b = a; a + b <= n; b++) {
                out.add(List.of(a, b));
                for (int c = b; a + b + c <= n; c++) {
                    out.add(List.of(a, b, c));
                }
            }
        }
        return out;
    }
}
