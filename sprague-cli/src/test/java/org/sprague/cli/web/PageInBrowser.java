package org.sprague.cli.web;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A browser test's page: one headless Chromium and server for the test class (1000 by 1400 pixels), and the few
 * things the tests do on the page: click a control, read its text, type into a field, find a move's part.
 */
abstract class PageInBrowser {
    static Chromium browser;

    @BeforeAll
    static void startBrowser() throws Exception {
        browser = new Chromium(1000, 1400);
    }

    @AfterAll
    static void stopBrowser() throws Exception {
        if (browser != null) {
            browser.close();
            browser = null;
        }
    }

    static void click(String id) {
        browser.driver.findElement(By.id(id)).click();
    }

    static String text(String id) {
        return browser.driver.findElement(By.id(id)).getText();
    }

    static void type(String id, String value) {
        WebElement field = browser.driver.findElement(By.id(id));
        field.clear();
        field.sendKeys(value);
    }

    /** The part of the board in play that makes {@code move}. */
    static WebElement part(String move) {
        return browser.driver.findElements(By.cssSelector("#play-board [data-move]")).stream()
                .filter(e -> move.equals(e.getAttribute("data-move"))).findFirst().orElseThrow();
    }

    /** The record of the game in play, a line a move. */
    static List<WebElement> log() {
        return browser.driver.findElements(By.cssSelector("#play-log li"));
    }
}
