package org.sprague.cli.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.play.MoveValues;
import org.sprague.play.ValuedMove;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each kind of board the page draws, played to the end in headless Chromium by clicking the parts that carry a
 * move ({@code data-move}), with hints on: every part's colour is checked against the move's value that the engine
 * gives in this test (through the core API), the person always takes the best move the board offers, and the game
 * must end as the start position's value says. Screenshots go to {@code target/screenshots}.
 */
class WebBoardBrowserTest {
    private static final String GRAPH = "a b\nb c\nc a\nb d\nd e\ne : win\nc f\n";
    /** The legend's colours (style.css), as Chromium computes them. */
    private static final Map<String, String> COLOURS = Map.of("win", "rgb(26, 152, 80)", "loss",
            "rgb(215, 48, 39)", "draw", "rgb(230, 161, 0)");
    private static Chromium browser;

    @BeforeAll
    static void start() throws Exception {
        browser = new Chromium(1000, 1400);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    /**
     * A game to play on its board: its id, the position typed, the options the engine is asked with, and for the
     * game graph the graph's text.
     */
    record Case(String game, String position, Map<String, String> options, String shot, String graph) {
        Case(String game, String position, Map<String, String> options, String shot) {
            this(game, position, options, shot, GRAPH);
        }

        @Override
        public String toString() {
            return game + " " + position;
        }
    }

    static Stream<Case> boards() {
        return Stream.of(
                new Case("nim", "3 4 5", Map.of(), "board-nim"),
                new Case("domineering", ".... .... .... ....", Map.of(), "board-domineering"),
                // the empty board typed as rows by columns: the same board, played as Left to the end
                new Case("domineering", "4x4", Map.of(), "board-domineering-4x4"),
                new Case("cram", "3x3", Map.of(), "board-cram-3x3"),
                new Case("wythoff", "4 6", Map.of(), "board-wythoff"),
                new Case("hackenbush", "0-1 1-2 1-3 0-4 4-5", Map.of(), "board-hackenbush"),
                new Case("blue-red-hackenbush", "0-1:b 1-2:r 0-3:b", Map.of(), "board-blue-red-hackenbush"),
                new Case("graph", "b", Map.of(), "board-graph"),
                // a cycle to run round or a move that loses: a draw, which ends when a position comes a third time
                new Case("graph", "a", Map.of(), "board-graph-draw", "a b\nb a\na d\nd : win\n"),
                new Case("stone-game-7", "5 3 1 4 2", Map.of(), "board-stone-game-7"),
                new Case("toads-and-frogs", "TT..FF", Map.of(), "board-toads-and-frogs"),
                new Case("clobber", "xox|oxo", Map.of(), "board-clobber"),
                new Case("konane", "xo.o.|o.x..", Map.of(), "board-konane"),
                new Case("toppling-dominoes", "lrrll", Map.of(), "board-toppling-dominoes"),
                new Case("elephants-and-rhinos", "T..F.T.F", Map.of(), "board-elephants-and-rhinos"),
                new Case("maundy-cake", "6x2 3x3", Map.of(), "board-maundy-cake"),
                new Case("partizan-euclid", "8 7", Map.of(), "board-partizan-euclid"),
                new Case("fission", ".x.x|..x.|....|..x.", Map.of(), "board-fission"),
                new Case("eatcake", "3x2 2x2", Map.of(), "board-eatcake"),
                new Case("ski-jumps", "L....|....R|.....", Map.of(), "board-ski-jumps"),
                new Case("staircase", "2 5 6", Map.of(), "board-staircase"),
                new Case("flip", "++-+++", Map.of(), "board-flip"),
                new Case("coins", "HTHTH", Map.of(), "board-coins"),
                new Case("subtraction", "5 7", Map.of("set", "1,4"), "board-subtraction"),
                new Case("cutcake", "3x2 2x1", Map.of(), "board-cutcake"),
                new Case("cram", "2x3", Map.of(), "board-cram"),
                new Case("coins2d", "FFB BFF FBF", Map.of(), "board-coins2d"),
                new Case("fibonacci-nim", "10", Map.of(), "board-fibonacci-nim"),
                new Case("divisor", "12", Map.of(), "board-divisor"),
                new Case("xor-blackboard", "1 2 3 4 6", Map.of(), "board-xor-blackboard"),
                new Case("football", "1 2 3", Map.of("m", "2", "max", "2"), "board-football"),
                new Case("moore", "1 2 2", Map.of("k", "2"), "board-moore"),
                new Case("fibonacci-tree", "4", Map.of(), "board-fibonacci-tree"),
                // the LeetCode example: a draw, which ends when a position comes a third time
                new Case("cat-mouse", "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]", Map.of(), "board-cat-mouse"),
                new Case("cat-mouse", "[[1,3],[0],[3],[0,2]]", Map.of(), "board-cat-mouse-hole"),
                new Case("stone-game-2", "2 7 9 4 4", Map.of(), "board-stone-game-2"),
                new Case("stone-game-5", "6 2 3 4 5 5", Map.of(), "board-stone-game-5"),
                new Case("stone-game-6", "", Map.of("alice", "1,3,2", "bob", "2,1,3"), "board-stone-game-6"),
                new Case("stone-game-8", "-1 2 -3 4 -5", Map.of(), "board-stone-game-8"),
                new Case("stone-game-9", "5 1 2 4 3", Map.of(), "board-stone-game-9"),
                new Case("sum-game", "25??", Map.of(), "board-sum-game"),
                new Case("colors", "AAABABBB", Map.of(), "board-colors"),
                new Case("col", "x..|...", Map.of(), "board-col"),
                new Case("snort", "1-2 2-3 3-4 4-1", Map.of(), "board-snort"),
                new Case("amazons", "x.#|...|#.o", Map.of(), "board-amazons"));
    }

    /** Games whose moves of several heaps at once are only in the list (the board's caption says so). */
    private static final java.util.Set<String> SOME_MOVES_LISTED = java.util.Set.of("football", "moore", "amazons");

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void playOnTheBoardToTheEnd(Case c) throws Exception {
        CatalogGame game = org.sprague.compound.Games.find(c.game());
        Map<String, String> given = new LinkedHashMap<>();
        c.options().forEach((k, v) -> given.put("--" + k, v));
        Path graphFile = Files.createTempFile("sprague-board-graph-", ".txt");
        Files.writeString(graphFile, c.graph());
        if (c.game().equals("graph")) {
            given.put("--file", graphFile.toString());
        }
        try {
            play(c, game, new GameOptions(given));
        } finally {
            Files.deleteIfExists(graphFile);
        }
    }

    private static void play(Case c, CatalogGame game, GameOptions options) throws Exception {
        List<String> start = c.position().isEmpty() ? List.of() : List.of(c.position().split(" "));
        if (c.position().matches("[0-9]+x[0-9]+") && !c.game().equals("cutcake")) {
            // a board of rows by columns: drawn with all its squares in both the answer and in play
            checkShorthandDrawn(c);
        }
        ValuedMove opening = MoveValues.best(MoveValues.of(game, options, start));
        String expected = opening.value() != null
                ? (opening.value() > 0 ? "you win" : opening.value() < 0 ? "the engine wins" : "draw")
                : switch (opening.result()) {
                    case "win" -> "you win";
                    case "loss" -> "the engine wins";
                    default -> "draw";
                };

        choose(c.game(), c.position(), c.graph());
        c.options().forEach((name, value) -> {
            WebElement input = browser.driver.findElement(By.id("opt-" + name));
            input.clear();
            input.sendKeys(value);
        });
        click("play");
        click("hint");
        int plies = 0;
        for (int turn = 0; turn < 40; turn++) {
            int before = plies;
            browser.waiting().until(d -> !text("play-result").isEmpty()
                    || (d.findElements(By.cssSelector("#play-log li")).size() >= before
                    && text("play-turn").contains("your move")));
            if (!text("play-result").isEmpty()) {
                break;
            }
            if (turn == 1) {
                browser.screenshot(c.shot());
            }
            List<String> position = positionShown();
            List<ValuedMove> valued = MoveValues.of(game, options, position);
            List<WebElement> parts = browser.driver.findElements(By.cssSelector("#play-board [data-move]"));
            assertThat(parts).as("clickable parts of %s", position).isNotEmpty();
            List<ValuedMove> offered = new ArrayList<>();
            for (WebElement part : parts) {
                String label = part.getAttribute("data-move");
                ValuedMove v = valued.stream().filter(m -> m.move().text().equals(label)).findFirst().orElse(null);
                assertThat(v).as("the board's move '%s' is a move of %s", label, position).isNotNull();
                assertThat(part.getAttribute("data-result")).as(label).isEqualTo(v.result());
                String property = part.getTagName().equals("path") ? "stroke" : "fill";
                assertThat(part.getCssValue(property)).as("the colour of %s", label).isEqualTo(COLOURS.get(v.result()));
                offered.add(v);
            }
            ValuedMove best = MoveValues.best(offered);
            WebElement target;
            if (SOME_MOVES_LISTED.contains(c.game()) && !best.result().equals(MoveValues.best(valued).result())) {
                // the best move changes several heaps: the list has it
                String listed = MoveValues.best(valued).move().text();
                target = browser.driver.findElements(By.cssSelector("#play-moves [data-move]")).stream()
                        .filter(b -> listed.equals(b.getAttribute("data-move"))).findFirst().orElseThrow();
            } else {
                assertThat(best.result()).as("the board offers a best move")
                        .isEqualTo(MoveValues.best(valued).result());
                target = parts.stream().filter(p -> best.move().text().equals(p.getAttribute("data-move")))
                        .findFirst().orElseThrow();
            }
            if (target.getTagName().equals("path")) {
                // an edge's middle need not lie on its curve: the click goes to the edge itself
                ((JavascriptExecutor) browser.driver).executeScript(
                        "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", target);
            } else {
                target.click();
            }
            plies += 2;
        }
        browser.waiting().until(d -> !text("play-result").isEmpty());
        assertThat(text("play-result")).isEqualTo(expected);
        int moves = browser.driver.findElements(By.cssSelector("#play-log li")).size();
        assertThat(browser.driver.findElements(By.cssSelector("#history .point"))).hasSize(moves + 1);
        assertThat(browser.driver.findElements(By.cssSelector("#history .point.thrown"))).isEmpty();
        // positions reached in play may lead with option words: the page reads them as plain words
        assertThat(browser.driver.findElement(By.id("board")).getText()).doesNotContainPattern("--[a-z]");
        if (c.game().equals("domineering")) {
            browser.screenshot("board-domineering-end");
        }
    }

    /** The answer to an empty board typed RxC draws R rows of C empty squares, not the letters typed. */
    private static void checkShorthandDrawn(Case c) {
        String[] size = c.position().split("x");
        int squares = Integer.parseInt(size[0]) * Integer.parseInt(size[1]);
        choose(c.game(), c.position());
        click("solve");
        browser.waiting().until(d -> !d.findElements(By.cssSelector("#result-board svg")).isEmpty());
        assertThat(browser.driver.findElements(By.cssSelector("#result-board rect.cell"))).hasSize(squares);
        assertThat(browser.driver.findElements(By.cssSelector("#result-board rect.cell.filled"))).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("#result-board [data-move]"))).isNotEmpty();
        assertThat(browser.driver.findElement(By.id("result-board")).getText()).doesNotContain("x");
    }

    /** The mean of a canonical form as the engine writes it, from its thermograph (Siegel, CGT, II.5). */
    private static double thermographMean(String canonical) {
        org.sprague.partizan.CanonicalGames games = new org.sprague.partizan.CanonicalGames();
        int g = new org.sprague.partizan.NotationParser(games).parse(canonical);
        org.sprague.partizan.Dyadic mean = new org.sprague.partizan.Thermographs(games).of(g).mean();
        return mean.numerator().doubleValue() / Math.pow(2, mean.exponent());
    }

    @Test
    void aPartizanGamesHistoryStandsAtTheMeanValueLeftForThePerson() throws Exception {
        CatalogGame game = org.sprague.compound.Games.find("domineering");
        GameOptions none = new GameOptions(Map.of());
        choose("domineering", ".... .... ....");
        click("play");
        click("hint");
        Map<Integer, String> valueAfter = new LinkedHashMap<>();
        Map<Integer, String> resultOfMine = new LinkedHashMap<>();
        List<String> position = List.of("....", "....", "....");
        for (int ply = 0; ply < 12; ply += 2) {
            int before = ply;
            browser.waiting().until(d -> !text("play-result").isEmpty()
                    || d.findElements(By.cssSelector("#play-log li")).size() >= before
                    && text("play-turn").contains("your move"));
            if (!text("play-result").isEmpty()) {
                break;
            }
            position = positionShown();
            if (ply > 0) {
                valueAfter.put(ply, MoveValues.here(game, none, position).canonical());
            }
            ValuedMove best = MoveValues.best(MoveValues.of(game, none, position));
            valueAfter.put(ply + 1, best.after().canonical());
            resultOfMine.put(ply + 1, best.result());
            part(best.move().text()).click();
        }
        browser.waiting().until(d -> !text("play-result").isEmpty());
        boolean hot = false;
        for (Map.Entry<Integer, String> e : valueAfter.entrySet()) {
            WebElement point = browser.driver.findElement(By.cssSelector("#history .point[data-ply='" + e.getKey()
                    + "']"));
            // the person plays Left, so Left's mean is the height
            double height = Double.parseDouble(point.getAttribute("data-height"));
            assertThat(height).as("the height after move %s (%s)", e.getKey(), e.getValue())
                    .isCloseTo(thermographMean(e.getValue()), org.assertj.core.data.Offset.offset(1e-9));
            hot |= e.getValue().contains("+-");
            if (resultOfMine.containsKey(e.getKey())) {
                // the colour says who wins after the person's move, whatever the height
                assertThat(point.findElement(By.cssSelector(".dot")).getAttribute("class"))
                        .contains("hint-" + resultOfMine.get(e.getKey()));
            }
        }
        assertThat(hot).as("a hot value was on the way").isTrue();
        assertThat(valueAfter).isNotEmpty();
        browser.screenshot("history-domineering");
    }

    @Test
    void aThrownWinIsMarkedAndThePageGoesBackToAnyPoint() throws Exception {
        choose("nim", "1 2");
        click("play");
        click("hint");
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        // the start is won (take the 2-heap down to 1); emptying the 2-heap gives the win away
        // each token says in how many moves the game ends after it, as the engine counts (loss in 2, 2, win in 3)
        List<String> written = browser.driver.findElements(By.cssSelector("#play-board .spot-value")).stream()
                .map(WebElement::getText).toList();
        List<String> remoteness = MoveValues.of(org.sprague.compound.Games.find("nim"), new GameOptions(Map.of()),
                List.of("1", "2")).stream().map(v -> String.valueOf(v.remoteness())).toList();
        assertThat(written).containsExactlyInAnyOrderElementsOf(remoteness).containsExactlyInAnyOrder("2", "2", "3");
        WebElement losing = part("heap 2: 2 -> 0");
        assertThat(losing.getAttribute("data-result")).isEqualTo("loss");
        // the legend shows the very colours the board uses
        for (String result : List.of("win", "loss", "draw")) {
            assertThat(browser.driver.findElement(By.cssSelector("#legend .swatch .hint-" + result)).getCssValue("fill"))
                    .isEqualTo(COLOURS.get(result));
        }
        assertThat(text("legend")).contains("wins").contains("loses").contains("draws");
        losing.click();
        browser.waiting().until(d -> !d.findElements(By.cssSelector("#history .point.thrown")).isEmpty());
        assertThat(browser.driver.findElement(By.cssSelector("#history .point.thrown")).getAttribute("data-ply"))
                .isEqualTo("1");
        browser.waiting().until(d -> !text("play-result").isEmpty());
        assertThat(text("play-result")).isEqualTo("the engine wins");

        // back to the start: the position, its board and its moves as they were
        browser.driver.findElement(By.cssSelector("#history .point[data-ply='0']")).click();
        browser.waiting().until(d -> text("play-turn").contains("your move"));
        assertThat(positionShown()).containsExactly("1", "2");
        assertThat(text("play-result")).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("#play-log li"))).isEmpty();
        assertThat(part("heap 2: 2 -> 1").getAttribute("data-result")).isEqualTo("win");
    }

    @Test
    void aPhoneWideScreenKeepsTheControlsInView() throws Exception {
        browser.driver.manage().window().setSize(new org.openqa.selenium.Dimension(375, 900));
        try {
            // the widest boards: a graph on its circle, a tall Hackenbush, a queen's grid of 21 by 21 squares
            for (String[] game : List.of(new String[] {"domineering", "... ... ..."}, new String[] {"graph", "a"},
                    new String[] {"hackenbush", "0-1 1-2 2-3 3-4 0-5 0-6 0-7 0-8 0-9"},
                    new String[] {"wythoff", "20 20"})) {
                choose(game[0], game[1]);
                click("play");
                click("hint");
                browser.waiting().until(d -> !d.findElements(By.cssSelector("#play-board [data-move]")).isEmpty());
                JavascriptExecutor js = (JavascriptExecutor) browser.driver;
                long viewport = (Long) js.executeScript("return document.documentElement.clientWidth");
                assertThat((Long) js.executeScript("return document.documentElement.scrollWidth"))
                        .as("the page scrolls sideways for %s", game[0]).isLessThanOrEqualTo(viewport);
                for (String selector : List.of("#game", "#position", "#solve", "#play", "#play-board svg", "#hint",
                        "#play-moves button", "#history svg")) {
                    Number right = (Number) js.executeScript("return document.querySelector(arguments[0])"
                            + ".getBoundingClientRect().right", selector);
                    assertThat(right.doubleValue()).as("%s of %s", selector, game[0]).isLessThanOrEqualTo(viewport);
                }
                browser.screenshot("narrow-" + game[0]);
            }
        } finally {
            browser.driver.manage().window().setSize(new org.openqa.selenium.Dimension(1000, 1400));
        }
    }

    @Test
    void aSumOfGamesHasNoBoardAndIsPlayedFromTheList() {
        // Nim-k's sum of one divisor game: the compound of --k draws no board of its own
        choose("divisor", "2");
        WebElement k = browser.driver.findElement(By.id("opt-k"));
        k.clear();
        k.sendKeys("1");
        click("play");
        browser.waiting().until(d -> !d.findElements(By.cssSelector("#play-moves [data-move]")).isEmpty());
        assertThat(browser.driver.findElement(By.cssSelector("#play-board .no-board")).getText())
                .contains("No board is drawn").endsWith(": 2. Its moves are in the list.");
        browser.driver.findElement(By.cssSelector("#play-moves [data-move]")).click();
        browser.waiting().until(d -> !text("play-result").isEmpty());
        assertThat(text("play-result")).isEqualTo("you win");
    }

    @Test
    void changingTheGameLeavesNoBoardNorPlay() {
        choose("wythoff", "3 5");
        click("solve");
        browser.waiting().until(d -> !d.findElements(By.cssSelector("#result-board svg")).isEmpty());
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("domineering");
        assertThat(browser.driver.findElements(By.cssSelector("#result-board *"))).isEmpty();
        WebElement field = browser.driver.findElement(By.id("position"));
        field.clear();
        field.sendKeys(".. ..");
        click("play");
        browser.waiting().until(d -> !d.findElements(By.cssSelector("#play-board [data-move]")).isEmpty());
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("nim");
        assertThat(browser.driver.findElement(By.id("board")).isDisplayed()).isFalse();
        assertThat(browser.driver.findElements(By.cssSelector("[data-move]"))).isEmpty();
        assertThat(browser.driver.findElements(By.cssSelector("#history *"))).isEmpty();
        assertThat(text("play-log")).isEmpty();
    }

    @Test
    void optionsAreInWordsAndExamplesAreOneClickAway() {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("nim");
        String options = browser.driver.findElement(By.id("options")).getText();
        assertThat(options).contains("misère play").contains("whoever makes the last move loses");
        assertThat(browser.driver.findElement(By.id("ask")).getText()).doesNotContainPattern("--[a-z]");
        // the catalog's second example of Nim is misère play on 1 1 2
        browser.driver.findElements(By.cssSelector("#examples button")).get(1).click();
        assertThat(browser.driver.findElement(By.id("opt-misere")).isSelected()).isTrue();
        assertThat(browser.driver.findElement(By.id("position")).getAttribute("value")).isEqualTo("1 1 2");
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("domineering");
        assertThat(new Select(browser.driver.findElement(By.id("opt-first"))).getFirstSelectedOption().getText())
                .isEqualTo("left");
    }

    @Test
    void aLongRequestShowsProgressAndCanBeCancelled() {
        choose("nim", "3 4 5");
        // a server that never answers: the page's own fetch, held until the page aborts it
        ((JavascriptExecutor) browser.driver).executeScript("window.fetch = (url, options) => new Promise("
                + "(resolve, reject) => options.signal.addEventListener('abort',"
                + " () => reject(new DOMException('aborted', 'AbortError'))))");
        click("solve");
        browser.waiting().until(d -> d.findElement(By.id("busy")).isDisplayed());
        assertThat(text("busy-text")).startsWith("working");
        click("cancel");
        browser.waiting().until(d -> !d.findElement(By.id("busy")).isDisplayed());
        assertThat(text("error")).isEqualTo("cancelled");
        assertThat(browser.driver.findElement(By.id("result")).isDisplayed()).isFalse();
    }

    @Test
    void anErrorShowsBesideTheFieldThatCausedIt() {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue("subtraction");
        WebElement set = browser.driver.findElement(By.id("opt-set"));
        set.clear();
        set.sendKeys("1,x");
        click("solve");
        WebElement beside = browser.driver.findElement(By.cssSelector(".field-error[data-error-for='set']"));
        browser.waiting().until(d -> !beside.getText().isEmpty());
        assertThat(beside.getText()).startsWith("error:");
        assertThat(text("position-error")).isEmpty();

        choose("nim", "3 x");
        click("solve");
        browser.waiting().until(d -> !text("position-error").isEmpty());
        assertThat(text("position-error")).startsWith("error:");
    }

    private static void choose(String game, String position) {
        choose(game, position, GRAPH);
    }

    private static void choose(String game, String position, String graph) {
        browser.open();
        new Select(browser.driver.findElement(By.id("game"))).selectByValue(game);
        WebElement field = browser.driver.findElement(By.id("position"));
        field.clear();
        field.sendKeys(position);
        if (game.equals("graph")) {
            ((JavascriptExecutor) browser.driver).executeScript("document.getElementById('graph').value = arguments[0]",
                    graph);
        }
    }

    private static WebElement part(String move) {
        return browser.driver.findElements(By.cssSelector("#play-board [data-move]")).stream()
                .filter(e -> move.equals(e.getAttribute("data-move"))).findFirst().orElseThrow();
    }

    /** The position in play, as the page keeps its words. */
    private static List<String> positionShown() throws Exception {
        String words = browser.driver.findElement(By.id("play-position")).getAttribute("data-position");
        return List.of(new com.fasterxml.jackson.databind.ObjectMapper().readValue(words, String[].class));
    }

    private static void click(String id) {
        browser.driver.findElement(By.id(id)).click();
    }

    private static String text(String id) {
        return browser.driver.findElement(By.id(id)).getText();
    }
}
