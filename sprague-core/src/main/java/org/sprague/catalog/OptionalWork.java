package org.sprague.catalog;

/**
 * How much work the optional parts of an answer (remoteness by search) may take, as a fraction of their usual
 * limit. Runs of many positions ({@code solve --cases}) lower it, so ten thousand cases cost about one start of the
 * program rather than ten thousand searches; those answers then report remoteness as not computed, with a note.
 * Required answers (outcome, value, moves) never depend on it.
 */
public final class OptionalWork {
    private static final ThreadLocal<Double> SCALE = ThreadLocal.withInitial(() -> 1.0);

    private OptionalWork() {
    }

    /** The fraction of the usual limit optional searches may use on this thread (1 by default). */
    public static double scale() {
        return SCALE.get();
    }

    /** Sets the fraction for this thread; {@code 1} restores the usual limits. */
    public static void setScale(double scale) {
        SCALE.set(scale);
    }
}
