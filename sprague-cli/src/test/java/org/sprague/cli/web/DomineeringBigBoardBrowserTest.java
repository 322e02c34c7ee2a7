package org.sprague.cli.web;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Domineering on an 8x8 board in headless Chromium, with a short time per move: the moves a search does not decide
 * in time are coloured as undecided (its own colour and legend entry), the engine answers each click, the value
 * history shows undecided points, and no move is called an error; on a board whose moves the search decides at
 * once, the colours are the decided ones.
 */
class DomineeringBigBoardBrowserTest {
    private static final String UNDECIDED = "rgb(142, 68, 173)";
    private static final String WIN = "rgb(26, 152, 80)";
    private static final String LOSS = "rgb(215, 48, 39)";
    private static Chromium browser;

    @BeforeAll
    static void start() throws Exception {
        browser = new Chromium(1000, 1400, Duration.ofMillis(400));
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void theEmpty8x8BoardIsPlayedByClicksWithUndecidedMovesInTheirOwnColour() throws Exception {
        start("........ ........ ........ ........ ........ ........ ........ ........");
        List<WebElement> parts = parts();
        // Left's 56 first moves; the empty board is decided only by minutes of search, none of them in 0.4 s
        assertThat(parts).hasSize(56);
        for (WebElement part : parts) {
            assertThat(part.getAttribute("data-result")).isEqualTo("undecided");
            assertThat(part.getCssValue("fill")).isEqualTo(UNDECIDED);
        }
        assertThat(browser.driver.findElement(By.cssSelector("#legend .swatch .hint-undecided")).getCssValue("fill"))
                .isEqualTo(UNDECIDED);
        assertThat(text("legend")).contains("undecided: the search found neither in the time per move");
        for (int turn = 1; turn <= 3; turn++) {
            parts().get(turn * 7).click();
            int plies = 2 * turn;
            browser.waiting().until(d -> d.findElements(By.cssSelector("#play-log li")).size() == plies
                    && text("play-turn").contains("your move"));
            assertThat(text("play-turn")).startsWith("the engine played horizontal (");
        }
        browser.screenshot("board-domineering-8x8");
        // the start and six moves: the first positions undecided (on the line, in the undecided colour); a later one
        // may already be decided in the time, as the search grows stronger, and then has a decided colour
        assertThat(browser.driver.findElements(By.cssSelector("#history .point"))).hasSize(7);
        int undecided = browser.driver.findElements(By.cssSelector("#history .dot.hint-undecided")).size();
        int decided = browser.driver.findElements(By.cssSelector("#history .dot.hint-win, #history .dot.hint-loss"))
                .size();
        assertThat(undecided).isBetween(1, 7);
        assertThat(undecided + decided).isEqualTo(7);
        assertThat(browser.driver.findElements(By.cssSelector("#play-log li.erred"))).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("#history .point.thrown"))).isEmpty();
    }

    @Test
    void theBoardTyped8x8IsTheEmptyBoardAndIsPlayedByClicks() throws Exception {
        start("8x8");
        assertThat(browser.driver.findElements(By.cssSelector("#play-board rect.cell"))).hasSize(64);
        assertThat(parts()).hasSize(56);
        playTwoTurns();
        // four dominoes on the board: eight filled squares of 64, and the position kept as rows
        assertThat(browser.driver.findElements(By.cssSelector("#play-board rect.cell"))).hasSize(64);
        assertThat(browser.driver.findElements(By.cssSelector("#play-board rect.cell.filled"))).hasSize(8);
        assertThat(text("play-position")).doesNotContain("8x8").contains("########".substring(0, 1));
    }

    @Test
    void aBoardTheSearchDecidesAtOnceShowsTheDecidedColours() throws Exception {
        // a comb: row 1 and every other column empty, one region of 36 cells (searched, not valued), where Right
        // has at most four moves and Left many safe ones: the counts decide every move
        start("........ .#.#.#.# .#.#.#.# .#.#.#.# .#.#.#.# .#.#.#.# .#.#.#.# .#.#.#.#");
        for (WebElement part : parts()) {
            assertThat(part.getAttribute("data-result")).isEqualTo("win");
            assertThat(part.getCssValue("fill")).isEqualTo(WIN);
        }
        assertThat(text("legend")).contains("wins: the search found a win");
        parts().get(0).click();
        browser.waiting().until(d -> d.findElements(By.cssSelector("#play-log li")).size() == 2
                && text("play-turn").contains("your move"));
        assertThat(browser.driver.findElements(By.cssSelector("#history .dot.hint-win"))).hasSize(3);
        assertThat(browser.driver.findElements(By.cssSelector("#history .dot.hint-undecided"))).isEmpty();
        assertThat(parts()).allMatch(p -> WIN.equals(p.getCssValue("fill"))).noneMatch(p -> LOSS.equals(
                p.getCssValue("fill")));
    }

    @Test
    void asRightTheBoardsTypedRxCArePlayedWithEachSidesDominoesInItsColour() throws Exception {
        // 4x4 to the end: the person places horizontal dominoes only, the engine vertical ones
        startAs("right", "4x4");
        int turns = 0;
        while (text("play-result").isEmpty()) {
            assertThat(parts()).isNotEmpty().allMatch(p -> p.getAttribute("data-move").startsWith("horizontal"));
            List<WebElement> wins = browser.driver.findElements(By.cssSelector("#play-board [data-result='win']"));
            (wins.isEmpty() ? parts() : wins).get(0).click();
            int plies = 2 * ++turns;
            browser.waiting().until(d -> !text("play-result").isEmpty() || d.findElements(
                    By.cssSelector("#play-log li")).size() == plies && text("play-turn").contains("your move"));
            assertThat(turns).isLessThan(9);
        }
        List<WebElement> log = browser.driver.findElements(By.cssSelector("#play-log li"));
        assertThat(log).allMatch(l -> l.getText().startsWith(l.getText().startsWith("you") ? "you: horizontal"
                : "engine: vertical"));
        long mine = log.stream().filter(l -> l.getText().startsWith("you")).count();
        // Right's dominoes red, Left's (the engine's) blue: two squares each
        assertThat(browser.driver.findElements(By.cssSelector("#play-board .cell.placed-right"))).hasSize(
                (int) (2 * mine));
        assertThat(browser.driver.findElements(By.cssSelector("#play-board .cell.placed-left"))).hasSize(
                2 * (log.size() - (int) mine));

        // 8x8: Right's 56 first moves, and two turns
        startAs("right", "8x8");
        assertThat(parts()).hasSize(56).allMatch(p -> p.getAttribute("data-move").startsWith("horizontal"));
        playTwoTurns();
        assertThat(browser.driver.findElements(By.cssSelector("#play-board .cell.placed-right"))).hasSize(4);
        assertThat(browser.driver.findElements(By.cssSelector("#play-board .cell.placed-left"))).hasSize(4);
    }

    /** Opens the page, asks to play Domineering on {@code rows} as {@code side} with hints, and waits for the turn. */
    private static void startAs(String side, String rows) {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("domineering");
        new Select(browser.driver.findElement(By.id("play-side"))).selectByValue(side);
        WebElement field = browser.driver.findElement(By.id("position"));
        field.clear();
        field.sendKeys(rows);
        browser.driver.findElement(By.id("play")).click();
        browser.driver.findElement(By.id("hint")).click();
        browser.waiting().until(d -> text("play-turn").contains("your move"));
    }

    /** Opens the page, asks to play Domineering on {@code rows} as Left with hints, and waits for the first turn. */
    private static void start(String rows) {
        startAs("left", rows);
    }

    /** Clicks the 6th and then the 11th move offered, each time waiting for the engine's answer. */
    private static void playTwoTurns() {
        for (int turn = 1; turn <= 2; turn++) {
            parts().get(turn * 5).click();
            int plies = 2 * turn;
            browser.waiting().until(d -> d.findElements(By.cssSelector("#play-log li")).size() == plies
                    && text("play-turn").contains("your move"));
        }
    }

    private static List<WebElement> parts() {
        return browser.driver.findElements(By.cssSelector("#play-board [data-move]"));
    }

    private static String text(String id) {
        return browser.driver.findElement(By.id(id)).getText();
    }
}
