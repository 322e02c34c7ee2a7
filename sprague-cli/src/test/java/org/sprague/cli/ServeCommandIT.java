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
        String jar = System.getProperty("sprague.jar");
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar, "serve", "--port", "0")).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
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
    void aBadPortIsBadInput() throws Exception {
        PackagedJarIT.Result r = PackagedJarIT.run("", "serve", "--port", "70000");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("error: --port must be from 0 to 65535, got 70000\n");
    }
}
