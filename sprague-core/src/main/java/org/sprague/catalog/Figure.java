package org.sprague.catalog;

import java.util.Objects;
import java.util.Optional;

/**
 * A number an answer may carry (a Grundy value, a remoteness): known, undefined for this position (a draw has no
 * remoteness; a loopy position may have no finite Grundy value), or defined but not computed (with the reason).
 * It replaces a {@code null} that meant either of the last two.
 *
 * @param <T> the number type ({@link java.math.BigInteger} for Grundy values, {@link Long} for remoteness)
 */
public sealed interface Figure<T> permits Figure.Known, Figure.Undefined, Figure.NotComputed {
    /** The value was computed. */
    record Known<T>(T value) implements Figure<T> {
        /** @throws NullPointerException when {@code value} is null */
        public Known {
            Objects.requireNonNull(value, "value");
        }
    }

    /** The position has no such value; {@code why} says which rule makes it so. */
    record Undefined<T>(String why) implements Figure<T> {
    }

    /** The value exists but was not computed; {@code why} says why (too large, not asked). */
    record NotComputed<T>(String why) implements Figure<T> {
    }

    /** A computed value. */
    static <T> Figure<T> known(T value) {
        return new Known<>(value);
    }

    /** No value exists, for the reason given. */
    static <T> Figure<T> undefined(String why) {
        return new Undefined<>(why);
    }

    /** A value that exists but was not computed, for the reason given. */
    static <T> Figure<T> notComputed(String why) {
        return new NotComputed<>(why);
    }

    /** The value when known. */
    default Optional<T> asOptional() {
        return this instanceof Known<T> k ? Optional.of(k.value()) : Optional.empty();
    }

    /** The value when known, else {@code null}: the form the JSON contract prints. */
    default T orNull() {
        return asOptional().orElse(null);
    }

    /** Whether the value was computed. */
    default boolean isKnown() {
        return this instanceof Known;
    }
}
