package org.sprague.rules;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * Runs work that executes the user's code (the compiler on a rule file, a check expression) on a daemon thread of
 * its own, within the run's deadline. The caller waits in short slices and checks the deadline between them; at
 * the deadline it stops waiting, interrupts the thread and reports the time budget. A thread stuck in code that
 * ignores interrupts is abandoned: it is a daemon, so it never keeps the process alive.
 */
public final class UserCode {
    /** How long the caller waits between checks of the deadline. */
    private static final long SLICE_MILLIS = 20;
    /** Stack of the worker: the compiler recurses deeply on nested expressions. */
    private static final long STACK_BYTES = 16L << 20;

    private UserCode() {
    }

    /**
     * Runs {@code work} on a new daemon thread until it ends or {@code deadline} passes.
     *
     * @param progress what is running, for the time budget's message
     * @return what {@code work} returned
     * @throws ResourceLimitException of the time budget once the deadline passes
     * @throws Throwable whatever {@code work} threw, unchanged (unchecked ones as they are; checked ones wrapped
     *     in an {@link IllegalStateException})
     */
    public static <T> T run(String name, Budget.Deadline deadline, Supplier<String> progress, Callable<T> work) {
        deadline.check(progress.get());
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(null, task, name, STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
        try {
            while (true) {
                try {
                    // never wait past the deadline: a slice longer than the time left would let work finish late
                    long wait = Math.min(TimeUnit.MILLISECONDS.toNanos(SLICE_MILLIS), deadline.remainingNanos());
                    return task.get(Math.max(wait, 1), TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    try {
                        deadline.check(progress.get());
                    } catch (ResourceLimitException late) {
                        task.cancel(true);
                        throw late;
                    }
                }
            }
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw new ResourceLimitException("interrupted while " + progress.get());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * Whether {@code e} is the JVM running out of memory (rather than the user's code throwing an
     * {@link OutOfMemoryError} of its own): the JVM's own messages.
     */
    static boolean heapExhausted(OutOfMemoryError e) {
        String m = e.getMessage();
        return m != null && (m.equals("Java heap space") || m.startsWith("Requested array size")
                || m.startsWith("GC overhead") || m.contains("Metaspace") || m.startsWith("Direct buffer memory")
                || m.contains("unable to create"));
    }
}
