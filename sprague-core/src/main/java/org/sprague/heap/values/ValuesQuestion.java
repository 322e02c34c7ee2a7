package org.sprague.heap.values;

import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.MisereValues;
import org.sprague.heap.sequence.RunOptions;
import org.sprague.heap.sequence.SequenceRunner;

/**
 * The {@code values} question of a heap ruleset: G(0..n), or the values until the octal periodicity theorem
 * proves the period seen (Guy and Smith, "The G-values of various games", 1956; Berlekamp, Conway and Guy,
 * <i>Winning Ways</i>, ch. 4), normal or misère; built by name ({@link #builder}) and answered by
 * {@link #answer()} with the engine {@link ValuesEngine#choose} picks, within the {@link ValuesLimits} given.
 * Every front end asks it this way, so the command line, the web page and a survey get the same answer.
 */
public final class ValuesQuestion {
    private final HeapRuleset rules;
    private final Long upto;
    private final Long limit;
    private final boolean misere;
    private final ValuesEngine engine;
    private final ValuesLimits limits;
    private final RunOptions run;

    private ValuesQuestion(Builder b) {
        this.rules = b.rules;
        this.upto = b.upto;
        this.limit = b.limit;
        this.misere = b.misere;
        this.engine = ValuesEngine.choose(b.rules, b.misere, b.intTable);
        this.limits = b.limits;
        this.run = b.run;
    }

    /**
     * A builder for a question on {@code rules}: until proven, normal play, within {@link ValuesLimits#unlimited()},
     * a sequence-engine run of one thread without a checkpoint.
     *
     * @param rules the ruleset
     * @return a new builder
     */
    public static Builder builder(HeapRuleset rules) {
        return new Builder(rules);
    }

    /**
     * The engine that answers.
     *
     * @return the engine
     */
    public ValuesEngine engine() {
        return engine;
    }

    /**
     * Computes the answer.
     *
     * @return the values with their periodicity and, where a theorem allows, its proof
     * @throws BadInputException when the range does not suit the engine (misère values need G(0..n); the general
     *     mex searches at most about 2^31 values)
     * @throws org.sprague.ResourceLimitException when the work is over the limits
     */
    public GrundyValues answer() {
        switch (engine) {
            case SEQUENCE -> {
                RunOptions options = run.toBuilder().budget(limits.sequenceSteps()).time(limits.sequenceTime())
                        .build();
                return upto != null ? SequenceRunner.upto(rules, upto, options)
                        : SequenceRunner.untilProven(rules, limit == null ? SequenceRunner.NO_LIMIT : limit, options);
            }
            case MISERE_MEX -> {
                if (upto == null) {
                    throw new BadInputException(names -> "misère values need " + names.usage(Parameter.RANGE));
                }
                int n = mexRange(upto, Parameter.RANGE);
                limits.refuseMexOverCap(rules, n);
                return misereTable(rules.name(), MisereValues.of(rules, n, limits.mex()), n);
            }
            default -> {
                if (upto != null) {
                    limits.refuseMexOverCap(rules, upto);
                    return GrundySequences.upto(rules, upto, limits.mex());
                }
                long l = limit == null ? GrundySequences.DEFAULT_LIMIT : limit;
                int reach = mexRange(limits.mexSearchReach(rules, l), Parameter.SEARCH_LIMIT);
                return GrundySequences.untilProven(rules, reach, limits.mex());
            }
        }
    }

    /** A range of the general mex, whose values live in one Java array. */
    private static int mexRange(long n, Parameter which) {
        long most = Integer.MAX_VALUE - 16;
        if (n > most) {
            throw new BadInputException(names -> names.name(which) + " must be at most " + most);
        }
        return (int) n;
    }

    /**
     * A table of misère values, whose period is observed only: no periodicity theorem is applied.
     *
     * @param name the ruleset's name
     * @param values the misère values of heaps 0..upto
     * @param upto the largest heap
     * @return the table as values
     */
    public static GrundyValues misereTable(String name, int[] values, int upto) {
        return GrundyValues.observed(name, true, values, upto, "misère values: no periodicity theorem is applied;"
                + " a period seen in the table is not proven");
    }

    /** Sets what is asked by name; {@link #build()} checks it. */
    public static final class Builder {
        private final HeapRuleset rules;
        private Long upto;
        private Long limit;
        private boolean misere;
        private boolean intTable;
        private ValuesLimits limits = ValuesLimits.unlimited();
        private RunOptions run = RunOptions.defaults();

        private Builder(HeapRuleset rules) {
            if (rules == null) {
                throw new IllegalArgumentException("a values question needs a ruleset");
            }
            this.rules = rules;
        }

        /**
         * Asks for G(0..n).
         *
         * @param n the largest heap, at least 0
         * @return this builder
         */
        public Builder upto(long n) {
            this.upto = n;
            return this;
        }

        /**
         * Asks for the values until the period is proven, up to a limit.
         *
         * @param n the largest heap the search may reach, or {@code null} for the engine's default (no limit for
         *     the sequence engines, {@link GrundySequences#DEFAULT_LIMIT} for the general mex)
         * @return this builder
         */
        public Builder searchTo(Long n) {
            this.limit = n;
            return this;
        }

        /**
         * Asks for the misère values instead of the Grundy values.
         *
         * @param value true for misère play
         * @return this builder
         */
        public Builder misere(boolean value) {
            this.misere = value;
            return this;
        }

        /**
         * Asks for the values as a table of ints, as a check of a claim against them reads them.
         *
         * @param value true when the values are read as ints
         * @return this builder
         */
        public Builder intTable(boolean value) {
            this.intTable = value;
            return this;
        }

        /**
         * The limits of the engines.
         *
         * @param value the limits
         * @return this builder
         */
        public Builder limits(ValuesLimits value) {
            this.limits = value;
            return this;
        }

        /**
         * How a run of the sequence engines goes (threads, checkpoint, progress); its step and time budgets are
         * the {@link ValuesLimits}'.
         *
         * @param value the options
         * @return this builder
         */
        public Builder sequenceRun(RunOptions value) {
            this.run = value;
            return this;
        }

        /**
         * The engine this question will be answered by, as built so far.
         *
         * @return the engine
         */
        public ValuesEngine engine() {
            return ValuesEngine.choose(rules, misere, intTable);
        }

        /**
         * The question, checked.
         *
         * @return the question
         * @throws BadInputException when both a range and a search limit are given, or either is out of range
         * @throws IllegalArgumentException when the limits or the run options are missing
         */
        public ValuesQuestion build() {
            if (limits == null || run == null) {
                throw new IllegalArgumentException("a values question needs its limits and run options");
            }
            if (upto != null && limit != null && !misere) {
                throw new BadInputException(names -> "give either " + names.name(Parameter.RANGE) + " or "
                        + names.name(Parameter.SEARCH_LIMIT) + ", not both");
            }
            if (upto != null && upto < 0) {
                long n = upto;
                throw new BadInputException(names -> names.name(Parameter.RANGE) + " must not be negative, got " + n);
            }
            if (limit != null && limit < 1) {
                long n = limit;
                throw new BadInputException(names -> names.name(Parameter.SEARCH_LIMIT) + " must be at least 1, got "
                        + n);
            }
            return new ValuesQuestion(this);
        }
    }
}
