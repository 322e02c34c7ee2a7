// Seed 004, problem 1: take 1, 3, 7 or 8 balls; under misère play, whoever takes the last ball loses.
class Take1378 {
    static int[] moves(int n) {
        return java.util.stream.IntStream.of(1, 3, 7, 8).filter(t -> t <= n).map(t -> n - t).toArray();
    }
}
