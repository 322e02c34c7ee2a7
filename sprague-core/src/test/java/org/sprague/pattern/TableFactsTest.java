package org.sprague.pattern;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * The facts of a heap table given its count of losing heaps and a list of the first ones (as the statistics' pass
 * keeps them) against the facts read from the table alone, for lists of every length that matters: none, fewer
 * than are listed, around the sparse families' limit, and complete.
 */
class TableFactsTest {
    private static final Random RANDOM = new Random(2026);

    /** Tables whose losing heaps (value 0) fit each family, none, and counts around the limits. */
    private static List<IntPredicate> families() {
        List<IntPredicate> f = new ArrayList<>();
        f.add(n -> n % 15 == 1 || n % 15 == 7 || n == 0);
        f.add(n -> n % 4 == 0);
        f.add(n -> n == 0 || java.util.Set.of(1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377).contains(n));
        f.add(n -> n == 0 || Integer.bitCount(n + 1) == 1);
        f.add(n -> n == 0);
        f.add(n -> n == 0 || n % 3 == 0 && n != 9);
        for (int lose : new int[] {PatternGuesser.SPARSE - 1, PatternGuesser.SPARSE, PatternGuesser.SPARSE + 1,
            TableFacts.LISTED, 300}) {
            // exactly `lose` losing heaps above 0, spread at random over 1..999
            boolean[] l = new boolean[1000];
            l[0] = true;
            int placed = 0;
            while (placed < lose) {
                int n = 1 + RANDOM.nextInt(999);
                if (!l[n]) {
                    l[n] = true;
                    placed++;
                }
            }
            f.add(n -> n < l.length && l[n]);
        }
        return f;
    }

    @Test
    void aListOfTheFirstLosingHeapsGivesTheFactsOfTheTable() {
        for (IntPredicate f : families()) {
            for (int upto : new int[] {0, 1, 5, 200, 999}) {
                int[] values = new int[upto + 1];
                List<Long> all = new ArrayList<>();
                for (int n = 0; n <= upto; n++) {
                    values[n] = f.test(n) ? 0 : 1 + n % 3;
                    if (values[n] == 0) {
                        all.add((long) n);
                    }
                }
                TableFacts read = TableFacts.heaps(n -> values[(int) n], upto);
                assertThat(read.losingCount()).isEqualTo(all.size());
                for (int kept : new int[] {0, 3, TableFacts.LISTED, PatternGuesser.SPARSE, PatternGuesser.SPARSE + 1,
                    PatternGuesser.SPARSE + 2, 256, all.size()}) {
                    long[] first = all.stream().limit(kept).mapToLong(Long::longValue).toArray();
                    TableFacts listed = TableFacts.heaps(n -> values[(int) n], upto, all.size(), first);
                    assertThat(listed.losing()).as("upto %d, %d kept", upto, kept).isEqualTo(read.losing());
                    assertThat(listed.losingCount()).isEqualTo(read.losingCount());
                    assertThat(listed.guess()).as("upto %d, %d kept", upto, kept).isEqualTo(read.guess());
                }
            }
        }
    }

    @Test
    void aCompleteListSparesTheReadingOfTheTable() {
        // the Fibonacci numbers below 10^9 lose: with all of them listed, only the residue checks read the table,
        // and each stops at its first mismatch
        long upto = 1_000_000_000L;
        List<Long> fib = new ArrayList<>(List.of(0L));
        for (long a = 1, b = 2; a <= upto; b = a + (a = b)) {
            fib.add(a);
        }
        java.util.Set<Long> set = new java.util.HashSet<>(fib);
        long[] read = new long[1];
        TableFacts facts = TableFacts.heaps(n -> {
            read[0] = Math.max(read[0], n);
            return set.contains(n) ? 0 : 1;
        }, upto, fib.size(), fib.stream().mapToLong(Long::longValue).toArray());
        assertThat(facts.guess().family()).isEqualTo("fibonacci");
        assertThat(facts.losingCount()).isEqualTo(fib.size());
        assertThat(read[0]).isLessThan(1000);
    }
}
