package org.sprague.cli.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sprague.cli.CliRun;
import org.sprague.cli.web.WebRequest;
import org.sprague.cli.web.WebServer;

import static org.assertj.core.api.Assertions.assertThat;

class WebServerTest {
    private static WebServer server;
    private static String base;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void start() {
        server = new WebServer();
        base = server.start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(String path, String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void addressIsLoopback() {
        assertThat(base).startsWith("http://127.0.0.1:").endsWith("/");
    }

    @Test
    void getSolveIsWhatJsonPrints() throws Exception {
        HttpResponse<String> r = get("api/solve?game=nim&position=3%204%205");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body() + "\n").isEqualTo(CliRun.of("solve", "nim", "3", "4", "5", "--json").out());
    }

    @Test
    void postSolveWithOptionsIsWhatJsonPrints() throws Exception {
        HttpResponse<String> r = post("api/solve", "{\"game\": \"moore\", \"position\": [\"1\", \"2\", \"3\"],"
                + " \"options\": {\"k\": \"2\"}}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body() + "\n").isEqualTo(CliRun.of("solve", "moore", "--k", "2", "1", "2", "3", "--json").out());
        HttpResponse<String> explained = post("api/solve", "{\"game\": \"lasker\", \"position\": [2, 2, 3],"
                + " \"explain\": true}");
        JsonNode e = JSON.readTree(explained.body()).get("explanation");
        assertThat(e.get("nimSum").asInt()).isEqualTo(4);
    }

    @Test
    void valuesAreWhatJsonPrints() throws Exception {
        HttpResponse<String> r = get("api/values?ruleset=octal&code=0.77&upto=200");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body() + "\n").isEqualTo(CliRun.of("values", "octal", "--code", "0.77", "--upto", "200", "--json")
                .out());
        HttpResponse<String> p = post("api/values", "{\"ruleset\": \"subtraction\", \"options\": {\"set\": \"1,3,4\"},"
                + " \"upto\": 30}");
        assertThat(p.body() + "\n").isEqualTo(CliRun.of("values", "subtraction", "--set", "1,3,4", "--upto", "30",
                "--json").out());
    }

    @Test
    void badInputIs422WithTheCommandLinesMessage() throws Exception {
        HttpResponse<String> r = get("api/solve?game=nim&position=3%20x");
        assertThat(r.statusCode()).isEqualTo(422);
        CliRun cli = CliRun.of("solve", "nim", "3", "x");
        assertThat(JSON.readTree(r.body()).get("error").asText()).isEqualTo(cli.err().strip());
        assertThat(get("api/solve?game=nope").statusCode()).isEqualTo(422);
        assertThat(post("api/solve", "not json").statusCode()).isEqualTo(422);
        // an option the game does not take (nim now takes k: Moore's Nim-k)
        assertThat(post("api/solve", "{\"game\": \"stone-game\", \"position\": [5, 3], \"options\": {\"k\": 2}}")
                .statusCode()).isEqualTo(422);
    }

    @Test
    void budgetIs503WithTheCommandLinesMessage() throws Exception {
        // Lasker misère on these heaps is beyond the search budget, on the command line and here alike
        String[] heaps = {"40", "41", "42", "43", "44", "45", "46", "47"};
        CliRun cli = CliRun.of(concat(new String[] {"solve", "lasker", "--misere"}, heaps));
        assertThat(cli.exitCode()).isEqualTo(3);
        HttpResponse<String> r = post("api/solve", "{\"game\": \"lasker\", \"position\": " + JSON.writeValueAsString(
                heaps) + ", \"options\": {\"misere\": true}}");
        assertThat(r.statusCode()).isEqualTo(503);
        assertThat(JSON.readTree(r.body()).get("error").asText()).isEqualTo(cli.err().strip());
        assertThat(get("api/values?ruleset=lasker&upto=1000000").statusCode()).isEqualTo(503);
    }

    @Test
    void neverReadsFilesOrCodeItIsSent() throws Exception {
        HttpResponse<String> file = post("api/solve", "{\"game\": \"graph\", \"position\": [\"a\"], \"options\":"
                + " {\"file\": \"/etc/passwd\"}}");
        assertThat(file.statusCode()).isEqualTo(422);
        assertThat(file.body()).contains("not accepted over the web");
        assertThat(post("api/solve", "{\"game\": \"nim\", \"position\": [1], \"options\": {\"rules\": \"X.java\"}}")
                .statusCode()).isEqualTo(422);
        assertThat(get("api/solve?game=graph&position=a").statusCode()).isEqualTo(422);
        // an uploaded graph is solved
        HttpResponse<String> upload = post("api/solve", "{\"game\": \"graph\", \"position\": [\"a\"], \"graph\":"
                + " \"a b\\nb c\\n\"}");
        assertThat(upload.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(upload.body()).get("outcome").asText()).isEqualTo("second");
        String big = "x y\\n".repeat(20_000);
        assertThat(post("api/solve", "{\"game\": \"graph\", \"position\": [\"x\"], \"graph\": \"" + big + "\"}")
                .statusCode()).isIn(413, 422);
    }

    @Test
    void aGraphsErrorNamesTheGraphNotItsTemporaryFile() throws Exception {
        for (String body : List.of("{\"game\": \"graph\", \"position\": [\"zz\"], \"graph\": \"a b\\n\"}",
                "{\"game\": \"graph\", \"position\": [\"a\"], \"graph\": \"a b c d\\n\"}")) {
            HttpResponse<String> answer = post("api/solve", body);
            assertThat(answer.statusCode()).isEqualTo(422);
            assertThat(answer.body()).contains("the graph").doesNotContain("/tmp").doesNotContain("sprague-graph-")
                    .doesNotContain(System.getProperty("java.io.tmpdir"));
        }
    }

    @Test
    void oversizedBodiesAndPositionsAreRefused() throws Exception {
        String huge = "{\"game\": \"nim\", \"position\": [" + "\"1\",".repeat(100_000) + "\"1\"]}";
        assertThat(post("api/solve", huge).statusCode()).isEqualTo(413);
        String many = "{\"game\": \"nim\", \"position\": [" + "1,".repeat(20_000) + "1]}";
        HttpResponse<String> r = post("api/solve", many);
        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(r.body()).contains("at most " + WebRequest.MAX_ITEMS);
    }

    @Test
    void movesListEveryMoveWithItsValueAndTheEnginesChoice() throws Exception {
        JsonNode r = JSON.readTree(post("api/moves", "{\"game\": \"nim\", \"position\": [\"1\", \"2\"]}").body());
        assertThat(r.get("moves")).hasSize(3);
        assertThat(r.get("best").asInt()).isEqualTo(2);
        assertThat(r.get("moves").get(2).get("result").asText()).isEqualTo("win");
        JsonNode end = JSON.readTree(post("api/moves", "{\"game\": \"nim\", \"position\": [\"0\"]}").body());
        assertThat(end.get("moves")).isEmpty();
        assertThat(end.get("outcome").asText()).isEqualTo("second");
    }

    @Test
    void partizanAndAliceBobGamesArePlayedThroughTheirReachedPositions() throws Exception {
        // domineering: the page's --first names the side to move; a move's "to" carries the next side
        JsonNode d = JSON.readTree(post("api/moves", "{\"game\": \"domineering\", \"position\": [\"..\", \"..\"],"
                + " \"options\": {\"--first\": \"right\"}}").body());
        assertThat(d.get("moves")).hasSize(2);
        assertThat(d.get("moves").get(0).get("to").toString()).isEqualTo("[\"--first\",\"left\",\"##\",\"..\"]");
        assertThat(d.get("moves").get(0).get("text").asText()).isEqualTo("win (leaves -1)");
        // the reached position, sent back as it came, ends the game: Left cannot move, the mover loses
        JsonNode end = JSON.readTree(post("api/moves", "{\"game\": \"domineering\", \"position\": [\"--first\","
                + " \"left\", \"##\", \"..\"]}").body());
        assertThat(end.get("moves")).isEmpty();
        assertThat(end.get("outcome").asText()).isEqualTo("second");
        // Stone Game IX 2 1 1: removing the 2 wins (Bob must then make the sum 3)
        JsonNode s = JSON.readTree(post("api/moves", "{\"game\": \"stone-game-9\", \"position\": [\"2\", \"1\","
                + " \"1\"]}").body());
        assertThat(s.get("best").asInt()).isZero();
        assertThat(s.get("moves").get(0).get("text").asText()).isEqualTo("win in 2");
    }

    @Test
    void pageAndChartComeFromTheJar() throws Exception {
        HttpResponse<String> page = get("");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<title>sprague</title>").doesNotContain("http://").doesNotContain("https://");
        // every script and style the page names is served from the jar and names no other site (SVG's namespace
        // is a name, not an address that is fetched)
        java.util.regex.Matcher assets = java.util.regex.Pattern.compile("(?:src|href)=\"([^\"]+)\"").matcher(page.body());
        int served = 0;
        while (assets.find()) {
            HttpResponse<String> asset = get(assets.group(1));
            assertThat(asset.statusCode()).as(assets.group(1)).isEqualTo(200);
            assertThat(asset.body().replace("'http://www.w3.org/2000/svg'", "")).as(assets.group(1))
                    .doesNotContain("http://").doesNotContain("https://");
            served++;
        }
        assertThat(served).isEqualTo(11); // style.css and the ten scripts
        HttpResponse<byte[]> png = HTTP.send(HttpRequest.newBuilder(URI.create(base
                + "api/values/plot.png?ruleset=octal&code=0.77&upto=100")).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(png.statusCode()).isEqualTo(200);
        assertThat(png.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("image/png"));
        assertThat(png.body()).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Sends {@code request} as it is over a socket (a client library would refuse it) and reads the answer. */
    private static String[] raw(String request) throws Exception {
        URI uri = URI.create(base);
        try (java.net.Socket socket = new java.net.Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(25_000);
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            String answer = new String(socket.getInputStream().readNBytes(64 * 1024),
                    java.nio.charset.StandardCharsets.UTF_8);
            int end = answer.indexOf("\r\n\r\n");
            return new String[] {answer.substring(0, answer.indexOf("\r\n")).split(" ")[1],
                end < 0 ? "" : answer.substring(end + 4)};
        }
    }

    @Test
    void aChartOfAMillionValuesIsDrawnBinned() throws Exception {
        HttpResponse<byte[]> r = HTTP.send(HttpRequest.newBuilder(URI.create(base
                + "api/values/plot.png?ruleset=subtraction&set=1,2&upto=1000000")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.statusCode()).isEqualTo(200);
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(r.body()));
        assertThat(image.getWidth()).isEqualTo(1000);
    }

    @Test
    void aMalformedPercentEscapeIsABadRequest() throws Exception {
        for (String path : new String[] {"/api/solve?game=nim&position=%ZZ", "/api/values?ruleset=grundy&upto=1%",
            "/api/values/plot.png?ruleset=subtraction&set=1,2%G1&upto=10"}) {
            String[] r = raw("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertThat(r[0]).as(path + ": " + r[1]).isEqualTo("400");
            assertThat(r[1]).contains("\"error\":\"error: the query is malformed");
        }
        // a well-formed escape still works
        assertThat(get("api/solve?game=nim&position=3%204").statusCode()).isEqualTo(200);
    }

    @Test
    void aBodyShorterThanItsContentLengthIsABadRequest() throws Exception {
        String body = "{\"game\": \"nim\"}";
        String[] r = raw("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + (body.length() + 100) + "\r\n\r\n" + body);
        assertThat(r[0]).as(r[1]).isIn("400", "408");
    }

    @Test
    void aBoardNamesTheMovesThatPlayLists() throws Exception {
        String body = "{\"game\": \"domineering\", \"position\": [\"..\", \"..\"]}";
        JsonNode board = JSON.readTree(post("api/board", body).body()).get("board");
        assertThat(board.get("kind").asText()).isEqualTo("grid");
        assertThat(board.get("style").asText()).isEqualTo("domino");
        JsonNode moves = JSON.readTree(post("api/moves", body).body());
        assertThat(moves.get("board")).isEqualTo(board);
        java.util.List<String> spots = new java.util.ArrayList<>();
        board.get("spots").forEach(s -> spots.add(s.get("move").asText()));
        java.util.List<String> listed = new java.util.ArrayList<>();
        moves.get("moves").forEach(m -> listed.add(m.get("move").asText()));
        assertThat(spots).containsExactlyElementsOf(listed);
        // a partizan move carries the value it leaves; a sum of games (Nim-k's --k) has no board
        assertThat(moves.get("moves").get(0).get("canonical").asText()).isEqualTo("1");
        JsonNode none = JSON.readTree(post("api/board",
                "{\"game\": \"divisor\", \"position\": [\"2\"], \"options\": {\"k\": 1}}").body());
        assertThat(none.get("board").isNull()).isTrue();
        assertThat(post("api/board", "{\"game\": \"nim\", \"position\": [\"x\"]}").statusCode()).isEqualTo(200);
    }

    @Test
    void theGamesSpeakInWordsNotOptionSpellings() throws Exception {
        JsonNode games = JSON.readTree(get("api/games").body()).get("games");
        for (JsonNode g : games) {
            assertThat(g.get("summaryWords").asText()).as(g.get("id").asText()).doesNotContainPattern("--[a-z]");
            assertThat(g.get("syntaxWords").asText()).as(g.get("id").asText()).doesNotContainPattern("--[a-z]");
            for (JsonNode o : g.get("options")) {
                assertThat(o.get("label").asText() + " " + o.get("help").asText()).as(g.get("id").asText())
                        .isNotBlank().doesNotContainPattern("--[a-z]");
            }
        }
        JsonNode nim = games.get(0).get("options").get(0);
        assertThat(nim.get("label").asText()).isEqualTo("misère play");
        assertThat(nim.get("help").asText()).isEqualTo("whoever makes the last move loses");
    }

    /** The page asks no game id: a game whose position is a file's text says so, and only the graph game does. */
    @Test
    void theGamesThatReadAFileSaySo() throws Exception {
        JsonNode games = JSON.readTree(get("api/games").body()).get("games");
        List<String> reading = new ArrayList<>();
        for (JsonNode g : games) {
            if (g.get("readsAFile").asBoolean()) {
                reading.add(g.get("id").asText());
            }
        }
        assertThat(reading).containsExactly("graph");
    }
}
