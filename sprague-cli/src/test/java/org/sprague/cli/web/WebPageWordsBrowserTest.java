package org.sprague.cli.web;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page speaks in words, not in the command line's: every example of every game (from {@code /api/games}),
 * solved with its explanation and started in play, shows no option spelled with dashes, no temporary file's path
 * and no exception's name; nor do the errors of a bad option or a bad graph.
 */
class WebPageWordsBrowserTest extends PageInBrowser {
    private static final Pattern EXCEPTION = Pattern.compile("\\b[A-Z][A-Za-z]*(Exception|Error)\\b");
    /** An option as the command line spells it; a game's own dashes (Flip's +--+) are not one. */
    private static final Pattern OPTION = Pattern.compile("(^|[\\s'\"(\\[])--[a-z]", Pattern.MULTILINE);
    @Test
    void everyExampleOfEveryGameIsShownInWords() {
        browser.open();
        List<String> games = new Select(browser.driver.findElement(By.id("game"))).getOptions().stream()
                .map(o -> o.getAttribute("value")).toList();
        assertThat(games).contains("nim", "domineering", "graph", "stone-game-2");
        int seen = 0;
        for (String game : games) {
            new Select(browser.driver.findElement(By.id("game"))).selectByValue(game);
            int examples = browser.driver.findElements(By.cssSelector("#examples button")).size();
            for (int i = 0; i < Math.max(1, examples); i++) {
                if (examples > 0) {
                    browser.driver.findElements(By.cssSelector("#examples button")).get(i).click();
                }
                String what = game + " example " + (i + 1);
                click("solve");
                browser.waiting().until(d -> d.findElement(By.id("result")).isDisplayed() || anError(d));
                // the answer's board comes with a second request
                browser.waiting().until(d -> anError(d) || !d.findElements(By.cssSelector("#result-board > *"))
                        .isEmpty() || text(d, "outcome").contains(":"));
                inWords(what + " solved");
                if (browser.driver.findElement(By.id("play")).isDisplayed()) {
                    click("play");
                    browser.waiting().until(d -> anError(d) || !text(d, "play-turn").isEmpty()
                            && !text(d, "play-turn").equals("the engine moves"));
                    inWords(what + " in play");
                }
                seen++;
            }
        }
        assertThat(seen).isGreaterThan(games.size());
    }

    @Test
    void anOptionsErrorNamesItsFieldInWords() {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("moore");
        type("opt-k", "0");
        type("position", "1 2");
        click("solve");
        WebElement beside = browser.driver.findElement(By.cssSelector(".field-error[data-error-for='k']"));
        browser.waiting().until(d -> !beside.getText().isEmpty());
        assertThat(beside.getText()).startsWith("error: \"most heaps one move may take from\" must be at least 1");
        inWords("moore with k 0");

        new Select(browser.driver.findElement(By.id("game"))).selectByValue("subtraction");
        type("opt-set", "a,b");
        type("position", "3");
        click("solve");
        WebElement set = browser.driver.findElement(By.cssSelector(".field-error[data-error-for='set']"));
        browser.waiting().until(d -> !set.getText().isEmpty());
        assertThat(set.getText()).contains("the amounts a move may remove").contains("'a' is not an integer");
        inWords("subtraction with a,b");
    }

    @Test
    void aGraphsErrorNamesTheGraphNotATemporaryFile() {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("graph");
        type("position", "zz");
        click("solve");
        browser.waiting().until(WebPageWordsBrowserTest::anError);
        assertThat(browser.driver.findElement(By.id("graph-error")).getText()).contains("the graph")
                .contains("'zz'");
        inWords("graph with an unknown node");
        ((JavascriptExecutor) browser.driver).executeScript("document.getElementById('graph').value = 'a b c d'");
        type("position", "a");
        click("solve");
        browser.waiting().until(d -> text(d, "graph-error").contains("line 1"));
        inWords("graph with a bad line");
    }

    /** No visible text of the page spells an option, names a temporary file or an exception. */
    private static void inWords(String what) {
        String shown = browser.driver.findElement(By.tagName("body")).getText();
        assertThat(OPTION.matcher(shown).find()).as("%s spells an option: %s", what, shown).isFalse();
        assertThat(shown).as(what).doesNotContain("/tmp/")
                .doesNotContain(System.getProperty("java.io.tmpdir") + "/");
        assertThat(EXCEPTION.matcher(shown).find()).as("%s names an exception: %s", what, shown).isFalse();
    }

    private static boolean anError(WebDriver d) {
        return d.findElements(By.cssSelector(".field-error, #error")).stream().anyMatch(e -> !e.getText().isEmpty());
    }

    private static String text(WebDriver d, String id) {
        return d.findElement(By.id(id)).getText();
    }
}
