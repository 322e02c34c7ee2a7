package org.sprague.heap.sequence;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The long part of the sparse-space search: which of a few wanted values occur as G(a) XOR G(r - a) over a range
 * of splits, split across worker threads when the range is long. Each worker stops as soon as it has found every
 * wanted value; the union of what the workers found is the same for any number of workers, so the values
 * computed do not depend on the number of threads.
 */
final class PairScan implements AutoCloseable {
    /** Ranges shorter than this are scanned by the calling thread. */
    static final long PARALLEL_FROM = 1 << 20;
    /** The largest piece of a shared search a thread takes in one round. */
    static final long LARGEST_PIECE = 1 << 21;

    private final int threads;
    private final int parallelFrom;
    private final ExecutorService pool;

    PairScan(int threads) {
        this(threads, (int) PARALLEL_FROM);
    }

    /** With another threshold for sharing a scan out (tests use a small one to cover the shared paths). */
    PairScan(int threads, int parallelFrom) {
        this.threads = Math.max(1, threads);
        this.parallelFrom = Math.max(16, parallelFrom);
        this.pool = this.threads == 1 ? null : Executors.newFixedThreadPool(this.threads, r -> {
            Thread t = new Thread(r, "sprague-pair-scan");
            t.setDaemon(true);
            return t;
        });
    }

    int threads() {
        return threads;
    }

    /** The splits a scan runs on the calling thread before it is shared out. */
    int parallelFrom() {
        return parallelFrom;
    }

    /**
     * Sets {@code found[v] = true} for each wanted value v (those with {@code wanted[v]}) that some split
     * (a, r - a), {@code lo <= a <= hi}, gives; {@code shared}: by the worker threads when the range is long.
     */
    void scan(ValueStore g, long r, long lo, long hi, boolean[] wanted, int wantedCount, boolean[] found,
            boolean shared) {
        long length = hi - lo + 1;
        if (pool == null || !shared || length < parallelFrom) {
            scanRange(g, r, lo, hi, wanted, wantedCount, found);
            return;
        }
        List<Future<boolean[]>> parts = new ArrayList<>();
        long step = (length + threads - 1) / threads;
        for (long from = lo; from <= hi; from += step) {
            long a = from;
            long b = Math.min(hi, from + step - 1);
            parts.add(pool.submit(() -> {
                boolean[] mine = new boolean[found.length];
                scanRange(g, r, a, b, wanted, wantedCount, mine);
                return mine;
            }));
        }
        for (Future<boolean[]> f : parts) {
            boolean[] mine = get(f);
            for (int v = 0; v < mine.length; v++) {
                found[v] |= mine[v];
            }
        }
    }

    /**
     * {@link ByteSplits#clearFound} over the splits {@code lo <= a <= hi} of r, shared out when the range is long:
     * in rounds, the calling thread searching the first piece and each worker the next one, each on its own copy
     * of {@code want} (a value is found when any copy lost it). The pieces start at {@code parallelFrom} splits
     * and double each round up to {@value #LARGEST_PIECE}: a search that ends early wastes at most one round of
     * the other threads, and a long one pays for a few hand-overs, not one every few microseconds.
     */
    int scanBytes(byte[] g, int r, int lo, int hi, byte[] want, int left) {
        if (pool == null || hi - lo + 1 < parallelFrom) {
            return ByteSplits.clearFound(g, r, lo, hi, want, left);
        }
        int stillLeft = left;
        long piece = parallelFrom;
        for (long from = lo; from <= hi && stillLeft > 0; piece = Math.min(2 * piece, LARGEST_PIECE)) {
            int first = (int) from;
            int firstEnd = (int) Math.min(hi, from + piece - 1);
            from = firstEnd + 1L;
            List<Future<byte[]>> parts = new ArrayList<>();
            byte[] round = want.clone();
            for (int t = 1; t < threads && from <= hi; t++, from += piece) {
                int a = (int) from;
                int b = (int) Math.min(hi, from + piece - 1);
                int need = stillLeft;
                parts.add(pool.submit(() -> {
                    byte[] mine = round.clone();
                    ByteSplits.clearFound(g, r, a, b, mine, need);
                    return mine;
                }));
            }
            byte[] own = round.clone();
            ByteSplits.clearFound(g, r, first, firstEnd, own, stillLeft);
            stillLeft = merge(want, own, stillLeft);
            for (Future<byte[]> f : parts) {
                stillLeft = merge(want, get(f), stillLeft);
            }
        }
        return stillLeft;
    }

    /** Clears in {@code want} what {@code mine} found; returns how many are left. */
    private static int merge(byte[] want, byte[] mine, int left) {
        for (int v = 0; v < mine.length; v++) {
            if (want[v] != 0 && mine[v] == 0) {
                want[v] = 0;
                left--;
            }
        }
        return left;
    }

    private static <T> T get(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static void scanRange(ValueStore g, long r, long lo, long hi, boolean[] wanted, int wantedCount,
            boolean[] found) {
        int left = wantedCount;
        for (long a = lo; a <= hi; a++) {
            int x = g.get(a) ^ g.get(r - a);
            if (x < wanted.length && wanted[x] && !found[x]) {
                found[x] = true;
                if (--left == 0) {
                    return;
                }
            }
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
