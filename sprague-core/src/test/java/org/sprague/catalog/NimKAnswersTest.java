package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.game.ImpartialGame;
import org.sprague.value.Outcome;

/**
 * The three ways {@link NimKAnswers} answers (search, Moore's theorem, refusal), the search switched off where the
 * theorem's path is tested, each held against a brute force of the compound written here.
 */
class NimKAnswersTest {
    /** Nim: any smaller heap. Every option has a smaller value (values are the sizes). */
    static int[] nim(int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = i;
        }
        return out;
    }

    /** Any smaller heap except the next one down: values 0,0,1,1,2,2,... and no option of larger value. */
    static int[] skipOne(int n) {
        int[] out = new int[Math.max(0, n - 1)];
        for (int i = 0; i < n - 1; i++) {
            out[i] = i;
        }
        return out;
    }

    /** Bash, take 1 or 2: the value n mod 3 rises from 3 to 2. */
    static int[] bash2(int n) {
        List<Integer> out = new ArrayList<>();
        for (int t = 1; t <= 2 && t <= n; t++) {
            out.add(n - t);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Win or loss of heaps {@code p} when a move lowers 1..k of them, each by one of its moves. */
    static boolean wins(List<Integer> p, IntFunction<int[]> moves, int k, Map<List<Integer>, Boolean> memo) {
        List<Integer> key = new ArrayList<>(p);
        key.sort(null);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean win = anyLosing(p, 0, 0, new ArrayList<>(p), moves, k, memo);
        memo.put(key, win);
        return win;
    }

    private static boolean anyLosing(List<Integer> p, int from, int changed, List<Integer> cur, IntFunction<int[]> moves,
            int k, Map<List<Integer>, Boolean> memo) {
        if (changed > 0 && !wins(List.copyOf(cur), moves, k, memo)) {
            return true;
        }
        if (changed == k) {
            return false;
        }
        for (int i = from; i < p.size(); i++) {
            for (int o : moves.apply(p.get(i))) {
                cur.set(i, o);
                if (anyLosing(p, i + 1, changed + 1, cur, moves, k, memo)) {
                    cur.set(i, p.get(i));
                    return true;
                }
            }
            cur.set(i, p.get(i));
        }
        return false;
    }

    /** Grundy values by the mex rule, for the components. */
    static int grundy(int n, IntFunction<int[]> moves, Map<Integer, Integer> memo) {
        Integer known = memo.get(n);
        if (known == null) {
            boolean[] seen = new boolean[n + 2];
            for (int o : moves.apply(n)) {
                int g = grundy(o, moves, memo);
                if (g < seen.length) {
                    seen[g] = true;
                }
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            memo.put(n, m);
            known = m;
        }
        return known;
    }

    private static Solution answer(List<Integer> heaps, IntFunction<int[]> moves, int k, boolean assume,
            long search) {
        ImpartialGame<Integer> component = (n, sink) -> {
            for (int o : moves.apply(n)) {
                sink.accept(o);
            }
        };
        Map<Integer, Integer> values = new HashMap<>();
        List<String> position = heaps.stream().map(String::valueOf).toList();
        double[] reachable = heaps.stream().mapToDouble(h -> h + 1.0).toArray();
        return NimKAnswers.solve(new NimKAnswers.Components<>("t", "heap", String::valueOf, Integer::compare),
                position, heaps, component, n -> grundy(n, moves, values), reachable, k, false, assume, search);
    }

    private static List<List<Integer>> positions(int count, int max) {
        List<List<Integer>> out = new ArrayList<>();
        for (List<String> p : SmallRules.integerLists(count, max)) {
            if (p.size() >= 2) {
                out.add(SmallRules.ints(p));
            }
        }
        return out;
    }

    @Test
    void mooresTheoremAnswersMonotoneComponentsLikeTheBruteForce() {
        for (IntFunction<int[]> moves : List.<IntFunction<int[]>>of(NimKAnswersTest::nim, NimKAnswersTest::skipOne)) {
            for (int k = 1; k <= 3; k++) {
                Map<List<Integer>, Boolean> memo = new HashMap<>();
                for (List<Integer> p : positions(4, 5)) {
                    Solution s = answer(p, moves, k, false, 0); // no search: the theorem must answer
                    boolean win = wins(p, moves, k, memo);
                    assertThat(s.outcome()).as("k=%d %s", k, p).isEqualTo(win ? Outcome.FIRST : Outcome.SECOND);
                    assertThat(String.join(" ", s.notes())).contains(k == 1 ? "Sprague-Grundy" : "Moore's theorem");
                    for (MoveReport m : s.winningMoves()) {
                        List<Integer> to = m.to().stream().map(Integer::valueOf).toList();
                        assertThat(wins(to, moves, k, memo)).as("k=%d %s -> %s", k, p, to).isFalse();
                    }
                    assertThat(s.winningMoves()).hasSize(win ? 1 : 0);
                }
            }
        }
    }

    @Test
    void searchAnswersRaisingComponentsAndTheTheoremIsNotUsedForThem() {
        for (int k = 2; k <= 3; k++) {
            Map<List<Integer>, Boolean> memo = new HashMap<>();
            for (List<Integer> p : positions(3, 6)) {
                Solution s = answer(p, NimKAnswersTest::bash2, k, false, NimKAnswers.SEARCH_POSITIONS);
                assertThat(s.outcome()).as("k=%d %s", k, p)
                        .isEqualTo(wins(p, NimKAnswersTest::bash2, k, memo) ? Outcome.FIRST : Outcome.SECOND);
            }
            List<Integer> some = List.of(4, 5, 3);
            int kk = k;
            assertThatThrownBy(() -> answer(some, NimKAnswersTest::bash2, kk, false, 0))
                    .isInstanceOf(ResourceLimitException.class).hasMessageContaining("some move raises");
            assertThat(answer(some, NimKAnswersTest::bash2, k, true, 0).detail("proven")).isEqualTo(false);
        }
    }

    @Test
    void theBitRuleFailsOnBashHeapsAndTheSearchDoesNot() {
        // take 1 from 1,1,1,2 with k = 2: values 1,1,1,0 pass Moore's rule, yet the player to move wins
        IntFunction<int[]> takeOne = n -> n == 0 ? new int[0] : new int[] {n - 1};
        Solution s = answer(List.of(1, 1, 1, 2), takeOne, 2, false, NimKAnswers.SEARCH_POSITIONS);
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(wins(List.of(1, 1, 1, 2), takeOne, 2, new HashMap<>())).isTrue();
    }
}
