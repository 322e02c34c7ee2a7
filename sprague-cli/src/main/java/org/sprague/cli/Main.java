package org.sprague.cli;

import java.io.PrintWriter;
import org.sprague.cli.command.ListCommand;
import org.sprague.cli.command.PlayCommand;
import org.sprague.cli.command.ServeCommand;
import org.sprague.cli.command.SolveCommand;
import org.sprague.cli.command.SurveyCommand;
import org.sprague.cli.command.ValueCommand;
import org.sprague.cli.values.ValuesCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * The {@code sprague} command: parses the command line, runs one subcommand, and maps every failure to the
 * contract's exit codes (2 bad input, 3 resource limit) with a one-line {@code error:} message.
 */
@Command(name = "sprague", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Solves two-player games of perfect information: who wins, with what value, in how many"
                + " moves, and by which moves.",
        subcommands = {ListCommand.class, SurveyCommand.class, ServeCommand.class, CommandLine.HelpCommand.class,
                picocli.AutoComplete.GenerateCompletion.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "missing command: try 'sprague solve nim 3 4 5' or 'sprague --help'");
    }

    /**
     * How long the shutdown hooks may run once the answer is out. sprague's own hook (the web server's stop) takes
     * at most {@code ServeCommand.STOP_MILLIS}; the rest of the time is for hooks of user code.
     */
    static final long EXIT_HOOK_MILLIS = 3_000;

    public static void main(String[] args) {
        exit(run(args, new PrintWriter(System.err, true)));
    }

    /**
     * Ends the process with {@code code} once the answer is printed, whatever user code did: a rule file or a
     * plug-in may have added a shutdown hook that never returns, which would keep {@link System#exit} waiting for
     * ever. The hooks run as usual (in a thread of their own, through {@code System.exit}) and get {@link
     * #EXIT_HOOK_MILLIS}; then {@link Runtime#halt} ends the process with the same code. Output is flushed first,
     * since halt skips nothing else that matters here (no finalizers, and sprague keeps no state to save at exit).
     */
    static void exit(int code) {
        System.out.flush();
        System.err.flush();
        runAtMost(() -> System.exit(code), "sprague-exit", EXIT_HOOK_MILLIS);
        Runtime.getRuntime().halt(code);
    }

    /**
     * Runs {@code work} in a daemon thread named {@code name} and waits for it at most {@code millis}: work that may
     * never end (user code's hooks, a request stuck in the server) cannot hold the caller longer.
     */
    public static void runAtMost(Runnable work, String name, long millis) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
        try {
            t.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs the command line and returns the exit code; standard output gets the answer. */
    public static int run(String[] args, PrintWriter err) {
        String broken = org.sprague.catalog.Catalog.loadProblem();
        if (broken != null) {
            err.println("error: " + broken + "; check the plug-in jars on the class path (SPRAGUE_CLASSPATH,"
                    + " plugins/)");
            return Errors.BAD_INPUT;
        }
        args = SolveCommand.gameFirst(args);
        CommandLine cli = build(args);
        cli.setErr(err);
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            long heap = Runtime.getRuntime().maxMemory();
            err.println("error: out of memory: this position needs more than the JVM's " + heap / (1 << 20)
                    + " MiB; give a smaller position" + Errors.heapAdvice(Double.NaN, Errors.physicalMemory(), heap));
            return Errors.RESOURCE;
        } catch (StackOverflowError e) {
            err.println("error: out of stack space; give a smaller position or raise it, e.g. JAVA_OPTS=-Xss64m");
            return Errors.RESOURCE;
        }
    }

    public static CommandLine build() {
        CommandLine cli = new CommandLine(new Main());
        cli.addSubcommand(SolveCommand.build(null));
        cli.addSubcommand(ValuesCommand.build());
        cli.addSubcommand(ValueCommand.build());
        cli.addSubcommand(org.sprague.cli.command.ShellCommand.build());
        cli.addSubcommand(PlayCommand.build());
        cli.addSubcommand(new CommandLine(new org.sprague.cli.build.BuildCommand()));
        return withHandlers(cli);
    }

    /**
     * The command tree {@code args} needs: for {@code solve GAME ...} only that game's command below {@code
     * solve}, which parses, answers and fails exactly as in the whole tree; otherwise the whole tree. Building every
     * command costs more than answering a small position (a start of {@code solve} or of a {@code --cases} run).
     */
    public static CommandLine build(String[] args) {
        if (args.length < 2 || !args[0].equals("solve") || org.sprague.catalog.Catalog.find(args[1]) == null) {
            return build();
        }
        CommandLine.Model.CommandSpec root = CommandLine.Model.CommandSpec.wrapWithoutInspection(new Main());
        root.name("sprague");
        root.mixinStandardHelpOptions(true);
        CommandLine cli = new CommandLine(root);
        cli.addSubcommand(SolveCommand.build(args[1]));
        return withHandlers(cli);
    }

    private static CommandLine withHandlers(CommandLine cli) {
        withoutVersionOption(cli.getSubcommands().values());
        Errors errors = new Errors();
        cli.setParameterExceptionHandler(errors);
        cli.setExecutionExceptionHandler(errors);
        return cli;
    }

    /** Only {@code sprague --version} prints the version: below it, {@code -V} is an unknown option (exit 2). */
    private static void withoutVersionOption(java.util.Collection<CommandLine> commands) {
        for (CommandLine c : commands) {
            CommandLine.Model.OptionSpec version = c.getCommandSpec().findOption("--version");
            if (version != null) {
                c.getCommandSpec().remove(version);
            }
            withoutVersionOption(c.getSubcommands().values());
        }
    }

    /** The version from the jar's manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"sprague " + (v == null ? "development" : v)};
        }
    }
}
