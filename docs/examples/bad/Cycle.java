class Cycle {
    static int[][] moves(int[] p) {
        if (p[0] == 0) return new int[0][];
        return new int[][] {{p[0] - 1, p[1]}, {p[0], p[1] == 0 ? 1 : 0}};
    }
}
