package org.sprague.cli.web;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.sprague.ResourceLimitException;

/**
 * Where the web server's work runs: two bounded pools, so that heavy requests (sequences, charts, explanations,
 * moves with their values, misère searches, large positions) wait among themselves and quick solves stay quick.
 * The quick lane has more threads than the machine has cores, so that a solve that turns out slow does not hold up
 * the quick ones behind it (the processor is shared among them instead). Each lane has a bounded queue: a full
 * queue or a request past its time is a {@link ResourceLimitException} (HTTP 503), never an unbounded pile of
 * work. Memory stays bounded because at most {@link #HEAVY_THREADS} + {@link #LIGHT_THREADS} computations run at
 * once, each within the solvers' own state budgets.
 */
public final class WebLanes implements AutoCloseable {
    static final int LIGHT_THREADS = 8;
    public static final int HEAVY_THREADS = 2;
    static final int QUEUE = 512;

    private final ThreadPoolExecutor light = pool("sprague-light", LIGHT_THREADS);
    private final ThreadPoolExecutor heavy = pool("sprague-heavy", HEAVY_THREADS);
    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "sprague-timer");
        t.setDaemon(true);
        return t;
    });
    private final long timeoutMillis;

    public WebLanes(long timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
        timer.setRemoveOnCancelPolicy(true);
    }

    private static ThreadPoolExecutor pool(String name, int threads) {
        AtomicInteger count = new AtomicInteger();
        return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(QUEUE),
                r -> {
                    Thread t = new Thread(r, name + "-" + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    /**
     * Runs {@code work} in its lane; the future fails with a {@link ResourceLimitException} when the lane is full
     * or the time budget (waiting included) runs out, and the work is then interrupted: the solvers check for
     * interruption ({@link org.sprague.solve.Budget#checkInterrupted}), so the worker is soon free again.
     */
    public <T> CompletableFuture<T> submit(boolean isHeavy, Callable<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Future<?> task;
        try {
            task = (isHeavy ? heavy : light).submit(() -> {
                try {
                    result.complete(work.call());
                } catch (OutOfMemoryError e) {
                    result.completeExceptionally(new ResourceLimitException("out of memory: this request needs more"
                            + " than the server has; give a smaller position"));
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException e) {
            result.completeExceptionally(new ResourceLimitException("the server is busy (" + QUEUE + " requests"
                    + " wait already); try again shortly, or use the command line for large work"));
            return result;
        }
        timer.schedule(() -> {
            if (result.completeExceptionally(new ResourceLimitException("time limit of " + timeoutMillis / 1000
                    + " s reached (waiting included); give a smaller position, or use the command line"))) {
                task.cancel(true);
            }
        }, timeoutMillis, TimeUnit.MILLISECONDS);
        return result;
    }

    @Override
    public void close() {
        light.shutdownNow();
        heavy.shutdownNow();
        timer.shutdownNow();
        try {
            light.awaitTermination(5, TimeUnit.SECONDS);
            heavy.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
