// Wythoff's game: take any number from one pile, or the same number from both.
class Wythoff {
    static int[][] moves(int[] p) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int k = 1; k <= p[0]; k++) out.add(new int[] {p[0] - k, p[1]});
        for (int k = 1; k <= p[1]; k++) out.add(new int[] {p[0], p[1] - k});
        for (int k = 1; k <= Math.min(p[0], p[1]); k++) out.add(new int[] {p[0] - k, p[1] - k});
        return out.toArray(new int[0][]);
    }
}
