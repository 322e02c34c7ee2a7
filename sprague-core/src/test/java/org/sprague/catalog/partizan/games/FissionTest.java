package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

class FissionTest {
    private final Fission game = new Fission();
    private final CanonicalGames games = new CanonicalGames();
    private final MemoisedCanonicalValues<List<String>> values = new MemoisedCanonicalValues<>(game, games);
    private final OracleCheck oracle = new OracleCheck(games);
    private final Map<List<String>, GameTree> trees = new HashMap<>();

    /** The rules again, plainly: a stone with both neighbours empty along the player's line becomes those two. */
    private static List<List<String>> options(List<String> rows, boolean left) {
        List<List<String>> out = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                int r1 = left ? r - 1 : r;
                int r2 = left ? r + 1 : r;
                int c1 = left ? c : c - 1;
                int c2 = left ? c : c + 1;
                if (rows.get(r).charAt(c) == 'x' && r1 >= 0 && c1 >= 0 && r2 < rows.size()
                        && c2 < rows.get(r).length() && rows.get(r1).charAt(c1) == '.'
                        && rows.get(r2).charAt(c2) == '.') {
                    char[][] g = new char[rows.size()][];
                    for (int i = 0; i < rows.size(); i++) {
                        g[i] = rows.get(i).toCharArray();
                    }
                    g[r][c] = '.';
                    g[r1][c1] = 'x';
                    g[r2][c2] = 'x';
                    List<String> next = new ArrayList<>();
                    for (char[] row : g) {
                        next.add(new String(row));
                    }
                    out.add(next);
                }
            }
        }
        return out;
    }

    private void check(List<String> rows) {
        oracle.matches(values.value(game.parse(rows)), GameTree.ofPosition(rows, FissionTest::options, trees),
                String.join("|", rows));
    }

    /** Every grid of up to 8 cells, every shape, every cell x, . or # (34,338 grids). */
    @Test
    void everyGridOfUpToEightCellsAgreesWithMinimax() {
        assertThat(StripsTesting.everyGrid(".x#", 8, this::check)).isEqualTo(34_338);
    }

    /**
     * Published: cgt-tools' tests (cgt/short/partizan/games/fission.rs, canonical_form) give these 4x4 grids'
     * values ({-1|-4} is -5/2+-3/2, as this library writes it).
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"....|..x.|....|....; 0", "..x.|....|..x.|....; -2",
        ".x.x|....|..x.|....; -1", ".x.x|..x.|....|..x.; {-1|-4}", "....|..x.|....|#..#; 0"})
    void cgtToolsPublishedValues(String grid, String expected) {
        assertThat(values.value(game.parse(List.of(grid)))).isEqualTo(new NotationParser(games).parse(expected));
    }

    @Test
    void theBoardNamesEveryMoveOnItsStone() {
        StripsTesting.boardsNameEachMoveOnce(game, "...|.x.|...", ".x.x|..x.|....|..x.", "x.x");
    }

    @Test
    void malformedGridsAreBadInput() {
        StripsTesting.badInput(game, List.of(List.<String>of(), List.of("..|."), List.of(".o."), List.of(".x", "")));
    }
}
