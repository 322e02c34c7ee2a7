package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.sprague.compound.Games;

/**
 * The catalog speaks in typed options: outside the line that declares a {@link GameOption}, no source of the
 * catalog, the compounds, the explanations or play spells a registered game's option as a string literal
 * ({@code "--m"}); it reads and names the option through its constant ({@code M}, {@code M.name()}).
 */
class CatalogOptionsTest {
    private static final List<String> PACKAGES = List.of("catalog", "compound", "explain", "play");
    // a whole string literal that is one option word, such as "--assume-moore"
    private static final Pattern LITERAL = Pattern.compile("\"(--[a-z][a-z0-9-]*)\"");
    private static final Pattern DECLARATION = Pattern.compile("GameOption\\.(value|flag)\\(\"--|^\\s*flag\\(\"--");

    @Test
    void noCatalogSourceSpellsADeclaredOptionOutsideItsDeclaration() throws IOException {
        Set<String> declared = declaredNames();
        List<String> found = new ArrayList<>();
        for (String pkg : PACKAGES) {
            try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/sprague", pkg))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    found.addAll(literals(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8), declared));
                }
            }
        }
        assertThat(found).as("option names spelled as literals instead of their GameOption").isEmpty();
    }

    @Test
    void theScanSeesALiteralAndSparesDeclarationsAndExamples() {
        Set<String> declared = Set.of("--m", "--misere");
        List<String> lines = List.of(
                "int m = options.intValue(\"--m\", 1, 1);",
                "static final GameOption M = GameOption.value(\"--m\", \"M\", \"most balls\", \"1\");",
                "return List.of(\"--m 2 --max 3 1 1 6 4\");",
                "Leading.write(rest, \"--turn\", next);",
                "flag(\"--misere\", \"misere play\");",
                "if (p.flag(\"--misere\")) {");
        assertThat(literals("F.java", lines, declared)).containsExactly("F.java:1: --m", "F.java:6: --misere");
    }

    @Test
    void everyGameDeclaresItsOptionsWithDashes() {
        assertThat(declaredNames()).contains("--m", "--max", "--k", "--misere", "--file", "--ground", "--first")
                .allMatch(n -> n.matches("--[a-z][a-z0-9-]*"));
    }

    private static Set<String> declaredNames() {
        Set<String> names = new TreeSet<>();
        names.add(GameOption.MISERE.name());
        for (CatalogGame game : Games.all()) {
            for (GameOption option : game.options()) {
                names.add(option.name());
            }
        }
        return names;
    }

    private static List<String> literals(String file, List<String> lines, Set<String> declared) {
        List<String> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (DECLARATION.matcher(line).find()) {
                continue;
            }
            Matcher m = LITERAL.matcher(line);
            while (m.find()) {
                if (declared.contains(m.group(1))) {
                    found.add(file + ":" + (i + 1) + ": " + m.group(1));
                }
            }
        }
        return found;
    }
}
