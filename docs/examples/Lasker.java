// Lasker's Nim (seed 003, HDU 3032): take any number of tokens, or split a heap into two non-empty heaps.
class Lasker {
    static int[][] moves(int n) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int t = 1; t <= n; t++) out.add(new int[] {n - t});
        for (int a = 1; a <= n / 2; a++) out.add(new int[] {a, n - a});
        return out.toArray(new int[0][]);
    }
}
