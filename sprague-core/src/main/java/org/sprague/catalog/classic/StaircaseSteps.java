package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.function.Consumer;
import org.sprague.solve.GrundyOracle;

/**
 * An odd step of staircase Nim with the even step just above it, as a {@link GrundyOracle}: its value is the odd
 * step's {@code gap}, since moving the chessman of the odd step lowers it to any smaller value and moving the
 * chessman above (which pushes up to {@code below} coins down) raises it by 1 to {@code below}, any amount; the coins an odd
 * step passes on to the even step under it change no value (Winning Ways ch. 7). Options keep the step's
 * {@code rank} (the sorted place of its chessman). Stateless, thread-safe.
 */
enum StaircaseSteps implements GrundyOracle<StaircaseSteps.Step> {
    INSTANCE;

    /** Odd step {@code rank} of {@code gap} coins, under the even step of {@code below} coins (0 if none). */
    record Step(int rank, BigInteger below, BigInteger gap) {
    }

    @Override
    public BigInteger grundy(Step step) {
        return step.gap();
    }

    /** The one option of value {@code t}: lower the gap to {@code t}, or raise it from the step above. */
    @Override
    public boolean optionsOfValue(Step step, BigInteger target, Consumer<? super Step> sink) {
        BigInteger raise = target.subtract(step.gap());
        if (raise.signum() < 0 || (raise.signum() > 0 && raise.compareTo(step.below()) <= 0)) {
            sink.accept(new Step(step.rank(), step.below().subtract(raise.max(BigInteger.ZERO)), target));
        }
        return true;
    }
}
