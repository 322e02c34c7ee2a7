package org.sprague.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.Parameter;
import org.sprague.ResourceLimitException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

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
        long gib = 1L << 30;
        assertThat(Errors.raise(memory, plain, 24 * gib, gib)).isEqualTo("; or raise the heap: JAVA_OPTS=-Xmx7g");
        CommandSpec longRun = CommandSpec.create().addOption(OptionSpec.builder("--resume").paramLabel("DIR").build());
        assertThat(Errors.raise(memory, new CommandLine(longRun), 24 * gib, gib))
                .isEqualTo("; or raise the heap: JAVA_OPTS=-Xmx7g (a run with --checkpoint DIR goes on with --resume DIR)");
        // unknown memory: the advice as it was
        assertThat(Errors.raise(memory, plain, 0, gib)).isEqualTo("; or raise the heap: JAVA_OPTS=-Xmx7g");
    }

    @Test
    void aMemoryLimitNeverAdvisesAHeapTheMachineDoesNotHave() {
        long gib = 1L << 30;
        // 8 GiB of memory: at most 6 GiB of heap
        assertThat(Errors.heapAdvice(5.2 * gib, 8 * gib, gib))
                .isEqualTo("; or raise the heap as far as this machine's 8 GiB allow: JAVA_OPTS=-Xmx6g (a heap of"
                        + " about 7 GiB is needed, so it may not be enough)");
        assertThat(Errors.heapAdvice(40.0 * gib, 8 * gib, 6 * gib))
                .isEqualTo("; a heap of about 41 GiB is needed, more than this machine's 8 GiB of memory can give (the"
                        + " heap is already 6144 MiB)");
        // a growing search of unknown size (out of memory in the JVM): twice the heap, capped by the machine
        assertThat(Errors.heapAdvice(Double.NaN, 24 * gib, 256L << 20)).isEqualTo("; or raise the heap:"
                + " JAVA_OPTS=-Xmx2g");
        assertThat(Errors.heapAdvice(Double.NaN, 24 * gib, 16 * gib)).isEqualTo("; or raise the heap as far as this"
                + " machine's 24 GiB allow: JAVA_OPTS=-Xmx18g (it may still not be enough)");
        assertThat(Errors.heapAdvice(Double.NaN, 24 * gib, 18 * gib)).isEqualTo("; more than this machine's 24 GiB of"
                + " memory can give (the heap is already 18432 MiB)");
        // this machine's own figure is read and the advice stays within three quarters of it
        long physical = Errors.physicalMemory();
        assertThat(physical).isPositive();
        String advice = Errors.heapAdvice(1e15, physical, gib);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("-Xmx(\\d+)g").matcher(advice);
        if (m.find()) {
            assertThat(Long.parseLong(m.group(1)) * gib).isLessThanOrEqualTo((long) (physical * 0.75));
        }
        assertThat(advice).contains("this machine's");
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

    @Test
    void aTimeLimitTheUserGaveIsRaisedWithTimeNotWithTheBudget() {
        ResourceLimitException time = new ResourceLimitException("stopped after 1 s, the time budget",
                ResourceLimitException.Resource.TIME, 1);
        CommandSpec both = CommandSpec.create().addOption(OptionSpec.builder("--budget").paramLabel("S").build())
                .addOption(OptionSpec.builder("--time").paramLabel("D").type(String.class).build());
        assertThat(Errors.raise(time, new CommandLine(both))).isEqualTo("; or lift the limits: --budget none");
        both.findOption("--time").setValue("1s");
        assertThat(Errors.raise(time, new CommandLine(both))).isEqualTo("; or give a longer --time (or none)");
    }
}
