package org.sprague;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No message of the library spells an option: a string literal of {@code src/main} that holds {@code --word} is
 * a documented command line ({@code syntax()}, {@code examples()}), the declaration of a game's option
 * ({@code GameOption.value/flag}) or a constant that is exactly one option word; messages name options through
 * those constants ({@code K.name()}) or through a {@link Parameter} that the front end spells.
 */
class OptionMessagesTest {
    private static final Pattern LITERAL = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z0-9-]*");
    private static final Pattern DOCUMENTED = Pattern.compile("\\b(syntax|examples)\\(\\)\\s*\\{");
    private static final Pattern DECLARATION = Pattern.compile("GameOption\\.(value|flag)\\(|^\\s*(flag|value)\\(\"--");
    private static final Pattern CONSTANT = Pattern.compile(
            "^\\s*(public |protected |private )?static final String \\w+ = \"--[a-z][a-z0-9-]*\";\\s*$");
    /** Example command lines given to a constructor rather than returned by {@code examples()}. */
    private static final Map<String, String> EXAMPLE_LISTS = Map.of("HeapGame.java", "List<CatalogGame> all()");

    @Test
    void noMessageOfTheLibrarySpellsAnOption() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/org/sprague"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                found.addAll(spelled(file.getFileName().toString(),
                        Files.readAllLines(file, StandardCharsets.UTF_8)));
            }
        }
        assertThat(found).as("options spelled in messages instead of a GameOption or a Parameter").isEmpty();
    }

    @Test
    void theScanSeesAMessageAndSparesSyntaxExamplesDeclarationsAndConstants() {
        List<String> lines = List.of(
                "throw new BadInputException(\"--turn takes alice or bob, got '\" + t + \"'\");",
                "public String syntax() {",
                "    return \"--m M PILE...\";",
                "}",
                "static final GameOption M = GameOption.value(\"--m\", \"M\", \"most piles\",",
                "        \"1\");",
                "static final String TURN = \"--turn\";",
                "/** Reads {@code --turn}, as in \"--turn bob\". */",
                "answer.note(\"'to' gives M as --m M\");",
                "if (--left == 0) { s = \"a--b\"; }",
                "List<String> examples() {",
                "    return List.of(\"--k 2 1 2 3\");",
                "}",
                "throw new ResourceLimitException(\"give a smaller --grid\");");
        assertThat(spelled("F.java", lines)).containsExactly("F.java:1: --turn", "F.java:9: --m", "F.java:14: --grid");
    }

    private static List<String> spelled(String file, List<String> lines) {
        List<String> found = new ArrayList<>();
        String examples = EXAMPLE_LISTS.get(file);
        int depth = 0;
        boolean declaring = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.strip();
            if (depth == 0 && (DOCUMENTED.matcher(line).find() || examples != null && line.contains(examples))) {
                for (char c : line.toCharArray()) {
                    depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                }
                continue;
            }
            if (depth > 0) {
                for (char c : line.toCharArray()) {
                    depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                }
                continue;
            }
            if (DECLARATION.matcher(line).find()) {
                declaring = true;
            }
            boolean skip = declaring || CONSTANT.matcher(line).matches() || trimmed.startsWith("*")
                    || trimmed.startsWith("/*") || trimmed.startsWith("//");
            if (declaring && trimmed.endsWith(";")) {
                declaring = false;
            }
            if (skip) {
                continue;
            }
            Matcher literal = LITERAL.matcher(line);
            while (literal.find()) {
                Matcher option = OPTION.matcher(literal.group());
                if (option.find()) {
                    found.add(file + ":" + (i + 1) + ": " + option.group());
                }
            }
        }
        return found;
    }
}
