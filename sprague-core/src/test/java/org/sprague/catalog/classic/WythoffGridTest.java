package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The grid against Wythoff's pairs (floor(k phi), floor(k phi) + k) and a misère brute force. */
class WythoffGridTest {
    @Test
    void zerosAreWythoffPairs() {
        int[][] g = WythoffGrid.values(30, 30, false);
        double phi = (1 + Math.sqrt(5)) / 2;
        boolean[][] p = new boolean[60][60];
        for (int k = 0; k < 30; k++) {
            int a = (int) Math.floor(k * phi);
            if (a + k < 60) {
                p[a][a + k] = true;
                p[a + k][a] = true;
            }
        }
        for (int a = 0; a < 30; a++) {
            for (int b = 0; b < 30; b++) {
                assertThat(g[a][b] == 0).isEqualTo(p[a][b]);
            }
        }
        assertThat(g[1][1]).isEqualTo(2);
    }

    @Test
    void misereZerosMatchBruteForce() {
        int n = 15;
        int[][] g = WythoffGrid.values(n, n, true);
        boolean[][] wins = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                boolean w = a == 0 && b == 0;
                for (int k = 1; k <= a; k++) {
                    w |= !wins[a - k][b];
                }
                for (int k = 1; k <= b; k++) {
                    w |= !wins[a][b - k];
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    w |= !wins[a - k][b - k];
                }
                wins[a][b] = w;
                assertThat(g[a][b] != 0).isEqualTo(w);
            }
        }
    }
}
