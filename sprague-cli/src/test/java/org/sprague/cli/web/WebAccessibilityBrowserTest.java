package org.sprague.cli.web;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page for a screen reader, a keyboard and a phone, in headless Chromium: axe-core finds no serious or critical
 * violation on the first page, on an answer and during play; the board's move buttons are in the accessibility tree
 * (no {@code role="img"} above them); the engine's move is announced in a live region; a point of the game so far is
 * reached with Tab and taken back with Enter; and on a 375 px wide screen every move of a board that fits is at least
 * 44 by 44 px (WCAG 2.2, 2.5.5 target size), with the turn, Undo and Restart nearer the board than the move list.
 */
class WebAccessibilityBrowserTest extends PageInBrowser {
    private static String axe;

    @BeforeAll
    static void loadTheEngine() throws Exception {
        axe = Axe.source();
    }

    @Test
    void theFirstPageAndAnAnswerHaveNoSeriousViolation() {
        browser.open();
        assertThat(Axe.seriousViolations(browser.driver, axe)).as("the first page").isEmpty();
        start("domineering", "4x4", "you");
        click("solve");
        browser.waiting().until(d -> !text("outcome").isEmpty());
        assertThat(Axe.seriousViolations(browser.driver, axe)).as("an answer with its board").isEmpty();
    }

    @Test
    void playIsReadAloudAndWorksByKeyboard() {
        start("nim", "1 2 3", "engine");
        click("play");
        browser.waiting().until(d -> log().size() == 1 && text("play-turn").contains("your move"));
        assertThat(Axe.seriousViolations(browser.driver, axe)).as("during play").isEmpty();
        // the engine's move is in a live region, so a screen reader says it without a look at the page
        WebElement said = browser.driver.findElement(By.id("play-turn"));
        assertThat(said.getAttribute("aria-live")).isEqualTo("polite");
        assertThat(said.getText()).startsWith("the engine played ");
        // the board's moves are buttons a screen reader finds: no ancestor hides them as an image
        List<WebElement> moves = browser.driver.findElements(By.cssSelector("#play-board [data-move]"));
        assertThat(moves).isNotEmpty().allSatisfy(m -> {
            assertThat(m.getAttribute("role")).isEqualTo("button");
            assertThat(m.findElements(By.xpath("ancestor::*[@role='img']"))).isEmpty();
        });
        // the person's move by keyboard, then the start of the game so far by Tab and Enter
        moves.get(0).sendKeys(Keys.ENTER);
        browser.waiting().until(d -> log().size() == 3 || !text("play-result").isEmpty());
        WebElement start = browser.driver.findElement(By.cssSelector("#history .point[data-ply='0']"));
        assertThat(start.getAttribute("tabindex")).isEqualTo("0");
        assertThat(start.getAttribute("role")).isEqualTo("button");
        start.sendKeys(Keys.ENTER);
        browser.waiting().until(d -> log().size() == 1 && text("play-turn").contains("your move"));
        assertThat(Axe.seriousViolations(browser.driver, axe)).as("after going back").isEmpty();
    }

    @Test
    void onAPhoneTheMovesAreBigEnoughAndTheControlsNearTheBoard() {
        browser.driver.manage().window().setSize(new Dimension(375, 800));
        try {
            for (String[] game : new String[][] {{"domineering", "4x4"}, {"nim", "3 4 5"}}) {
                start(game[0], game[1], "you");
                click("play");
                browser.waiting().until(d -> text("play-turn").contains("your move"));
                assertThat(Axe.smallTargets(browser.driver, "#play-board [data-move]", 44)).as(game[0]).isEmpty();
                assertThat(Axe.smallTargets(browser.driver, "#play-moves button, #undo, #restart", 44))
                        .as(game[0]).isEmpty();
                assertThat(Axe.widths(browser.driver).get("scroll")).as("no sideways scroll")
                        .isLessThanOrEqualTo(Axe.widths(browser.driver).get("inner"));
                int boardBottom = bottom("play-board");
                assertThat(top("restart")).as("Restart before the move list").isLessThan(top("move-list"));
                assertThat(top("play-turn")).as("the turn beside the board").isLessThan(boardBottom);
                assertThat(top("play-result")).as("the result before the move list").isLessThan(top("move-list"));
            }
            assertThat(Axe.seriousViolations(browser.driver, axe)).as("on a phone").isEmpty();
        } finally {
            browser.driver.manage().window().setSize(new Dimension(1000, 1400));
        }
    }

    private static int top(String id) {
        return browser.driver.findElement(By.id(id)).getRect().getY();
    }

    private static int bottom(String id) {
        var r = browser.driver.findElement(By.id(id)).getRect();
        return r.getY() + r.getHeight();
    }

    private static void start(String game, String position, String mode) {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue(game);
        type("position", position);
        new Select(browser.driver.findElement(By.id("play-mode"))).selectByValue(mode);
    }
}
