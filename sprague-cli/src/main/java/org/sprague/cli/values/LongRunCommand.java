package org.sprague.cli.values;

import java.math.BigInteger;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.sprague.BadInputException;
import org.sprague.catalog.Positions;
import org.sprague.cli.ProgressBarReporter;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.sequence.SequenceRunner.Algorithm;
import org.sprague.heap.sequence.RunOptions;
import org.sprague.heap.values.ValuesQuestion;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options of long {@code values} runs ({@code --algorithm}, {@code --threads}, {@code --checkpoint},
 * {@code --resume}, {@code --progress}, {@code --out}; {@code --budget} is the command's own) and the run itself,
 * for the rulesets
 * the sequence engines handle (octal and hexadecimal codes of at most two heaps, {@code grundy}, {@code lasker}).
 */
final class LongRunCommand {
    /** The largest --upto: values addressed by long, the count itself a long. */
    static final long MAX_UPTO = Long.MAX_VALUE / 4;

    private LongRunCommand() {
    }

    /** Adds the options to a {@code values RULESET} command. */
    static void addOptions(CommandSpec spec) {
        spec.addOption(text("--algorithm", "A", "naive (the plain mex) or sparse (rare and common values; the default"
                + " for rules that split)"));
        spec.addOption(text("--threads", "N", "worker threads (default: the machine's cores, "
                + Runtime.getRuntime().availableProcessors() + ")"));
        spec.addOption(text("--checkpoint", "DIR", "save the state in DIR at intervals, to continue with --resume"));
        spec.addOption(text("--resume", "DIR", "continue the run saved in DIR (and keep saving there)"));
        spec.addOption(text("--checkpoint-every", "SECONDS", "the interval between saves (default 60)"));
        spec.addOption(OptionSpec.builder("--progress").arity("0").type(boolean.class)
                .description("a progress bar on standard error (default: only when it is a terminal and without"
                        + " --json)").build());
        spec.addOption(text("--out", "FILE", "write the values to FILE in the compact binary format of"
                + " docs/heap.md, and print the statistics instead of the values"));
    }

    private static OptionSpec text(String name, String label, String description) {
        return OptionSpec.builder(name).paramLabel(label).type(String.class).description(description).build();
    }

    /** Whether any option of long runs is given. */
    static boolean anyGiven(CommandSpec spec) {
        for (String name : new String[] {"--algorithm", "--threads", "--checkpoint", "--resume",
            "--checkpoint-every", "--out"}) {
            if (spec.findOption(name).getValue() != null) {
                return true;
            }
        }
        return Boolean.TRUE.equals(spec.findOption("--progress").getValue());
    }

    /**
     * The {@code --out} file, checked before any work: a file that can be written (a directory, a missing
     * directory, a name the file system refuses or a place that cannot be written is bad input naming it); or
     * {@code null}.
     */
    static Path outFile(CommandSpec spec) {
        String out = spec.findOption("--out").getValue();
        if (out == null) {
            return null;
        }
        Path outFile;
        try {
            outFile = Path.of(out);
        } catch (InvalidPathException e) {
            throw new BadInputException("--out " + out + ": not a file name (" + e.getReason() + ")");
        }
        if (outFile.getParent() != null && !Files.isDirectory(outFile.getParent())) {
            throw new BadInputException("--out " + out + ": the directory " + outFile.getParent() + " does not exist");
        }
        if (Files.isDirectory(outFile)) {
            throw new BadInputException("--out " + out + " is a directory; give the name of a file");
        }
        org.sprague.io.OutputFile.check(outFile, "--out");
        try {
            if (Files.isSymbolicLink(outFile)) {
                // the link itself is replaced (OutputFile): what matters is its directory, not its target
                if (!Files.isWritable(outFile.toAbsolutePath().getParent())) {
                    throw new BadInputException("--out " + out + ": cannot write it (its directory is not writable)");
                }
            } else if (Files.exists(outFile)) {
                if (!Files.isWritable(outFile)) {
                    throw new BadInputException("--out " + out + ": cannot write it (permission denied)");
                }
            } else {
                Files.createFile(outFile);
                Files.delete(outFile);
            }
        } catch (IOException | UnsupportedOperationException e) {
            throw new BadInputException("--out " + out + ": cannot write it (" + reason(e) + ")");
        }
        return outFile;
    }

    /** Why writing failed, in words: the system's reason where it gives one. */
    static String reason(Exception e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or directory";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /**
     * Answers {@code question} with the sequence engines' options of the command line (threads, checkpoint,
     * progress), with a progress bar where asked for or on a terminal.
     */
    static GrundyValues run(CommandSpec spec, ValuesQuestion.Builder question, String name, boolean json) {
        boolean progress = Boolean.TRUE.equals(spec.findOption("--progress").getValue())
                || !json && ProgressBarReporter.stderrIsTerminal();
        Path dir = checkpointDir(spec);
        // a run resumed from a directory of the runs' own place is still the run's own: removed with the answer
        boolean automatic = dir == null || dir.toAbsolutePath().normalize().getParent() != null && dir.toAbsolutePath()
                .normalize().getParent().equals(automaticDir(name).getParent());
        if (dir == null) {
            dir = automaticDir(name);
        }
        boolean resume = spec.findOption("--resume").getValue() != null;
        RunOptions.Builder options = RunOptions.builder().algorithm(algorithm(spec)).threads(threads(spec))
                .saveEveryMillis(saveEvery(spec));
        if (automatic) {
            options.automaticCheckpoint(dir, resume);
        } else {
            options.checkpoint(dir, resume);
        }
        try (ProgressBarReporter bar = progress ? new ProgressBarReporter(name) : null) {
            return question.sequenceRun(options.progress(bar).build()).build().answer();
        }
    }

    /**
     * Where a run without {@code --checkpoint} saves itself: {@code $XDG_CACHE_HOME/sprague/runs} (else
     * {@code ~/.cache/sprague/runs}, else the temporary directory), one directory a run, named by the ruleset and
     * the time it started. Nothing is written there unless the run lasts a checkpoint interval or stops without
     * its answer, and it is removed when the answer is given.
     */
    static Path automaticDir(String ruleset) {
        String cache = System.getenv("XDG_CACHE_HOME");
        String home = System.getProperty("user.home");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache)
                : home != null && !home.isBlank() ? Path.of(home, ".cache") : Path.of(System.getProperty("java.io.tmpdir"));
        String name = ruleset.replaceAll("[^A-Za-z0-9.]+", "-") + "-" + java.time.LocalDateTime.now()
                .format(java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-" + ProcessHandle.current().pid();
        return base.resolve("sprague").resolve("runs").resolve(name);
    }

    static Algorithm algorithm(CommandSpec spec) {
        String a = spec.findOption("--algorithm").getValue();
        if (a == null) {
            return null;
        }
        return switch (a.strip()) {
            case "naive" -> Algorithm.NAIVE;
            case "sparse" -> Algorithm.SPARSE;
            default -> throw new BadInputException("--algorithm must be naive or sparse, got '" + a + "'");
        };
    }

    static int threads(CommandSpec spec) {
        String t = spec.findOption("--threads").getValue();
        if (t == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        return (int) number("--threads", t, 1, 1024);
    }

    private static Path checkpointDir(CommandSpec spec) {
        String c = spec.findOption("--checkpoint").getValue();
        String r = spec.findOption("--resume").getValue();
        if (c != null && r != null && !Path.of(c).equals(Path.of(r))) {
            throw new BadInputException("--resume " + r + " keeps saving into its own directory; leave out"
                    + " --checkpoint " + c);
        }
        String dir = r != null ? r : c;
        if (dir != null && Files.exists(Path.of(dir)) && !Files.isDirectory(Path.of(dir))) {
            throw new BadInputException(dir + " is not a directory");
        }
        if (r != null && !Files.isDirectory(Path.of(r))) {
            throw new BadInputException("--resume " + r + ": no such directory");
        }
        return dir == null ? null : Path.of(dir);
    }

    private static long saveEvery(CommandSpec spec) {
        String s = spec.findOption("--checkpoint-every").getValue();
        if (s == null) {
            return RunOptions.DEFAULT_SAVE_EVERY_MILLIS;
        }
        return number("--checkpoint-every", s, 1, 86_400) * 1000;
    }

    /** A whole number in [min, max], as an option's value. */
    static long number(String option, String text, long min, long max) {
        BigInteger v = Positions.parseInteger(text.strip(), option);
        if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new BadInputException(option + " must be between " + min + " and " + max + ", got " + text.strip());
        }
        return v.longValue();
    }
}
