package org.sprague.catalog;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.solve.Budget;

/**
 * The option values given to a catalog game, by name (with dashes), with typed readers that turn bad values into
 * {@link BadInputException}s naming the option; and the {@link Budget} of the run, which sets how far the game's
 * searches may go ({@link Budget#standard()} unless the caller gives another through {@link #withBudget}).
 */
public final class GameOptions {
    private final Map<String, String> values;
    private final Budget budget;
    private final ProgressReporter progress;

    public GameOptions(Map<String, String> values) {
        this(values, Budget.standard(), ProgressReporter.NONE);
    }

    private GameOptions(Map<String, String> values, Budget budget, ProgressReporter progress) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        this.budget = budget;
        this.progress = progress;
    }

    /** These option values with another budget. */
    public GameOptions withBudget(Budget budget) {
        return new GameOptions(values, java.util.Objects.requireNonNull(budget), progress);
    }

    /** These options' budget and progress reporter with other option values (a case of a run, a position reached
     * in play). */
    public GameOptions withValues(Map<String, String> values) {
        return new GameOptions(values, budget, progress);
    }

    /** These options with the front end's progress reporter, which a game's long search tells how far it got. */
    public GameOptions withProgress(ProgressReporter reporter) {
        return new GameOptions(values, budget, java.util.Objects.requireNonNull(reporter));
    }

    /** The front end's progress reporter ({@link ProgressReporter#NONE} unless one was given). */
    public ProgressReporter progress() {
        return progress;
    }

    /** The budget of the run: the limits of the game's searches, optional and required. */
    public Budget budget() {
        return budget;
    }

    public static GameOptions none() {
        return new GameOptions(Map.of());
    }

    /**
     * Options from alternating names and values, for tests and library callers:
     * {@code of(MooreGame.K.name(), "2")}.
     */
    public static GameOptions of(String... namesAndValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            m.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new GameOptions(m);
    }

    /** Whether a flag is set (present with any value but {@code false}). */
    public boolean flag(GameOption option) {
        String v = values.get(option.name());
        return v != null && !v.equals("false");
    }

    /** The raw value, or {@code null} when absent. */
    public String string(GameOption option) {
        return values.get(option.name());
    }

    /** The raw value, or {@code fallback} when absent. */
    public String string(GameOption option, String fallback) {
        String v = values.get(option.name());
        return v == null ? fallback : v;
    }

    /** The raw value, or a {@link BadInputException} when absent. */
    public String required(GameOption option) {
        String v = values.get(option.name());
        if (v == null) {
            throw new BadInputException("missing option " + option.name());
        }
        return v;
    }

    /** An integer option at least {@code min}; {@code fallback} when absent. */
    public int intValue(GameOption option, int min, int fallback) {
        String name = option.name();
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        if (!Integers.isInteger(v)) {
            throw new BadInputException(name + " takes an integer, got " + Integers.quoted(v));
        }
        BigInteger big = Integers.parse(v, name);
        if (big.bitLength() > 31) {
            throw new BadInputException(name + " must be an integer from " + min + " to " + Integer.MAX_VALUE
                    + ", got " + Integers.excerpt(v));
        }
        int parsed = big.intValue();
        if (parsed < min) {
            throw new BadInputException(name + " must be at least " + min + ", got " + parsed);
        }
        return parsed;
    }

    /** An arbitrary-precision integer option at least {@code min}; {@code fallback} when absent. */
    public BigInteger bigValue(GameOption option, BigInteger min, BigInteger fallback) {
        String name = option.name();
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        BigInteger parsed = Integers.parse(v, name);
        if (parsed.compareTo(min) < 0) {
            throw new BadInputException(name + " must be at least " + min + ", got " + parsed);
        }
        return parsed;
    }

    public Map<String, String> asMap() {
        return values;
    }
}
