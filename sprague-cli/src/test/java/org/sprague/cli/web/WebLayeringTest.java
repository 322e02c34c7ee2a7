package org.sprague.cli.web;

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

/** The web code asks a game what it is: it imports and names no game family's package. */
class WebLayeringTest {
    private static final Pattern FAMILY = Pattern.compile(
            "org\\.sprague\\.(catalog\\.(nim|heap|classic|hackenbush|graph|scoring|partizan)|partizan\\.games)\\b");

    @Test
    void webSourcesNameNoGameFamily() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/sprague/cli/web"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    if (FAMILY.matcher(lines.get(i)).find()) {
                        found.add(file + ":" + (i + 1));
                    }
                }
            }
        }
        assertThat(found).isEmpty();
        assertThat(FAMILY.matcher("import org.sprague.catalog.heap.HeapRulesets;").find()).isTrue();
    }
}
