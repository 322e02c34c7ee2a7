package org.sprague.heap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    /** The misère value of a sum of heaps of Grundy's game, every heap kept (none left out), searched here. */
    private static int grundyMisere(List<Integer> heaps, Map<List<Integer>, Integer> memo) {
        List<Integer> key = new ArrayList<>(heaps);
        key.removeIf(h -> h == 0);
        Collections.sort(key);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < key.size(); i++) {
            int n = key.get(i);
            for (int a = 1; 2 * a < n; a++) {
                List<Integer> next = new ArrayList<>(key);
                next.remove(i);
                next.add(a);
                next.add(n - a);
                seen.add(grundyMisere(next, memo));
            }
        }
        int value = seen.isEmpty() ? 1 : 0;
        while (!seen.isEmpty() && seen.contains(value)) {
            value++;
        }
        memo.put(key, value);
        return value;
    }

    @Test
    void grundysGameMatchesASearchOfEverySum() {
        // heaps 1 and 2 have no moves: the search leaves them out of its sums, which must change no value
        int[] m = MisereValues.of(GrundyGameRuleset.INSTANCE, 24, org.sprague.solve.Budget.standard());
        Map<List<Integer>, Integer> memo = new HashMap<>();
        for (int n = 0; n <= 24; n++) {
            assertThat(m[n]).as("n = %d", n).isEqualTo(grundyMisere(List.of(n), memo));
        }
    }

    @Test
    void theSearchIsEstimatedByPartitions() {
        // every heap 1..10 with moves: the sums of total at most 10 are the partitions of 0..10
        int[] options = new int[11];
        java.util.Arrays.fill(options, 1, 11, 1);
        assertThat(MisereValues.sumPositions(options)).isEqualTo(1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42);
        // each sum has as many options as heaps: the parts of all partitions of 0..2 are 0 + 1 + 3
        assertThat(MisereValues.sumSearchSteps(new int[] {0, 1, 1})).isEqualTo(2 * 4);
        // heaps without moves are left out
        assertThat(MisereValues.sumPositions(new int[] {0, 0, 1, 1})).isEqualTo(1 + 0 + 1 + 1);
        assertThatThrownBy(() -> MisereValues.of(LaskerRuleset.INSTANCE, 60, org.sprague.solve.Budget.standard()))
                .isInstanceOf(org.sprague.ResourceLimitException.class).hasMessageContaining("sums of heaps");
    }
}
