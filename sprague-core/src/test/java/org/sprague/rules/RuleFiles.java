package org.sprague.rules;

/** Rule files used by the tests, compiled from strings, and a game over each with a test budget. */
final class RuleFiles {
    static final String SUBTRACTION_134 = """
            class Sub134 {
                static int[] moves(int n) {
                    return java.util.stream.IntStream.of(1, 3, 4).filter(t -> t <= n).map(t -> n - t).toArray();
                }
            }
            """;
    static final String LASKER = """
            class Lasker {
                static int[][] moves(int n) {
                    java.util.List<int[]> out = new java.util.ArrayList<>();
                    for (int t = 1; t <= n; t++) out.add(new int[] {n - t});
                    for (int a = 1; a <= n / 2; a++) out.add(new int[] {a, n - a});
                    return out.toArray(new int[0][]);
                }
            }
            """;
    static final String WYTHOFF = """
            public class Wythoff {
                static int[][] moves(int[] p) {
                    java.util.List<int[]> out = new java.util.ArrayList<>();
                    for (int k = 1; k <= p[0]; k++) out.add(new int[] {p[0] - k, p[1]});
                    for (int k = 1; k <= p[1]; k++) out.add(new int[] {p[0], p[1] - k});
                    for (int k = 1; k <= Math.min(p[0], p[1]); k++) out.add(new int[] {p[0] - k, p[1] - k});
                    return out.toArray(new int[0][]);
                }
            }
            """;
    /** Halve or take a third (rounding down); big heaps reach few positions. */
    static final String DIVIDE = """
            class Divide {
                static long[] moves(long n) {
                    return n == 0 ? new long[0] : new long[] {n / 2, n / 3};
                }
            }
            """;
    static final String TAKE_ONE = """
            class TakeOne {
                static int[] moves(int n) {
                    return n == 0 ? new int[0] : new int[] {n - 1};
                }
            }
            """;

    private RuleFiles() {
    }

    static RuleGame game(String source) {
        return game(source, 5_000);
    }

    static RuleGame game(String source, long millis) {
        RuleFile file = RuleCompiler.compile("T.java", source);
        return new RuleGame(file, new GuardedMoves(file, millis), 5_000_000);
    }
}
