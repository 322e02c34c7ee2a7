package org.sprague.cli.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.sprague.cli.web.WebServer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hundreds of concurrent requests on the loopback interface, heavy ones among them: every request is answered
 * (200, 422 or 503), every quick solve is answered correctly within the time budget while the heavy ones run, and
 * the server leaves no thread behind when it stops.
 */
class WebLoadTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] HEAVY = {
        "api/values?ruleset=grundy&upto=20000",
        "api/solve?game=lasker&misere&position=5%206%207%208",
        "api/solve?game=lasker&explain&position=4%205%206",
        "api/values/plot.png?ruleset=octal&code=0.77&upto=2000",
        "api/values?ruleset=lasker&upto=1000000",
        "api/solve?game=stone-game-7&explain&position=" + "5%203%201%204%202%20".repeat(20).strip(),
    };

    record Reply(int status, String body, long millis, boolean light, int[] heaps) {
    }

    @Test
    void hundredsOfConcurrentRequestsAreAllAnsweredAndNoThreadLeaks() throws Exception {
        Set<Long> before = liveThreadIds();
        WebServer server = new WebServer();
        String base = server.start("127.0.0.1", 0);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        List<CompletableFuture<Reply>> replies = new ArrayList<>();
        Random random = new Random(13);
        try {
            for (int i = 0; i < 240; i++) {
                boolean light = i % 2 != 0;
                int[] heaps = {random.nextInt(8), random.nextInt(8), random.nextInt(8)};
                String path = light ? "api/solve?game=nim&position=" + heaps[0] + "%20" + heaps[1] + "%20" + heaps[2]
                        : HEAVY[(i / 2) % HEAVY.length];
                long start = System.nanoTime();
                HttpRequest request = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
                        .build();
                replies.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(r -> new Reply(
                        r.statusCode(), r.body(), (System.nanoTime() - start) / 1_000_000, light, heaps)));
            }
            // while the burst is served, one quick solve at a time: each is answered well within the budget
            List<Long> probeMillis = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                long start = System.nanoTime();
                HttpResponse<String> probe = http.send(HttpRequest.newBuilder(URI.create(base
                        + "api/solve?game=nim&position=3%204%205")).build(), HttpResponse.BodyHandlers.ofString());
                probeMillis.add((System.nanoTime() - start) / 1_000_000);
                assertThat(probe.statusCode()).as(probe.body()).isEqualTo(200);
                assertThat(JSON.readTree(probe.body()).get("grundy").asInt()).isEqualTo(3 ^ 4 ^ 5);
            }
            CompletableFuture.allOf(replies.toArray(new CompletableFuture[0])).get(120, TimeUnit.SECONDS);
            probeMillis.sort(null);
            assertThat(probeMillis.get(probeMillis.size() - 1)).isLessThan(WebServer.TIMEOUT_MILLIS);
            System.out.println("load test: quick probes during the burst: median " + probeMillis.get(5) + " ms, max "
                    + probeMillis.get(9) + " ms");
            List<Long> lightMillis = new ArrayList<>();
            for (CompletableFuture<Reply> f : replies) {
                Reply r = f.get();
                assertThat(r.status()).as(r.body()).isIn(200, 422, 503);
                if (r.light()) {
                    // quick solves are answered, and right: Bouton's XOR, worked out here
                    assertThat(r.status()).as(r.body()).isEqualTo(200);
                    JsonNode answer = JSON.readTree(r.body());
                    assertThat(answer.get("grundy").asInt()).isEqualTo(r.heaps()[0] ^ r.heaps()[1] ^ r.heaps()[2]);
                    lightMillis.add(r.millis());
                } else if (r.status() != 200) {
                    assertThat(JSON.readTree(r.body()).get("error").asText()).startsWith("error: ");
                }
            }
            // the burst's quick solves never wait as long as the heavy ones' time budget
            assertThat(lightMillis.stream().mapToLong(Long::longValue).max().orElse(0))
                    .isLessThan(WebServer.TIMEOUT_MILLIS);
            lightMillis.sort(null);
            System.out.println("load test: burst of quick solves: median " + lightMillis.get(lightMillis.size() / 2)
                    + " ms, max " + lightMillis.get(lightMillis.size() - 1) + " ms");
        } finally {
            server.close();
        }
        // every thread the server started is gone
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        List<String> leaked;
        do {
            Thread.sleep(100);
            leaked = serverThreads(before);
        } while (!leaked.isEmpty() && System.nanoTime() < deadline);
        assertThat(leaked).isEmpty();
    }

    @Test
    void aBurstOfRequestsLeavesABoundedNumberOfThreads() throws Exception {
        Set<Long> before = liveThreadIds();
        WebServer server = new WebServer();
        String base = server.start("127.0.0.1", 0);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        try {
            List<CompletableFuture<HttpResponse<String>>> replies = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                replies.add(http.sendAsync(HttpRequest.newBuilder(URI.create(base + "api/solve?game=nim&position=" + i
                        + "%20" + (i + 1))).timeout(Duration.ofSeconds(60)).build(),
                        HttpResponse.BodyHandlers.ofString()));
            }
            for (int i = 0; i < replies.size(); i++) {
                HttpResponse<String> r = replies.get(i).get(120, TimeUnit.SECONDS);
                // on a loaded machine some may wait past the time budget; those answered are right
                assertThat(r.statusCode()).as(r.body()).isIn(200, 503);
                if (r.statusCode() == 200) {
                    assertThat(JSON.readTree(r.body()).get("grundy").asInt()).isEqualTo(i ^ (i + 1));
                }
            }
            // the HTTP server's pool and the two lanes with their timer; beside them only Jetty's few schedulers
            // (a connector scheduler, a server scheduler, the session housekeeper), which do not grow with load
            List<String> started = serverThreads(before);
            List<String> pools = started.stream().filter(name -> name.startsWith("sprague-")).toList();
            assertThat(pools.size()).as(started.toString()).isLessThanOrEqualTo(WebServer.HTTP_THREADS
                    + WebLanes.LIGHT_THREADS + WebLanes.HEAVY_THREADS + 1);
            assertThat(started.size() - pools.size()).as(started.toString()).isLessThanOrEqualTo(4);
        } finally {
            server.close();
        }
    }

    private static Set<Long> liveThreadIds() {
        return Thread.getAllStackTraces().keySet().stream().map(Thread::getId).collect(Collectors.toSet());
    }

    /** Threads started since {@code before}, except the test's own HTTP client's. */
    private static List<String> serverThreads(Set<Long> before) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && !before.contains(t.getId()))
                .map(Thread::getName)
                .filter(n -> !n.startsWith("HttpClient"))
                // the JVM's own drawing thread, started once by the first chart and shared by the whole process
                .filter(n -> !n.equals("Java2D Disposer"))
                .sorted()
                .collect(Collectors.toList());
    }
}
