package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core answers, the front ends print: no class of the command line or the web page chooses an engine for
 * {@code values} (they ask {@code org.sprague.heap.values.ValuesQuestion}), runs the sequence or mex engines
 * itself, or slips a printing choice into a game's own options for the core to act on.
 */
class EngineChoiceLayeringTest {
    /** A call that chooses or runs a {@code values} engine, directly or by a static import. */
    private static final Pattern ENGINE_CHOICE = Pattern.compile(
            "SequenceRunner\\s*\\.\\s*(supports|upto|untilProven)\\b"
            + "|GrundySequences\\s*\\.\\s*(upto|untilProven)\\b"
            + "|MisereValues\\s*\\.\\s*of\\b"
            + "|ValuesEngine\\s*\\.\\s*choose\\b"
            + "|import\\s+static\\s+org\\.sprague\\.heap\\.(sequence\\.SequenceRunner|GrundySequences|MisereValues)\\."
            + "|import\\s+static\\s+org\\.sprague\\.heap\\.values\\.ValuesEngine\\.choose");
    /** An option put into a game's options by the front end ({@code given.put("--progress", "true")}). */
    private static final Pattern INJECTED = Pattern.compile("\\.put\\(\\s*\"--(progress|stats)\"");

    @Test
    void noFrontEndClassChoosesAnEngineOrInjectsAPrintingOption() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/sprague/cli"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    for (Pattern p : List.of(ENGINE_CHOICE, INJECTED)) {
                        var m = p.matcher(lines.get(i));
                        if (m.find()) {
                            found.add(file + ":" + (i + 1) + ": " + m.group());
                        }
                    }
                }
            }
        }
        assertThat(found).as("engine choices and injected options in the front end").isEmpty();
    }

    @Test
    void thePatternsSeeWhatTheyMust() {
        assertThat(ENGINE_CHOICE.matcher("if (SequenceRunner.supports(rules) && !misere && check == null)").find())
                .isTrue();
        assertThat(ENGINE_CHOICE.matcher("return GrundySequences.untilProven(rules, limit);").find()).isTrue();
        assertThat(ENGINE_CHOICE.matcher("import static org.sprague.heap.sequence.SequenceRunner.upto;").find())
                .isTrue();
        assertThat(ENGINE_CHOICE.matcher("int[] v = MisereValues.of(rules, n, budget);").find()).isTrue();
        // naming the long runs' options and the limits of the core is the front end's part
        assertThat(ENGINE_CHOICE.matcher("RunOptions.builder().threads(threads(spec))").find()).isFalse();
        assertThat(ENGINE_CHOICE.matcher("GrundySequences.DEFAULT_LIMIT").find()).isFalse();
        assertThat(INJECTED.matcher("given.put(\"--progress\", \"true\");").find()).isTrue();
    }
}
