package org.sprague.heap;

/**
 * The answer of {@code sprague values}: G(0..upto) of a ruleset, its periodicity, and whether a theorem proves
 * that periodicity for every n.
 *
 * @param ruleset the ruleset's name ({@code octal 0.77})
 * @param upto the largest heap computed
 * @param values the array holding G(0..upto) (may be longer)
 * @param periodicity the observed periodicity, or {@code null} when no period shows twice
 * @param proven whether a theorem extends the periodicity to every n
 * @param proof what was checked, which theorem, or why there is no proof
 * @param limit the computation limit in search mode (no range asked for), else {@code null}
 * @param stoppedBy in search mode, {@code "proof"} or {@code "limit"}; else {@code null}
 * @param proofNeeds the n for which G(0..n) would decide what {@code proof} leaves open, or 0 ({@link Proof#needs()})
 */
public record GrundyValues(String ruleset, int upto, int[] values, Periodicity periodicity, boolean proven,
        String proof, Integer limit, String stoppedBy, long proofNeeds) {

    /**
     * An answer whose proof leaves nothing that more values would decide ({@code proofNeeds} 0): tables of rules
     * without a theorem, misère tables.
     *
     * @param ruleset the ruleset's name
     * @param upto the largest heap computed
     * @param values the array holding G(0..upto)
     * @param periodicity the observed periodicity, or {@code null}
     * @param proven whether a theorem extends the periodicity to every n
     * @param proof what was checked, or why there is no proof
     * @param limit the computation limit in search mode, else {@code null}
     * @param stoppedBy in search mode, {@code "proof"} or {@code "limit"}; else {@code null}
     */
    public GrundyValues(String ruleset, int upto, int[] values, Periodicity periodicity, boolean proven,
            String proof, Integer limit, String stoppedBy) {
        this(ruleset, upto, values, periodicity, proven, proof, limit, stoppedBy, 0);
    }

    /**
     * Statistics of G(0..upto): largest value, histogram, hash.
     *
     * @return the statistics of the values computed
     */
    public SequenceStats stats() {
        return SequenceStats.of(values, upto);
    }
}
