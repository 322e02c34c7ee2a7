package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Misère values against a brute-force misère outcome search written here. */
class MisereValuesTest {
    /** Whether the player to move wins the sum {@code heaps} under misère play of Kayles (octal 0.77). */
    private static boolean kaylesMisereWins(List<Integer> heaps, Map<List<Integer>, Boolean> memo) {
        List<Integer> key = new ArrayList<>(heaps);
        key.removeIf(h -> h == 0);
        Collections.sort(key);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean any = false;
        boolean win = false;
        for (int i = 0; i < key.size(); i++) {
            int n = key.get(i);
            for (int take = 1; take <= 2 && take <= n; take++) {
                for (int left = 0; left <= n - take; left++) {
                    List<Integer> next = new ArrayList<>(key);
                    next.remove(i);
                    next.add(left);
                    next.add(n - take - left);
                    any = true;
                    win |= !kaylesMisereWins(next, memo);
                }
            }
        }
        boolean result = any ? win : true;
        memo.put(key, result);
        return result;
    }

    @Test
    void kaylesSplitsAreSearched() {
        int[] m = MisereValues.of(new OctalRuleset(OctalCode.parse("0.77")), 20);
        Map<List<Integer>, Boolean> memo = new HashMap<>();
        for (int n = 0; n <= 20; n++) {
            assertThat(m[n] != 0).as("n = %d", n).isEqualTo(kaylesMisereWins(List.of(n), memo));
        }
    }

    @Test
    void seed004Table() {
        int[] m = MisereValues.of(new SubtractionRuleset(new int[] {1, 3, 7, 8}), 50);
        boolean[] wins = Seed004.wins(50);
        for (int n = 0; n <= 50; n++) {
            assertThat(m[n] != 0).isEqualTo(wins[n]);
        }
        // misère values of a single heap: the mex of the options' values, 1 at the end
        assertThat(m[0]).isEqualTo(1);
        assertThat(m[1]).isEqualTo(0);
        assertThat(m[8]).isEqualTo(2);
    }
}
