package org.sprague.cli.web;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page as a person uses it, in headless Chromium (Debian's {@code chromium} and {@code chromium-driver};
 * {@code .ci/run} installs them): solve a position and read why, then play Nim against the engine to the end,
 * and save a screenshot in {@code target/screenshots}. Selenium is given the system's driver, so it downloads
 * nothing. Without the browser the test is skipped, except on CI, where it fails.
 */
class WebPageBrowserTest {
    private static Chromium chromium;
    private static WebDriver driver;
    private static String base;

    @BeforeAll
    static void start() throws Exception {
        chromium = new Chromium(1000, 1900);
        driver = chromium.driver;
        base = chromium.base;
    }

    @AfterAll
    static void stop() throws Exception {
        if (chromium != null) {
            chromium.close();
        }
    }

    private static WebDriverWait waiting() {
        return chromium.waiting();
    }

    @Test
    void changingTheGameClearsThePreviousAnswer() {
        driver.get(base);
        waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
        new Select(driver.findElement(By.id("game"))).selectByValue("domineering");
        WebElement position = driver.findElement(By.id("position"));
        position.clear();
        position.sendKeys(".. ..");
        driver.findElement(By.id("solve")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("winning-moves"), "vertical"));
        assertThat(driver.findElement(By.id("result")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("explanation")).getText()).isNotEmpty()
                .doesNotContain("no line of play");
        // partizan games are played by the engine: the explanation shows its line
        assertThat(driver.findElement(By.id("explanation-line")).getText()).contains("vertical");

        new Select(driver.findElement(By.id("game"))).selectByValue("nim");
        // the Domineering answer, its moves and its explanation are gone, not shown as if they were Nim's
        assertThat(driver.findElement(By.id("result")).isDisplayed()).isFalse();
        for (String id : List.of("outcome", "grundy", "remoteness", "winning-moves", "explanation", "notes")) {
            assertThat(driver.findElement(By.id(id)).getAttribute("textContent")).as(id).isEmpty();
        }
        assertThat(driver.findElement(By.id("board")).isDisplayed()).isFalse();

        // and Nim's own answer then shows as usual
        position = driver.findElement(By.id("position"));
        position.clear();
        position.sendKeys("1 2");
        driver.findElement(By.id("solve")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("winning-moves"), "heap 2: 2 -> 1"));
        assertThat(driver.findElement(By.id("winning-moves")).getText()).doesNotContain("vertical");
    }

    @Test
    void solveExplainAndPlayNimToTheEnd() throws Exception {
        driver.get(base);
        waiting().until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
        new Select(driver.findElement(By.id("game"))).selectByValue("nim");
        WebElement position = driver.findElement(By.id("position"));
        position.clear();
        position.sendKeys("3 4 5");
        driver.findElement(By.id("solve")).click();
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(By.id("outcome"), "first"));
        assertThat(driver.findElement(By.id("grundy")).getText()).isEqualTo("2");
        assertThat(driver.findElement(By.id("remoteness")).getText()).isEqualTo("11");
        assertThat(driver.findElement(By.id("winning-moves")).getText()).contains("heap 1: 3 -> 1");
        assertThat(driver.findElement(By.id("explanation-steps")).getText()).contains("nim-sum 3 xor 4 xor 5 = 2");

        // play, with hints on: always a winning move; the engine answers until nothing is left
        driver.findElement(By.id("play")).click();
        driver.findElement(By.id("hint")).click();
        int moves = 0;
        while (driver.findElement(By.id("play-result")).getText().isEmpty()) {
            waiting().until(d -> !d.findElement(By.id("play-result")).getText().isEmpty()
                    || !d.findElements(By.cssSelector("#play-moves button.hint-win")).isEmpty());
            List<WebElement> wins = driver.findElements(By.cssSelector("#play-moves button.hint-win"));
            if (!wins.isEmpty() && driver.findElement(By.id("play-result")).getText().isEmpty()) {
                wins.get(0).click();
                moves++;
                // wait until the engine has answered (or the game is over)
                int before = moves;
                waiting().until(d -> d.findElements(By.cssSelector("#play-log li")).size() >= 2 * before
                        || !d.findElement(By.id("play-result")).getText().isEmpty());
            }
            assertThat(moves).isLessThan(20);
        }
        assertThat(driver.findElement(By.id("play-result")).getText()).isEqualTo("you win");
        assertThat(driver.findElement(By.id("play-position")).getText()).isEqualTo("0 0 0");
        assertThat(driver.findElement(By.id("play-log")).getText()).doesNotContain("an error");
        assertThat(Files.size(chromium.screenshot("play-nim"))).isGreaterThan(10_000);
    }
}
