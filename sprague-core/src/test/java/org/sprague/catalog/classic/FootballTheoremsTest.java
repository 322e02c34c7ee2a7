package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/** The two theorems of POJ 2315 (M = 1, M at least the number of balls) against a brute force written here. */
class FootballTheoremsTest {
    private final Map<List<Integer>, Boolean> memo = new HashMap<>();

    /** Kick 1..m balls, each 1..k turns (not below 0); who cannot kick loses. */
    private boolean wins(List<Integer> a, int m, int k) {
        List<Integer> key = new ArrayList<>(a);
        key.sort(null);
        Boolean known = memo.get(key);
        if (known == null) {
            known = false;
            for (List<Integer> next : kicks(a, m, k)) {
                if (!wins(next, m, k)) {
                    known = true;
                    break;
                }
            }
            memo.put(key, known);
        }
        return known;
    }

    private static Set<List<Integer>> kicks(List<Integer> a, int m, int k) {
        Set<List<Integer>> out = new LinkedHashSet<>();
        kick(a, 0, 0, new ArrayList<>(a), m, k, out);
        return out;
    }

    private static void kick(List<Integer> a, int from, int kicked, List<Integer> cur, int m, int k,
            Set<List<Integer>> out) {
        if (kicked > 0) {
            out.add(List.copyOf(cur));
        }
        if (kicked == m) {
            return;
        }
        for (int i = from; i < a.size(); i++) {
            for (int d = 1; d <= k && d <= a.get(i); d++) {
                cur.set(i, a.get(i) - d);
                kick(a, i + 1, kicked + 1, cur, m, k, out);
            }
            cur.set(i, a.get(i));
        }
    }

    @Test
    void theoremsAgreeWithBruteForceOnEverySmallPosition() {
        int answered = 0;
        for (int k = 1; k <= 3; k++) {
            for (int m = 1; m <= 4; m++) {
                memo.clear();
                for (List<String> p : SmallRules.integerLists(4, 7)) {
                    List<BigInteger> balls = p.stream().map(BigInteger::new).toList();
                    Solution s = FootballTheorems.answer("football", p, balls, m, k);
                    if (m != 1 && m < p.size()) {
                        assertThat(s).isNull();
                        continue;
                    }
                    answered++;
                    List<Integer> a = p.stream().map(Integer::valueOf).toList();
                    String what = "m=" + m + " k=" + k + " " + p;
                    assertThat(s.outcome()).as(what).isEqualTo(wins(a, m, k) ? Outcome.FIRST : Outcome.SECOND);
                    Set<List<Integer>> expected = new LinkedHashSet<>();
                    for (List<Integer> next : kicks(a, m, k)) {
                        if (!wins(next, m, k)) {
                            expected.add(next);
                        }
                    }
                    Set<List<Integer>> shown = new LinkedHashSet<>();
                    for (MoveReport mv : s.winningMoves()) {
                        shown.add(mv.to().stream().map(Integer::valueOf).toList());
                    }
                    assertThat(shown).as(what).isEqualTo(expected);
                }
            }
        }
        assertThat(answered).isGreaterThan(10_000);
    }
}
