// Take between P and Q tokens; when fewer than P are left, the last take may be smaller (take them all).
class TakePQ {
    static final int P = 2, Q = 5;

    static int[] moves(int n) {
        if (n > 0 && n < P) {
            return new int[] {0};
        }
        int[] out = new int[Math.max(0, Math.min(Q, n) - P + 1)];
        for (int t = P; t <= Math.min(Q, n); t++) {
            out[t - P] = n - t;
        }
        return out;
    }
}
