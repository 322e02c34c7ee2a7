package org.sprague.rules;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;

/**
 * Runs a rule file's code under a time budget, on a worker thread of its own, and turns what the user's code
 * throws into one-line messages that name the position, the exception and the line of the rule file.
 *
 * <p>A rule that loops for ever cannot be stopped safely in Java; its (daemon) thread is abandoned, the budget
 * error is raised, and every later call fails at once, so a broken rule never blocks the caller.
 */
public final class GuardedMoves implements AutoCloseable {
    private final RuleFile file;
    private final long budgetNanos;
    private long spentNanos;
    private final ExecutorService worker;
    private boolean broken;

    /** @param timeMillis the most time the user's code may run in all */
    public GuardedMoves(RuleFile file, long timeMillis) {
        this.file = file;
        this.budgetNanos = TimeUnit.MILLISECONDS.toNanos(timeMillis);
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "rules-" + file.className());
            t.setDaemon(true);
            return t;
        });
    }

    public RuleFile file() {
        return file;
    }

    /** Runs {@code work} (which calls {@code moves}) on the worker within what is left of the time budget. */
    public <T> T run(Callable<T> work) {
        if (broken) {
            throw new ResourceLimitException(timeMessage());
        }
        long start = System.nanoTime();
        Future<T> future = worker.submit(work);
        try {
            return future.get(Math.max(1, budgetNanos - spentNanos), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            broken = true;
            future.cancel(true);
            throw new ResourceLimitException(timeMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ResourceLimitException("interrupted while running " + file.fileName());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof OutOfMemoryError) {
                throw new ResourceLimitException("the rules of " + file.fileName() + " ran out of memory; give"
                        + " smaller positions or raise the heap, e.g. JAVA_OPTS=-Xmx8g");
            }
            throw new IllegalStateException(cause);
        } finally {
            spentNanos += System.nanoTime() - start;
        }
    }

    private String timeMessage() {
        return "the rules of " + file.fileName() + " ran past the time budget of "
                + TimeUnit.NANOSECONDS.toMillis(budgetNanos) / 1000.0 + " s (a rule that never returns, or a position"
                + " too large); check that moves always returns, or give smaller positions";
    }

    /**
     * The message for a throwable raised by {@code moves} at {@code position}: the exception and the first line
     * of the rule file in its stack trace.
     */
    public BadInputException userError(String position, Throwable t) {
        if (t instanceof StackOverflowError) {
            return new BadInputException(file.fileName() + lineOf(t) + ": moves(" + position + ") overflowed the"
                    + " stack (endless recursion?)");
        }
        String what = t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
        return new BadInputException(file.fileName() + lineOf(t) + ": moves(" + position + ") threw " + what);
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
