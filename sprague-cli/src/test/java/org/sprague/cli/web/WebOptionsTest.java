package org.sprague.cli.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.cli.Main;
import org.sprague.compound.Games;
import picocli.CommandLine;

/**
 * The web API's option allow-list held against every option that exists: each option of every catalog game (and of
 * every heap ruleset's values) and of every command of the command tree is decided, accepted or refused, so an
 * option added later fails here until it is; no accepted option reads like a path; every refused one is refused by
 * the request reader for every game that declares it.
 */
class WebOptionsTest {
    /** What marks an option as naming a file, a directory or code: its parameter label or its description. */
    private static final Pattern PATH_LIKE = Pattern.compile("\\b(file|dir|directory|path|java|url|folder)\\b");

    private static List<GameOption> gameOptions(CatalogGame g) {
        List<GameOption> all = new ArrayList<>(g.options());
        g.heapRules().ifPresent(h -> all.addAll(h.options()));
        return all;
    }

    @Test
    void everyGameOptionIsDecidedAndNoAcceptedOneNamesAPath() {
        assertThat(WebOptions.ACCEPTED).doesNotContainAnyElementsOf(WebOptions.REFUSED);
        TreeSet<String> undecided = new TreeSet<>();
        for (CatalogGame g : Games.all()) {
            for (GameOption o : gameOptions(g)) {
                if (!WebOptions.ACCEPTED.contains(o.name()) && !WebOptions.REFUSED.contains(o.name())) {
                    undecided.add(g.id() + " " + o.name());
                }
                if (WebOptions.ACCEPTED.contains(o.name())) {
                    assertThat(pathLike(o.paramLabel(), o.description())).as(g.id() + " " + o.name() + " reads like a"
                            + " path (" + o.paramLabel() + ": " + o.description() + ")").isFalse();
                }
            }
        }
        assertThat(undecided).as("options in neither WebOptions.ACCEPTED nor WebOptions.REFUSED").isEmpty();
    }

    @Test
    void noTwoOptionsTheGameShowsHaveTheSameLabel() {
        for (CatalogGame g : Games.all()) {
            // a heap game's rule set repeats the game's own options: each name once
            List<GameOption> all = List.copyOf(gameOptions(g).stream().collect(java.util.stream.Collectors.toMap(
                    GameOption::name, o -> o, (a, b) -> a, LinkedHashMap::new)).values());
            List<Object> labels = all.stream().filter(o -> !WebOptionWords.HIDDEN.contains(o.name())
                    && WebOptions.accepted(o.name())).map(o -> WebOptionWords.of(o, all).get("label")).toList();
            assertThat(labels).as(g.id()).doesNotHaveDuplicates();
        }
        // Domineering's options that open with "with a search" are told apart
        CatalogGame domineering = Games.find("domineering");
        List<GameOption> options = gameOptions(domineering);
        GameOption stats = options.stream().filter(o -> o.name().equals("--stats")).findFirst().orElseThrow();
        assertThat(WebOptionWords.of(stats, options).get("label"))
                .isEqualTo("with a search: positions searched and seconds for each first player");
    }

    @Test
    void everyCommandOptionThatNamesAPathIsRefused() {
        List<String> pathOptions = new ArrayList<>();
        collect(Main.build(), pathOptions);
        assertThat(pathOptions).as("the command tree's file options").contains("--out", "--plot", "--cases",
                "--checkpoint", "--resume", "--codes", "--results");
        for (String name : pathOptions) {
            assertThat(WebOptions.ACCEPTED).as(name).doesNotContain(name);
        }
    }

    @Test
    void everyRefusedOptionIsRefusedForEveryGameThatDeclaresItAndForOneThatDoesNot() {
        int checked = 0;
        for (CatalogGame g : Games.all()) {
            List<GameOption> options = gameOptions(g);
            for (GameOption o : options) {
                if (WebOptions.REFUSED.contains(o.name())) {
                    for (String spelled : new String[] {o.name(), o.name().substring(2)}) {
                        assertThatThrownBy(() -> WebRequest.options(g.id(), options, Map.of(spelled, "/dev/stdin")))
                                .as(g.id() + " " + spelled).isInstanceOf(BadInputException.class)
                                .hasMessageContaining("not accepted over the web");
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).as("refused options declared by some game (--file, --regions, ...)").isGreaterThan(1);
        for (String name : WebOptions.REFUSED) {
            assertThatThrownBy(() -> WebRequest.options("nim", Games.find("nim").options(), Map.of(name, "x")))
                    .isInstanceOf(BadInputException.class).hasMessageContaining("not accepted over the web");
        }
    }

    @Test
    void theRegionsFileOfDomineeringIsRefusedOverHttp() throws Exception {
        try (WebServer server = new WebServer()) {
            String base = server.start("127.0.0.1", 0);
            java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
            for (String path : new String[] {"/dev/stdin", "/etc/passwd", "/no/such/file", "/dev/zero"}) {
                java.net.http.HttpResponse<String> r = http.send(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(base + "api/solve?game=domineering&position=3x3&regions=" + path)).build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
                assertThat(r.statusCode()).isEqualTo(422);
                // the same answer whether the file exists or not: nothing about the server's disk is told
                assertThat(r.body()).isEqualTo("{\"error\":\"error: --regions is not accepted over the web: the server"
                        + " reads no files, runs no code and reaches no other machine for a client\"}");
            }
        }
    }

    @Test
    void textAfterTheJsonBodyIsABadRequest() {
        assertThatThrownBy(() -> WebRequest.body("{\"game\": \"nim\"} x")).isInstanceOf(WebServer.BadRequest.class);
        assertThatThrownBy(() -> WebRequest.body("{\"game\": \"nim\"}{}")).isInstanceOf(WebServer.BadRequest.class);
        assertThat(WebRequest.body(" {\"game\": \"nim\"} \n").path("game").asText()).isEqualTo("nim");
    }

    private static boolean pathLike(String label, String description) {
        return PATH_LIKE.matcher(((label == null ? "" : label) + " " + description).toLowerCase(Locale.ROOT)
                .replace('.', ' ')).find() || label != null && label.matches("F|D|P");
    }

    private static void collect(CommandLine command, List<String> out) {
        for (CommandLine.Model.OptionSpec o : command.getCommandSpec().options()) {
            if (pathLike(o.paramLabel().replaceAll("[<>]", ""), String.join(" ", o.description()))
                    && !out.contains(o.longestName())) {
                out.add(o.longestName());
            }
        }
        for (CommandLine sub : new LinkedHashMap<>(command.getSubcommands()).values()) {
            collect(sub, out);
        }
    }

    @Test
    void aSearchOverTheWebRunsOnOneThreadAndItsRunOptionsAreTheServers() {
        CatalogGame domineering = Games.find("domineering");
        assertThat(WebRequest.options("domineering", domineering.options(), Map.of()).asMap())
                .containsEntry("--threads", "1");
        assertThat(WebRequest.options("nim", Games.find("nim").options(), Map.of()).asMap())
                .doesNotContainKey("--threads");
        // a board answered by its value takes the server's thread count too (2x2 is +-1, worked by hand)
        org.sprague.catalog.Answer small = domineering.solve(
                WebRequest.options("domineering", domineering.options(), Map.of()), List.of("..", ".."));
        assertThat(small).isInstanceOfSatisfying(org.sprague.catalog.PartizanAnswer.class,
                a -> assertThat(a.analysis().canonical()).isEqualTo("+-1"));
        for (String name : WebOptions.SERVER_RUN) {
            assertThatThrownBy(() -> WebRequest.options("domineering", domineering.options(), Map.of(name, "2")))
                    .isInstanceOf(BadInputException.class)
                    .hasMessage(name + " is not accepted over the web: the server chooses its own threads, time and"
                            + " saving for every request");
        }
    }
}
