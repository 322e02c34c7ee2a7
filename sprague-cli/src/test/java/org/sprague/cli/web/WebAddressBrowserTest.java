package org.sprague.cli.web;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page's address holds the game in play: opened in a new browser (against a new server) it shows the same
 * position and record; Back and Forward walk through the game.
 */
class WebAddressBrowserTest extends PageInBrowser {
    @Test
    void anAddressReopensTheGameAndBackAndForwardWalkThroughIt() throws Exception {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("nim");
        click(browser.driver, "opt-misere");
        type("position", "3 4 5");
        click(browser.driver, "play");
        waitForTurn(browser.driver, 0);
        part(browser.driver, "heap 1: 3 -> 1").click();
        waitForTurn(browser.driver, 2);
        String positionAfterTwo = text(browser.driver, "play-position");
        List<WebElement> parts = browser.driver.findElements(By.cssSelector("#play-board [data-move]"));
        parts.get(parts.size() - 1).click();
        waitForTurn(browser.driver, 4);
        String position = text(browser.driver, "play-position");
        String record = text(browser.driver, "play-log");
        String url = browser.driver.getCurrentUrl();
        assertThat(url).contains("#game=nim").contains("misere").contains("move=");

        // a new browser and a new server: the same game, position and record
        try (Chromium other = new Chromium(1000, 1400)) {
            other.driver.get(other.base + url.substring(url.indexOf('#')));
            waitForTurn(other.driver, 4);
            assertThat(text(other.driver, "play-position")).isEqualTo(position);
            assertThat(text(other.driver, "play-log")).isEqualTo(record);
            assertThat(new Select(other.driver.findElement(By.id("game"))).getFirstSelectedOption()
                    .getAttribute("value")).isEqualTo("nim");
            assertThat(other.driver.findElement(By.id("opt-misere")).isSelected()).isTrue();
            assertThat(other.driver.findElements(By.cssSelector("#history .point"))).hasSize(5);
            // the address stays the one opened
            assertThat(other.driver.getCurrentUrl()).endsWith(url.substring(url.indexOf('#')));
        }

        // Back: the position after the first two moves; Forward: after four again
        browser.driver.navigate().back();
        waitForTurn(browser.driver, 2);
        assertThat(text(browser.driver, "play-position")).isEqualTo(positionAfterTwo);
        browser.driver.navigate().forward();
        waitForTurn(browser.driver, 4);
        assertThat(text(browser.driver, "play-position")).isEqualTo(position);
        assertThat(text(browser.driver, "play-log")).isEqualTo(record);
    }

    private static void waitForTurn(WebDriver d, int moves) {
        new org.openqa.selenium.support.ui.WebDriverWait(d, java.time.Duration.ofSeconds(30)).until(x ->
                x.findElements(By.cssSelector("#play-log li")).size() == moves
                        && text(x, "play-turn").contains("your move"));
    }

    private static WebElement part(WebDriver d, String move) {
        return d.findElements(By.cssSelector("#play-board [data-move]")).stream()
                .filter(e -> move.equals(e.getAttribute("data-move"))).findFirst().orElseThrow();
    }

    private static void click(WebDriver d, String id) {
        d.findElement(By.id(id)).click();
    }

    private static String text(WebDriver d, String id) {
        return d.findElement(By.id(id)).getText();
    }
}
