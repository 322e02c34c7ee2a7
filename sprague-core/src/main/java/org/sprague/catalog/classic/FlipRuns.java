package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.List;
import java.util.function.Consumer;
import org.sprague.solve.GrundyOracle;

/**
 * A run of '+' in Flip Game II as a {@link GrundyOracle}: a row of Dawson's Kayles placed at {@code start}. The
 * turn of places {@code start + a}, {@code start + a + 1} leaves the runs of {@code a} and {@code n - 2 - a}; both
 * are kept with their places, so the turns {@code a} and {@code n - 2 - a}, which leave equal rows, stay two moves.
 * Stateless, thread-safe.
 */
enum FlipRuns implements GrundyOracle<List<FlipRuns.Run>> {
    INSTANCE;

    /** A run of {@code length} '+' from index {@code start} (0-based). */
    record Run(int start, int length) {
    }

    @Override
    public BigInteger grundy(List<Run> runs) {
        int x = 0;
        for (Run r : runs) {
            x ^= DawsonsKayles.value(r.length());
        }
        return BigInteger.valueOf(x);
    }

    /** For one run: the turns in order of their first place, each as the two runs it leaves. */
    @Override
    public boolean optionsOfValue(List<Run> runs, BigInteger target, Consumer<? super List<Run>> sink) {
        if (runs.size() != 1) {
            throw new IllegalArgumentException("a component is one run");
        }
        Run run = runs.get(0);
        int n = run.length();
        for (int a = 0; a + 2 <= n; a++) {
            if (BigInteger.valueOf(DawsonsKayles.value(a) ^ DawsonsKayles.value(n - 2 - a)).equals(target)) {
                sink.accept(List.of(new Run(run.start(), a), new Run(run.start() + a + 2, n - 2 - a)));
            }
        }
        return true;
    }
}
