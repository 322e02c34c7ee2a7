package org.sprague.heap.sequence;

import org.sprague.heap.Periodicity;

/**
 * The answer of a long {@code values} run: G(0..upto) in a {@link ValueStore}, the periodicity seen and whether a
 * theorem proves it, and the statistics (hash, histogram, sparse-space summary).
 *
 * @param ruleset the ruleset's name
 * @param upto the largest heap computed
 * @param values the values (the store may hold more)
 * @param periodicity the periodicity seen, or {@code null}
 * @param proven whether a theorem extends it to every n
 * @param proof what was checked, or why there is no proof
 * @param limit the limit of the search mode, else {@code null}
 * @param stoppedBy {@code "proof"} or {@code "limit"} in search mode, else {@code null}
 * @param algorithm {@code naive} or {@code sparse}
 * @param stats the statistics of G(0..upto)
 * @param proofNeeds the n for which G(0..n) would decide what {@code proof} leaves open, or 0
 *     ({@link org.sprague.heap.Proof#needs()})
 */
public record SequenceResult(String ruleset, long upto, ValueStore values, Periodicity periodicity, boolean proven,
        String proof, Long limit, String stoppedBy, String algorithm, StoreStats stats, long proofNeeds) {
}
