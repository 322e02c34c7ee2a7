package org.sprague.cli.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The accessibility engine axe-core (Deque Systems, from npm: {@code src/test/axe/package-lock.json}, which
 * {@code .ci/run} installs with {@code npm ci}) run on the page in the browser: the rules of WCAG 2.0, 2.1 and 2.2 at
 * levels A and AA and axe's best practices. Without the package the check is skipped, except on CI, where it fails.
 */
final class Axe {
    private static final Path SCRIPT = Path.of("src", "test", "axe", "node_modules", "axe-core", "axe.min.js");

    private Axe() {
    }

    /** The engine's source, or the test skipped where it is not installed. */
    static String source() throws Exception {
        boolean present = Files.isReadable(SCRIPT);
        if (!present && "true".equals(System.getenv("CI"))) {
            throw new IllegalStateException("CI needs axe-core: npm ci --prefix sprague-cli/src/test/axe");
        }
        assumeTrue(present, "axe-core is not installed (npm ci --prefix sprague-cli/src/test/axe)");
        return Files.readString(SCRIPT);
    }

    /**
     * The violations of impact "serious" or "critical" on the page as it is now, one line each: the rule, its help
     * and the first elements it names.
     */
    @SuppressWarnings("unchecked")
    static List<String> seriousViolations(WebDriver driver, String source) {
        JavascriptExecutor js = (JavascriptExecutor) driver;
        if (!Boolean.TRUE.equals(js.executeScript("return typeof window.axe === 'object'"))) {
            js.executeScript(source);
        }
        Object answer = js.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, { resultTypes: ['violations'] })
                  .then((r) => done(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
                    .map((v) => v.id + ' (' + v.impact + '): ' + v.help + ' at '
                      + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', '))))
                  .catch((e) => done(['axe failed: ' + e]));
                """);
        return (List<String>) answer;
    }

    /** The parts of {@code selector} narrower or lower than {@code pixels} CSS pixels, as "move: width x height". */
    @SuppressWarnings("unchecked")
    static List<String> smallTargets(WebDriver driver, String selector, double pixels) {
        Object answer = ((JavascriptExecutor) driver).executeScript("""
                return [...document.querySelectorAll(arguments[0])].map((e) => [e, e.getBoundingClientRect()])
                  .filter(([, r]) => r.width < arguments[1] || r.height < arguments[1])
                  .map(([e, r]) => (e.dataset.move || e.id || e.tagName) + ': ' + Math.round(r.width) + ' x '
                    + Math.round(r.height));
                """, selector, pixels);
        return (List<String>) answer;
    }

    /** The page's width and its scrolled width, in CSS pixels. */
    @SuppressWarnings("unchecked")
    static Map<String, Long> widths(WebDriver driver) {
        return (Map<String, Long>) ((JavascriptExecutor) driver).executeScript(
                "return { inner: window.innerWidth, scroll: document.documentElement.scrollWidth };");
    }
}
