package org.sprague.heap.sequence;

import java.nio.file.Path;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalPeriodicityTheorem;
import org.sprague.heap.Periodicity;
import org.sprague.heap.PeriodicityDetector;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.GrundyValues;

/**
 * Runs a long Grundy-sequence computation of a take-and-break ruleset ({@link SplitRules}): checks the work
 * estimate against the budget and the memory before starting, extends the values in blocks with the chosen
 * engine, reports progress, saves a {@link Checkpoint} at intervals and resumes from one, and for finite codes
 * stops when the octal periodicity theorem proves the period seen ({@link SequenceAnalysis}).
 */
public final class SequenceRunner {
    /** Work the sparse-space algorithm is assumed to need a heap, for the estimate (measured: 100 to 2,000). */
    public static final double SPARSE_STEPS_PER_HEAP = 1000;
    /** The default work limit of {@link Options#defaults()}: the standard budget's steps. */
    public static final double DEFAULT_BUDGET = org.sprague.solve.Budget.STANDARD_STEPS;
    private static final int FIRST_SEARCH = 128;

    /** The two algorithms a run may use. */
    public enum Algorithm {
        /** The plain mex over every option ({@link NaiveMexEngine}). */
        NAIVE,
        /** The sparse-space method for splitting rules ({@link SparseSpaceEngine}). */
        SPARSE;

        /**
         * The algorithm's name, as {@link SequenceEngine#name()} gives it.
         *
         * @return {@code naive} or {@code sparse}
         */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Told how far a run has come; called from the computing thread. */
    public interface Progress {
        /**
         * The run computes G(from..to).
         *
         * @param from the first heap of the run
         * @param to the last heap of the run
         */
        void start(long from, long to);

        /**
         * G(0..done-1) are known.
         *
         * @param done the values known
         */
        void at(long done);

        /** The run stopped (finished or not). */
        void end();

        /** Progress told to no one. */
        Progress NONE = new Progress() {
            @Override
            public void start(long from, long to) {
            }

            @Override
            public void at(long done) {
            }

            @Override
            public void end() {
            }
        };
    }

    /**
     * How to run.
     *
     * @param algorithm the engine, or {@code null} for the best one (sparse when the rules split, except Lasker's
     *     Nim)
     * @param threads worker threads (at least 1)
     * @param budget the most steps of estimated work ({@code Double.POSITIVE_INFINITY}: no limit)
     * @param checkpoint the directory to save state into, or {@code null}
     * @param resume whether to continue from the state in {@code checkpoint}
     * @param saveEveryMillis the interval between saves
     * @param progress told how far the run has come
     */
    public record Options(Algorithm algorithm, int threads, double budget, Path checkpoint, boolean resume,
            long saveEveryMillis, Progress progress) {

        /**
         * The options of a plain run.
         *
         * @return one thread, the default budget, no checkpoint, no progress
         */
        public static Options defaults() {
            return new Options(null, 1, DEFAULT_BUDGET, null, false, 60_000, Progress.NONE);
        }
    }

    private SequenceRunner() {
    }

    /**
     * Whether {@code rules} runs here: octal and hexadecimal codes of at most two heaps, Grundy's game, Lasker's Nim.
     *
     * @param rules the ruleset
     * @return true when it has a {@link SplitRules} normal form
     */
    public static boolean supports(HeapRuleset rules) {
        return SplitRules.of(rules) != null;
    }

    /** The engine {@code options} ask for on {@code rules}. */
    static Algorithm algorithm(SplitRules rules, Options options) {
        if (options.algorithm() != null) {
            return options.algorithm();
        }
        // Lasker's Nim has a new value almost every heap: nothing is rare there, so the plain mex is the faster
        return rules.splits() && !rules.anyTake() ? Algorithm.SPARSE : Algorithm.NAIVE;
    }

    /**
     * The estimated steps for G(0..upto).
     *
     * @param rules the ruleset
     * @param algorithm the engine
     * @param upto the largest heap
     * @return the ruleset's cost for the plain mex, a fixed cost a heap for the sparse-space engine
     */
    public static double estimate(HeapRuleset rules, Algorithm algorithm, long upto) {
        return algorithm == Algorithm.SPARSE ? SPARSE_STEPS_PER_HEAP * upto : rules.cost(upto);
    }

    /**
     * G(0..upto) with its periodicity.
     *
     * @param rules a ruleset that {@link #supports}
     * @param upto the largest heap
     * @param options how to run
     * @return the values, their periodicity and proof, and statistics
     * @throws org.sprague.ResourceLimitException when the estimate is over the budget or memory runs out (with a
     *     checkpoint, the values so far are saved first)
     */
    public static GrundyValues upto(HeapRuleset rules, long upto, Options options) {
        SplitRules split = SplitRules.of(rules);
        Algorithm algorithm = algorithm(split, options);
        check(rules, algorithm, upto, options.budget());
        ValueStore store = allocate(upto);
        try (Computation c = new Computation(rules, split, algorithm, store, options)) {
            c.extendTo(upto);
            c.finish();
            return SequenceAnalysis.analyse(rules, store, upto, null, null, algorithm, options.threads());
        }
    }

    /**
     * Extends the range from 128 heaps until the octal periodicity theorem proves the period seen,
     * or {@code limit} is reached. Each next range is twice the last, or shorter where the period that the values
     * already show twice could be proven sooner: the range the theorem needs for it ({@code 2 n0 + p + t}, and at
     * least twice the preperiod), when that lies between the current range and its double. Every range is capped
     * at {@code limit}.
     *
     * @param rules a ruleset that {@link #supports}, with a finite code
     * @param limit the largest heap the search may reach
     * @param options how to run
     * @return the values up to the proof or the limit, with periodicity, proof and statistics
     */
    public static GrundyValues untilProven(HeapRuleset rules, long limit, Options options) {
        GrundySequences.searchable(rules, limit);
        SplitRules split = SplitRules.of(rules);
        Algorithm algorithm = algorithm(split, options);
        check(rules, algorithm, limit, options.budget());
        ValueStore store = allocate(limit);
        try (Computation c = new Computation(rules, split, algorithm, store, options)) {
            long n = Math.min(FIRST_SEARCH, limit);
            while (true) {
                c.extendTo(n);
                // one reading of G(0..n) serves the proof and the choice of the next range
                PeriodicityDetector.Scan seen = PeriodicityDetector.scan(store.reader(n), n);
                GrundyValues proven = SequenceAnalysis.provenAt(rules, store, n, seen.periodicity(), limit,
                        algorithm, options.threads());
                if (proven != null) {
                    c.finish();
                    return proven;
                }
                if (n >= limit) {
                    c.finish();
                    return SequenceAnalysis.analyse(rules, store, n, limit, "limit", algorithm, options.threads());
                }
                n = next(rules, seen.candidate(), n, limit);
            }
        }
    }

    /**
     * The next range of the search: where the theorem could prove the period that the end of G(0..n) already
     * shows twice ({@code seen}, the {@link PeriodicityDetector#candidate}; often well short of 2n: .376 needs
     * 4,536,506 values, not 2^23), else twice n.
     */
    private static long next(HeapRuleset rules, Periodicity seen, long n, long limit) {
        long next = Math.min(limit, n * 2);
        if (seen != null && seen.saltus() == 0) {
            long need = Math.max(OctalPeriodicityTheorem.valuesNeeded(rules.asCode(), seen.preperiod(),
                    seen.period()), seen.preperiod() * 2L);
            if (need > n && need < next) {
                next = need;
            }
        }
        return next;
    }

    private static void check(HeapRuleset rules, Algorithm algorithm, long upto, double budget) {
        double work = estimate(rules, algorithm, upto);
        if (work > budget) {
            String reason = String.format(java.util.Locale.ROOT, "G(0..%d) of %s needs about %.1e steps with the %s"
                    + " algorithm, more than the budget of %.0e", upto, rules.name(), work, algorithm.id(), budget);
            throw new ResourceLimitException(names -> reason + "; a long run is saved and resumed with "
                    + names.usage(Parameter.CHECKPOINT), ResourceLimitException.Resource.STEPS, work);
        }
    }

    private static ValueStore allocate(long upto) {
        ValueStore.checkFits(upto + 1, 0);
        return new ValueStore(upto + 1);
    }

    /** The engine, the store and the checkpoint of one run. */
    private static final class Computation implements AutoCloseable {
        private final ValueStore store;
        private final SequenceEngine engine;
        private final Checkpoint checkpoint;
        private final Options options;
        private long done;
        private long lastSave = System.nanoTime();
        private int block = 256;

        Computation(HeapRuleset rules, SplitRules split, Algorithm algorithm, ValueStore store, Options options) {
            this.store = store;
            this.options = options;
            this.checkpoint = options.checkpoint() == null ? null : new Checkpoint(options.checkpoint(), rules.name());
            if (checkpoint != null && options.resume()) {
                done = LoadedValues.load(checkpoint, split, store);
            } else if (checkpoint != null && checkpoint.exists()) {
                Path dir = options.checkpoint();
                throw new BadInputException(names -> dir + " already holds a checkpoint: give "
                        + names.name(Parameter.RESUME) + " " + dir + " to continue it, or another directory");
            }
            if (checkpoint != null) {
                checkpoint.checkWritable();
            }
            // made after the checks, so that a refused checkpoint leaves no engine (nor its threads) behind
            this.engine = algorithm == Algorithm.SPARSE ? new SparseSpaceEngine(split, options.threads())
                    : new NaiveMexEngine(split);
        }

        void extendTo(long target) {
            if (done > target) {
                return;
            }
            options.progress().start(done, target);
            while (done <= target) {
                long end = Math.min(target, done + block - 1);
                long t0 = System.nanoTime();
                try {
                    engine.extend(store, done, end);
                } catch (ResourceLimitException e) {
                    // G(0..done-1) are complete: keep them, so that a resumed run goes on with more memory
                    finish();
                    throw e;
                }
                long took = System.nanoTime() - t0;
                done = end + 1;
                block = took < 50_000_000L ? Math.min(block * 2, 1 << 24) : took > 400_000_000L ? Math.max(block / 2, 1)
                        : block;
                options.progress().at(done);
                if (checkpoint != null && System.nanoTime() - lastSave >= options.saveEveryMillis() * 1_000_000L) {
                    checkpoint.save(store, done);
                    lastSave = System.nanoTime();
                }
            }
        }

        void finish() {
            if (checkpoint != null) {
                checkpoint.save(store, done);
            }
        }

        @Override
        public void close() {
            options.progress().end();
            engine.close();
        }
    }
}
