package org.sprague.cli.command;

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
import org.sprague.cli.CliRun;
import org.sprague.cli.Main;
import org.sprague.cli.command.Cases;
import org.sprague.cli.command.SolveCommand;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

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
    void aDomineeringBoardWithFilledSquaresIsReadWhole() throws Exception {
        // '#' is a filled square, never a comment: each line is read as the command line reads the same words
        List<String> boards = List.of(".# ..", "## ..", "# .", "#. .#", "..# ...", "   #. .. ", "# # .");
        StringBuilder file = new StringBuilder();
        for (String b : boards) {
            file.append(b).append('\n');
        }
        Path cases = Files.writeString(dir.resolve("boards.txt"), file);
        CliRun fromFile = CliRun.of("solve", "domineering", "--cases", cases.toString(), "--json");
        CliRun fromStdin = CliRun.withInput(file.toString(), "solve", "domineering", "--cases", "-", "--json");
        assertThat(fromFile.exitCode()).as(fromFile.err()).isZero();
        assertThat(fromStdin.out()).isEqualTo(fromFile.out());
        List<String> lines = fromFile.out().strip().lines().toList();
        assertThat(lines).hasSize(boards.size());
        for (int i = 0; i < boards.size(); i++) {
            List<String> solve = new java.util.ArrayList<>(List.of("solve", "domineering"));
            solve.addAll(Cases.words(boards.get(i).strip()));
            solve.add("--json");
            CliRun one = CliRun.of(solve.toArray(String[]::new));
            assertThat(one.exitCode()).as(one.err()).isZero();
            assertThat(lines.get(i)).as(boards.get(i))
                    .isEqualTo(one.out().strip().replaceFirst("^\\{", "{\"case\":" + (i + 1) + ","));
        }
        // the issue's board: * (a first-player win), not the 0 of a board cut at its '#'
        assertThat(lines.get(0)).contains("\"position\":[\".#\",\"..\"]").contains("\"canonical\":\"*\"");
    }

    @Test
    void invalidUtf8IsABadCaseFromAFileAsFromStandardInput() throws Exception {
        byte[] input = {'3', ' ', '4', '\n', '5', ' ', (byte) 0xFF, '\n', '1', ' ', (byte) 0xC3, '\r', '\n', '1', ' ',
            '2', '\n', (byte) 0xE2, (byte) 0x82};
        Path cases = Files.write(dir.resolve("bad.txt"), input);
        CliRun fromFile = CliRun.of("solve", "nim", "--cases", cases.toString(), "--json");
        CliRun fromStdin = CliRun.withBytes(input, "solve", "nim", "--cases", "-", "--json");
        assertThat(fromFile.exitCode()).as(fromFile.err()).isEqualTo(2);
        assertThat(fromFile.err()).isEmpty();
        assertThat(fromStdin.exitCode()).isEqualTo(2);
        assertThat(fromStdin.out()).isEqualTo(fromFile.out());
        List<String> lines = fromFile.out().strip().lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0)).startsWith("{\"case\":1,").contains("\"grundy\":7");
        assertThat(lines.get(1)).isEqualTo("{\"case\":2,\"error\":\"the line is not valid UTF-8 (byte 0xFF at byte"
                + " 3 of the line); save it as UTF-8\"}");
        assertThat(lines.get(2)).startsWith("{\"case\":3,\"error\":\"the line is not valid UTF-8 (byte 0xC3 at byte 3");
        assertThat(lines.get(3)).startsWith("{\"case\":4,").contains("\"grundy\":3");
        assertThat(lines.get(4)).startsWith("{\"case\":5,\"error\":\"the line is not valid UTF-8 (byte 0xE2 at byte 1");
        CliRun text = CliRun.withBytes(input, "solve", "nim", "--cases", "-");
        assertThat(text.err().lines().toList()).containsExactly(
                "error: case 2: the line is not valid UTF-8 (byte 0xFF at byte 3 of the line); save it as UTF-8",
                "error: case 3: the line is not valid UTF-8 (byte 0xC3 at byte 3 of the line); save it as UTF-8",
                "error: case 5: the line is not valid UTF-8 (byte 0xE2 at byte 1 of the line); save it as UTF-8");
        // a byte-order mark is not part of the first case
        CliRun bom = CliRun.withBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '1', ' ', '2'}, "solve", "nim",
                "--cases", "-", "--json");
        assertThat(bom.exitCode()).as(bom.out()).isZero();
        // a directory is bad input naming it
        CliRun directory = CliRun.of("solve", "nim", "--cases", dir.toString(), "--json");
        assertThat(directory.exitCode()).isEqualTo(2);
        assertThat(directory.err().strip()).isEqualTo("error: cannot read --cases file " + dir + ": it is a directory");
    }

    @Test
    void aCaseIsAnsweredAsSolveAnswersItAlone() throws Exception {
        // each needs more search than 10^-4 of the standard budget, and far less than the standard budget
        List<String[]> alone = List.of(new String[] {"nim", "3", "4", "5"}, new String[] {"nim", "6", "9", "12", "3"},
                new String[] {"lasker", "5", "7", "11"}, new String[] {"wythoff", "5", "8"},
                new String[] {"football", "--m", "2", "--max", "3", "1", "1", "6", "4"});
        for (String[] c : alone) {
            String game = c[0];
            String line = String.join(" ", Arrays.asList(c).subList(1, c.length));
            List<String> solve = new java.util.ArrayList<>(List.of("solve"));
            solve.addAll(Arrays.asList(c));
            solve.add("--json");
            CliRun one = CliRun.of(solve.toArray(String[]::new));
            assertThat(one.exitCode()).as(one.err()).isZero();
            assertThat(one.out()).as(line).doesNotContain("not computed").doesNotContain("\"remoteness\":null");
            CliRun batch = CliRun.withInput("\n" + line + "\n", "solve", game, "--cases", "-", "--json");
            assertThat(batch.exitCode()).as(batch.err()).isZero();
            assertThat(batch.out().strip()).as(line).isEqualTo(one.out().strip().replaceFirst("^\\{", "{\"case\":2,"));
        }
    }

    @Test
    void aBatchPastItsTotalGoesOnWithoutItsOptionalSearches() throws Exception {
        // nim 3 4 5 is estimated at about 4.0e+04 search steps: two fit a total of 10^5, the third does not; the
        // rest are still answered (Bouton's rule needs no search), without remoteness, and one note says from where
        Path cases = Files.writeString(dir.resolve("total.txt"), "3 4 5\n5 4 3\n\n4 3 5\n\n4 5 3\n");
        var nim = org.sprague.compound.Games.find("nim");
        org.sprague.catalog.GameOptions base = org.sprague.catalog.GameOptions.none().withBudget(
                Cases.budget(SolveCommand.budget(null), 1e5));
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        int code;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            code = Cases.run(cases.toString(), nim.options(), base, nim::solve, true, new PrintWriter(err, true));
        } finally {
            System.setOut(old);
        }
        assertThat(code).isZero();
        List<String> lines = out.toString(StandardCharsets.UTF_8).strip().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("{\"case\":1,").contains("\"remoteness\":11");
        assertThat(lines.get(1)).startsWith("{\"case\":2,").contains("\"remoteness\":11");
        assertThat(lines.get(2)).startsWith("{\"case\":4,").contains("\"grundy\":2").contains("\"remoteness\":null")
                .contains("more than is left of the total budget of 1e+05");
        assertThat(lines.get(3)).startsWith("{\"case\":6,").contains("\"grundy\":2");
        assertThat(err.toString().strip()).startsWith("note: from case 4 on, the searches of these cases had used"
                + " their total budget (1e+05 steps").contains("--budget 300000000").doesNotContain("\n");
        // the default total, as documented: about a hundred seconds of search
        assertThat(Cases.budget(SolveCommand.budget(null)).searchTotal()).isEqualTo(1e10);
        assertThat(Cases.budget(SolveCommand.budget(null)).searchSteps()).isEqualTo(3e8);
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
