// Take 1, 2 or 3 tokens, but never the amount the previous player just took.
// A position is p = {tokens left, last amount taken (0 at the start)}.
class NoRepeat {
    static int[][] moves(int[] p) {
        int n = p[0], last = p[1];
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int t = 1; t <= 3 && t <= n; t++) {
            if (t != last) {
                out.add(new int[] {n - t, t});
            }
        }
        return out.toArray(new int[0][]);
    }
}
