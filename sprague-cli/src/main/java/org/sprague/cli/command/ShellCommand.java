package org.sprague.cli.command;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.sprague.cli.Errors;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code sprague shell}: a worksheet of values in CGSuite's notation ({@link Worksheet}). On a terminal it edits
 * lines with JLine (history, kept in {@code ~/.sprague_history}, and completion of commands, functions and named
 * values); through a pipe it reads one
 * statement a line and prints each answer, so that scripts and tests can drive it. Through a pipe the exit code
 * is 2 when a statement failed, else 0.
 */
@Command(name = "shell", mixinStandardHelpOptions = true,
        description = {"A worksheet of values in CGSuite's notation: g = {1|*}, then g + ^, value g, latex g, help.",
                "Reads standard input line by line when it is not a terminal."})
public final class ShellCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The command, ready to add under {@code sprague}. */
    public static CommandLine build() {
        return new CommandLine(new ShellCommand());
    }

    @Override
    public Integer call() throws IOException {
        Worksheet sheet = new Worksheet();
        if (System.console() == null) {
            return piped(sheet, spec.commandLine().getErr());
        }
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            LineReaderBuilder builder = LineReaderBuilder.builder().terminal(terminal).appName("sprague")
                    .completer((r, line, candidates) -> sheet.names().forEach(n -> candidates.add(new Candidate(n))))
                    .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true);
            Path home = Path.of(System.getProperty("user.home", "."));
            if (Files.isWritable(home)) {
                // history kept across sessions, as shells do
                builder.variable(LineReader.HISTORY_FILE, home.resolve(".sprague_history"));
            }
            LineReader reader = builder.build();
            terminal.writer().println("sprague shell: values in CGSuite's notation; help lists the statements");
            while (true) {
                String line;
                try {
                    line = reader.readLine("sprague> ");
                } catch (UserInterruptException e) {
                    continue;
                } catch (EndOfFileException e) {
                    return 0;
                }
                Worksheet.Answer a = sheet.run(line);
                if (!a.text().isEmpty()) {
                    terminal.writer().println(a.text());
                }
                terminal.flush();
                if (a.quit()) {
                    return 0;
                }
            }
        }
    }

    private static int piped(Worksheet sheet, java.io.PrintWriter err) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int failed = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Worksheet.Answer a = sheet.run(line);
            if (!a.text().isEmpty()) {
                out.println(a.text());
            }
            failed += a.error() ? 1 : 0;
            if (a.quit()) {
                break;
            }
        }
        out.flush();
        if (failed > 0) {
            err.println("error: " + failed + " statement" + (failed == 1 ? "" : "s") + " failed; each answer"
                    + " starts with error:");
        }
        return failed > 0 ? Errors.BAD_INPUT : 0;
    }
}
