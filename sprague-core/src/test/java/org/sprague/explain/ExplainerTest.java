package org.sprague.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;

class ExplainerTest {
    private static Map<String, Object> explain(String game, GameOptions options, String... position) {
        CatalogGame g = Catalog.find(game);
        Solution s = (Solution) g.solve(options, List.of(position));
        return Explainer.explain(g, options, List.of(position), s, 10_000);
    }

    /** HDU 3032's sample "2 2 3" (seed 002) explained as 2 xor 2 xor 4. */
    @Test
    void laskerSumShowsComponentValuesAndNimSum() {
        Map<String, Object> e = explain("lasker", GameOptions.none(), "2", "2", "3");
        assertThat(e.get("theory")).isEqualTo("sum");
        List<Object> grundy = new ArrayList<>();
        for (Object c : (List<?>) e.get("components")) {
            grundy.add(((Map<?, ?>) c).get("grundy"));
        }
        assertThat(grundy).containsExactly(BigInteger.TWO, BigInteger.TWO, BigInteger.valueOf(4));
        assertThat(e.get("nimSum")).isEqualTo(BigInteger.valueOf(4));
        assertThat(e.get("steps").toString()).contains("2 xor 2 xor 4 = 4");
    }

    /** Seed 003 works g(4) = mex{0,1,2,4,5,0} = 3 by hand for Lasker's Nim. */
    @Test
    void laskerFourIsTheMexOfItsOptions() {
        Map<String, Object> e = explain("lasker", GameOptions.none(), "4");
        assertThat(e.get("theory")).isEqualTo("mex");
        List<?> options = (List<?>) e.get("options");
        List<Integer> values = new ArrayList<>();
        for (Object o : options) {
            values.add(((BigInteger) ((Map<?, ?>) o).get("grundy")).intValue());
        }
        values.sort(null);
        assertThat(values).containsExactly(0, 0, 1, 2, 4, 5);
        assertThat(e.get("mex")).isEqualTo(BigInteger.valueOf(3));
    }

    /** The line of best play in Nim against a brute force in this test: winner hurries, loser delays. */
    @Test
    void nimLineFollowsSmithRemotenessByBruteForce() {
        int[][] cases = {{3, 4, 5}, {1, 2, 3}, {2, 2}, {1, 4}, {3, 3, 1}};
        for (int[] heaps : cases) {
            String[] args = Arrays.stream(heaps).mapToObj(Integer::toString).toArray(String[]::new);
            Map<String, Object> e = explain("nim", GameOptions.none(), args);
            Map<?, ?> line = (Map<?, ?>) e.get("line");
            List<?> moves = (List<?>) line.get("moves");
            assertThat(line.get("complete")).isEqualTo(true);
            int r = remoteness(heaps, new HashMap<>());
            assertThat(moves).hasSize(Math.min(r, Explainer.LINE_MOVES));
            int[] at = heaps.clone();
            for (Object m : moves) {
                @SuppressWarnings("unchecked")
                List<String> to = (List<String>) ((Map<String, Object>) m).get("to");
                int[] next = to.stream().mapToInt(Integer::parseInt).toArray();
                // each move of the line reaches a position one move closer to the end
                assertThat(remoteness(next, new HashMap<>())).isEqualTo(remoteness(at, new HashMap<>()) - 1);
                at = next;
            }
            assertThat(Arrays.stream(at).sum()).isZero();
        }
    }

    /** Smith's remoteness of a Nim position by exhaustive search (0 terminal; winner min, loser max). */
    private static int remoteness(int[] heaps, Map<String, Integer> memo) {
        String key = Arrays.toString(heaps);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        int bestWin = Integer.MAX_VALUE;
        int worstLoss = -1;
        for (int i = 0; i < heaps.length; i++) {
            for (int v = 0; v < heaps[i]; v++) {
                int[] next = heaps.clone();
                next[i] = v;
                int r = remoteness(next, memo);
                if (r % 2 == 0) {
                    bestWin = Math.min(bestWin, r);
                } else {
                    worstLoss = Math.max(worstLoss, r);
                }
            }
        }
        int r = bestWin != Integer.MAX_VALUE ? bestWin + 1 : worstLoss + 1;
        memo.put(key, r);
        return r;
    }

    @Test
    void wythoffNamesItsBeattyPair() {
        Map<String, Object> e = explain("wythoff", GameOptions.none(), "4", "7");
        assertThat((String) e.get("rule")).contains("floor(k*phi) = 4").contains("(4, 7)")
                .contains("the player to move loses");
    }

    @Test
    void fibonacciNimNamesZeckendorf() {
        assertThat((String) explain("fibonacci-nim", GameOptions.none(), "20").get("rule"))
                .contains("20 = 2 + 5 + 13");
    }

    @Test
    void stoneGame7IsMinimaxOverGainMinusValueLeft() {
        // LeetCode 1690's sample: 5 3 1 4 2 has value 6 (remove 2 for 13, and the rest is worth 7 to Bob)
        Map<String, Object> e = explain("stone-game-7", GameOptions.none(), "5", "3", "1", "4", "2");
        assertThat(e.get("best")).isEqualTo(6L);
        assertThat(e.get("steps").toString()).contains("13 - 7");
    }
}
