class Typo {
    static int[] moves(int n) {
        return new int[] {n - 1, n - 2;
    }
}
