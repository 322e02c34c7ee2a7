// Take one token, or any prime number of tokens.
class PrimeTake {
    static int[] moves(int n) {
        java.util.List<Integer> out = new java.util.ArrayList<>();
        for (int t = 1; t <= n; t++) {
            if (t == 1 || isPrime(t)) {
                out.add(n - t);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    static boolean isPrime(int t) {
        if (t < 2) {
            return false;
        }
        for (int d = 2; d * d <= t; d++) {
            if (t % d == 0) {
                return false;
            }
        }
        return true;
    }
}
