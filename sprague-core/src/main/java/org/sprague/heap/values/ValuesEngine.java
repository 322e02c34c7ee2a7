package org.sprague.heap.values;

import org.sprague.heap.GrundySequences;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.MisereValues;
import org.sprague.heap.sequence.SequenceRunner;

/**
 * The engine that answers a {@code values} question, and the one place it is chosen ({@link #choose}).
 *
 * <p>The sequence engines ({@link SequenceRunner}: the plain mex and the sparse-space method of Grundy-value
 * computation, for octal and hexadecimal codes of at most two heaps, Grundy's game and Lasker's Nim) take long
 * runs with checkpoints; they store values in their own compact stores, so a misère table or a table read as
 * ints (to check a claim against it) goes to the general mex table instead.
 */
public enum ValuesEngine {
    /** The long-run sequence engines ({@link SequenceRunner}). */
    SEQUENCE,
    /** The general mex table over every option ({@link GrundySequences}). */
    MEX,
    /** The misère values by the general mex over the positions ({@link MisereValues}). */
    MISERE_MEX;

    /**
     * The engine for a question.
     *
     * @param rules the ruleset
     * @param misere whether the misère values are asked for
     * @param intTable whether the values are to be read as a table of ints (a claim checked against them)
     * @return {@link #SEQUENCE} when the sequence engines take the rules and neither misère values nor an int
     *     table are asked for; otherwise {@link #MISERE_MEX} or {@link #MEX}
     */
    public static ValuesEngine choose(HeapRuleset rules, boolean misere, boolean intTable) {
        if (misere) {
            return MISERE_MEX;
        }
        return SequenceRunner.supports(rules) && !intTable ? SEQUENCE : MEX;
    }
}
