package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/**
 * The cases of POJ 2315 (Moore's Nim-M of Bash heaps, take 1..K) that a theorem answers at any size, so that no
 * search is needed. With {@code r_i = A_i mod (K+1)} (the Bash value of ball i):
 * <ul>
 * <li>{@code M = 1}: the disjunctive sum; by the Sprague-Grundy theorem the value is {@code r_1 XOR ... XOR r_n},
 * and a winning kick of ball i drops it by {@code d = (r_i - t) mod (K+1)}, {@code t = r_i XOR x}, when
 * {@code t <= K} (a Bash value) and {@code 1 <= d <= min(K, A_i)}.</li>
 * <li>{@code M >= n} (every ball may be kicked at once): the player to move loses exactly when every {@code r_i} is
 * 0. Proof: from such a position every kick leaves the kicked balls off a multiple of K+1 (a drop of 1..K), and
 * the reply kicks exactly those balls back down to the multiple below (again a drop of 1..K), which is allowed
 * as they number at most n <= M; the end (all balls at 0) is such a position. From any other position the
 * unique winning kick takes every ball with {@code r_i > 0} down by {@code r_i}. Moore's rule on the residues
 * says the same (with M + 1 > n heaps, a bit count is a multiple of M + 1 only when it is 0).</li>
 * </ul>
 * Between the two ({@code 1 < M < n}, some ball above K) no rule is known: with {@code K = 1} the game is the
 * "slow" Nim<sub>n,&le;M</sub> of Gurvich and Ho (arXiv:1508.05777, 2015), whose losing positions are characterized
 * only for {@code n <= M + 2} and {@code n = M + 3 <= 6}.
 */
final class FootballTheorems {
    private FootballTheorems() {
    }

    /** The answer by one of the theorems, or {@code null} when neither applies. */
    static Solution answer(String game, List<String> position, List<BigInteger> balls, int m, int k) {
        BigInteger mod = BigInteger.valueOf(k + 1L);
        int n = balls.size();
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = balls.get(i).mod(mod).intValueExact();
        }
        if (m == 1) {
            int x = 0;
            for (int v : r) {
                x ^= v;
            }
            Solution.Builder answer = Solution.builder(game, position, Outcome.ofGrundy(x)).grundy(x);
            for (int i = 0; i < n && x != 0; i++) {
                int t = r[i] ^ x;
                int d = Math.floorMod(r[i] - t, k + 1);
                if (t <= k && d >= 1 && BigInteger.valueOf(d).compareTo(balls.get(i)) <= 0) {
                    answer.move(kick(position, balls, List.of(i), new int[] {d}));
                }
            }
            return answer.note("M = 1: the disjunctive sum of Bash heaps; by the Sprague-Grundy theorem its value"
                    + " is the XOR of A_i mod (K+1)").remotenessNotComputed("remoteness not computed: it needs a"
                    + " search of the compound").build();
        }
        if (m >= n) {
            List<Integer> moved = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (r[i] != 0) {
                    moved.add(i);
                }
            }
            Solution.Builder answer = Solution.builder(game, position, moved.isEmpty() ? Outcome.SECOND
                    : Outcome.FIRST);
            if (!moved.isEmpty()) {
                int[] drops = moved.stream().mapToInt(i -> r[i]).toArray();
                answer.move(kick(position, balls, moved, drops));
            }
            return answer.note("M >= the number of balls: the player to move loses exactly when every A_i is a"
                    + " multiple of K+1 (the reply kicks every ball just kicked back to a multiple)")
                    .grundyAndRemotenessNotComputed("grundy and remoteness not computed: they need a search of the"
                            + " compound").build();
        }
        return null;
    }

    private static MoveReport kick(List<String> position, List<BigInteger> balls, List<Integer> which, int[] drops) {
        List<String> to = new ArrayList<>(position);
        List<String> text = new ArrayList<>();
        for (int j = 0; j < which.size(); j++) {
            int i = which.get(j);
            String after = balls.get(i).subtract(BigInteger.valueOf(drops[j])).toString();
            to.set(i, after);
            text.add("ball " + (i + 1) + ": " + position.get(i) + " -> " + after);
        }
        return MoveReport.of(String.join(", ", text), to);
    }
}
