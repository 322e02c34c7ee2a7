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
 * @param limit the computation limit in search mode (no {@code --upto}), else {@code null}
 * @param stoppedBy in search mode, {@code "proof"} or {@code "limit"}; else {@code null}
 */
public record GrundyValues(String ruleset, int upto, int[] values, Periodicity periodicity, boolean proven,
        String proof, Integer limit, String stoppedBy) {

    public SequenceStats stats() {
        return SequenceStats.of(values, upto);
    }
}
