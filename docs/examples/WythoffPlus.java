// A Wythoff variant: take any number from one pile, or the same number from both,
// or (the variant) exactly one token from one pile and two from the other.
class WythoffPlus {
    static int[][] moves(int[] p) {
        int a = p[0], b = p[1];
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int k = 1; k <= a; k++) out.add(new int[] {a - k, b});
        for (int k = 1; k <= b; k++) out.add(new int[] {a, b - k});
        for (int k = 1; k <= Math.min(a, b); k++) out.add(new int[] {a - k, b - k});
        if (a >= 1 && b >= 2) out.add(new int[] {a - 1, b - 2});
        if (a >= 2 && b >= 1) out.add(new int[] {a - 2, b - 1});
        return out.toArray(new int[0][]);
    }
}
