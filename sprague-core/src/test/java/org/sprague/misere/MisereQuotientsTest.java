package org.sprague.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/** The quotient's outcomes against a plain memoized misère search of sums of heaps, written independently here. */
class MisereQuotientsTest {
    /** Plain misère search: a sum (sorted heap list, zeros dropped) wins for the mover iff it has no move or a move to a loss. */
    private static final class BruteForce {
        private final HeapRuleset rules;
        private final Map<String, Boolean> memo = new HashMap<>();

        BruteForce(HeapRuleset rules) {
            this.rules = rules;
        }

        boolean moverWins(List<Integer> heaps) {
            List<Integer> key = new ArrayList<>();
            for (int h : heaps) {
                if (h > 0) {
                    key.add(h);
                }
            }
            key.sort(null);
            String k = key.toString();
            Boolean known = memo.get(k);
            if (known != null) {
                return known;
            }
            boolean[] anyMove = {false};
            boolean[] win = {false};
            for (int i = 0; i < key.size() && !win[0]; i++) {
                int index = i;
                rules.forEachOption(key.get(i), (a, b, c) -> {
                    anyMove[0] = true;
                    if (win[0]) {
                        return;
                    }
                    List<Integer> next = new ArrayList<>(key);
                    next.remove(index);
                    next.addAll(List.of(a, b, c));
                    if (!moverWins(next)) {
                        win[0] = true;
                    }
                });
            }
            boolean result = !anyMove[0] || win[0];
            memo.put(k, result);
            return result;
        }
    }

    private static void agreesWithSearch(String code, int upto, int maxHeaps) {
        HeapRuleset rules = new OctalRuleset(OctalCode.parse(code));
        MisereQuotients.Result r = MisereQuotients.compute(rules, upto, 2_000_000_000L, 2000);
        assertNull(r.stopReason());
        MisereQuotient q = r.quotient();
        assertEquals(upto, q.upto());
        BruteForce brute = new BruteForce(rules);
        int[] heaps = new int[maxHeaps];
        int checked = 0;
        // Every multiset of at most maxHeaps heaps from 0..upto (0 stands for an absent heap).
        while (true) {
            List<Integer> sum = new ArrayList<>();
            for (int h : heaps) {
                sum.add(h);
            }
            boolean p = q.isP(q.imageOf(sum));
            assertEquals(!p, brute.moverWins(sum), () -> code + " " + sum);
            checked++;
            int i = maxHeaps - 1;
            while (i >= 0 && heaps[i] == upto) {
                i--;
            }
            if (i < 0) {
                break;
            }
            heaps[i]++;
            for (int j = i + 1; j < maxHeaps; j++) {
                heaps[j] = heaps[i];
            }
        }
        assertEquals(binomial(upto + maxHeaps, maxHeaps), checked, Arrays.toString(heaps));
    }

    private static long binomial(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }

    @Test
    void kaylesAgreesWithSearchOnEverySumOfFourHeapsUpTo14() {
        agreesWithSearch("0.77", 14, 4);
    }

    @Test
    void dawsonsKaylesAgreesWithSearchOnEverySumOfFourHeapsUpTo14() {
        agreesWithSearch("0.07", 14, 4);
    }

    @Test
    void misereNimHeapsUpTo1AndUpTo3() {
        // Nim as the octal game 0.333...: remove any number; heaps up to 3 need digits for removing 1 to 3.
        MisereQuotient one = MisereQuotients.compute(new OctalRuleset(OctalCode.parse("0.3")), 1, 1_000_000L, 100)
                .quotient();
        // Heaps of 1: 0 and 1+1 are N, 1 is P; the quotient is {1, a | a^2 = 1}, P = {a}.
        assertEquals(2, one.order());
        assertEquals(1, one.pPortionSize());
        assertEquals(List.of("a^2 = 1"), one.relations());
        MisereQuotient three = MisereQuotients.compute(new OctalRuleset(OctalCode.parse("0.333")), 3, 10_000_000L,
                100).quotient();
        // The tame quotient T_2 = <a, b | a^2 = 1, b^3 = b>, with heap 3 = ab: order 6, P = {a, b^2}.
        assertEquals(6, three.order());
        assertEquals(2, three.pPortionSize());
        assertEquals("ab", three.name(three.image(3)));
        agreesWithSearch("0.333", 3, 6);
    }
    /**
     * Dawson's Kayles past heap 24, where its quotient splits (heaps 21, 22 and 24 stop being products of smaller
     * heaps' elements): the quotient of heaps up to 26 (order 144) against the search, on every sum of one heap up to
     * 26 and two of at most 8, and of two heaps up to 26 (one at least 21) and one of at most 2.
     */
    @Test
    void dawsonsKaylesPastTheSplitAgreesWithSearch() {
        HeapRuleset rules = new OctalRuleset(OctalCode.parse("0.07"));
        MisereQuotients.Result r = MisereQuotients.compute(rules, 26, 4_000_000_000L, 2000);
        assertNull(r.stopReason());
        MisereQuotient q = r.quotient();
        assertEquals(144, q.order());
        // and nothing is proven periodic there (the quotient is still growing)
        assertNull(MiserePeriodicity.find(q, OctalCode.parse("0.07")));
        agreesWithSearchPastTheSplit(q, new BruteForce(rules), 26);
    }

    /**
     * Dawson's Kayles to heap 29, past the heap 27 where the split quotient needs heap 25's cut longer (a box with
     * {@code g^6 = g^4} on it; heap 25's element then has {@code h^3 = eh^2}): the quotient of heaps up to 29 (order
     * 176) against the search, on every sum of one heap up to 29 and two of at most 8, of two heaps up to 29 (one
     * at least 21) and one of at most 2.
     */
    @Test
    void dawsonsKaylesToHeap29AgreesWithSearch() {
        HeapRuleset rules = new OctalRuleset(OctalCode.parse("0.07"));
        MisereQuotients.Result r = MisereQuotients.compute(rules, 29, 3_000_000_000L, 2000);
        assertNull(r.stopReason());
        MisereQuotient q = r.quotient();
        assertEquals(176, q.order());
        agreesWithSearchPastTheSplit(q, new BruteForce(rules), 29);
    }

    /**
     * Every sum of one heap up to {@code top} and two of at most 8, and of two heaps up to {@code top} (one at least
     * 21, past Dawson's Kayles' split) and one of at most 2: the quotient's outcome equals the search's.
     */
    private static void agreesWithSearchPastTheSplit(MisereQuotient q, BruteForce brute, int top) {
        for (int h = 0; h <= top; h++) {
            for (int s = 0; s <= 8; s++) {
                for (int t = 0; t <= s; t++) {
                    List<Integer> sum = List.of(h, s, t);
                    assertEquals(!q.isP(q.imageOf(sum)), brute.moverWins(new ArrayList<>(sum)), sum::toString);
                }
            }
            for (int k = 21; k <= h; k++) {
                for (int s = 0; s <= 2; s++) {
                    List<Integer> sum = List.of(h, k, s);
                    assertEquals(!q.isP(q.imageOf(sum)), brute.moverWins(new ArrayList<>(sum)), sum::toString);
                }
            }
        }
    }
}
