package org.sprague.domineering;

import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Wiring: {@link DomineeringWideBoard}'s counts, taken on lines packed in two words, equal the same rules reckoned
 * cell by cell on a grid of booleans (written here apart from the packed code, in the same greedy orders), on
 * random positions of every board shape of 2 to 96 cells with lines of at most 31; many of them put a player's
 * lines in both words, where the shifts from one word to the other are. That the rules are sound is held by
 * {@link DomineeringWideBoardTest} against minimax.
 */
class DomineeringWideCountsTest {
    private static final int TRIALS = 40;

    @Test
    void packedCountsEqualTheRulesReckonedCellByCell() {
        Random random = new Random(2027);
        long total = 0;
        long decided = 0;
        for (int w = 1; w <= DomineeringWideBoard.MAX_LINE; w++) {
            for (int h = 1; h <= DomineeringWideBoard.MAX_LINE; h++) {
                if (w * h > DomineeringWideBoard.MAX_CELLS || w * h < 2) {
                    continue;
                }
                DomineeringWideBoard wide = new DomineeringWideBoard(w, h);
                CellCounts reference = new CellCounts(w, h);
                for (int t = 0; t < TRIALS; t++) {
                    boolean[][] grid = new boolean[h][w];
                    double p = 0.3 + 0.7 * random.nextDouble();
                    int style = random.nextInt(3);
                    for (int r = 0; r < h; r++) {
                        for (int c = 0; c < w; c++) {
                            grid[r][c] = random.nextDouble() < p;
                        }
                    }
                    if (style == 1) {
                        // blocks of 2x2 holes and walls: fill whole random columns/rows
                        for (int i = 0; i < 3; i++) {
                            if (random.nextBoolean()) {
                                int c = random.nextInt(w);
                                for (int r = 0; r < h; r++) {
                                    grid[r][c] = false;
                                }
                            } else {
                                int r = random.nextInt(h);
                                for (int c = 0; c < w; c++) {
                                    grid[r][c] = false;
                                }
                            }
                        }
                    } else if (style == 2) {
                        // all filled but a few rectangles
                        for (int r = 0; r < h; r++) {
                            java.util.Arrays.fill(grid[r], false);
                        }
                        int k = 1 + random.nextInt(6);
                        for (int i = 0; i < k; i++) {
                            int r0 = random.nextInt(h);
                            int c0 = random.nextInt(w);
                            int rh = 1 + random.nextInt(4);
                            int cw = 1 + random.nextInt(4);
                            for (int r = r0; r < Math.min(h, r0 + rh); r++) {
                                for (int c = c0; c < Math.min(w, c0 + cw); c++) {
                                    grid[r][c] = true;
                                }
                            }
                        }
                    }
                    long low = 0;
                    long high = 0;
                    for (int r = 0; r < h; r++) {
                        for (int c = 0; c < w; c++) {
                            int i = r * w + c;
                            if (grid[r][c]) {
                                if (i < 64) {
                                    low |= 1L << i;
                                } else {
                                    high |= 1L << (i - 64);
                                }
                            }
                        }
                    }
                    for (boolean left : new boolean[] {true, false}) {
                        int expected = reference.counted(grid, left);
                        assertThat(wide.counted(low, (int) high, left)).as("%dx%d %s, %s to move", h, w,
                                rows(grid), left ? "Left" : "Right").isEqualTo(expected);
                        total++;
                        decided += expected != 0 ? 1 : 0;
                    }
                }
            }
        }
        // the positions are varied enough that the counts decide a good share, and leave a good share open
        assertThat(decided).isBetween(total / 10, total * 9 / 10);
    }

    private static String rows(boolean[][] grid) {
        StringBuilder b = new StringBuilder();
        for (boolean[] row : grid) {
            for (boolean x : row) {
                b.append(x ? '.' : '#');
            }
            b.append(' ');
        }
        return b.toString().strip();
    }

    /** The counts of {@link DomineeringWideBoard#counted} on a grid of booleans (true: empty), cell by cell. */
    private static final class CellCounts {
    final int width;
    final int height;

    CellCounts(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** A player's view: n lines of len cells; e[k][j]. */
    static final class Side {
        int n;
        int len;
        boolean[][] e;
        int safe;
        int most;
        int areas;
        int open;
        int openExposure;
        int apart;
        boolean[][] prot;
        boolean[][] safeCells;
        boolean[][] claims;
        boolean[][] sides;

        boolean get(boolean[][] s, int k, int j) {
            return k >= 0 && k < n && j >= 0 && j < len && s[k][j];
        }

        boolean[][] packing(boolean[][] s) {
            boolean[][] f = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                int j = 0;
                while (j + 1 < len) {
                    if (s[k][j] && s[k][j + 1]) {
                        f[k][j] = true;
                        j += 2;
                    } else {
                        j++;
                    }
                }
            }
            return f;
        }

        static int count(boolean[][] f) {
            int c = 0;
            for (boolean[] l : f) {
                for (boolean b : l) {
                    c += b ? 1 : 0;
                }
            }
            return c;
        }

        boolean[][] cellsOf(boolean[][] f) {
            boolean[][] c = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    if (f[k][j]) {
                        c[k][j] = true;
                        c[k][j + 1] = true;
                    }
                }
            }
            return c;
        }

        boolean[][] and(boolean[][] a, boolean[][] b, boolean negB) {
            boolean[][] c = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    c[k][j] = a[k][j] && (negB ? !b[k][j] : b[k][j]);
                }
            }
            return c;
        }

        /** total, beside, onSide, either, apart. */
        int[] exposure(boolean[][] f, boolean[][] sideCells) {
            boolean[][] cov = cellsOf(f);
            int total = 0;
            int beside = 0;
            int onSide = 0;
            int either = 0;
            int even = 0;
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    if (!f[k][j]) {
                        continue;
                    }
                    total++;
                    if (k % 2 == 0) {
                        even++;
                    }
                    boolean b = false;
                    boolean s = false;
                    for (int d = 0; d < 2; d++) {
                        if (get(cov, k - 1, j + d) || get(cov, k + 1, j + d)) {
                            b = true;
                        }
                        if (sideCells != null && sideCells[k][j + d]) {
                            s = true;
                        }
                    }
                    beside += b ? 1 : 0;
                    onSide += s ? 1 : 0;
                    either += b || s ? 1 : 0;
                }
            }
            return new int[] {total, beside, onSide, either, Math.max(even, total - even)};
        }

        int expWord(int[] x) {
            return x[1] | x[2] << 8 | x[3] << 16;
        }

        void count() {
            prot = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    prot[k][j] = e[k][j] && !get(e, k - 1, j) && !get(e, k + 1, j);
                }
            }
            boolean[][] sf = packing(prot);
            safe = count(sf);
            safeCells = cellsOf(sf);
            most = count(packing(e));
        }

        boolean square(int k, int j) {
            return get(e, k, j) && get(e, k, j + 1) && get(e, k + 1, j) && get(e, k + 1, j + 1);
        }

        boolean wall(int k, int j) {
            return !get(e, k, j) && !get(e, k, j + 1);
        }

        SureMoveCount sure() {
            claims = new boolean[n][len];
            boolean[][] blocks = new boolean[n][len];
            int cnt = 0;
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    if (square(k, j) && wall(k - 1, j) && wall(k + 2, j) && !(j > 0 && blocks[k][j - 1])) {
                        blocks[k][j] = true;
                        cnt++;
                        claims[k][j] = claims[k][j + 1] = claims[k + 1][j] = claims[k + 1][j + 1] = true;
                    }
                }
            }
            boolean[][] blockClaims = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                blockClaims[k] = claims[k].clone();
            }
            boolean[][] used = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                used[k] = claims[k].clone();
            }
            boolean[][] areaCells = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    if (!square(k, j) || !(wall(k - 1, j) || wall(k + 2, j))) {
                        continue;
                    }
                    boolean meetsBlock = false;
                    for (int dk = 0; dk < 2; dk++) {
                        for (int dj = 0; dj < 2; dj++) {
                            meetsBlock |= blockClaims[k + dk][j + dj];
                        }
                    }
                    if (meetsBlock) {
                        continue;
                    }
                    boolean free = true;
                    for (int dk = -1; dk <= 2; dk++) {
                        for (int dj = 0; dj < 2; dj++) {
                            if (get(used, k + dk, j + dj)) {
                                free = false;
                            }
                        }
                    }
                    if (free) {
                        cnt++;
                        for (int dk = 0; dk < 2; dk++) {
                            for (int dj = 0; dj < 2; dj++) {
                                used[k + dk][j + dj] = true;
                                areaCells[k + dk][j + dj] = true;
                                claims[k + dk][j + dj] = true;
                            }
                        }
                    }
                }
            }
            areas = cnt;
            sides = new boolean[n][len];
            for (int k = 0; k < n; k++) {
                for (int j = 0; j < len; j++) {
                    if (e[k][j] && !areaCells[k][j] && (get(areaCells, k - 1, j) || get(areaCells, k + 1, j))) {
                        sides[k][j] = true;
                    }
                }
            }
            boolean[][] free = and(and(e, safeCells, true), claims, true);
            int[] x = exposure(packing(free), sides);
            open = x[0];
            openExposure = expWord(x);
            apart = exposure(packing(and(free, sides, true)), null)[4];
            return new SureMoveCount(safe, areas, open, openExposure, apart, 0L, 0L, 0L, 0L);
        }

        boolean cells(boolean first) {
            boolean[][] theirs = and(e, prot, true);
            int usable = count(theirs);
            int[] x = exposure(packing(theirs), null);
            int[] u = exposure(packing(and(e, safeCells, true)), null);
            CellCountRace sc = new CellCountRace(safe, x[0], x[1], x[4], u[0], u[1]);
            if (first ? sc.outlastsFirst(usable) : sc.outlastsSecond(usable)) {
                return true;
            }
            if (areas == 0) {
                return false;
            }
            int[] y = exposure(packing(and(theirs, claims, true)), sides);
            CellCountRaceWithAreas cc = new CellCountRaceWithAreas(safe, areas, y[0], expWord(y), open, openExposure);
            return first ? cc.outlastsFirst(usable) : cc.outlastsSecond(usable);
        }
    }

    Side side(boolean[][] grid, boolean left) {
        Side s = new Side();
        s.n = left ? width : height;
        s.len = left ? height : width;
        s.e = new boolean[s.n][s.len];
        for (int k = 0; k < s.n; k++) {
            for (int j = 0; j < s.len; j++) {
                s.e[k][j] = left ? grid[j][k] : grid[k][j];
            }
        }
        s.count();
        return s;
    }

    int counted(boolean[][] grid, boolean left) {
        Side own = side(grid, left);
        Side theirs = side(grid, !left);
        if (own.sure().outlastsFirst(theirs.most)) {
            return 1;
        }
        if (theirs.sure().outlastsSecond(own.most)) {
            return -1;
        }
        if (own.cells(true)) {
            return 1;
        }
        if (theirs.cells(false)) {
            return -1;
        }
        return 0;
    }
}
}
