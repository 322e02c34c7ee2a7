package org.sprague.search;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The table keeps its size whatever is stored, and what it returns is what was stored for that key. */
class TranspositionTableTest {
    @Test
    void manyMoreEntriesThanSlotsNeverGrowItAndNeverAnswerWrongly() {
        TranspositionTable table = new TranspositionTable(10);
        long bytes = table.bytes();
        Map<String, Boolean> truth = new HashMap<>();
        Random random = new Random(3);
        for (int i = 0; i < 200_000; i++) {
            long state = random.nextInt(50_000);
            boolean left = random.nextBoolean();
            boolean win = ((state * 31 + (left ? 1 : 0)) % 3) == 0;
            table.put(state, left, win, win ? (int) (state % 64) : -1, random.nextInt(40));
            truth.put(state + (left ? "L" : "R"), win);
        }
        assertThat(table.capacity()).isEqualTo(1024);
        assertThat(table.bytes()).isEqualTo(bytes);
        assertThat(table.stored()).isEqualTo(200_000);
        int found = 0;
        for (long state = 0; state < 50_000; state++) {
            for (boolean left : new boolean[] {true, false}) {
                int info = table.get(state, left);
                if (info != 0) {
                    found++;
                    boolean win = truth.get(state + (left ? "L" : "R"));
                    assertThat(TranspositionTable.isWin(info)).isEqualTo(win);
                    assertThat(TranspositionTable.move(info)).isEqualTo(win ? (int) (state % 64) : -1);
                }
            }
        }
        assertThat(found).isLessThanOrEqualTo(1024).isGreaterThan(500);
    }

    @Test
    void theCostlierEntryKeepsItsSlotAgainstCheapOnes() {
        TranspositionTable table = new TranspositionTable(1);
        table.put(1, true, true, 5, 30);
        for (long s = 2; s < 100; s++) {
            table.put(s, true, false, -1, 1);
        }
        assertThat(table.get(1, true)).isNotZero();
        assertThat(table.get(98, true)).isZero();
        assertThat(table.get(99, true)).isNotZero();
    }

    @Test
    void aSecondWordIsPartOfTheKey() {
        // few keys in a large table, so that none is replaced: each found is the one stored under its key
        TranspositionTable table = new TranspositionTable(16);
        Random random = new Random(5);
        Map<String, Boolean> truth = new HashMap<>();
        for (int i = 0; i < 300; i++) {
            long state = random.nextInt(10);
            int extra = random.nextInt(9) - 4 << 16;
            boolean win = random.nextBoolean();
            table.put(state, extra, true, win, -1, 1);
            truth.put(state + "/" + extra, win);
        }
        for (Map.Entry<String, Boolean> e : truth.entrySet()) {
            String[] parts = e.getKey().split("/");
            int info = table.get(Long.parseLong(parts[0]), Integer.parseInt(parts[1]), true);
            assertThat(info).isNotZero();
            assertThat(TranspositionTable.isWin(info)).isEqualTo(e.getValue());
        }
        // the one-word calls are the second word 0
        table.put(41, 7, true, true, 3, 1);
        assertThat(table.get(41, true)).isZero();
        table.put(41, true, false, -1, 1);
        assertThat(TranspositionTable.isWin(table.get(41, 0, true))).isFalse();
        assertThat(TranspositionTable.isWin(table.get(41, 7, true))).isTrue();
        assertThat(TranspositionTable.move(table.get(41, 7, true))).isEqualTo(3);
        // one bucket: the same state under another second word shares it, and is still another key
        TranspositionTable one = new TranspositionTable(1);
        one.put(41, 7, true, true, 3, 1);
        assertThat(one.get(41, 0, true)).isZero();
        assertThat(one.get(41, -7, true)).isZero();
        one.put(41, 0, true, false, -1, 1);
        assertThat(TranspositionTable.isWin(one.get(41, 7, true))).isTrue();
        assertThat(TranspositionTable.isWin(one.get(41, 0, true))).isFalse();
    }

    @Test
    void sizedFromMemory() {
        assertThat(TranspositionTable.bitsFor(16L << 20)).isEqualTo(20);
        assertThat(TranspositionTable.bitsFor(0)).isEqualTo(10);
    }
}
