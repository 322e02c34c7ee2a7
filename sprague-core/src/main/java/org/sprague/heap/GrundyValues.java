package org.sprague.heap;

/**
 * The answer of {@code sprague values}, whatever engine computed it (the general mex algorithm of
 * {@link GrundySequences}, the long-run engines of {@code org.sprague.heap.sequence}, a rule file, a table of
 * misère values): G(0..upto), its periodicity, whether a theorem proves that periodicity for every n, and the
 * statistics of the values.
 *
 * @param ruleset the ruleset's name ({@code octal 0.77})
 * @param misere whether the values are misère values (a heap loses under misère play exactly when its value is 0)
 * @param upto the largest heap computed
 * @param values G(0..upto) (the storage may hold more)
 * @param periodicity the observed periodicity, or {@code null} when no period shows twice
 * @param proven whether a theorem extends the periodicity to every n
 * @param proof what was checked, which theorem, or why there is no proof
 * @param limit the computation limit in search mode (no range asked for); {@code null} outside search mode and
 *     in a search without a limit in heaps (one held by its time budget)
 * @param stoppedBy in search mode, {@code "proof"} or {@code "limit"}; else {@code null}
 * @param proofNeeds the n for which G(0..n) would decide what {@code proof} leaves open, or 0 ({@link Proof#needs()})
 * @param algorithm the long-run engine that computed the values ({@code naive} or {@code sparse}), or {@code null}
 *     for the general mex algorithm over an int table (rulesets the long-run engines do not take, rule files,
 *     misère values)
 * @param stats the statistics of G(0..upto)
 */
public record GrundyValues(String ruleset, boolean misere, long upto, HeapValues values, Periodicity periodicity,
        boolean proven, String proof, Long limit, String stoppedBy, long proofNeeds, String algorithm,
        SequenceStats stats) {

    /** Ends the name of a table of misère values. */
    public static final String MISERE_SUFFIX = ", misère";

    /**
     * A table without a theorem (a rule file, misère values): its periodicity is observed only.
     *
     * @param ruleset the ruleset's name
     * @param misere whether the values are misère values
     * @param values the array holding G(0..upto)
     * @param upto the largest heap computed
     * @param reason why no theorem applies, said as the proof
     * @return the answer, with {@code proven} false and no search limit
     */
    public static GrundyValues observed(String ruleset, boolean misere, int[] values, int upto, String reason) {
        HeapValues g = HeapValues.of(values);
        return new GrundyValues(ruleset, misere, upto, g, PeriodicityDetector.detect(values, upto), false, reason,
                null, null, 0, null, SequenceStats.of(g, upto));
    }

    /**
     * The name the answer goes by: the ruleset's, with {@value #MISERE_SUFFIX} for misère values.
     *
     * @return {@code octal 0.77} or {@code octal 0.77, misère}
     */
    public String title() {
        return misere ? ruleset + MISERE_SUFFIX : ruleset;
    }
}
