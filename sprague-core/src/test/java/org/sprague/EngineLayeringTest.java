package org.sprague;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.MisereValues;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;

/**
 * The engine packages know no front end: no option spelling, no JVM setting and no catalog or CLI type appears in
 * their sources, and a message that refers to a parameter is worded by the front end's {@link ParameterNames}.
 */
class EngineLayeringTest {
    private static final List<String> ENGINE = List.of("value", "game", "solve", "heap", "graph", "search",
            "partizan", "domineering", "cram", "misere", "io", "split");
    // an option spelled in a string literal or a comment ("--upto", "{@code --limit}"), not a decrement ("[--top]",
    // "--left == 0")
    private static final Pattern OPTION = Pattern.compile(
            "(?<![\\[\\w-])--[a-z][a-z-]+(?![\\w(\\]])(?!\\s*(?:==|!=|<|>|;|\\)))");
    private static final Pattern JVM = Pattern.compile("JAVA_OPTS|-Xmx|-Xss");
    private static final Pattern UPPER_LAYER = Pattern.compile(
            "import org\\.sprague\\.(catalog|cli|explain|play|rules|survey|pattern)\\b");

    @Test
    void engineSourcesNameNoOptionNoJvmSettingAndNoUpperLayer() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : ENGINE) {
            try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/sprague", pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                    for (int i = 0; i < lines.size(); i++) {
                        String line = lines.get(i);
                        for (Pattern p : List.of(OPTION, JVM, UPPER_LAYER)) {
                            Matcher m = p.matcher(line);
                            if (m.find()) {
                                found.add(file + ":" + (i + 1) + ": " + m.group());
                            }
                        }
                    }
                }
            }
        }
        assertThat(found).as("front-end words in the engine").isEmpty();
    }

    // a call of System.out or System.err, not the words in a comment
    private static final Pattern PRINTS = Pattern.compile("^\\s*+(?!\\*|//|/\\*).*\\bSystem\\.(out|err)\\b");

    @Test
    void theCorePrintsNothingItselfButTheMeasurementLineAskedForByProperty() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/sprague"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    if (PRINTS.matcher(lines.get(i)).find()) {
                        found.add(file.getFileName() + ":" + (i + 1));
                    }
                }
            }
        }
        // progress goes to a listener the front end passes in; only SequenceRunner's estimates, printed under the
        // system property REPORT_PROPERTY for the benchmark tables, write to standard error
        assertThat(found).as("the core printing").allMatch(f -> f.startsWith("SequenceRunner.java:"));
        assertThat(found).hasSize(1);
        assertThat(PRINTS.matcher("        new SearchProgressLine(System.err, task)").find()).isTrue();
        assertThat(PRINTS.matcher("     * on System.err").find()).isFalse();
    }

    @Test
    void theOptionPatternSeesWhatItMustAndOnlyThat() {
        assertThat(OPTION.matcher("\"give --upto N\"").find()).isTrue();
        assertThat(OPTION.matcher("{@code --all-but}").find()).isTrue();
        assertThat(OPTION.matcher("stack[--top]").find()).isFalse();
        assertThat(OPTION.matcher("if (--left == 0)").find()).isFalse();
        assertThat(OPTION.matcher("rev[--roff[tgt[i]]]").find()).isFalse();
    }

    /** A front end with its own names, to see that messages take them. */
    private static final ParameterNames FORM = new ParameterNames() {
        @Override
        public String name(Parameter parameter) {
            return "<" + parameter.name().toLowerCase(java.util.Locale.ROOT) + ">";
        }

        @Override
        public String usage(Parameter parameter) {
            return "<" + parameter.name().toLowerCase(java.util.Locale.ROOT) + " n>";
        }
    };

    @Test
    void aBadParameterIsNamedByTheFrontEndAndInLibraryWordsOtherwise() {
        assertThatThrownBy(() -> GrundySequences.searchable(LaskerRuleset.INSTANCE, 10))
                .isInstanceOfSatisfying(BadInputException.class, e -> {
                    assertThat(e.getMessage()).startsWith("give a largest heap n (the table G(0..n)) for lasker:");
                    assertThat(e.message(FORM)).startsWith("give <range n> for lasker: only finite octal");
                });
        assertThatThrownBy(() -> GrundySequences.searchable(new OctalRuleset(OctalCode.parse("0.77")), 0))
                .isInstanceOfSatisfying(BadInputException.class, e -> {
                    assertThat(e.getMessage()).isEqualTo("the search limit must be at least 1, got 0");
                    assertThat(e.message(FORM)).isEqualTo("<search_limit> must be at least 1, got 0");
                });
        assertThatThrownBy(() -> MisereValues.of(LaskerRuleset.INSTANCE, -1))
                .isInstanceOfSatisfying(BadInputException.class,
                        e -> assertThat(e.message(FORM)).isEqualTo("<range> must not be negative, got -1"));
    }

    @Test
    void aRefusedSearchSaysInTheFrontEndsWordsHowToSeeTheValuesSoFar() {
        // 0.137 (Dawson's chess, period 34) is proven late; a budget of 1e5 steps stops the doubling early
        assertThatThrownBy(() -> GrundySequences.untilProven(new OctalRuleset(OctalCode.parse("0.137")), 1 << 20,
                org.sprague.solve.Budget.standard().withSteps(1e5)))
                .isInstanceOfSatisfying(ResourceLimitException.class, e -> {
                    assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.STEPS);
                    assertThat(e.getMessage()).contains("; give the search limit ").endsWith(" to see the values so far");
                    assertThat(e.message(FORM)).contains("; give <search_limit> ");
                });
    }

    @Test
    void aFixedMessageIsTheSameInEveryFrontEnd() {
        BadInputException e = new BadInputException("heap 2 must not be negative");
        assertThat(e.message(FORM)).isEqualTo(e.getMessage()).isEqualTo("heap 2 must not be negative");
        ResourceLimitException r = new ResourceLimitException("too many");
        assertThat(r.message(FORM)).isEqualTo("too many");
        assertThat(r.resource()).isEqualTo(ResourceLimitException.Resource.OTHER);
        assertThat(r.needed()).isNaN();
    }

    @Test
    void aMemoryLimitCarriesTheHeapThatWouldHaveSufficed() {
        Runtime rt = Runtime.getRuntime();
        long used = rt.totalMemory() - rt.freeMemory();
        ResourceLimitException e = ResourceLimitException.memory("G(0..9) needs about 1 MiB", 1 << 20, 0.5);
        assertThat(e.resource()).isEqualTo(ResourceLimitException.Resource.MEMORY);
        // the heap in use (which only grows while the test runs, a little) plus twice the 1 MiB asked for
        assertThat(e.needed()).isGreaterThanOrEqualTo(0.9 * used + (2 << 20)).isLessThan(used + (2 << 20) + (256 << 20));
    }
}
