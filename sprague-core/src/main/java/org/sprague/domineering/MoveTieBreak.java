package org.sprague.domineering;

/**
 * A fixed preference among a player's moves on an empty rectangle, the tie-break of moves the counts score alike
 * (Bullock, "Domineering: Solving Large Combinatorial Search Spaces", MSc thesis, University of Alberta, 2002,
 * orders moves by such positional values after its counts). A vertical move prefers the second column from an
 * edge and every other one from there, at a row that leaves an even number of rows to the nearer end, nearer
 * the edges first, the edge columns last; Right's moves the same turned. A heuristic, chosen by measurement
 * (docs/BENCHMARKS.md): only the order of the search changes, never an answer.
 */
final class MoveTieBreak {
    private MoveTieBreak() {
    }

    /**
     * Each move's place, larger when preferred, from 0 to 127.
     *
     * @param width columns
     * @param height rows
     * @param left whether the moves are Left's (vertical; by top cell) or Right's (horizontal; by left cell)
     * @return per cell index, the move's place
     */
    static int[] of(int width, int height, boolean left) {
        int across = left ? width : height;
        int along = left ? height : width;
        int[] rank = new int[width * height];
        for (int cell = 0; cell < rank.length; cell++) {
            int r = cell / width;
            int c = cell % width;
            int line = left ? c : r;
            int at = left ? r : c;
            int fromSide = Math.min(line, across - 1 - line);
            int fromEnd = Math.max(0, Math.min(at, along - 2 - at));
            boolean sideLine = fromSide % 2 == 1;
            boolean tiles = fromEnd % 2 == 0;
            int group = fromSide == 0 ? 0 : sideLine ? (tiles ? 4 : 3) : (tiles ? 2 : 1);
            // within a group, nearer the sides, then nearer the ends, first
            int within = Math.max(0, 15 - fromSide * 4 - fromEnd);
            rank[cell] = Math.min(127, group * 25 + Math.min(24, within));
        }
        return rank;
    }
}
