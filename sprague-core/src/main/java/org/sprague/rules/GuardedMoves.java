package org.sprague.rules;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * Runs a rule file's code within the run's time limit ({@link Budget.Deadline}), on a worker thread of its own,
 * and turns what the user's code throws into one-line messages that name the position, the exception and the
 * line of the rule file.
 *
 * <p>The caller waits in short slices and checks the deadline between them, so a rule that runs past the run's
 * time ends with the same {@link ResourceLimitException} as every other computation over the budget. A rule that
 * loops for ever cannot be stopped safely in Java; its (daemon) thread is abandoned and every later call fails at
 * once, so a broken rule never blocks the caller.
 */
public final class GuardedMoves implements AutoCloseable {
    private final CompiledRules file;
    /** How long the caller waits between checks of the deadline. */
    private static final long SLICE_MILLIS = 20;
    /** The deadline each call of {@link #run} is held to: the run's one deadline, or a fresh one per call. */
    private final Supplier<Budget.Deadline> deadlines;
    private final ExecutorService worker;
    private ResourceLimitException broken;

    /** @param deadline the end of the run's time ({@link Budget#start()}) */
    public GuardedMoves(CompiledRules file, Budget.Deadline deadline) {
        this(file, () -> deadline);
    }

    /**
     * Guards where time between calls is not the rule's (a person thinking in {@code play}): each call of
     * {@link #run} gets {@code budget}'s time afresh.
     */
    public static GuardedMoves perCall(CompiledRules file, Budget budget) {
        return new GuardedMoves(file, budget::start);
    }

    private GuardedMoves(CompiledRules file, Supplier<Budget.Deadline> deadlines) {
        this.file = file;
        this.deadlines = deadlines;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "rules-" + file.className());
            t.setDaemon(true);
            return t;
        });
    }

    public CompiledRules file() {
        return file;
    }

    /**
     * The deadline the next piece of work is held to: the run's one deadline, or a fresh one where each call gets
     * its own time ({@link #perCall}). Searches over the rule's positions check it as they run.
     */
    public Budget.Deadline deadline() {
        return deadlines.get();
    }

    /** Runs {@code work} (which calls {@code moves}) on the worker until it ends or the deadline passes. */
    public <T> T run(Callable<T> work) {
        if (broken != null) {
            throw broken;
        }
        Budget.Deadline deadline = deadlines.get();
        deadline.check(progress());
        Future<T> future = worker.submit(work);
        try {
            while (true) {
                try {
                    return future.get(SLICE_MILLIS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    try {
                        deadline.check(progress());
                    } catch (ResourceLimitException late) {
                        broken = late;
                        future.cancel(true);
                        throw late;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ResourceLimitException("interrupted while running " + file.fileName());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err && !(cause instanceof OutOfMemoryError)) {
                throw err;
            }
            if (cause instanceof OutOfMemoryError) {
                // a memory limit like any other: the front end says how far the heap may be raised on this machine
                throw ResourceLimitException.memory("the rules of " + file.fileName() + " ran out of memory; give"
                        + " smaller positions", Runtime.getRuntime().maxMemory(), 1.0);
            }
            throw new IllegalStateException(cause);
        }
    }

    private String progress() {
        return "running moves of " + file.fileName() + ": a rule that never returns, or positions too large; check"
                + " that moves always returns, or give smaller positions";
    }

    /**
     * The message for a throwable raised by {@code moves} at {@code position}: the exception and the first line
     * of the rule file in its stack trace.
     */
    public RuntimeException userError(String position, Throwable t) {
        return userError("moves", position, t);
    }

    /**
     * As {@link #userError(String, Throwable)}, for the user's method {@code method} ({@code left} or
     * {@code right} of a partizan rule file).
     */
    public RuntimeException userError(String method, String position, Throwable t) {
        if (t instanceof ExceptionInInitializerError init && init.getCause() != null) {
            t = init.getCause();
        }
        if (t instanceof OutOfMemoryError oom && UserCode.heapExhausted(oom)) {
            // the heap is full: a memory limit like any other, named at the rule's line
            return ResourceLimitException.memory(file.fileName() + lineOf(t) + ": " + method + "(" + position
                    + ") ran out of memory (" + oom.getMessage() + "); give smaller positions", Runtime.getRuntime().maxMemory(),
                    1.0);
        }
        if (t instanceof StackOverflowError) {
            return new BadInputException(file.fileName() + lineOf(t) + ": " + method + "(" + position
                    + ") overflowed the stack (endless recursion?)");
        }
        String what = t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
        return new BadInputException(file.fileName() + lineOf(t) + ": " + method + "(" + position + ") threw " + what);
    }

    private String lineOf(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            String c = e.getClassName();
            String simple = c.substring(c.lastIndexOf('.') + 1);
            if ((simple.equals(file.className()) || simple.startsWith(file.className() + "$"))
                    && e.getLineNumber() > 0) {
                return ":" + e.getLineNumber();
            }
        }
        return "";
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
