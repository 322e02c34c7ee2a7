package org.sprague.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalPeriodicityTheorem;
import org.sprague.heap.OctalRuleset;

/**
 * The periodicity theorem for misère quotients, held to a plain misère search written here: a quotient built only
 * up to the heap the theorem needs predicts the outcome of sums with larger heaps through the period.
 */
class MiserePeriodicityTest {
    /** Plain memoized misère search of a sum (sorted, zeros dropped): the mover wins with no move or a move to a loss. */
    private static final class BruteForce {
        private final HeapRuleset rules;
        private final Map<String, Boolean> memo = new HashMap<>();

        BruteForce(HeapRuleset rules) {
            this.rules = rules;
        }

        boolean moverWins(int[] heaps) {
            int[] key = Arrays.stream(heaps).filter(h -> h > 0).sorted().toArray();
            String k = Arrays.toString(key);
            Boolean known = memo.get(k);
            if (known != null) {
                return known;
            }
            boolean any = false;
            boolean win = false;
            for (int i = 0; i < key.length && !win; i++) {
                if (i > 0 && key[i] == key[i - 1]) {
                    continue;
                }
                List<int[]> options = new ArrayList<>();
                rules.forEachOption(key[i], (a, b, c) -> options.add(new int[] {a, b, c}));
                for (int[] o : options) {
                    any = true;
                    int[] next = Arrays.copyOf(key, key.length + 3);
                    next[i] = 0;
                    next[key.length] = o[0];
                    next[key.length + 1] = o[1];
                    next[key.length + 2] = o[2];
                    if (!moverWins(next)) {
                        win = true;
                        break;
                    }
                }
            }
            boolean result = !any || win;
            memo.put(k, result);
            return result;
        }
    }

    /**
     * For a code whose heaps' elements the theorem proves periodic from a quotient built to exactly the heap it
     * needs, every sum of one heap above that (up to {@code upto}) and one of at most {@code small} has the outcome
     * the period predicts, by the search.
     */
    private static void periodPredictsTheSearch(String code, int upto, int small) {
        OctalCode c = OctalCode.parse(code);
        HeapRuleset rules = new OctalRuleset(c);
        MiserePeriodicity found = MiserePeriodicity.find(
                MisereQuotients.compute(rules, 64, 1_000_000_000L, 2000).quotient(), c);
        assertNotNull(found, code);
        int needed = (int) OctalPeriodicityTheorem.valuesNeeded(c, found.preperiod(), found.period());
        MisereQuotient q = MisereQuotients.compute(rules, needed, 1_000_000_000L, 2000).quotient();
        MiserePeriodicity per = MiserePeriodicity.find(q, c);
        assertNotNull(per, code);
        assertTrue(needed < upto, code + " needs heaps up to " + needed);
        BruteForce brute = new BruteForce(rules);
        int checked = 0;
        for (int h = needed + 1; h <= upto; h++) {
            int x = q.image(per.representative(h));
            assertEquals(x, q.image(per.representative(BigInteger.valueOf(h))));
            for (int s = 0; s <= small; s++) {
                boolean p = q.isP(q.product(x, q.image(s)));
                assertEquals(!p, brute.moverWins(new int[] {h, s}), code + ": " + h + " + " + s);
                checked++;
            }
        }
        assertTrue(checked > 100);
    }

    @Test
    void code071IsPeriodicAndThePeriodPredictsTheSearch() {
        periodPredictsTheSearch("0.71", 40, 6);
    }

    @Test
    void code075IsPeriodicAndThePeriodPredictsTheSearch() {
        periodPredictsTheSearch("0.75", 40, 6);
    }

    /** Take-only codes: any number of heaps is cheap to search, so three heaps up to 45 each. */
    @Test
    void takeOnlyCodesThreeHeapsAgreeWithTheSearch() {
        for (String code : List.of("0.33", "0.31", "0.333")) {
            OctalCode c = OctalCode.parse(code);
            HeapRuleset rules = new OctalRuleset(c);
            MisereQuotient q = MisereQuotients.compute(rules, 12, 1_000_000L, 2000).quotient();
            MiserePeriodicity per = MiserePeriodicity.find(q, c);
            assertNotNull(per, code);
            BruteForce brute = new BruteForce(rules);
            for (int a = 0; a <= 45; a++) {
                for (int b = 0; b <= a; b++) {
                    for (int d = 0; d <= b; d += 3) {
                        int x = q.product(q.product(q.image(per.representative(a)), q.image(per.representative(b))),
                                q.image(per.representative(d)));
                        assertEquals(!q.isP(x), brute.moverWins(new int[] {a, b, d}), code + ": " + a + " " + b + " "
                                + d);
                    }
                }
            }
        }
    }

    /**
     * Kayles: the elements repeat with period 12 from heap 71, as its normal-play values do (Guy and Smith); the
     * theorem needs the quotient of heaps up to 2*71 + 2*12 + 2 - 1 = 167 and proves nothing from 166.
     */
    @Test
    void kaylesIsPeriodicFromHeap71WithPeriod12() {
        OctalCode c = OctalCode.parse("0.77");
        HeapRuleset rules = new OctalRuleset(c);
        MisereQuotient q = MisereQuotients.compute(rules, 167, 1_000_000_000L, 2000).quotient();
        MiserePeriodicity per = MiserePeriodicity.find(q, c);
        assertNotNull(per);
        assertEquals(71, per.preperiod());
        assertEquals(12, per.period());
        assertEquals(40, q.order());
        assertEquals(71, per.representative(1_000_000_007L)); // 1e9 + 7 = 71 + 12 * 83333328
        assertEquals(71 + (821_989 - 71) % 12, per.representative(821_989L));
        assertEquals(per.representative(821_989L), per.representative(BigInteger.valueOf(821_989L)));
        assertNull(MiserePeriodicity.find(MisereQuotients.compute(rules, 166, 1_000_000_000L, 2000).quotient(), c));
    }
}
