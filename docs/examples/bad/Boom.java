class Boom {
    static int[] moves(int n) {
        if (n == 3) {
            throw new IllegalStateException("no three");
        }
        return n == 0 ? new int[0] : new int[] {n - 1};
    }
}
