package org.sprague.catalog.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.sprague.catalog.nim.NimGameTest.solve;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/** Every sample of the seed documents that Nim answers. */
class NimSeedSamplesTest {
    @Test
    void hihoCoder1163() {
        // 3 heaps 3 2 1 -> "Bob" (the second player wins)
        assertThat(solve("3", "2", "1").outcome()).isEqualTo(Outcome.SECOND);
    }

    /** HDU 2176 prints "a b" for each winning move: a heap of a left with b. */
    private static List<String> hdu2176(String... heaps) {
        Solution s = solve(heaps);
        List<String> lines = new ArrayList<>();
        lines.add(s.outcome() == Outcome.FIRST ? "Yes" : "No");
        for (MoveReport m : s.winningMoves()) {
            int i = m.component() - 1;
            lines.add(heaps[i] + " " + m.toComponent());
        }
        return lines;
    }

    @Test
    void hdu2176() {
        assertThat(hdu2176("45", "45")).containsExactly("No");
        assertThat(hdu2176("3", "6", "9")).containsExactly("Yes", "9 5");
        assertThat(hdu2176("5", "7", "8", "9", "10")).containsExactly("Yes", "8 1", "9 0", "10 3");
    }

    @Test
    void hdu1907MisereNim() {
        // John moves first; whoever eats the last M&M loses: 3 5 1 -> John, 1 -> Brother
        assertThat(solve("--misere", "3", "5", "1").outcome()).isEqualTo(Outcome.FIRST);
        assertThat(solve("--misere", "1").outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void leetCode1908() {
        assertThat(solve("1").outcome()).isEqualTo(Outcome.FIRST);
        assertThat(solve("1", "1").outcome()).isEqualTo(Outcome.SECOND);
        assertThat(solve("1", "2", "3").outcome()).isEqualTo(Outcome.SECOND);
    }

    @Test
    void seed004ProblemTwo() {
        // heaps 2 5 12 14: the first player wins; the seed prints 5--->0, 12--->9, 14--->11
        Solution s = solve("2", "5", "12", "14");
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMoves()).extracting(MoveReport::move)
                .containsExactly("heap 2: 5 -> 0", "heap 3: 12 -> 9", "heap 4: 14 -> 11");
    }
}
