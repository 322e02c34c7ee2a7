package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The fast start of {@code solve GAME} and {@code --cases}: the same answers as the whole command tree gives. */
class CasesTest {
    @TempDir
    Path dir;

    @Test
    void wordsSplitAsTheRegexDoes() {
        Random r = new Random(3);
        String alphabet = "ab1- \t\u000B\f\r\u2003\u00a0";
        for (int k = 0; k < 2000; k++) {
            StringBuilder s = new StringBuilder();
            for (int i = r.nextInt(12); i > 0; i--) {
                s.append(alphabet.charAt(r.nextInt(alphabet.length())));
            }
            String body = s.toString().strip();
            List<String> expected = body.isEmpty() ? List.of() : Arrays.asList(body.split("\\s+"));
            assertThat(Cases.words(body)).as("'%s'", body).isEqualTo(expected);
        }
    }

    /** Runs {@code args} on {@code cli}, as {@link Main#run} does, capturing both streams and the exit code. */
    private static String run(java.util.function.Supplier<CommandLine> tree, String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            // built here, so that usage help goes to the captured standard output as in Main.run
            CommandLine cli = tree.get();
            cli.setErr(new PrintWriter(err, true));
            int code = cli.execute(args);
            System.out.flush();
            return code + "\n" + out.toString(StandardCharsets.UTF_8) + "\n" + err;
        } finally {
            System.setOut(old);
        }
    }

    @Test
    void theOneGameTreeAnswersAsTheWholeTree() throws Exception {
        Path cases = Files.writeString(dir.resolve("c.txt"), "3 4 5\n# c\n\n1 x\n--misere 1 1\n--k 2 1 2 3\n-3\n");
        List<String[]> commands = List.of(new String[] {"solve", "nim", "3", "4", "5"},
                new String[] {"solve", "nim", "3", "4", "5", "--json"},
                new String[] {"solve", "nim", "--misere", "1", "1", "--explain"},
                new String[] {"solve", "nim", "--cases", cases.toString(), "--json"},
                new String[] {"solve", "nim", "--cases", cases.toString()},
                new String[] {"solve", "nim", "--cases", dir.resolve("none.txt").toString()},
                new String[] {"solve", "nim", "--bogus", "1"}, new String[] {"solve", "nim", "--help"},
                new String[] {"solve", "nim", "-V"}, new String[] {"solve", "nim"},
                new String[] {"solve", "nim", "3", "--cases", cases.toString()},
                new String[] {"solve", "bash", "--max", "3", "10"}, new String[] {"solve", "wythoff", "3", "5"});
        for (String[] args : commands) {
            assertThat(run(() -> Main.build(args), args)).as(String.join(" ", args))
                    .isEqualTo(run(Main::build, args));
        }
        // the narrow tree is really narrow: one game below solve, nothing beside it
        CommandLine narrow = Main.build(new String[] {"solve", "nim", "1"});
        assertThat(narrow.getSubcommands().keySet()).containsExactly("solve");
        assertThat(narrow.getSubcommands().get("solve").getSubcommands().keySet()).containsExactly("nim");
        assertThat(Main.build(new String[] {"solve", "--json", "nim"}).getSubcommands()).containsKey("values");
    }
}
