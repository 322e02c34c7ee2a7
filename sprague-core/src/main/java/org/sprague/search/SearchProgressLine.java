package org.sprague.search;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A search's progress as one line on a stream (standard error), rewritten in place: positions searched, the rate
 * and the time elapsed, e.g. {@code domineering 8x8: 12,345,678 positions, 410,000 a second, 31 s}, and where the
 * search gives one, its rough estimate of the share done and of the time left ({@code about 40 % by the first
 * moves, 47 s left}): a search's size is not known before it ends, so the estimate reads the search's place in
 * the move lists of its first plies and can be far off. {@link #close} ends the line so that what follows starts
 * on a line of its own.
 */
public final class SearchProgressLine implements SearchProgress, AutoCloseable {
    private final PrintStream out;
    private final String task;
    private int written;

    /**
     * A line for {@code task} on {@code out}.
     *
     * @param out where the line goes (standard error)
     * @param task what is searched, the line's start
     */
    public SearchProgressLine(PrintStream out, String task) {
        this.out = out;
        this.task = task;
    }

    @Override
    public void update(long nodes, long nanos) {
        show(text(task, nodes, nanos));
    }

    @Override
    public void update(long nodes, long nanos, double done) {
        String line = text(task, nodes, nanos);
        if (done > 0.001 && done < 1) {
            line += String.format(Locale.ROOT, ", about %.0f %% by the first moves, %.0f s left (rough)", 100 * done,
                    nanos / 1e9 * (1 - done) / done);
        }
        show(line);
    }

    private void show(String line) {
        // a shorter line than the last must blank the rest of it
        String pad = line.length() < written ? " ".repeat(written - line.length()) : "";
        out.print("\r" + line + pad);
        out.flush();
        written = line.length();
    }

    /**
     * The line's text.
     *
     * @param task what is searched
     * @param nodes positions searched
     * @param nanos time since the search started
     * @return {@code task: N positions, R a second, T s}
     */
    static String text(String task, long nodes, long nanos) {
        double seconds = nanos / 1e9;
        long rate = seconds > 0 ? Math.round(nodes / seconds) : 0;
        return String.format(Locale.ROOT, "%s: %,d positions, %,d a second, %.0f s", task, nodes, rate, seconds);
    }

    /** Ends the line, if one was written. */
    @Override
    public void close() {
        if (written > 0) {
            out.println();
            out.flush();
            written = 0;
        }
    }
}
