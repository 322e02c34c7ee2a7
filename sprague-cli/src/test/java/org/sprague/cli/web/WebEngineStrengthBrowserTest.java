package org.sprague.cli.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine that sometimes errs, in headless Chromium: with the same seed a game goes the same way again; with
 * Nim 3 4 5 and the engine first (a first-player win: nim-sum 2), the engine's moves the record calls a thrown-away
 * win are exactly those that left a nim-sum other than 0 from a position whose nim-sum was not 0 (Bouton's theorem,
 * worked in the test), there is at least one for this seed, and the person, always taking a winning move, wins.
 */
class WebEngineStrengthBrowserTest extends PageInBrowser {
    private static final Pattern MOVE = Pattern.compile("^(\\w+): heap (\\d+): (\\d+) -> (\\d+) ");

    @Test
    void theEngineThatErrsRepeatsItsGameAndItsErrorsAreBoutonsLosingMoves() {
        List<String> first = playAgainstTheEngine("3");
        assertThat(text("play-result")).isEqualTo("you win");
        List<String> again = playAgainstTheEngine("3");
        assertThat(again).as("the same seed, the same game").isEqualTo(first);

        int[] heaps = {3, 4, 5};
        int thrown = 0;
        for (String line : first) {
            Matcher m = MOVE.matcher(line);
            assertThat(m.find()).as(line).isTrue();
            boolean winningBefore = nimSum(heaps) != 0;
            heaps[Integer.parseInt(m.group(2)) - 1] = Integer.parseInt(m.group(4));
            boolean threwTheWin = winningBefore && nimSum(heaps) != 0;
            if (m.group(1).equals("engine")) {
                assertThat(line.contains("the win was thrown away")).as(line).isEqualTo(threwTheWin);
                thrown += threwTheWin ? 1 : 0;
            }
        }
        assertThat(thrown).as("the engine erred").isPositive();
        assertThat(heaps).containsOnly(0);
    }

    private static int nimSum(int[] heaps) {
        return Arrays.stream(heaps).reduce(0, (a, b) -> a ^ b);
    }

    /** Plays Nim 3 4 5 against the engine that errs, the engine first, the person taking a winning move if any. */
    private static List<String> playAgainstTheEngine(String seed) {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("nim");
        type("position", "3 4 5");
        new Select(browser.driver.findElement(By.id("play-mode"))).selectByValue("engine");
        new Select(browser.driver.findElement(By.id("strength"))).selectByValue("errs");
        type("seed", seed);
        click("play");
        click("hint");
        int moves = 0;
        while (true) {
            int before = moves;
            browser.waiting().until(d -> !text("play-result").isEmpty()
                    || log().size() == 2 * before + 1 && text("play-turn").contains("your move"));
            if (!text("play-result").isEmpty()) {
                break;
            }
            List<WebElement> wins = browser.driver.findElements(By.cssSelector("#play-board [data-result='win']"));
            (wins.isEmpty() ? browser.driver.findElements(By.cssSelector("#play-board [data-move]")) : wins)
                    .get(0).click();
            moves++;
            assertThat(moves).isLessThan(13);
        }
        List<String> lines = new ArrayList<>();
        log().forEach(l -> lines.add(l.getText()));
        return lines;
    }
}
