package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.catalog.GameOptions;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class SkiJumpsTest {
    private final SkiJumps game = new SkiJumps();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<String>, GameTree> trees = new HashMap<>();

    /**
     * The rules again, plainly: a skier slides its way (Left right, Right left) to any cell before the first
     * occupied one, or off the board when none is in the way; a jumper (capital) over an opponent directly below
     * lands two rows down on an empty cell, and the skier jumped turns into a slipper (small letter).
     */
    private static List<List<String>> options(List<String> rows, boolean left) {
        List<List<String>> out = new ArrayList<>();
        int width = rows.get(0).length();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < width; c++) {
                char s = rows.get(r).charAt(c);
                if (left ? s != 'L' && s != 'l' : s != 'R' && s != 'r') {
                    continue;
                }
                boolean blocked = false;
                for (int d = 1; !blocked; d++) {
                    int to = left ? c + d : c - d;
                    if (to < 0 || to >= width) {
                        out.add(put(rows, r, c, '.'));
                        blocked = true;
                    } else if (rows.get(r).charAt(to) != '.') {
                        blocked = true;
                    } else {
                        out.add(put(put(rows, r, c, '.'), r, to, s));
                    }
                }
                if ((s == 'L' || s == 'R') && r + 2 < rows.size() && rows.get(r + 2).charAt(c) == '.') {
                    char below = rows.get(r + 1).charAt(c);
                    if (left ? below == 'R' || below == 'r' : below == 'L' || below == 'l') {
                        out.add(put(put(put(rows, r, c, '.'), r + 1, c, left ? 'r' : 'l'), r + 2, c, s));
                    }
                }
            }
        }
        return out;
    }

    private static List<String> put(List<String> rows, int r, int c, char s) {
        List<String> next = new ArrayList<>(rows);
        char[] row = rows.get(r).toCharArray();
        row[c] = s;
        next.set(r, new String(row));
        return next;
    }

    private void check(List<String> rows) {
        oracle.matches(values.value(game.parse(rows)), GameTree.ofPosition(rows, SkiJumpsTest::options, trees),
                String.join("|", rows));
    }

    /**
     * Every grid of up to 5 cells, every shape, every cell . L l R r (8,430 grids); then 1,000 random grids of 6
     * cells and 200 of 8, half their cells empty on average (all 62,500 grids of 6 cells take the minimax minutes).
     */
    @Test
    void everyGridOfUpToFiveCellsAndRandomOnesAgreeWithMinimax() {
        assertThat(StripsTesting.everyGrid(".LlRr", 5, this::check)).isEqualTo(8430);
        Random random = new Random(9);
        int[][] shapes = {{1, 6}, {2, 3}, {3, 2}, {6, 1}, {1, 8}, {2, 4}, {4, 2}, {8, 1}};
        for (int i = 0; i < 1200; i++) {
            int[] shape = shapes[i % 4 + (i < 1000 ? 0 : 4)];
            List<String> grid = new ArrayList<>();
            for (int r = 0; r < shape[0]; r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < shape[1]; c++) {
                    row.append("....LlRr".charAt(random.nextInt(8)));
                }
                grid.add(row.toString());
            }
            check(grid);
        }
    }

    /**
     * Published: cgt-tools' tests (cgt/short/partizan/games/ski_jumps.rs, winning_ways_examples) give these
     * positions of Winning Ways' Ski-Jumps chapter.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"...L....|..R.....|........; 2",
        "........|...l....|.......R|........|......L.; -1", ".L...|.R...|.....; 5/2", "...R.|...L.|.....; -5/2",
        "L....|....R|.....; 1/2", "L....|R....|.....; 9/2", "L....|....R|l....; 5"})
    void cgtToolsPublishedValues(String grid, String expected) {
        assertThat(values.value(game.parse(List.of(grid)))).isEqualTo(new NotationParser(games).parse(expected));
    }

    @Test
    void theBoardNamesEveryMoveOnACell() {
        for (String grid : List.of("L....|....R|.....", "L.L..|R..r.|.....", "L..|.R.|l..")) {
            StripsTesting.boardNamesEachMoveOnce(game, StripsTesting.NONE, List.of(grid));
            StripsTesting.boardNamesEachMoveOnce(game, GameOptions.of("--first", "right"), List.of(grid));
        }
    }

    @Test
    void malformedGridsAreBadInput() {
        StripsTesting.badInput(game, List.of(List.<String>of(), List.of("L.|."), List.of("L.x"), List.of("L.", "")));
    }
}
