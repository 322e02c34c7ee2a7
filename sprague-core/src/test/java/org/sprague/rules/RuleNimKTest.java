package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;

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

/**
 * {@code --k} over take-and-break rule files: each heap given is a component, the heaps a move leaves stay in it.
 * Held against a brute force of the compound of Lasker's Nim written here.
 */
class RuleNimKTest {
    /** A component as the answers write it: its heaps with moves, ascending, joined by +; 0 for none. */
    private static String text(List<Integer> heaps) {
        List<Integer> h = new ArrayList<>();
        for (int x : heaps) {
            if (x > 0) {
                h.add(x);
            }
        }
        h.sort(null);
        if (h.isEmpty()) {
            return "0";
        }
        StringBuilder b = new StringBuilder();
        for (int x : h) {
            b.append(b.length() == 0 ? "" : "+").append(x);
        }
        return b.toString();
    }

    private static List<Integer> heaps(String text) {
        List<Integer> out = new ArrayList<>();
        for (String s : text.split("\\+")) {
            out.add(Integer.parseInt(s));
        }
        return out;
    }

    /** Lasker's Nim on one component: take any number from one heap, or split one heap into two nonempty ones. */
    private static List<String> options(String component) {
        List<Integer> h = heaps(component);
        Set<String> out = new LinkedHashSet<>();
        for (int i = 0; i < h.size(); i++) {
            int n = h.get(i);
            for (int m = 0; m < n; m++) {
                List<Integer> next = new ArrayList<>(h);
                next.set(i, m);
                out.add(text(next));
            }
            for (int a = 1; 2 * a <= n; a++) {
                List<Integer> next = new ArrayList<>(h);
                next.set(i, a);
                next.add(n - a);
                out.add(text(next));
            }
        }
        return new ArrayList<>(out);
    }

    private final Map<List<String>, Boolean> memo = new HashMap<>();

    private boolean wins(List<String> p, int k) {
        List<String> key = new ArrayList<>(p);
        key.sort(null);
        Boolean known = memo.get(key);
        if (known == null) {
            known = false;
            for (List<String> next : moves(p, k)) {
                if (!wins(next, k)) {
                    known = true;
                    break;
                }
            }
            memo.put(key, known);
        }
        return known;
    }

    private static Set<List<String>> moves(List<String> p, int k) {
        Set<List<String>> out = new LinkedHashSet<>();
        extend(p, 0, 0, new ArrayList<>(p), k, out);
        return out;
    }

    private static void extend(List<String> p, int from, int changed, List<String> cur, int k,
            Set<List<String>> out) {
        if (changed > 0) {
            out.add(List.copyOf(cur));
        }
        if (changed == k) {
            return;
        }
        for (int i = from; i < p.size(); i++) {
            for (String o : options(p.get(i))) {
                cur.set(i, o);
                extend(p, i + 1, changed + 1, cur, k, out);
            }
            cur.set(i, p.get(i));
        }
    }

    @Test
    void laskerCompoundsAgreeWithBruteForce() {
        RuleSolver solver = new RuleSolver(RuleFiles.game(RuleFiles.LASKER));
        for (int k = 2; k <= 3; k++) {
            memo.clear();
            for (List<String> p : SmallRules.integerLists(3, 4)) {
                if (p.size() < 2) {
                    continue;
                }
                Solution s = solver.solve(p, false, k, false);
                List<String> start = new ArrayList<>();
                for (String h : p) {
                    start.add(text(List.of(Integer.parseInt(h))));
                }
                String what = "k=" + k + " " + p;
                assertThat(s.outcome()).as(what).isEqualTo(wins(start, k) ? Outcome.FIRST : Outcome.SECOND);
                Set<List<String>> expected = new LinkedHashSet<>();
                for (List<String> next : moves(start, k)) {
                    if (!wins(next, k)) {
                        expected.add(next);
                    }
                }
                Set<List<String>> shown = new LinkedHashSet<>();
                for (MoveReport m : s.winningMoves()) {
                    List<String> to = new ArrayList<>();
                    for (String c : m.to()) {
                        to.add(text(heaps(c)));
                    }
                    shown.add(to);
                }
                assertThat(shown).as(what).isEqualTo(expected);
            }
        }
    }
}
