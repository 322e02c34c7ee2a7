package org.sprague;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;

/**
 * Play, explanations and compounds ask a game what it is ({@link CatalogGame#moves()}, {@code closedForm},
 * {@code heapRules}) and name no concrete game: no import or qualified name of a game family's package, and no
 * game id as a string literal (other than a map's key). A game added by a plug-in therefore gets these features with no edit here.
 */
public class FrontEndLayeringTest {
    /** The packages that must know no concrete game. */
    private static final List<String> GAME_NEUTRAL = List.of("play", "explain", "compound");
    private static final Pattern FAMILY = Pattern.compile(
            "org\\.sprague\\.(catalog\\.(nim|heap|classic|hackenbush|graph|scoring|partizan)|partizan\\.games)\\b");

    /**
     * Every line of the {@code .java} files below {@code root} that names a game family's package or quotes a
     * catalog id, as {@code file:line: match}.
     */
    public static List<String> concreteGames(Path root) throws IOException {
        List<Pattern> ids = new ArrayList<>();
        for (CatalogGame g : Catalog.all()) {
            // a key of the explanation's maps ("grundy") is a field name, not a game
            ids.add(Pattern.compile("(?<!put\\(|option\\(m, )\"" + Pattern.quote(g.id()) + "\""));
        }
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    List<Pattern> all = new ArrayList<>(ids);
                    all.add(FAMILY);
                    for (Pattern p : all) {
                        Matcher m = p.matcher(lines.get(i));
                        if (m.find()) {
                            found.add(file + ":" + (i + 1) + ": " + m.group());
                        }
                    }
                }
            }
        }
        return found;
    }

    @Test
    void playExplainAndCompoundsNameNoConcreteGame() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pkg : GAME_NEUTRAL) {
            found.addAll(concreteGames(Path.of("src/main/java/org/sprague", pkg)));
        }
        assertThat(found).as("concrete games named where only the game object may be asked").isEmpty();
    }

    @Test
    void theCheckSeesAConcreteGame() throws IOException {
        Path dir = Files.createTempDirectory("layering");
        Files.writeString(dir.resolve("A.java"), "import org.sprague.catalog.heap.HeapRulesets;\n"
                + "class A { boolean b(String id) { return id.equals(\"wythoff\"); } }\n");
        assertThat(concreteGames(dir)).hasSize(2);
    }
}
