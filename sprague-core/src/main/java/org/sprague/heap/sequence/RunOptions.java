package org.sprague.heap.sequence;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How a {@link SequenceRunner} run goes, built by name ({@link #builder()}) and checked when built: the engine,
 * the worker threads, the step and time budgets, the checkpoint and the progress listener. A run left at the
 * defaults has one thread, the standard step budget ({@link SequenceRunner#DEFAULT_BUDGET}), no time limit, no
 * checkpoint and no progress.
 */
public final class RunOptions {
    /** The interval between saves when none is given: a minute. */
    public static final long DEFAULT_SAVE_EVERY_MILLIS = 60_000;

    private final SequenceRunner.Algorithm algorithm;
    private final int threads;
    private final double budget;
    private final Duration time;
    private final Path checkpoint;
    private final boolean resume;
    private final boolean automatic;
    private final long saveEveryMillis;
    private final SequenceRunner.Progress progress;

    private RunOptions(Builder b) {
        this.algorithm = b.algorithm;
        this.threads = b.threads;
        this.budget = b.budget;
        this.time = b.time;
        this.checkpoint = b.checkpoint;
        this.resume = b.resume;
        this.automatic = b.automatic;
        this.saveEveryMillis = b.saveEveryMillis;
        this.progress = b.progress;
    }

    /**
     * The options of a plain run.
     *
     * @return one thread, the default budget, no time limit, no checkpoint, no progress
     */
    public static RunOptions defaults() {
        return builder().build();
    }

    /**
     * A builder at the defaults of {@link #defaults()}.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding these options, to change some of them.
     *
     * @return a new builder; these options are unchanged
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.algorithm = algorithm;
        b.threads = threads;
        b.budget = budget;
        b.time = time;
        b.checkpoint = checkpoint;
        b.resume = resume;
        b.automatic = automatic;
        b.saveEveryMillis = saveEveryMillis;
        b.progress = progress;
        return b;
    }

    /**
     * The engine asked for.
     *
     * @return the algorithm, or {@code null} for the best one (sparse when the rules split, except Lasker's Nim)
     */
    public SequenceRunner.Algorithm algorithm() {
        return algorithm;
    }

    /**
     * The worker threads.
     *
     * @return at least 1
     */
    public int threads() {
        return threads;
    }

    /**
     * The step budget.
     *
     * @return the most steps of estimated work ({@code Double.POSITIVE_INFINITY}: no limit)
     */
    public double budget() {
        return budget;
    }

    /**
     * The time budget: a run estimated to need more is refused before it starts, and a run still going when it is
     * up stops after the block of heaps under way, with its values saved in the checkpoint.
     *
     * @return the most time the run may take, or {@code null} for no limit
     */
    public Duration time() {
        return time;
    }

    /**
     * The directory the state is saved into.
     *
     * @return the directory, or {@code null} for none
     */
    public Path checkpoint() {
        return checkpoint;
    }

    /**
     * Whether the run continues from the state in {@link #checkpoint()}.
     *
     * @return true to resume
     */
    public boolean resume() {
        return resume;
    }

    /**
     * Whether {@link #checkpoint()} is the run's own choice rather than the caller's: nothing is written there
     * before the first interval has passed or the run stops without an answer, and what was written is removed
     * when the run gives its answer.
     *
     * @return true for a directory of the run's own
     */
    public boolean automatic() {
        return automatic;
    }

    /**
     * The interval between saves.
     *
     * @return milliseconds, positive
     */
    public long saveEveryMillis() {
        return saveEveryMillis;
    }

    /**
     * The listener told how far the run has come.
     *
     * @return the listener, {@link SequenceRunner.Progress#NONE} when none was given
     */
    public SequenceRunner.Progress progress() {
        return progress;
    }

    /**
     * These options with another time limit.
     *
     * @param limit the time, or {@code null} for none
     * @return new options; these are unchanged
     */
    public RunOptions withTime(Duration limit) {
        return toBuilder().time(limit).build();
    }

    /**
     * These options with another progress listener.
     *
     * @param listener told how far the run has come
     * @return new options; these are unchanged
     */
    public RunOptions withProgress(SequenceRunner.Progress listener) {
        return toBuilder().progress(listener).build();
    }

    /** Sets the options one by one by name; {@link #build()} checks them together. */
    public static final class Builder {
        private SequenceRunner.Algorithm algorithm;
        private int threads = 1;
        private double budget = SequenceRunner.DEFAULT_BUDGET;
        private Duration time;
        private Path checkpoint;
        private boolean resume;
        private boolean automatic;
        private long saveEveryMillis = DEFAULT_SAVE_EVERY_MILLIS;
        private SequenceRunner.Progress progress = SequenceRunner.Progress.NONE;

        private Builder() {
        }

        /**
         * The engine.
         *
         * @param value the algorithm, or {@code null} for the best one
         * @return this builder
         */
        public Builder algorithm(SequenceRunner.Algorithm value) {
            this.algorithm = value;
            return this;
        }

        /**
         * The worker threads.
         *
         * @param value at least 1
         * @return this builder
         */
        public Builder threads(int value) {
            this.threads = value;
            return this;
        }

        /**
         * The step budget.
         *
         * @param steps positive, {@code Double.POSITIVE_INFINITY} for no limit
         * @return this builder
         */
        public Builder budget(double steps) {
            this.budget = steps;
            return this;
        }

        /**
         * The time budget.
         *
         * @param value the time, or {@code null} for no limit
         * @return this builder
         */
        public Builder time(Duration value) {
            this.time = value;
            return this;
        }

        /**
         * Saves the state into a directory the caller chose, at intervals.
         *
         * @param dir the directory, or {@code null} for none
         * @param resumeFromIt whether to continue from the state already there
         * @return this builder
         */
        public Builder checkpoint(Path dir, boolean resumeFromIt) {
            this.checkpoint = dir;
            this.resume = resumeFromIt;
            this.automatic = false;
            return this;
        }

        /**
         * Saves the state into a directory of the run's own ({@link RunOptions#automatic()}).
         *
         * @param dir the directory
         * @param resumeFromIt whether to continue from the state already there
         * @return this builder
         */
        public Builder automaticCheckpoint(Path dir, boolean resumeFromIt) {
            checkpoint(dir, resumeFromIt);
            this.automatic = true;
            return this;
        }

        /**
         * The interval between saves.
         *
         * @param millis positive
         * @return this builder
         */
        public Builder saveEveryMillis(long millis) {
            this.saveEveryMillis = millis;
            return this;
        }

        /**
         * The progress listener.
         *
         * @param listener told how far the run has come; {@code null} for none
         * @return this builder
         */
        public Builder progress(SequenceRunner.Progress listener) {
            this.progress = listener == null ? SequenceRunner.Progress.NONE : listener;
            return this;
        }

        /**
         * The options, checked.
         *
         * @return the options
         * @throws IllegalArgumentException when the threads or the interval are not positive, the budget is not
         *     positive, a time is not positive, or a run resumes without a checkpoint
         */
        public RunOptions build() {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, got " + threads);
            }
            if (!(budget > 0)) {
                throw new IllegalArgumentException("the step budget must be positive, got " + budget);
            }
            if (time != null && (time.isNegative() || time.isZero())) {
                throw new IllegalArgumentException("the time budget must be positive, got " + time);
            }
            if (saveEveryMillis <= 0) {
                throw new IllegalArgumentException("the interval between saves must be positive, got "
                        + saveEveryMillis);
            }
            if (resume && checkpoint == null) {
                throw new IllegalArgumentException("a run resumes from a checkpoint: give its directory");
            }
            return new RunOptions(this);
        }
    }
}
