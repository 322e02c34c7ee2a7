package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sprague.solve.SpragueGrundySum;
import org.sprague.solve.SumMove;

/**
 * Each ruleset's answer for huge heaps ({@link HeapRuleset#optionsOfValueAtLargeSize}) held against every option
 * of the rules at sizes small enough to enumerate, with values from a mex written here; and sums through
 * {@link HeapOracle} against a search of the whole sum written here.
 */
class HeapOracleTest {
    private static final int TOP = 160;

    /** G(0..TOP) by the mex of the options' values, straight from the rules. */
    private static int[] bruteValues(HeapRuleset rules) {
        int[] g = new int[TOP + 1];
        for (int n = 0; n <= TOP; n++) {
            Set<Integer> seen = new HashSet<>();
            rules.forEachOption(n, (a, b, c) -> seen.add(g[a] ^ g[b] ^ g[c]));
            int m = 0;
            while (seen.contains(m)) {
                m++;
            }
            g[n] = m;
        }
        return g;
    }

    private static List<Integer> sorted(List<BigInteger> parts) {
        List<Integer> out = new ArrayList<>();
        parts.forEach(p -> out.add(p.intValueExact()));
        out.sort(null);
        return out;
    }

    @ParameterizedTest
    @MethodSource("org.sprague.heap.HeapRulesetContractTest#rulesets")
    void largeHeapAnswerAgreesWithEnumerationOfTheRules(HeapRuleset rules) {
        int[] g = bruteValues(rules);
        HeapOracle oracle = new HeapOracle(new HeapGrundy(rules, 1e9), Long.MAX_VALUE / 4);
        int checkedComplete = 0;
        // the large-heap answers are stated for heaps of 2 and more (pebbles' heap of 1 is its one exception)
        for (int n = 2; n <= TOP; n++) {
            for (int t = 0; t <= 12; t++) {
                int target = t;
                Set<List<Integer>> expected = new HashSet<>();
                int heap = n;
                rules.forEachOption(heap, (a, b, c) -> {
                    if ((g[a] ^ g[b] ^ g[c]) == target) {
                        List<Integer> parts = new ArrayList<>();
                        for (int p : new int[] {a, b, c}) {
                            if (p > 0) {
                                parts.add(p);
                            }
                        }
                        parts.sort(null);
                        expected.add(parts);
                    }
                });
                List<List<Integer>> actual = new ArrayList<>();
                boolean complete = oracle.optionsAtLargeSize(BigInteger.valueOf(n), BigInteger.valueOf(t),
                        parts -> actual.add(sorted(parts)));
                assertThat(expected).as("%s, heap %d, value %d: every proposal is a real option", rules.name(), n, t)
                        .containsAll(actual);
                assertThat(new HashSet<>(actual)).as("no option twice").hasSameSizeAs(actual);
                if (complete) {
                    assertThat(new HashSet<>(actual)).as("%s, heap %d, value %d: complete", rules.name(), n, t)
                            .isEqualTo(expected);
                    checkedComplete++;
                } else if (rules.maxParts() == 1) {
                    // only rulesets that split may answer with a selection; take-only ones that cannot say so
                    assertThat(actual).isEmpty();
                }
            }
        }
        if (rules instanceof SubtractionRuleset || rules instanceof WindowRuleset
                || rules == InfiniteSubtractionRuleset.POWERS_OF_TWO) {
            assertThat(checkedComplete).as("take-only rulesets with structure answer completely").isPositive();
        }
    }

    @ParameterizedTest
    @MethodSource("org.sprague.heap.HeapRulesetContractTest#rulesets")
    void sumsThroughTheOracleListExactlyTheMovesToLostPositions(HeapRuleset rules) {
        SplittableRandom random = new SplittableRandom(rules.name().hashCode());
        Map<List<Integer>, Boolean> memo = new HashMap<>();
        SpragueGrundySum<List<BigInteger>> sum =
                new SpragueGrundySum<>(new HeapOracle(new HeapGrundy(rules, 1e9), Long.MAX_VALUE / 4));
        for (int trial = 0; trial < 25; trial++) {
            List<Integer> heaps = new ArrayList<>();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                heaps.add(random.nextInt(9));
            }
            List<List<BigInteger>> components = new ArrayList<>();
            heaps.forEach(h -> components.add(List.of(BigInteger.valueOf(h))));
            SpragueGrundySum.Analysis<List<BigInteger>> a = sum.analyse(components);
            assertThat(a.complete()).isTrue();
            assertThat(a.value().signum() != 0).as("%s %s", rules.name(), heaps).isEqualTo(wins(rules, heaps, memo));
            Set<List<Integer>> listed = new HashSet<>();
            for (SumMove<List<BigInteger>> m : a.winningMoves()) {
                List<Integer> key = new ArrayList<>(sorted(m.option()));
                key.add(0, m.component());
                assertThat(listed.add(key)).as("a move listed twice").isTrue();
            }
            Set<List<Integer>> expected = new HashSet<>();
            for (int i = 0; i < heaps.size(); i++) {
                int index = i;
                rules.forEachOption(heaps.get(i), (x, y, z) -> {
                    List<Integer> to = new ArrayList<>(heaps);
                    to.remove(index);
                    for (int p : new int[] {x, y, z}) {
                        if (p > 0) {
                            to.add(p);
                        }
                    }
                    if (!wins(rules, to, memo)) {
                        List<Integer> key = new ArrayList<>();
                        for (int p : new int[] {x, y, z}) {
                            if (p > 0) {
                                key.add(p);
                            }
                        }
                        key.sort(null);
                        key.add(0, index);
                        expected.add(key);
                    }
                });
            }
            assertThat(listed).as("%s %s", rules.name(), heaps).isEqualTo(expected);
        }
    }

    private static List<Integer> canonical(List<Integer> heaps) {
        List<Integer> out = new ArrayList<>();
        heaps.stream().filter(h -> h > 0).sorted().forEach(out::add);
        return out;
    }

    /** Whether the player to move wins the sum, by search of the sum itself (no Grundy values). */
    private static boolean wins(HeapRuleset rules, List<Integer> heaps, Map<List<Integer>, Boolean> memo) {
        List<Integer> key = canonical(heaps);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean[] win = {false};
        for (int i = 0; i < key.size() && !win[0]; i++) {
            int index = i;
            rules.forEachOption(key.get(i), (x, y, z) -> {
                if (!win[0]) {
                    List<Integer> to = new ArrayList<>(key);
                    to.remove(index);
                    for (int p : new int[] {x, y, z}) {
                        if (p > 0) {
                            to.add(p);
                        }
                    }
                    win[0] = !wins(rules, to, memo);
                }
            });
        }
        memo.put(key, win[0]);
        return win[0];
    }
}
