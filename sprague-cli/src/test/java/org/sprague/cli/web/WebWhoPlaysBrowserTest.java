package org.sprague.cli.web;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.sprague.catalog.GameOptions;
import org.sprague.play.MoveValues;
import org.sprague.play.ValuedMove;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Who plays, in headless Chromium: the engine first from a losing position, two people at one screen (Nim, and
 * Domineering's Left and Right), the person's side in a partizan game, Restart, a setting changed mid-game (which
 * starts the game again, coloured by the new rules), the position edited mid-game (the game starts again from it)
 * and a start that fails (which leaves no section behind).
 */
class WebWhoPlaysBrowserTest extends PageInBrowser {
    @Test
    void theEngineMovesFirstFromALosingPositionAndThePersonWins() {
        // 1 2 3 has nim-sum 0: whoever moves first loses with best play
        choose("nim", "1 2 3", "engine");
        click("play");
        click("hint");
        int moves = 0;
        while (text("play-result").isEmpty()) {
            int before = moves;
            browser.waiting().until(d -> !text("play-result").isEmpty()
                    || log().size() == 2 * before + 1 && text("play-turn").contains("your move"));
            if (!text("play-result").isEmpty()) {
                break;
            }
            if (moves == 0) {
                assertThat(log().get(0).getText()).startsWith("engine: ");
                assertThat(text("play-turn")).startsWith("the engine played ");
            }
            List<WebElement> wins = browser.driver.findElements(By.cssSelector("#play-board [data-result='win']"));
            assertThat(wins).as("a winning move after the engine's").isNotEmpty();
            wins.get(0).click();
            moves++;
            assertThat(moves).isLessThan(10);
        }
        browser.waiting().until(d -> !text("play-result").isEmpty());
        assertThat(text("play-result")).isEqualTo("you win");
        assertThat(text("play-log")).doesNotContain("an error: heap");
        // the start is drawn from the engine's side, which loses: below the line
        String start = browser.driver.findElement(By.cssSelector("#history .point[data-ply='0']")).getAttribute(
                "data-height");
        assertThat(Double.parseDouble(start)).isPositive();
    }

    @Test
    void twoPlayersAtOneScreenBothClick() {
        choose("nim", "1 2", "two");
        click("play");
        browser.waiting().until(d -> text("play-turn").startsWith("player 1 to move"));
        assertThat(browser.driver.findElement(By.id("undo")).getText()).isEqualTo("Undo the last move");
        part("heap 2: 2 -> 1").click();
        browser.waiting().until(d -> text("play-turn").startsWith("player 2 to move"));
        // no engine: the second player's moves wait for a click
        assertThat(log()).hasSize(1);
        part("heap 1: 1 -> 0").click();
        browser.waiting().until(d -> text("play-turn").startsWith("player 1 to move"));
        part("heap 2: 1 -> 0").click();
        browser.waiting().until(d -> !text("play-result").isEmpty());
        assertThat(text("play-result")).isEqualTo("player 1 wins");
        assertThat(log()).extracting(WebElement::getText).satisfiesExactly(
                l -> assertThat(l).startsWith("player 1: heap 2: 2 -> 1"),
                l -> assertThat(l).startsWith("player 2: heap 1: 1 -> 0"),
                l -> assertThat(l).startsWith("player 1: heap 2: 1 -> 0"));
        // Undo takes back one move: player 1's last
        click("undo");
        browser.waiting().until(d -> text("play-turn").startsWith("player 1 to move"));
        assertThat(log()).hasSize(2);
        assertThat(text("play-result")).isEmpty();
    }

    @Test
    void leftAndRightTakeTurnsAtOneScreenInDomineering() {
        choose("domineering", "3x3", "two");
        click("play");
        int plies = 0;
        while (true) {
            int before = plies;
            browser.waiting().until(d -> !text("play-result").isEmpty() || log().size() == before
                    && text("play-turn").contains(" to move"));
            if (!text("play-result").isEmpty()) {
                break;
            }
            String mover = plies % 2 == 0 ? "Left" : "Right";
            assertThat(text("play-turn")).startsWith(mover + " to move");
            List<WebElement> parts = browser.driver.findElements(By.cssSelector("#play-board [data-move]"));
            assertThat(parts).allMatch(p -> p.getAttribute("data-move").startsWith(
                    mover.equals("Left") ? "vertical" : "horizontal"));
            parts.get(0).click();
            plies++;
            assertThat(plies).isLessThan(10);
        }
        // whoever cannot move loses: the last to move wins
        assertThat(text("play-result")).isEqualTo((plies % 2 == 1 ? "Left" : "Right") + " wins");
        assertThat(log().get(0).getText()).startsWith("Left: vertical");
    }

    @Test
    void thePersonPlaysRightAgainstTheEngine() {
        choose("domineering", "3x3", "you");
        new Select(browser.driver.findElement(By.id("play-side"))).selectByValue("right");
        click("play");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        assertThat(text("play-turn")).contains("(you are Right)");
        assertThat(new Select(browser.driver.findElement(By.id("opt-first"))).getFirstSelectedOption().getText())
                .isEqualTo("right");
        List<WebElement> parts = browser.driver.findElements(By.cssSelector("#play-board [data-move]"));
        assertThat(parts).isNotEmpty().allMatch(p -> p.getAttribute("data-move").startsWith("horizontal"));

        // the engine first, the person still Right: the engine plays Left's vertical domino, then it is Right's turn
        new Select(browser.driver.findElement(By.id("play-mode"))).selectByValue("engine");
        browser.waiting().until(d -> log().size() == 1 && text("play-turn").contains("your move"));
        assertThat(log().get(0).getText()).startsWith("engine: vertical");
        assertThat(browser.driver.findElements(By.cssSelector("#play-board [data-move]")))
                .allMatch(p -> p.getAttribute("data-move").startsWith("horizontal"));
    }

    @Test
    void restartStartsTheSameGameAgain() {
        choose("nim", "3 4 5", "you");
        click("play");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        part("heap 1: 3 -> 1").click();
        browser.waiting().until(d -> log().size() == 2 && text("play-turn").contains("your move"));
        click("restart");
        browser.waiting().until(d -> log().isEmpty() && text("play-turn").contains("your move"));
        assertThat(text("play-position")).isEqualTo("3 4 5");
        assertThat(browser.driver.findElements(By.cssSelector("#history .point"))).hasSize(1);
    }

    @Test
    void switchingToMisereMidGameStartsAgainWithTheMisereColours() {
        choose("nim", "1 1 2", "you");
        click("play");
        click("hint");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        // normal play: emptying the 2-heap wins (nim-sum 0); under misère it loses (two 1-heaps, even)
        assertThat(part("heap 3: 2 -> 0").getAttribute("data-result")).isEqualTo("win");
        part("heap 1: 1 -> 0").click();
        browser.waiting().until(d -> log().size() == 2 || !text("play-result").isEmpty());
        click("opt-misere");
        browser.waiting().until(d -> log().isEmpty() && text("play-turn").contains("your move"));
        assertThat(text("play-position")).isEqualTo("1 1 2");
        List<ValuedMove> misere = MoveValues.of(org.sprague.compound.Games.find("nim"),
                new GameOptions(Map.of("--misere", "true")), List.of("1", "1", "2"));
        for (ValuedMove v : misere) {
            assertThat(part(v.move().text()).getAttribute("data-result")).as(v.move().text()).isEqualTo(v.result());
        }
        assertThat(part("heap 3: 2 -> 0").getAttribute("data-result")).isEqualTo("loss");
        assertThat(part("heap 3: 2 -> 1").getAttribute("data-result")).isEqualTo("win");
    }

    @Test
    void editingThePositionMidGameStartsAgainFromIt() {
        choose("nim", "3 4 5", "you");
        click("play");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        part("heap 1: 3 -> 1").click();
        browser.waiting().until(d -> log().size() == 2 && text("play-turn").contains("your move"));
        // as a person edits: select the text and type over it (a cleared field would already be a change), then leave
        browser.driver.findElement(By.id("position")).sendKeys(Keys.chord(Keys.CONTROL, "a"), "1 2");
        browser.driver.findElement(By.tagName("h1")).click();
        browser.waiting().until(d -> log().isEmpty() && text("play-position").equals("1 2"));
        assertThat(browser.driver.findElements(By.cssSelector("#play-board [data-move]"))).extracting(
                e -> e.getAttribute("data-move")).containsExactlyInAnyOrder("heap 1: 1 -> 0", "heap 2: 2 -> 0",
                "heap 2: 2 -> 1");
    }

    @Test
    void aStartThatFailsLeavesNoPlaySection() {
        choose("nim", "3 4 5", "you");
        click("play");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        type("position", "3 x");
        click("play");
        browser.waiting().until(d -> !text("position-error").isEmpty());
        assertThat(browser.driver.findElement(By.id("board")).isDisplayed()).isFalse();
        assertThat(browser.driver.findElement(By.id("undo")).isDisplayed()).isFalse();
        assertThat(browser.driver.findElements(By.cssSelector("[data-move]"))).isEmpty();
        // and a fresh page whose first start fails shows no section either
        choose("nim", "x", "you");
        click("play");
        browser.waiting().until(d -> !text("position-error").isEmpty());
        assertThat(browser.driver.findElement(By.id("board")).isDisplayed()).isFalse();
    }

    private static void choose(String game, String position, String mode) {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue(game);
        type("position", position);
        new Select(browser.driver.findElement(By.id("play-mode"))).selectByValue(mode);
    }
}
