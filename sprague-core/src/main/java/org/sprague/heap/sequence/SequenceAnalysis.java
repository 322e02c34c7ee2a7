package org.sprague.heap.sequence;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalPeriodicityTheorem;
import org.sprague.heap.Periodicity;
import org.sprague.heap.PeriodicityDetector;
import org.sprague.heap.Proof;
import org.sprague.heap.SequenceStats;

/**
 * The periodicity of values in a {@link ValueStore} and its proof by the octal periodicity theorem, in the words
 * the plain {@code values} uses; the theorem's range check is split across threads (it is a conjunction, so the
 * answer does not depend on their number).
 */
final class SequenceAnalysis {
    private SequenceAnalysis() {
    }

    /** The answer for G(0..upto), or in search mode ({@code limit} given) stopped by {@code stoppedBy}. */
    static GrundyValues analyse(HeapRuleset rules, ValueStore g, long upto, Long limit, String stoppedBy,
            SequenceRunner.Algorithm algorithm, int threads) {
        PeriodicityDetector.Scan scan = PeriodicityDetector.scan(g.reader(upto), upto);
        Periodicity per = scan.periodicity();
        OctalCode code = rules.asCode();
        Proof proof = Proof.of(rules, per, scan.heldBack(), upto,
                code != null && per != null && proves(code, per, g, upto, threads), limit, stoppedBy);
        SequenceStats stats = stats(g, upto, algorithm == SequenceRunner.Algorithm.SPARSE);
        return new GrundyValues(rules.name(), false, upto, g, per, proof.proven(), proof.text(), limit, stoppedBy,
                proof.needs(), algorithm.id(), stats);
    }

    /**
     * The statistics of G(0..upto) ({@link SequenceStats#of}); for the sparse-space algorithm also the mask that
     * makes the fewest heaps rare over the whole range, the rare heaps n >= 1 under it, and the last one.
     */
    static SequenceStats stats(ValueStore g, long upto, boolean sparse) {
        SequenceStats s = SequenceStats.of(g, upto);
        if (!sparse) {
            return s;
        }
        long[] counts = s.histogram();
        int largest = s.largest();
        int mask = RareMask.best(counts, largest);
        if (mask == 0) {
            return s;
        }
        // the rare heaps counted from the histogram (heap 0 left out), the last one found from the end
        long rare = 0;
        for (int v = 0; v <= largest; v++) {
            rare += RareMask.rare(v, mask) ? counts[v] : 0;
        }
        if (RareMask.rare(g.get(0), mask)) {
            rare--;
        }
        long last = -1;
        for (long n = upto; n >= 1 && rare > 0; n--) {
            if (RareMask.rare(g.get(n), mask)) {
                last = n;
                break;
            }
        }
        return s.withRare(mask, rare, last);
    }

    /**
     * The answer when G(0..n) proves a period by the theorem, trimmed to the least range that holds the check;
     * else {@code null}.
     *
     * @param per the periodicity G(0..n) shows ({@link PeriodicityDetector#detect}), or {@code null}
     */
    static GrundyValues provenAt(HeapRuleset rules, ValueStore g, long n, Periodicity per, Long limit,
            SequenceRunner.Algorithm algorithm, int threads) {
        OctalCode code = rules.asCode();
        if (per == null || !proves(code, per, g, n, threads)) {
            return null;
        }
        long least = Math.max(OctalPeriodicityTheorem.valuesNeeded(code, per.preperiod(), per.period()),
                per.preperiod() + 2L * per.period() - 1);
        long upto = n;
        if (least < n && per.equals(PeriodicityDetector.detect(g.reader(least), least))) {
            upto = least;
        }
        return analyse(rules, g, upto, limit, "proof", algorithm, threads);
    }

    /** Whether G(0..upto) holds the theorem's check of {@code per}: G(n + p) = G(n) for n0 <= n < bound. */
    static boolean proves(OctalCode code, Periodicity per, ValueStore g, long upto, int threads) {
        if (per.saltus() != 0) {
            return false;
        }
        long bound = OctalPeriodicityTheorem.bound(code, per.preperiod(), per.period());
        long p = per.period();
        if (bound - 1 + p > upto) {
            return false;
        }
        long from = per.preperiod();
        long length = bound - from;
        int parts = length < 1 << 20 ? 1 : Math.max(1, threads);
        if (parts == 1) {
            return agrees(g, from, bound, p);
        }
        ExecutorService pool = Executors.newFixedThreadPool(parts);
        try {
            List<Future<Boolean>> checks = new ArrayList<>();
            long step = (length + parts - 1) / parts;
            for (long a = from; a < bound; a += step) {
                long lo = a;
                long hi = Math.min(bound, a + step);
                checks.add(pool.submit(() -> agrees(g, lo, hi, p)));
            }
            boolean all = true;
            for (Future<Boolean> c : checks) {
                all &= c.get();
            }
            return all;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private static boolean agrees(ValueStore g, long lo, long hi, long p) {
        for (long n = lo; n < hi; n++) {
            if (g.get(n + p) != g.get(n)) {
                return false;
            }
        }
        return true;
    }
}
