package org.sprague.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/**
 * Dawson's Kayles (0.07) past the heaps where its quotient splits, against a plain misère search written
 * independently of the engine ({@link MisereSumSearch}), on every sum of one, two or three heaps up to the top heap:
 * the quotient of heaps up to 29 (order 176) always, and the one up to 30 (order 360, Siegel's figure; its large box
 * takes minutes and about 1.5 GB) when the environment variable {@code SPRAGUE_LARGE_TESTS} is set.
 */
class DawsonsKaylesSumsTest {
    @Test
    void everySumOfUpToThreeHeapsUpTo29AgreesWithTheSearch() {
        agreesOnEverySumOfThree(29, 176);
    }

    @Test
    void everySumOfUpToThreeHeapsUpTo30AgreesWithTheSearch() {
        assumeTrue(System.getenv("SPRAGUE_LARGE_TESTS") != null, "set SPRAGUE_LARGE_TESTS to run");
        agreesOnEverySumOfThree(30, 360);
    }

    private static void agreesOnEverySumOfThree(int top, int order) {
        HeapRuleset rules = new OctalRuleset(OctalCode.parse("0.07"));
        MisereQuotients.Result r = MisereQuotients.compute(rules, top, Long.MAX_VALUE / 4, 2000);
        assertNull(r.stopReason());
        MisereQuotient q = r.quotient();
        assertEquals(order, q.order());
        MisereSumSearch search = new MisereSumSearch(rules, top);
        int checked = 0;
        for (int a = 0; a <= top; a++) {
            for (int b = 0; b <= a; b++) {
                for (int c = 0; c <= b; c++) {
                    List<Integer> sum = List.of(a, b, c);
                    assertEquals(search.isP(a, b, c), q.isP(q.imageOf(sum)), sum::toString);
                    checked++;
                }
            }
        }
        // every multiset of three heaps from 0..top (0 stands for an absent heap): C(top + 3, 3)
        assertEquals((top + 3) * (top + 2) * (top + 1) / 6, checked);
    }
}
