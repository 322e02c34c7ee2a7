package org.sprague.cli.web;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A headless Chromium and a server for a browser test: the system's browser and driver (Debian's {@code chromium}
 * and {@code chromium-driver}), so Selenium downloads nothing. Without them the test is skipped, except on CI, where
 * it fails.
 */
final class Chromium implements AutoCloseable {
    private static final File DRIVER = new File("/usr/bin/chromedriver");
    private static final File BROWSER = new File("/usr/bin/chromium");
    final WebServer server;
    final WebDriver driver;
    final String base;
    private final Path profile;

    Chromium(int width, int height) throws Exception {
        this(width, height, org.sprague.play.MoveValues.DEFAULT_MOVE_TIME);
    }

    /** A browser whose server values moves by search within {@code moveTime} where a game does so. */
    Chromium(int width, int height, Duration moveTime) throws Exception {
        boolean present = DRIVER.canExecute() && BROWSER.canExecute();
        if (!present && "true".equals(System.getenv("CI"))) {
            throw new IllegalStateException("CI needs chromium and chromium-driver (apt-get install chromium"
                    + " chromium-driver); .ci/run installs them");
        }
        assumeTrue(present, "chromium and chromium-driver are not installed");
        System.setProperty("webdriver.chrome.driver", DRIVER.getPath());
        System.setProperty("SE_OFFLINE", "true");
        server = new WebServer(moveTime);
        base = server.start("127.0.0.1", 0);
        profile = Files.createTempDirectory("sprague-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=" + width + "," + height, "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER)
                .usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
    }

    WebDriverWait waiting() {
        return new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    /** Loads the page and waits until it has its games. */
    void open() {
        driver.get(base);
        waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
    }

    /** Saves a screenshot as {@code target/screenshots/NAME.png} and returns its path. */
    Path screenshot(String name) throws Exception {
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Path to = shots.resolve(name + ".png");
        Files.copy(shot.toPath(), to, StandardCopyOption.REPLACE_EXISTING);
        return to;
    }

    @Override
    public void close() throws Exception {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (var files = Files.walk(profile)) {
                files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }
}
