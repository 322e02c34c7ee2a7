package org.sprague.catalog.heap;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/** Every sample answer of the seed documents (and of the problem statements they cite) for the heap games. */
class HeapGameSeedsTest {
    static Solution solve(String game, GameOptions options, String... heaps) {
        return (Solution) Catalog.find(game).solve(options, Arrays.asList(heaps));
    }

    /** "Alice" (first player) wins? */
    static boolean alice(String game, GameOptions options, String... heaps) {
        return solve(game, options, heaps).outcome() == Outcome.FIRST;
    }

    @Test
    void hihoCoder1173LaskersNim() {
        // seed 000: 3 heaps 1 2 4 -> Bob
        assertThat(alice("lasker", GameOptions.none(), "1", "2", "4")).isFalse();
    }

    @Test
    void hdu3032NimOrNotNim() {
        // seed 003: (2 2 3) -> Alice, (3 3) -> Bob
        assertThat(alice("lasker", GameOptions.none(), "2", "2", "3")).isTrue();
        assertThat(alice("lasker", GameOptions.none(), "3", "3")).isFalse();
        // heaps up to 2^31 - 1: by the closed form
        assertThat(solve("lasker", GameOptions.none(), "2147483647", "2147483647").outcome())
                .isEqualTo(Outcome.SECOND);
    }

    @Test
    void hihoCoderLaskerTableOfSeed000() {
        // k: 0 1 2 3 4 5 6 7 8 9 10 11 12 / sg: 0 1 2 4 3 5 6 8 7 9 10 12 11
        int[] sg = {0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11};
        for (int k = 0; k < sg.length; k++) {
            assertThat(solve("lasker", GameOptions.none(), Integer.toString(k)).grundy().orNull()).isEqualTo(sg[k]);
        }
    }

    @Test
    void lightOj1199PartitioningGame() {
        // The problem's own sample was not available; seed 003 gives its algorithm (split into two unequal
        // heaps, mex of XORs), reimplemented here as written in the seed, and Winning Ways lists the first
        // P-positions of Grundy's game.
        int max = 2000;
        int[] sg = new int[max + 1];
        for (int i = 1; i <= max; i++) {
            boolean[] vis = new boolean[max + 2];
            int mid = i / 2;
            if (i % 2 == 0) {
                mid--;
            }
            for (int j = 1; j <= mid; j++) {
                vis[sg[j] ^ sg[i - j]] = true;
            }
            int m = 0;
            while (vis[m]) {
                m++;
            }
            sg[i] = m;
        }
        for (int n = 0; n <= max; n += 7) {
            assertThat(solve("grundy", GameOptions.none(), Integer.toString(n)).grundy().orNull()).isEqualTo(sg[n]);
        }
        Random random = new Random(1199);
        for (int t = 0; t < 50; t++) {
            String[] heaps = new String[1 + random.nextInt(5)];
            int x = 0;
            for (int i = 0; i < heaps.length; i++) {
                int h = 1 + random.nextInt(max);
                heaps[i] = Integer.toString(h);
                x ^= sg[h];
            }
            assertThat(alice("grundy", GameOptions.none(), heaps)).isEqualTo(x != 0);
        }
        List<Integer> losing = new ArrayList<>();
        for (int n = 1; n <= 400; n++) {
            if (!alice("grundy", GameOptions.none(), Integer.toString(n))) {
                losing.add(n);
            }
        }
        assertThat(losing).containsExactly(1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316,
                334, 337, 340, 346, 359, 362, 365, 386, 389, 392);
    }

    @Test
    void lightOj1296AgainStoneGame() {
        // the problem statement's sample: (1) Bob, (10 11 12) Alice, (1 2 3 4 5) Alice, (4 9) Bob, (1 3 9) Alice
        assertThat(alice("half", GameOptions.none(), "1")).isFalse();
        assertThat(alice("half", GameOptions.none(), "10", "11", "12")).isTrue();
        assertThat(alice("half", GameOptions.none(), "1", "2", "3", "4", "5")).isTrue();
        assertThat(alice("half", GameOptions.none(), "4", "9")).isFalse();
        assertThat(alice("half", GameOptions.none(), "1", "3", "9")).isTrue();
        // the table of G(1..30) printed with the problem's published discussions
        int[] sg = {0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0, 8, 4, 9, 2, 10, 5, 11, 1, 12, 6, 13, 3, 14, 7, 15};
        for (int n = 1; n <= 30; n++) {
            assertThat(solve("half", GameOptions.none(), Integer.toString(n)).grundy().orNull()).isEqualTo(sg[n - 1]);
        }
        // heaps up to 10^9
        assertThat(alice("half", GameOptions.none(), "1073741823")).isFalse();
        assertThat(alice("half", GameOptions.none(), "1000000000")).isTrue();
    }

    @Test
    void csu1349TakingPebbles() {
        String[] n = {"2", "3", "4", "5", "6"};
        boolean[] alice = {false, true, true, false, true};
        for (int i = 0; i < n.length; i++) {
            assertThat(alice("pebbles", GameOptions.none(), n[i])).as("N = %s", n[i]).isEqualTo(alice[i]);
        }
        // Bob wins at 2, 5, 11, 23, ... (each twice the previous plus one), up to 10^9
        for (long bob = 2; bob <= 1_000_000_000L; bob = 2 * bob + 1) {
            assertThat(alice("pebbles", GameOptions.none(), Long.toString(bob))).isFalse();
            assertThat(alice("pebbles", GameOptions.none(), Long.toString(bob + 1))).isTrue();
        }
    }

    @Test
    void csu1104BoxGame() {
        assertThat(alice("box", GameOptions.none(), "2")).isTrue();
        assertThat(alice("box", GameOptions.none(), "3")).isFalse();
        assertThat(alice("box", GameOptions.none(), "4")).isTrue();
        // the seed's rule: Bob wins exactly when n + 1 is a power of two, for n up to 10^9
        Random random = new Random(1104);
        for (int t = 0; t < 200; t++) {
            long n = 2 + random.nextInt(1_000_000_000);
            boolean bob = Long.bitCount(n + 1) == 1;
            assertThat(alice("box", GameOptions.none(), Long.toString(n))).isEqualTo(!bob);
        }
        assertThat(alice("box", GameOptions.none(), "1073741823")).isFalse();
    }

    @Test
    void nod1066Bash() {
        long[][] nk = {{3, 2}, {4, 2}, {7, 3}, {8, 3}};
        boolean[] a = {false, true, true, false};
        for (int i = 0; i < nk.length; i++) {
            assertThat(alice("bash", GameOptions.of("--max", Long.toString(nk[i][1])), Long.toString(nk[i][0])))
                    .isEqualTo(a[i]);
        }
        // N, K up to 10^9
        assertThat(alice("bash", GameOptions.of("--max", "1000000000"), "1000000001")).isFalse();
        assertThat(alice("bash", GameOptions.of("--max", "999999999"), "1000000000")).isFalse();
        assertThat(alice("bash", GameOptions.of("--max", "999999998"), "1000000000")).isTrue();
    }

    @Test
    void nod1067Subtraction134() {
        GameOptions set = GameOptions.of("--set", "1,3,4");
        assertThat(alice("subtraction", set, "2")).isFalse();
        assertThat(alice("subtraction", set, "3")).isTrue();
        assertThat(alice("subtraction", set, "4")).isTrue();
        // the seed's rule: B wins exactly when N mod 7 is 0 or 2, for N up to 10^9
        Random random = new Random(1067);
        for (int t = 0; t < 200; t++) {
            int n = 1 + random.nextInt(1_000_000_000);
            assertThat(alice("subtraction", set, Integer.toString(n))).isEqualTo(n % 7 != 0 && n % 7 != 2);
        }
    }

    @Test
    void nod1068PowersOfTwo() {
        GameOptions set = GameOptions.of("--set", "powers-of-2");
        assertThat(alice("subtraction", set, "2")).isTrue();
        assertThat(alice("subtraction", set, "3")).isFalse();
        assertThat(alice("subtraction", set, "4")).isTrue();
        // N up to 10^1000: the seed's rule, B wins exactly when the digit sum is a multiple of 3
        Random random = new Random(1068);
        for (int t = 0; t < 20; t++) {
            StringBuilder digits = new StringBuilder().append(1 + random.nextInt(9));
            for (int i = 0; i < 999; i++) {
                digits.append(random.nextInt(10));
            }
            int sum = digits.chars().map(c -> c - '0').sum();
            assertThat(alice("subtraction", set, digits.toString())).isEqualTo(sum % 3 != 0);
        }
        assertThat(alice("subtraction", set, BigInteger.TEN.pow(1000).toString())).isTrue();
    }

    @Test
    void leetCode292() {
        GameOptions k3 = GameOptions.of("--max", "3");
        assertThat(alice("bash", k3, "4")).isFalse();
        assertThat(alice("bash", k3, "1")).isTrue();
        assertThat(alice("bash", k3, "2")).isTrue();
    }

    @Test
    void leetCode1510Squares() {
        GameOptions squares = GameOptions.of("--set", "squares");
        assertThat(alice("subtraction", squares, "1")).isTrue();
        assertThat(alice("subtraction", squares, "2")).isFalse();
        assertThat(alice("subtraction", squares, "4")).isTrue();
        assertThat(alice("subtraction", squares, "7")).isFalse();
        assertThat(alice("subtraction", squares, "17")).isFalse();
        // n up to 10^5, against the seed's own table code
        int max = 100_000;
        boolean[] v = new boolean[max + 1];
        for (int i = 0; i <= max; i++) {
            if (!v[i]) {
                for (int j = 1; (long) j * j <= max - i; j++) {
                    v[j * j + i] = true;
                }
            }
        }
        for (int n = 1; n <= max; n += 997) {
            assertThat(alice("subtraction", squares, Integer.toString(n))).isEqualTo(v[n]);
        }
        assertThat(alice("subtraction", squares, "100000")).isEqualTo(v[max]);
    }

    @Test
    void seed004BallsWith1378Misere() {
        GameOptions rules = GameOptions.of("--set", "1,3,7,8", "--misere", "true");
        // the seed's recursion: f(0) = true (the previous player took the last ball and lost)
        boolean[] f = new boolean[51];
        f[0] = true;
        for (int n = 1; n <= 50; n++) {
            for (int s : new int[] {1, 3, 7, 8}) {
                if (n >= s && !f[n - s]) {
                    f[n] = true;
                }
            }
        }
        for (int n = 1; n <= 50; n++) {
            assertThat(alice("subtraction", rules, Integer.toString(n))).as("n = %d", n).isEqualTo(f[n]);
        }
        // the sample: 1 2 10 18 -> 0 1 1 0
        assertThat(alice("subtraction", rules, "1")).isFalse();
        assertThat(alice("subtraction", rules, "2")).isTrue();
        assertThat(alice("subtraction", rules, "10")).isTrue();
        assertThat(alice("subtraction", rules, "18")).isFalse();
        // heaps up to 10^4 (the seed's range), against the same recursion
        boolean[] g = new boolean[10_001];
        g[0] = true;
        for (int n = 1; n <= 10_000; n++) {
            for (int s : new int[] {1, 3, 7, 8}) {
                if (n >= s && !g[n - s]) {
                    g[n] = true;
                }
            }
        }
        for (int n = 9_900; n <= 10_000; n++) {
            assertThat(alice("subtraction", rules, Integer.toString(n))).as("n = %d", n).isEqualTo(g[n]);
        }
    }
}
