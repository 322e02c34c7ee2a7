package org.sprague.catalog.partizan.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameTree;
import org.sprague.partizan.Notation;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.OracleCheck;
import org.sprague.partizan.ruleset.MemoisedCanonicalValues;

/**
 * Col and Snort against their rules written again here, plainly: a node is a cell of a grid (neighbours by a side)
 * or of a graph, Left colours an uncoloured node 'x' unless a neighbour holds the barred colour ('x' in Col, 'o' in
 * Snort), Right colours 'o' likewise. No tints, no parts: the minimax plays the whole board.
 */
class ColAndSnortTest {
    private final CanonicalGames games = new CanonicalGames();
    private final OracleCheck oracle = new OracleCheck(games);
    private final Notation notation = new Notation(games);
    private final ColGame col = new ColGame();
    private final SnortGame snort = new SnortGame();

    /** A plain position: each node's character and neighbours. */
    record Plain(String state, List<List<Integer>> near) {
    }

    private static List<Plain> oracleMoves(Plain p, boolean left, boolean isCol) {
        char mine = left ? 'x' : 'o';
        char barred = isCol ? mine : left ? 'o' : 'x';
        List<Plain> out = new ArrayList<>();
        for (int i = 0; i < p.state().length(); i++) {
            if (p.state().charAt(i) != '.') {
                continue;
            }
            boolean ok = true;
            for (int j : p.near().get(i)) {
                ok &= p.state().charAt(j) != barred;
            }
            if (ok) {
                char[] s = p.state().toCharArray();
                s[i] = mine;
                out.add(new Plain(new String(s), p.near()));
            }
        }
        return out;
    }

    private static Plain plainGrid(String cells, int width) {
        List<List<Integer>> near = new ArrayList<>();
        for (int i = 0; i < cells.length(); i++) {
            List<Integer> n = new ArrayList<>();
            int r = i / width;
            int c = i % width;
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int[] d : steps) {
                int r2 = r + d[0];
                int c2 = c + d[1];
                if (r2 >= 0 && c2 >= 0 && c2 < width && r2 * width + c2 < cells.length()
                        && cells.charAt(r2 * width + c2) != '#') {
                    n.add(r2 * width + c2);
                }
            }
            near.add(n);
        }
        return new Plain(cells, near);
    }

    private void check(ColouringGraphs game, MemoisedCanonicalValues<ColouringGraphs.Position> values,
            Map<Plain, GameTree> trees, List<String> words, Plain plain) {
        boolean isCol = game instanceof ColGame;
        int v = values.value(game.parse(words));
        GameTree tree = GameTree.ofPosition(plain, (p, left) -> oracleMoves(p, left, isCol), trees);
        oracle.matches(v, tree, game.id() + " " + words);
        if (isCol) {
            // Winning Ways ch. 2: every Col position is a number or a number plus *
            Notation.Uptimal u = notation.uptimal(v);
            assertThat(u != null && u.ups() == 0 && u.nimber() <= 1).as("col " + words + " = " + notation.print(v))
                    .isTrue();
        }
    }

    /** Every grid of every shape of at most 8 cells, every cell one of . x o #, in both games. */
    @Test
    void everyGridOfAtMostEightCellsAgreesWithMinimax() {
        for (ColouringGraphs game : List.of(col, snort)) {
            MemoisedCanonicalValues<ColouringGraphs.Position> values = new MemoisedCanonicalValues<>(game, games);
            Map<Plain, GameTree> trees = new HashMap<>();
            int checked = 0;
            for (int rows = 1; rows <= 8; rows++) {
                for (int cols = 1; rows * cols <= 8; cols++) {
                    int cells = rows * cols;
                    for (int code = 0; code < 1 << (2 * cells); code++) {
                        StringBuilder s = new StringBuilder();
                        for (int k = 0; k < cells; k++) {
                            s.append(".xo#".charAt(code >> (2 * k) & 3));
                        }
                        List<String> grid = new ArrayList<>();
                        for (int r = 0; r < rows; r++) {
                            grid.add(s.substring(r * cols, r * cols + cols));
                        }
                        check(game, values, trees, List.of(String.join("|", grid)), plainGrid(s.toString(), cols));
                        checked++;
                    }
                }
            }
            // shapes of 1..8 cells: 1, 2, 2, 3, 2, 4, 2 and 4 of them
            assertThat(checked).isEqualTo(4 + 2 * 16 + 2 * 64 + 3 * 256 + 2 * 1024 + 4 * 4096 + 2 * 16384 + 4 * 65536);
        }
    }

    /** Random graphs of up to 8 nodes, some coloured, and the same graphs under other names and orders. */
    @Test
    void randomGraphsAgreeWithMinimaxUnderAnyNaming() {
        Random random = new Random(5);
        for (ColouringGraphs game : List.of(col, snort)) {
            MemoisedCanonicalValues<ColouringGraphs.Position> values = new MemoisedCanonicalValues<>(game, games);
            Map<Plain, GameTree> trees = new HashMap<>();
            for (int t = 0; t < 400; t++) {
                int n = 1 + random.nextInt(8);
                String state = "";
                for (int i = 0; i < n; i++) {
                    state += random.nextInt(4) == 0 ? random.nextBoolean() ? "x" : "o" : ".";
                }
                List<List<Integer>> near = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    near.add(new ArrayList<>());
                }
                double density = random.nextDouble();
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (random.nextDouble() < density) {
                            near.get(i).add(j);
                            near.get(j).add(i);
                        }
                    }
                }
                Plain plain = new Plain(state, near);
                check(game, values, trees, words(plain, identity(n)), plain);
                // another naming of the same graph: the same value, and one part for one connected shape
                List<Integer> names = identity(n);
                java.util.Collections.shuffle(names, random);
                List<String> renamed = words(plain, names);
                assertThat(values.value(game.parse(renamed))).as(renamed.toString())
                        .isEqualTo(values.value(game.parse(words(plain, identity(n)))));
                List<ColouringGraphs.Position> a = game.parts(game.parse(words(plain, identity(n))));
                List<ColouringGraphs.Position> b = game.parts(game.parse(renamed));
                if (a.size() == 1 && game.size(a.get(0)) <= 7) {
                    assertThat(b).as("canonical relabelling of " + renamed).containsExactlyElementsOf(a);
                }
            }
        }
    }

    private static List<Integer> identity(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(i);
        }
        return out;
    }

    /** The graph as words, node i named "v" + names[i], every node listed with its colour. */
    private static List<String> words(Plain p, List<Integer> names) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < p.state().length(); i++) {
            out.add("v" + names.get(i) + ":" + p.state().charAt(i));
            for (int j : p.near().get(i)) {
                if (j > i) {
                    out.add("v" + names.get(i) + "-v" + names.get(j));
                }
            }
        }
        java.util.Collections.reverse(out);
        return out;
    }

    /**
     * Values worked by hand from the rules, as Winning Ways ch. 2 gives them: in Col a lone uncoloured node is *,
     * one tinted by Left is -1 (only Right may colour it), two joined nodes are {-1|1} = 0; in Snort a lone node is
     * *, one tinted by Left is 1, two joined nodes are {1|-1} = +-1, and a path of three is +-2 (the middle
     * node takes both ends). The graph and grid forms agree.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"col; .; *", "col; x.; -1", "col; .o; 1", "col; ..; 0", "col; 1-2; 0",
        "col; x..o; 0", "col; a:.; *", "col; ...; 0", "snort; .; *", "snort; x.; 1", "snort; ..; +-1",
        "snort; a-b; +-1", "snort; ...; +-2", "snort; 1-2 2-3; +-2", "snort; x.o; 0", "col; x.o; 0"})
    void handWorkedValues(String game, String position, String expected) {
        ColouringGraphs g = game.equals("col") ? col : snort;
        int v = new MemoisedCanonicalValues<>(g, games).value(g.parse(List.of(position.split(" "))));
        assertThat(notation.print(v)).isEqualTo(expected);
    }

    @Test
    void partsAreTintedComponentsUnderTheirLeastImage() {
        // x..o: the middle cells form one part, each tinted by its coloured neighbour
        assertThat(col.parts(col.parse(List.of("x..o"))).stream().map(p -> col.format(p).get(0)))
                .containsExactly("x..o");
        // a blocked cell parts the row; mirror images share one representative
        List<ColouringGraphs.Position> parts = snort.parts(snort.parse(List.of("..x#x..")));
        assertThat(parts).hasSize(2);
        assertThat(snort.representative(parts.get(0))).isEqualTo(snort.representative(parts.get(1)));
        assertThat(snort.size(snort.parse(List.of("..x#x..")))).isEqualTo(4);
        // a graph's part: nodes numbered in canonical order (the untinted a before the tinted b), the tint a
        // coloured node of its own
        assertThat(col.format(col.parts(col.parse(List.of("a-b", "b-c", "c:x"))).get(0)))
                .containsExactly("1-2", "2-3", "3:x");
    }

    @Test
    void movesFormatAndBoards() {
        assertThat(col.moves(col.parse(List.of("x.|..")), true)).extracting(PartizanMove::text)
                .containsExactly("blue (2,2)");
        assertThat(snort.moves(snort.parse(List.of("1-2", "2:o")), true)).extracting(PartizanMove::text)
                .isEmpty();
        assertThat(col.format(col.parse(List.of("..", "x#")))).containsExactly("..|x#");
        assertThat(col.format(col.parse(List.of("1-2 2-3 3:x 4:.")))).containsExactly("1-2", "2-3", "3:x", "4:.");
        Board.Grid grid = (Board.Grid) col.board(GameOptions.none(), List.of("x..")).orElseThrow();
        assertThat(grid.spots()).extracting(Board.Spot::move).containsExactly("blue (1,3)");
        assertThat(grid.spots().get(0).col()).isEqualTo(2);
        Board.Graph graph = (Board.Graph) snort.board(GameOptions.none(), List.of("1-2", "2-3", "1:x"))
                .orElseThrow();
        assertThat(graph.nodes()).extracting(Board.Node::move).containsExactly(null, "blue 2", "blue 3");
        assertThat(graph.nodes().get(0).label()).isEqualTo("blue");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"..|.; different lengths", ".a.; not 'a'", "1-1; two different nodes",
        "1-2 3; not '3'", "1:x 1:o; two colours", "1-2 2:q; not '2:q'"})
    void badPositionsSayWhy(String position, String message) {
        assertThatThrownBy(() -> col.parse(List.of(position.split(" ")))).isInstanceOf(BadInputException.class)
                .hasMessageContaining(message);
    }

    @Test
    void tooLargeIsAResourceLimit() {
        assertThatThrownBy(() -> col.parse(List.of(".".repeat(5000)))).isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("5000 cells");
    }
}
