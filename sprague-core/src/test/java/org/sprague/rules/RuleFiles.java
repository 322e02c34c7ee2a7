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
    static final String LASKER = example("Lasker.java");
    static final String WYTHOFF = example("Wythoff.java");
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

    /** A rule file of docs/examples, as the user guide shows it. */
    static String example(String name) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("../docs/examples", name));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static RuleGame game(String source) {
        return game(source, 5_000);
    }

    static RuleGame game(String source, long millis) {
        RuleFile file = RuleCompiler.compile("T.java", source);
        return new RuleGame(file, guard(file, millis), 5_000_000);
    }

    /** A guard whose run may take {@code millis} in all. */
    static GuardedMoves guard(RuleFile file, long millis) {
        return new GuardedMoves(file, org.sprague.solve.Budget.standard()
                .withTime(java.time.Duration.ofMillis(millis)).start());
    }
}
