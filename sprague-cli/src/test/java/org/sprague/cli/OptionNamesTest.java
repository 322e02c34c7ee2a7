package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The library's parameters in the command line's words, and the hints the command line adds to a limit. */
class OptionNamesTest {
    @Test
    void everyParameterHasAnOptionSpelling() {
        for (Parameter p : Parameter.values()) {
            assertThat(OptionNames.CLI.name(p)).as(p.name()).startsWith("--").doesNotContain(" ");
            assertThat(OptionNames.CLI.usage(p)).as(p.name()).startsWith(OptionNames.CLI.name(p) + " ");
        }
    }

    @Test
    void engineMessagesReachTheUserWithTheOptionNames(@TempDir Path dir) throws IOException {
        CliRun lasker = CliRun.of("values", "lasker");
        assertThat(lasker.exitCode()).isEqualTo(2);
        assertThat(lasker.err()).startsWith("error: give --upto N for lasker: only finite octal");
        String file = Files.writeString(dir.resolve("g.txt"), "a b\n").toString();
        CliRun master = CliRun.of("solve", "graph", "--file", file, "--master", "x");
        assertThat(master.err()).isEqualTo("error: --master is for a distributed engine; give --engine spark with it\n");
    }

    @Test
    void ruleAndCheckMessagesReachTheUserWithTheOptionNames() {
        String take = "../docs/examples/Take1378.java";
        assertThat(CliRun.of("values", "--rules", take, "--upto", "10", "--check", " ").err())
                .isEqualTo("error: --check needs an expression, such as n % 4 == 0\n");
        assertThat(CliRun.of("values", "--rules", take, "--upto", "10", "--check-value", "n +").err())
                .startsWith("error: --check-value 'n +':2: ");
        assertThat(CliRun.of("values", "--rules", take, "--upto", "10", "--check", "1 / n == 0").err())
                .isEqualTo("error: --check '1 / n == 0' threw java.lang.ArithmeticException at n = 0\n");
    }

    @Test
    void aMemoryLimitSaysHowToRaiseTheHeapWithSomeRoomToSpare() {
        assertThat(Errors.heapGiB(0.5 * (1L << 30))).isEqualTo(2);
        assertThat(Errors.heapGiB(5.2 * (1L << 30))).isEqualTo(7);
        ResourceLimitException memory = new ResourceLimitException("x needs 6 GiB",
                ResourceLimitException.Resource.MEMORY, 5.2 * (1L << 30));
        CommandLine plain = new CommandLine(CommandSpec.create());
        assertThat(Errors.raise(memory, plain)).isEqualTo("; or raise the heap: JAVA_OPTS=-Xmx7g");
        CommandSpec longRun = CommandSpec.create().addOption(OptionSpec.builder("--resume").paramLabel("DIR").build());
        assertThat(Errors.raise(memory, new CommandLine(longRun)))
                .isEqualTo("; or raise the heap: JAVA_OPTS=-Xmx7g (a run with --checkpoint DIR goes on with --resume DIR)");
    }

    @Test
    void aStepLimitSaysHowToRaiseTheBudgetOnlyWhereTheCommandHasOne() {
        ResourceLimitException steps = new ResourceLimitException("G needs 4e9 steps",
                ResourceLimitException.Resource.STEPS, 4e9);
        assertThat(Errors.raise(steps, new CommandLine(CommandSpec.create()))).isEmpty();
        CommandSpec budgeted = CommandSpec.create().addOption(OptionSpec.builder("--budget").paramLabel("S").build());
        assertThat(Errors.raise(steps, new CommandLine(budgeted)))
                .isEqualTo("; or raise the budget: --budget 4000000000 (or none)");
    }
}
