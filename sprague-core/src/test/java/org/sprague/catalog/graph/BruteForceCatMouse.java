package org.sprague.catalog.graph;

/**
 * An independent reference for Cat and Mouse, written from LeetCode 913's statement alone: results (1 mouse wins,
 * 2 cat wins, 0 undecided) of every (mouse, cat, turn) state, improved by sweeps until nothing changes. A state is
 * decided for its mover when some move reaches a state the mover wins, or when every move reaches a state the
 * opponent wins (the cat's moves exclude the hole). A player without moves loses; undecided states are draws.
 */
final class BruteForceCatMouse {
    private BruteForceCatMouse() {
    }

    static int[][][] solve(int[][] graph) {
        int n = graph.length;
        int[][][] r = new int[n][n][2];
        for (int m = 0; m < n; m++) {
            for (int c = 0; c < n; c++) {
                for (int t = 0; t < 2; t++) {
                    if (m == 0 || c == 0) {
                        r[m][c][t] = 1;
                    } else if (m == c) {
                        r[m][c][t] = 2;
                    }
                }
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int m = 1; m < n; m++) {
                for (int c = 1; c < n; c++) {
                    if (m == c) {
                        continue;
                    }
                    for (int t = 0; t < 2; t++) {
                        if (r[m][c][t] != 0) {
                            continue;
                        }
                        int me = t == 0 ? 1 : 2;
                        int other = 3 - me;
                        boolean canWin = false;
                        boolean allLose = true;
                        int[] options = t == 0 ? graph[m] : graph[c];
                        for (int x : options) {
                            if (t == 1 && x == 0) {
                                continue;
                            }
                            int res = t == 0 ? r[x][c][1] : r[m][x][0];
                            canWin |= res == me;
                            allLose &= res == other;
                        }
                        if (canWin) {
                            r[m][c][t] = me;
                            changed = true;
                        } else if (allLose) {
                            r[m][c][t] = other;
                            changed = true;
                        }
                    }
                }
            }
        }
        return r;
    }
}
