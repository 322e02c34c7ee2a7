package org.sprague.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code sprague serve} from the packaged jar: prints its loopback address, answers, and stops on a signal. */
class ServeCommandIT {
    @Test
    void servesOnTheLoopbackAddressItPrints() throws Exception {
        Process p = serve();
        try {
            String line = firstLine(p);
            Matcher m = Pattern.compile("sprague serve: (http://127\\.0\\.0\\.1:\\d+/) \\(Ctrl-C stops it\\)")
                    .matcher(line == null ? "" : line);
            assertThat(m.matches()).as(line).isTrue();
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(m.group(1)
                    + "api/solve?game=nim&position=3%204%205")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).contains("\"grundy\":2");
        } finally {
            p.destroy();
            assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void stopsOnSigtermWithARequestInFlight() throws Exception {
        Process p = serve();
        try {
            Matcher m = Pattern.compile("sprague serve: (http://\\S+/) .*").matcher(String.valueOf(firstLine(p)));
            assertThat(m.matches()).isTrue();
            // a search of seconds (an 8x8 Domineering board's outcome), still running when the signal comes
            java.util.concurrent.CompletableFuture<HttpResponse<String>> slow = HttpClient.newHttpClient().sendAsync(
                    HttpRequest.newBuilder(URI.create(m.group(1) + "api/solve?game=domineering&position=8x8")).build(),
                    HttpResponse.BodyHandlers.ofString());
            Thread.sleep(1_500);
            assertThat(slow).as("the request is still in flight").isNotDone();
            long start = System.nanoTime();
            p.destroy(); // SIGTERM
            assertThat(p.waitFor(5, TimeUnit.SECONDS)).as("exits within 5 s of SIGTERM").isTrue();
            assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
        } finally {
            p.destroyForcibly();
        }
    }

    /** {@code serve --port 0} from the packaged jar, standard error with standard output. */
    private static Process serve() throws java.io.IOException {
        return new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                System.getProperty("sprague.jar"), "serve", "--port", "0")).redirectErrorStream(true).start();
    }

    private static String firstLine(Process p) throws java.io.IOException {
        return new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
    }

    @Test
    void anEmptyHostIsBadInput() throws Exception {
        PackagedJarIT.Result r = PackagedJarIT.run("", "serve", "--host", "");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --host is empty").hasLineCount(1);
    }

    @Test
    void aBadPortIsBadInput() throws Exception {
        PackagedJarIT.Result r = PackagedJarIT.run("", "serve", "--port", "70000");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("error: --port must be from 0 to 65535, got 70000\n");
    }
}
