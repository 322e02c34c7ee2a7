package org.sprague.cli.web;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a learner reads, in headless Chromium, on the 2x2 Domineering board worked by hand: Left's vertical domino
 * leaves one vertical space, a move for Left only (value 1); Right's horizontal one leaves -1; so the board is
 * {1|-1} = ±1 (Winning Ways, ch. 1-2), class N, with mean 0 and temperature 1 (ch. 6). The answer says the class in
 * words, writes the value ±1, leaves out the Grundy and remoteness rows, draws the thermograph with numbered axes and
 * colours both of Left's dominoes as wins on its board; in play each move says the class it leaves (L), the grid has
 * its coordinates and Left's placed domino is blue.
 */
class WebLearnerBrowserTest extends PageInBrowser {
    @Test
    void theSmallestDomineeringBoardReadAsTheTextbookDoes() {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("domineering");
        type("position", ".. ..");
        click("solve");
        browser.waiting().until(d -> !text("outcome").isEmpty() && !browser.driver.findElements(
                By.cssSelector("#result-board [data-move]")).isEmpty());
        assertThat(text("outcome")).contains("class N: whoever moves next wins");
        assertThat(text("value")).isEqualTo("±1");
        assertThat(browser.driver.findElement(By.id("grundy")).isDisplayed()).isFalse();
        assertThat(browser.driver.findElement(By.id("remoteness")).isDisplayed()).isFalse();
        WebElement thermograph = browser.driver.findElement(By.cssSelector("#thermograph svg"));
        assertThat(thermograph.getAttribute("aria-label")).isEqualTo("thermograph: mean 0, temperature 1");
        assertThat(thermograph.findElements(By.cssSelector(".tick"))).extracting(WebElement::getText)
                .contains("-1", "0", "1");
        List<WebElement> parts = browser.driver.findElements(By.cssSelector("#result-board [data-move]"));
        assertThat(parts).filteredOn(p -> "win".equals(p.getAttribute("data-result")))
                .extracting(p -> p.getAttribute("data-move")).allMatch(m -> m.startsWith("vertical")).hasSize(2);

        new Select(browser.driver.findElement(By.id("play-mode"))).selectByValue("you");
        click("play");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        click("hint");
        assertThat(browser.driver.findElements(By.cssSelector("#play-board .coordinate")))
                .extracting(WebElement::getText).containsExactly("1", "2", "1", "2");
        WebElement vertical = part("vertical (1,1)-(2,1)");
        assertThat(vertical.findElement(By.tagName("title")).getAttribute("textContent"))
                .contains("leaves class L: Left wins, whoever moves next");
        vertical.click();
        browser.waiting().until(d -> !text("play-result").isEmpty());
        assertThat(text("play-result")).isEqualTo("you win");
        assertThat(browser.driver.findElements(By.cssSelector("#play-board .cell.placed-left"))).hasSize(2);
    }

    /**
     * The values table beside a chart, for the subtraction game with moves 1 and 2, worked by hand: G(n) = n mod 3
     * (from 0 a player cannot move; 1 and 2 reach 0; 3 reaches only 2 and 1, so 0; and so on), so the P-positions
     * are the multiples of 3.
     */
    @Test
    void theChartHasItsValuesTableWithThePPositions() {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("subtraction");
        type("opt-set", "1,2");
        type("upto", "30");
        click("chart");
        browser.waiting().until(d -> d.findElements(By.cssSelector("#values tr")).size() == 32);
        List<WebElement> rows = browser.driver.findElements(By.cssSelector("#values tr"));
        for (int n = 0; n <= 30; n++) {
            List<WebElement> cells = rows.get(n + 1).findElements(By.tagName("td"));
            assertThat(cells).extracting(WebElement::getText).as("n = " + n)
                    .containsExactly(String.valueOf(n), String.valueOf(n % 3), n % 3 == 0 ? "P" : "");
        }
        assertThat(browser.driver.findElement(By.cssSelector("#values caption")).getText()).contains("period 3");
    }
}
