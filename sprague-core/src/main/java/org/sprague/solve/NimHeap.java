package org.sprague.solve;

import java.math.BigInteger;
import java.util.function.Consumer;

/**
 * A Nim heap as a {@link GrundyOracle}: {@code G(n) = n}, and the one option of value {@code t} is the heap
 * {@code t} itself when {@code t < n} (Bouton 1901). Also a head at place {@code n} in a coin-turning row, where
 * turning it with a coin at place {@code t < n} (or alone for {@code t = 0}) leaves value {@code t}. Stateless,
 * thread-safe.
 */
public enum NimHeap implements GrundyOracle<BigInteger> {
    /** The one, stateless instance. */
    INSTANCE;

    @Override
    public BigInteger grundy(BigInteger heap) {
        return heap;
    }

    @Override
    public boolean optionsOfValue(BigInteger heap, BigInteger target, Consumer<? super BigInteger> sink) {
        if (target.compareTo(heap) < 0) {
            sink.accept(target);
        }
        return true;
    }
}
