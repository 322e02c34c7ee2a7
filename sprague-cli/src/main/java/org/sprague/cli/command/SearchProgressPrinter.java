package org.sprague.cli.command;

import java.io.PrintStream;
import org.sprague.catalog.ProgressReporter;
import org.sprague.search.SearchProgressLine;

/** The command line's printer of a game's search progress: one line a search, rewritten in place. */
final class SearchProgressPrinter {
    private SearchProgressPrinter() {
    }

    /**
     * A reporter that prints each search's progress on {@code out} ({@link SearchProgressLine}).
     *
     * @param out where the lines go (standard error)
     * @return the reporter
     */
    static ProgressReporter on(PrintStream out) {
        return task -> {
            SearchProgressLine line = new SearchProgressLine(out, task);
            return new ProgressReporter.Listener() {
                @Override
                public void update(long nodes, long nanos) {
                    line.update(nodes, nanos);
                }

                @Override
                public void close() {
                    line.close();
                }
            };
        };
    }
}
