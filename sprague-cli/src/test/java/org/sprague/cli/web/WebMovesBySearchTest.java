package org.sprague.cli.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code POST /api/moves} for a Domineering board valued by search within the server's time per move: undecided
 * moves say so (with how long they were searched), the engine's choice is one of them, and the answer comes within
 * about the time per move.
 */
class WebMovesBySearchTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static WebServer server;
    private static String base;

    @BeforeAll
    static void start() {
        server = new WebServer(Duration.ofMillis(300));
        base = server.start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode moves(String position) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(base + "api/moves"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"game\": \"domineering\", \"position\": " + position
                        + ", \"options\": {\"first\": \"left\"}}"))
                .header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return new ObjectMapper().readTree(r.body());
    }

    @Test
    void theEmpty8x8BoardsMovesAreUndecidedWithinTheTimePerMove() throws Exception {
        long start = System.nanoTime();
        JsonNode a = moves("[\"8x8\"]");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(millis).isLessThan(300 + 1500);
        assertThat(a.get("moves")).hasSize(56);
        for (JsonNode m : a.get("moves")) {
            assertThat(m.get("result").asText()).isEqualTo("undecided");
            assertThat(m.get("text").asText()).isEqualTo("undecided");
            assertThat(m.get("searchMillis").isIntegralNumber()).isTrue();
            assertThat(m.get("canonical").isNull()).isTrue();
        }
        assertThat(a.get("best").asInt()).isBetween(0, 55);
    }

    @Test
    void aSmallBoardKeepsItsCanonicalValues() throws Exception {
        JsonNode a = moves("[\"...\", \"...\"]");
        for (JsonNode m : a.get("moves")) {
            assertThat(m.get("result").asText()).isIn("win", "loss");
            assertThat(m.get("canonical").isTextual()).isTrue();
            assertThat(m.get("searchMillis").isNull()).isTrue();
        }
    }

    @Test
    void aMoveTimeBeyondTheRequestsTimeIsRefused() {
        assertThatThrownBy(() -> new WebServer(Duration.ofSeconds(9))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--move-time must be at most 8s");
    }
}
