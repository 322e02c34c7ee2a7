package org.sprague.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.sprague.heap.sequence.SequenceRunner;

/** The progress of a long {@code values} run as a bar on standard error: values done, values per second, ETA. */
public final class ProgressBarReporter implements SequenceRunner.Progress, AutoCloseable {
    private final String task;
    private final String unit;
    private ProgressBar bar;

    public ProgressBarReporter(String task) {
        this(task, " values");
    }

    /** A bar counting {@code unit} (with its leading space, as {@code " shapes"}). */
    public ProgressBarReporter(String task, String unit) {
        this.task = task;
        this.unit = unit;
    }

    /** Whether standard error is a terminal (Linux: fd 2 is a tty device; elsewhere: a console is attached). */
    public static boolean stderrIsTerminal() {
        try {
            String target = Path.of("/proc/self/fd/2").toRealPath().toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception e) {
            return System.console() != null && !Files.exists(Path.of("/proc/self"));
        }
    }

    @Override
    public void start(long from, long to) {
        if (bar == null) {
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(to + 1).setStyle(ProgressBarStyle.ASCII)
                    .setConsumer(new ConsoleProgressBarConsumer(System.err)).setUnit(unit, 1).showSpeed()
                    .setUpdateIntervalMillis(500).startsFrom(from, java.time.Duration.ZERO).build();
        } else {
            bar.maxHint(to + 1);
        }
    }

    @Override
    public void at(long done) {
        if (bar != null) {
            bar.stepTo(done);
        }
    }

    @Override
    public void end() {
        close();
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
