package org.sprague.heap.sequence;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
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
    /** The steps of the sparse-space estimate one core takes a second (docs/BENCHMARKS.md). */
    public static final double SPARSE_STEPS_PER_SECOND = 1e9;
    /** The options the plain mex reads a second on one core (docs/BENCHMARKS.md: 2.0e9 to 2.3e9 on one-byte values). */
    public static final double NAIVE_STEPS_PER_SECOND = 2e9;
    /** The same for Lasker's Nim, whose values past 65,535 are four bytes, marked in a scattered order (4.3e8 to 10^5). */
    public static final double ANY_TAKE_STEPS_PER_SECOND = 4e8;
    /** The default work limit of {@link RunOptions#defaults()}: the standard budget's steps. */
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
    static Algorithm algorithm(SplitRules rules, RunOptions options) {
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
     * @return the options the plain mex reads ({@link SplitRules#reads}) for the plain mex, a fixed cost a heap
     *     for the sparse-space engine (runs of at least four {@link #PILOT}s are estimated from the pilot instead)
     */
    public static double estimate(HeapRuleset rules, Algorithm algorithm, long upto) {
        return algorithm == Algorithm.SPARSE ? SPARSE_STEPS_PER_HEAP * upto : SplitRules.of(rules).reads(upto);
    }

    /**
     * The estimated time of G(0..upto) on one core, from {@link #estimate} at the engine's speed.
     *
     * @param rules the ruleset
     * @param algorithm the engine
     * @param upto the largest heap
     * @return seconds
     */
    public static double estimateSeconds(HeapRuleset rules, Algorithm algorithm, long upto) {
        return estimate(rules, algorithm, upto) / stepsPerSecond(rules, algorithm);
    }

    /**
     * The steps of {@link #estimate} one core takes a second (measured in docs/BENCHMARKS.md).
     *
     * @param algorithm the engine
     * @return steps a second
     */
    public static double stepsPerSecond(Algorithm algorithm) {
        return algorithm == Algorithm.SPARSE ? SPARSE_STEPS_PER_SECOND : NAIVE_STEPS_PER_SECOND;
    }

    /** {@link #stepsPerSecond} of the rules: Lasker's Nim reads its values slower ({@link #ANY_TAKE_STEPS_PER_SECOND}). */
    private static double stepsPerSecond(HeapRuleset rules, Algorithm algorithm) {
        SplitRules split = SplitRules.of(rules);
        return algorithm == Algorithm.NAIVE && split != null && split.anyTake() ? ANY_TAKE_STEPS_PER_SECOND
                : stepsPerSecond(algorithm);
    }

    /**
     * A duration in words: {@code 40 s}, {@code 13 min}, {@code 2.5 h}.
     *
     * @param seconds the duration
     * @return the words
     */
    public static String words(double seconds) {
        if (seconds < 90) {
            return String.format(Locale.ROOT, "%d s", Math.max(1, (long) Math.ceil(seconds)));
        }
        if (seconds < 90 * 60) {
            return String.format(Locale.ROOT, "%d min", (long) Math.ceil(seconds / 60));
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    /**
     * A time budget that would hold a run of {@code seconds}, as an option's value with a unit: about half as much
     * again, in whole minutes or hours ({@code 20m}, {@code 3h}).
     *
     * @param seconds the estimated time
     * @return the value
     */
    public static String roomFor(double seconds) {
        return asOption(seconds * 1.5);
    }

    /** {@code seconds} rounded up to whole minutes or hours, as an option's value. */
    private static String asOption(double want) {
        if (want <= 60) {
            return "1m";
        }
        if (want < 6 * 3600) {
            return (long) Math.ceil(want / 60) + "m";
        }
        return (long) Math.ceil(want / 3600) + "h";
    }

    /**
     * G(0..upto) with its periodicity.
     *
     * @param rules a ruleset that {@link #supports}
     * @param upto the largest heap
     * @param options how to run
     * @return the values, their periodicity and proof, and statistics
     * @throws org.sprague.ResourceLimitException when the estimate is over the budget, the time is up or memory
     *     runs out (with a checkpoint, the values so far are saved first)
     */
    public static GrundyValues upto(HeapRuleset rules, long upto, RunOptions options) {
        SplitRules split = SplitRules.of(rules);
        Algorithm algorithm = algorithm(split, options);
        boolean pilot = piloted(split, algorithm, upto);
        if (!pilot) {
            check(rules, algorithm, upto, options, estimate(rules, algorithm, upto), Double.NaN);
        }
        ValueStore store = allocate(upto);
        try (Computation c = new Computation(rules, split, algorithm, store, options, upto, false)) {
            if (pilot) {
                c.pilot(upto);
            }
            c.extendTo(upto);
            c.answered();
            return SequenceAnalysis.analyse(rules, store, upto, null, null, algorithm, options.threads());
        }
    }

    /** The search limit that stands for none: the search goes on until the proof, the time or the memory ends it. */
    public static final long NO_LIMIT = Long.MAX_VALUE / 4;

    /**
     * Extends the range from 128 heaps until the octal periodicity theorem proves the period seen,
     * or {@code limit} is reached. Each next range is twice the last, or shorter where the period that the values
     * already show twice could be proven sooner: the range the theorem needs for it ({@code 2 n0 + p + t}, and at
     * least twice the preperiod), when that lies between the current range and its double. Every range is capped
     * at {@code limit}. With {@link #NO_LIMIT} the values are stored in a store that grows with the range, no
     * estimate is made up front, and the search ends with the proof or, without one, when the time budget or the
     * memory runs out (a {@link ResourceLimitException} naming the checkpoint that holds the values).
     *
     * @param rules a ruleset that {@link #supports}, with a finite code
     * @param limit the largest heap the search may reach, or {@link #NO_LIMIT}
     * @param options how to run
     * @return the values up to the proof or the limit, with periodicity, proof and statistics
     */
    public static GrundyValues untilProven(HeapRuleset rules, long limit, RunOptions options) {
        boolean limited = limit < NO_LIMIT;
        GrundySequences.searchable(rules, limited ? limit : 1);
        SplitRules split = SplitRules.of(rules);
        Algorithm algorithm = algorithm(split, options);
        // a search may end by the proof long before its limit, and it is held by its time as it runs: only a step
        // budget refuses it up front, by the estimate to its limit
        if (limited && options.budget() < Double.POSITIVE_INFINITY) {
            check(rules, algorithm, limit, options.withTime(null), estimate(rules, algorithm, limit), Double.NaN);
        }
        ValueStore store = allocate(Math.min(limit, FIRST_STORE - 1));
        Long shown = limited ? limit : null;
        try (Computation c = new Computation(rules, split, algorithm, store, options, limit, true)) {
            long n = Math.min(FIRST_SEARCH, limit);
            while (true) {
                c.extendTo(n);
                // one reading of G(0..n) serves the proof and the choice of the next range
                PeriodicityDetector.Scan seen = PeriodicityDetector.scan(c.store.reader(n), n);
                GrundyValues proven = SequenceAnalysis.provenAt(rules, c.store, n, seen.periodicity(), shown,
                        algorithm, options.threads());
                if (proven != null) {
                    c.answered();
                    return proven;
                }
                if (n >= limit) {
                    c.answered();
                    return SequenceAnalysis.analyse(rules, c.store, n, limit, "limit", algorithm, options.threads());
                }
                n = next(rules, seen.candidate(), n, limit);
            }
        }
    }

    /** The first store of a search: grown as the range grows. */
    private static final long FIRST_STORE = 1 << 16;

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

    /** A system property: when {@code true}, each estimate is printed on standard error (for measurements). */
    public static final String REPORT_PROPERTY = "sprague.estimates";

    /** The heaps a sparse run computes before its estimate is made from their time ({@link Computation#pilot}). */
    static final long PILOT = 1 << 18;

    /** The options' values the pilot of a plain-mex run reads (about a tenth of a second). */
    static final double PILOT_READS = 1 << 28;

    /**
     * Whether the estimate of G(0..upto) comes from a pilot: sparse runs of at least four {@link #PILOT}s, plain-mex
     * runs of at least eight {@link #PILOT_READS}.
     */
    static boolean piloted(SplitRules rules, Algorithm algorithm, long upto) {
        // Lasker's Nim (a take of any size) reads four-byte values past 65,535 in a scattered order, far slower than
        // its pilot's: its estimate stays at its own measured speed
        return algorithm == Algorithm.SPARSE ? upto >= 4 * PILOT : !rules.anyTake() && rules.reads(upto) >= 8 * PILOT_READS;
    }

    /**
     * The estimated steps of G(0..upto) by the sparse engine from the time of its first {@link #PILOT} heaps, at
     * {@link #SPARSE_STEPS_PER_SECOND}: the time a heap of the last half of the pilot took, grown with n as much
     * as it grew from the quarter before (by n^e, 0 &lt;= e &lt;= 1), summed to {@code upto}, plus the pilot's own.
     *
     * @param pilotNanos the wall time of the pilot so far
     * @param quarterToHalf the nanoseconds of heaps PILOT/4 .. PILOT/2 - 1
     * @param halfToEnd the nanoseconds of heaps PILOT/2 .. PILOT - 1
     * @param upto the largest heap
     * @return steps
     */
    static double projected(long pilotNanos, long quarterToHalf, long halfToEnd, long upto) {
        double a = quarterToHalf / (PILOT / 4.0);
        double b = halfToEnd / (PILOT / 2.0);
        double e = a <= 0 || b <= 0 ? 0 : Math.max(0, Math.min(1, Math.log(b / a) / Math.log(2)));
        double mid = 0.75 * PILOT;
        double rest = b / Math.pow(mid, e) * (Math.pow(upto + 1.0, e + 1) - Math.pow(PILOT, e + 1)) / (e + 1);
        return (pilotNanos + Math.max(0, rest)) * 1e-9 * SPARSE_STEPS_PER_SECOND;
    }

    /**
     * Refuses G(0..upto) when its estimate is over the step budget or the time budget.
     *
     * @param work the estimated steps
     * @param measured the estimated seconds at the speed a pilot measured, or NaN to take them from the steps at
     *     the engine's speed ({@link #stepsPerSecond})
     */
    private static void check(HeapRuleset rules, Algorithm algorithm, long upto, RunOptions options, double work,
            double measured) {
        double budget = options.budget();
        if (work > budget) {
            String reason = String.format(Locale.ROOT, "G(0..%d) of %s needs about %.1e steps with the %s"
                    + " algorithm, more than the budget of %.0e", upto, rules.name(), work, algorithm.id(), budget);
            throw new ResourceLimitException(names -> reason + "; a long run is saved and resumed with "
                    + names.usage(Parameter.CHECKPOINT), ResourceLimitException.Resource.STEPS, work);
        }
        Duration time = options.time();
        double seconds = Double.isNaN(measured) ? work / stepsPerSecond(rules, algorithm) : measured;
        if (Boolean.getBoolean(REPORT_PROPERTY)) {
            // the estimate on standard error, for the table of estimates against actual runs (docs/BENCHMARKS.md)
            System.err.printf(Locale.ROOT, "estimate: G(0..%d) of %s, %s: %.3e steps, %.2f s%s%n", upto, rules.name(),
                    algorithm.id(), work, seconds, Double.isNaN(measured) ? "" : " (pilot)");
        }
        if (time != null && seconds > time.toMillis() / 1000.0) {
            String reason = String.format(Locale.ROOT, "G(0..%d) of %s needs about %s with the %s algorithm at this"
                    + " machine's speed (%.1e steps at about %.1e a second%s), more than the time budget of %s",
                    upto, rules.name(), words(seconds), algorithm.id(), work, work / seconds,
                    Double.isNaN(measured) ? "" : ", measured on its first heaps", words(time.toMillis() / 1000.0));
            throw new ResourceLimitException(names -> reason + "; give " + names.name(Parameter.TIME) + " "
                    + roomFor(seconds) + " (or none); the run is saved as it goes and continued with "
                    + names.usage(Parameter.RESUME), ResourceLimitException.Resource.OTHER, seconds);
        }
    }

    private static ValueStore allocate(long upto) {
        ValueStore.checkFits(upto + 1, 0);
        return new ValueStore(upto + 1);
    }

    /** The engine, the store and the checkpoint of one run. */
    private static final class Computation implements AutoCloseable {
        private ValueStore store;
        private final HeapRuleset rules;
        private final SplitRules split;
        private final Algorithm algorithm;
        private final String name;
        private final long limit;
        private final boolean search;
        private final SequenceEngine engine;
        private final Checkpoint checkpoint;
        private final RunOptions options;
        private final long started = System.nanoTime();
        private final long end;
        private final boolean timed;
        private long done;
        /** The values known when the run started (loaded from a checkpoint, or none). */
        private long firstDone;
        private long lastSave = System.nanoTime();
        private int block = 256;

        Computation(HeapRuleset rules, SplitRules split, Algorithm algorithm, ValueStore store, RunOptions options,
                long limit, boolean search) {
            this.store = store;
            this.rules = rules;
            this.split = split;
            this.algorithm = algorithm;
            this.name = rules.name();
            this.limit = limit;
            this.search = search;
            this.options = options;
            this.timed = options.time() != null;
            this.end = timed ? started + Math.min(options.time().toNanos(), Long.MAX_VALUE / 4) : 0;
            this.checkpoint = options.checkpoint() == null ? null : new Checkpoint(options.checkpoint(), rules.name());
            if (checkpoint != null && options.resume()) {
                // room for every value saved, up to the limit of the run
                grow(Math.min(checkpoint.listed(), limit + 1) - 1);
                done = LoadedValues.load(checkpoint, split, this.store);
                firstDone = done;
            } else if (checkpoint != null && checkpoint.exists()) {
                Path dir = options.checkpoint();
                throw new BadInputException(names -> dir + " already holds a checkpoint: give "
                        + names.name(Parameter.RESUME) + " " + dir + " to continue it, or another directory");
            }
            if (checkpoint != null && !options.automatic()) {
                checkpoint.checkWritable();
            }
            // made after the checks, so that a refused checkpoint leaves no engine (nor its threads) behind
            this.engine = algorithm == Algorithm.SPARSE ? new SparseSpaceEngine(split, options.threads())
                    : new NaiveMexEngine(split);
        }

        /**
         * Computes the first heaps of the run (kept: they are its start) and refuses the run when the estimate made
         * from their time is over a budget: for the sparse engine, {@link #PILOT} heaps ({@link #projected}); for
         * the plain mex, heaps up to about {@link #PILOT_READS} reads, whose speed in reads a second is taken for
         * the rest ({@link SplitRules#reads}).
         */
        void pilot(long upto) {
            long p = PILOT;
            if (algorithm == Algorithm.NAIVE) {
                p = 1024;
                while (split.reads(p) < PILOT_READS) {
                    p *= 2;
                }
            }
            // the growth and the speed from the thread's CPU time (steady under other processes' load), then the
            // whole scaled by the pilot's wall time over its CPU time: the share of a core this run gets now
            long cpu0 = cpu();
            extendTo(p / 4 - 1);
            long c0 = cpu();
            extendTo(p / 2 - 1);
            long c1 = cpu();
            extendTo(p - 1);
            long c2 = cpu();
            long wall = System.nanoTime() - started;
            double load = c2 - cpu0 <= 0 ? 1 : Math.max(1, Math.min(8, wall / (double) (c2 - cpu0)));
            try {
                if (algorithm == Algorithm.SPARSE) {
                    double cpuSteps = projected(0, c1 - c0, c2 - c1, upto);
                    double seconds = wall * 1e-9 + cpuSteps / SPARSE_STEPS_PER_SECOND * load;
                    check(rules, algorithm, upto, options, cpuSteps, seconds);
                } else {
                    double speed = (split.reads(p - 1) - split.reads(p / 2 - 1)) / Math.max(1, c2 - c1) * 1e9;
                    double work = split.reads(upto);
                    check(rules, algorithm, upto, options, work, wall * 1e-9 + (work - split.reads(p - 1)) / speed
                            * load);
                }
            } catch (ResourceLimitException refused) {
                // a refused run leaves nothing behind in a directory of its own (a long pilot may have saved)
                if (checkpoint != null && options.automatic()) {
                    checkpoint.remove();
                }
                throw refused;
            }
        }

        /** The CPU time of this thread, or the wall time where the JVM cannot measure it. */
        private static long cpu() {
            java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
            return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : System.nanoTime();
        }

        /** Makes the store hold G(0..target), doubling it at least, within the limit. */
        private void grow(long target) {
            if (target + 1 <= store.size()) {
                return;
            }
            long size = Math.min(limit + 1, Math.max(target + 1, 2 * store.size()));
            try {
                store.grow(size);
            } catch (ResourceLimitException e) {
                throw stopped(e);
            }
        }

        void extendTo(long target) {
            if (done > target) {
                return;
            }
            grow(target);
            options.progress().start(done, target);
            while (done <= target) {
                // checked before each block but the run's first, so that a run whose blocks span whole ranges is
                // held too, and every run keeps some work to resume from
                if (done > firstDone && (timed && System.nanoTime() - end > 0
                        || Thread.currentThread().isInterrupted())) {
                    throw timeUp(target);
                }
                long last = Math.min(target, done + block - 1);
                long t0 = System.nanoTime();
                try {
                    engine.extend(store, done, last);
                } catch (ResourceLimitException e) {
                    // G(0..done-1) are complete: keep them, so that a resumed run goes on with more memory
                    throw stopped(e);
                }
                long took = System.nanoTime() - t0;
                done = last + 1;
                block = took < 50_000_000L ? Math.min(block * 2, 1 << 24) : took > 400_000_000L ? Math.max(block / 2, 1)
                        : block;
                options.progress().at(done);
                if (checkpoint != null && System.nanoTime() - lastSave >= options.saveEveryMillis() * 1_000_000L) {
                    checkpoint.save(store, done);
                    lastSave = System.nanoTime();
                }
            }
        }

        /**
         * The run stops without an answer: the values so far are saved (when there is a checkpoint), and the
         * failure says where and how to go on.
         *
         * @param cause the failure
         */
        private ResourceLimitException stopped(ResourceLimitException cause) {
            String saved = save();
            if (saved == null) {
                return cause;
            }
            return new ResourceLimitException(names -> cause.message(names) + "; " + saved + " "
                    + names.name(Parameter.RESUME) + " " + options.checkpoint()
                    + (cause.resource() == ResourceLimitException.Resource.MEMORY ? " and more memory" : ""),
                    cause.resource(), cause.needed());
        }

        /** Saves, and says where: "G(0..k) are saved in DIR; continue with", or why not; {@code null} without a
         * checkpoint. */
        private String save() {
            if (checkpoint == null) {
                return null;
            }
            try {
                checkpoint.save(store, done);
                return "G(0.." + (done - 1) + ") are saved in " + options.checkpoint() + "; continue with";
            } catch (BadInputException e) {
                return "the values could not be saved (" + e.getMessage() + "); start again with";
            }
        }

        private ResourceLimitException timeUp(long target) {
            if (Thread.currentThread().isInterrupted()) {
                // a cancelled run (a web request past its time): saved where a checkpoint was asked for, no advice
                String saved = save();
                return new ResourceLimitException("stopped: the run was cancelled (G(0.." + (done - 1) + ") of " + name
                        + " computed" + (saved == null ? ")" : "; " + saved.replace("; continue with", ")")));
            }
            double budget = options.time() == null ? 0 : options.time().toMillis() / 1000.0;
            String what = Thread.currentThread().isInterrupted() ? "the run was cancelled"
                    : (search ? "no period of " + name + " proven" : "G(0.." + limit + ") of " + name
                    + " not finished") + " within the time budget of " + words(budget);
            String saved = save();
            String rest = saved == null ? "; the values computed (G(0.." + (done - 1) + ")) are not kept: give "
                    : "; " + saved + " ";
            return new ResourceLimitException(names -> what + rest + (saved == null
                    ? names.usage(Parameter.CHECKPOINT) + " to keep them" : names.name(Parameter.RESUME) + " "
                    + options.checkpoint()) + " (and " + names.name(Parameter.TIME) + " " + asOption(4 * budget)
                    + ", or none, for a longer budget)",
                    ResourceLimitException.Resource.OTHER, budget);
        }

        /** The run has its answer: a checkpoint of the run's own is no longer needed; another gets its last save. */
        void answered() {
            if (checkpoint == null) {
                return;
            }
            if (options.automatic()) {
                checkpoint.remove();
            } else {
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
