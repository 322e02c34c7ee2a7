package org.sprague.catalog.board;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The boards of the games drawn beyond heaps, dominoes, queens and Hackenbush ({@link BoardsTest}): every part
 * names a listed move, the move reaches what the part shows (worked out here from the part alone: the pieces a cut
 * leaves, the row without a stone, the digit written), and every listed move has a part unless the board's caption
 * says the move is only in the list. Where a rule decides which parts there are (a number's divisors, the nodes of
 * a Fibonacci tree, Colors' inner letters), it is worked out here by brute force.
 */
class GameBoardsTest {
    private static final GameOptions NONE = new GameOptions(Map.of());

    private static CatalogGame game(String id) {
        return org.sprague.compound.Games.find(id);
    }

    private static List<Move> moves(String id, GameOptions options, List<String> position) {
        return game(id).moves().orElseThrow().moves(options, position);
    }

    private static Move move(String id, GameOptions options, List<String> position, String label) {
        return moves(id, options, position).stream().filter(m -> m.text().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("'" + label + "' is not a move of " + position));
    }

    private static List<String> rest(GameOptions options, List<String> position) {
        return Leading.of(options, position).rest();
    }

    private static Board.Grid grid(String id, GameOptions options, List<String> position) {
        return (Board.Grid) game(id).board(options, position).orElseThrow();
    }

    /** Each listed move is on exactly one part. */
    private static void everyMoveOnce(List<String> labels, List<Move> moves) {
        assertThat(labels).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(moves.stream().map(Move::text).toList());
    }

    private static List<String> without(List<String> row, int i) {
        List<String> out = new ArrayList<>(row);
        out.remove(i);
        return out;
    }

    @Test
    void anEmptyBoardTypedAsRowsByColumnsDrawsAsItsRows() {
        // the shorthand RxC of Domineering and Cram draws the very board its rows draw, with every move on it
        for (String id : List.of("domineering", "cram")) {
            for (String[] c : List.of(new String[] {"4x4", "....", "....", "....", "...."},
                    new String[] {"3x3", "...", "...", "..."}, new String[] {"2x5", ".....", "....."})) {
                List<String> rows = List.of(c).subList(1, c.length);
                Board.Grid shorthand = grid(id, NONE, List.of(c[0]));
                Board.Grid spelled = grid(id, NONE, rows);
                assertThat(shorthand).as("%s %s", id, c[0]).isEqualTo(spelled);
                assertThat(shorthand.cells()).hasSize(rows.size());
                everyMoveOnce(shorthand.spots().stream().map(Board.Spot::move).toList(),
                        moves(id, NONE, List.of(c[0])));
            }
        }
        // as the player to move is given (Right first), the same board
        GameOptions right = new GameOptions(Map.of("--first", "right"));
        assertThat(grid("domineering", right, List.of("8x8")).cells()).hasSize(8)
                .allSatisfy(row -> assertThat(row).containsOnly("."));
    }

    @Test
    void aCakeCutLeavesThePiecesOnEitherSideOfItsLine() {
        for (List<String> position : List.of(List.of("3x2", "1x2"), List.of("--first", "right", "2x3", "4x1"))) {
            Board.Rectangles board = (Board.Rectangles) game("cutcake").board(NONE, position).orElseThrow();
            List<String> pieces = rest(NONE, position);
            List<String> labels = new ArrayList<>();
            for (int i = 0; i < pieces.size(); i++) {
                Board.Rectangle r = board.pieces().get(i);
                assertThat(r.width() + "x" + r.height()).isEqualTo(pieces.get(i));
                for (Board.Cut cut : r.cuts()) {
                    List<String> to = new ArrayList<>(pieces);
                    String first = cut.vertical() ? cut.at() + "x" + r.height() : r.width() + "x" + cut.at();
                    String second = cut.vertical() ? (r.width() - cut.at()) + "x" + r.height()
                            : r.width() + "x" + (r.height() - cut.at());
                    to.set(i, first);
                    to.add(i + 1, second);
                    assertThat(rest(NONE, move("cutcake", NONE, position, cut.move()).to())).isEqualTo(to);
                    // Left cuts along vertical lines, Right along horizontal ones
                    assertThat(cut.vertical()).isEqualTo(position.size() == 2);
                    labels.add(cut.move());
                }
            }
            everyMoveOnce(labels, moves("cutcake", NONE, position));
        }
        assertThat(game("cutcake").board(NONE, List.of("30x30"))).as("900 squares").isEmpty();
    }

    @Test
    void aDominoOrAPairOfCoinsIsTheSquaresItsMoveChanges() {
        for (List<String> position : List.of(List.of("2x3"), List.of("..#", "...", "#.."))) {
            Board.Grid board = grid("cram", NONE, position);
            List<String> rows = position.size() == 1 ? List.of("...", "...") : position;
            for (Board.Spot s : board.spots()) {
                List<String> to = move("cram", NONE, position, s.move()).to();
                assertThat(rows.get(s.row()).charAt(s.col())).isEqualTo('.');
                assertThat(to.get(s.row()).charAt(s.col())).isEqualTo('#');
                assertThat(to.get(s.row2()).charAt(s.col2())).isEqualTo('#');
                assertThat(Math.abs(s.row() - s.row2()) + Math.abs(s.col() - s.col2())).isEqualTo(1);
            }
            everyMoveOnce(board.spots().stream().map(Board.Spot::move).toList(), moves("cram", NONE, position));
        }
        List<String> coins = List.of("FFB", "BFF", "FBF");
        Board.Grid board = grid("coins2d", NONE, coins);
        for (Board.Spot s : board.spots()) {
            List<String> to = move("coins2d", NONE, coins, s.move()).to();
            assertThat(s.row() == s.row2() || s.col() == s.col2()).as("one row or one column").isTrue();
            for (int r = 0; r < 3; r++) {
                for (int c = 0; c < 3; c++) {
                    boolean turned = r == s.row() && c == s.col() || r == s.row2() && c == s.col2();
                    assertThat(to.get(r).charAt(c) != coins.get(r).charAt(c)).isEqualTo(turned);
                }
            }
        }
        everyMoveOnce(board.spots().stream().map(Board.Spot::move).toList(), moves("coins2d", NONE, coins));
    }

    @Test
    void fibonacciNimsTokenIsTheTakeThatLeavesTheTokensBelowIt() {
        List<String> position = List.of("10", "2");
        Board.Heaps board = (Board.Heaps) game("fibonacci-nim").board(NONE, position).orElseThrow();
        List<String> leave = board.heaps().get(0).leave();
        assertThat(leave).hasSize(10);
        List<String> labels = new ArrayList<>();
        for (int j = 0; j < 10; j++) {
            if (leave.get(j) != null) {
                // a take of 10 - j, at most twice the last take of 2
                assertThat(10 - j).isBetween(1, 4);
                assertThat(move("fibonacci-nim", NONE, position, leave.get(j)).to().get(0)).isEqualTo("" + j);
                labels.add(leave.get(j));
            }
        }
        assertThat(labels).hasSize(4);
        everyMoveOnce(labels, moves("fibonacci-nim", NONE, position));
        assertThat(board.caption()).contains("1 to 4");
        Board.Heaps tall = (Board.Heaps) game("fibonacci-nim").board(NONE, List.of("1000")).orElseThrow();
        assertThat(tall.heaps().get(0).leave()).isEmpty();
        assertThat(tall.caption()).contains("from the list");
    }

    @Test
    void theDivisorGamesStonesAreTheProperDivisors() {
        for (int n : new int[] {12, 30, 7, 1}) {
            Board.Grid board = grid("divisor", NONE, List.of("" + n));
            Set<String> divisors = new TreeSet<>();
            for (int d = 1; d < n; d++) {
                if (n % d == 0) {
                    divisors.add("" + d);
                }
            }
            List<String> labels = new ArrayList<>();
            for (Board.Spot s : board.spots()) {
                String d = board.cells().get(0).get(s.col());
                assertThat(move("divisor", NONE, List.of("" + n), s.move()).to())
                        .containsExactly("" + (n - Integer.parseInt(d)));
                labels.add(s.move());
            }
            if (n > 1) {
                assertThat(new TreeSet<>(board.cells().get(0))).isEqualTo(divisors);
            } else {
                assertThat(board.spots()).isEmpty();
            }
            everyMoveOnce(labels, moves("divisor", NONE, List.of("" + n)));
        }
    }

    @Test
    void aStoneOrNumberIsTheMoveThatRemovesIt() {
        for (String[] c : new String[][] {{"xor-blackboard", "1 2 3 4"}, {"xor-blackboard", "5 5 3"},
                {"stone-game-9", "5 1 1 4 3"}, {"stone-game-9", "--turn bob --removed 2 1 4"}}) {
            List<String> position = List.of(c[1].split(" "));
            Board.Grid board = grid(c[0], NONE, position);
            List<String> row = rest(NONE, position);
            assertThat(board.cells().get(0)).isEqualTo(row);
            for (Board.Spot s : board.spots()) {
                assertThat(rest(NONE, move(c[0], NONE, position, s.move()).to())).isEqualTo(without(row, s.col()));
            }
            everyMoveOnce(board.spots().stream().map(Board.Spot::move).toList(), moves(c[0], NONE, position));
        }
        GameOptions six = new GameOptions(Map.of("--alice", "1,3,2", "--bob", "2,1,3"));
        Board.Grid stones = grid("stone-game-6", six, List.of());
        assertThat(stones.cells().get(0)).containsExactly("1:2", "3:1", "2:3");
        for (Board.Spot s : stones.spots()) {
            assertThat(rest(six, move("stone-game-6", six, List.of(), s.move()).to()))
                    .isEqualTo(without(List.of("1:2", "3:1", "2:3"), s.col()));
        }
        everyMoveOnce(stones.spots().stream().map(Board.Spot::move).toList(), moves("stone-game-6", six, List.of()));
        List<String> xs = new ArrayList<>();
        for (int i = 0; i <= Boards.MOST_STONES; i++) {
            xs.add("1");
        }
        assertThat(game("xor-blackboard").board(NONE, xs)).as("more numbers than are drawn").isEmpty();
    }

    @Test
    void aColorsPartIsAnInnerLetterOfARunOfThree() {
        for (List<String> position : List.of(List.of("AAAABBBAA"), List.of("--turn", "bob", "ABBBBA"))) {
            Board.Grid board = grid("colors", NONE, position);
            String s = rest(NONE, position).get(0);
            char own = position.size() == 1 ? 'A' : 'B';
            Set<Integer> inner = new HashSet<>();
            for (int i = 1; i + 1 < s.length(); i++) {
                if (s.charAt(i - 1) == own && s.charAt(i) == own && s.charAt(i + 1) == own) {
                    inner.add(i);
                }
            }
            assertThat(board.spots()).extracting(Board.Spot::col).containsExactlyInAnyOrderElementsOf(inner);
            for (Board.Spot sp : board.spots()) {
                String left = s.substring(0, sp.col()) + s.substring(sp.col() + 1);
                assertThat(rest(NONE, move("colors", NONE, position, sp.move()).to())).containsExactly(left);
            }
            everyMoveOnce(board.spots().stream().map(Board.Spot::move).toList(), moves("colors", NONE, position));
        }
    }

    @Test
    void theLastStoneTakenOrMergedIsThatMove() {
        List<String> piles = List.of("--m", "2", "2", "7", "9", "4", "4");
        Board.Grid two = grid("stone-game-2", NONE, piles);
        List<String> row = rest(NONE, piles);
        for (Board.Spot s : two.spots()) {
            assertThat(rest(NONE, move("stone-game-2", NONE, piles, s.move()).to()))
                    .isEqualTo(row.subList(s.col() + 1, row.size()));
        }
        // M = 2: the first 1 to 4 piles
        assertThat(two.spots()).extracting(Board.Spot::col).containsExactly(0, 1, 2, 3);
        everyMoveOnce(two.spots().stream().map(Board.Spot::move).toList(), moves("stone-game-2", NONE, piles));
        assertThat(two.caption()).contains("M = 2");

        List<String> stones = List.of("-1", "2", "-3", "4", "-5");
        Board.Grid eight = grid("stone-game-8", NONE, stones);
        for (Board.Spot s : eight.spots()) {
            long sum = 0;
            for (int i = 0; i <= s.col(); i++) {
                sum += Long.parseLong(stones.get(i));
            }
            List<String> to = new ArrayList<>(List.of("" + sum));
            to.addAll(stones.subList(s.col() + 1, stones.size()));
            assertThat(rest(NONE, move("stone-game-8", NONE, stones, s.move()).to())).isEqualTo(to);
        }
        assertThat(eight.spots()).extracting(Board.Spot::col).containsExactly(1, 2, 3, 4);
        everyMoveOnce(eight.spots().stream().map(Board.Spot::move).toList(), moves("stone-game-8", NONE, stones));
    }

    @Test
    void aSplitIsTheSpanOfStonesItKeeps() {
        for (List<String> position : List.of(List.of("6", "2", "3", "4", "5", "5"), List.of("1", "1"),
                List.of("--turn", "bob", "--throw", "2,3", "6", "4"))) {
            Board.Grid board = grid("stone-game-5", NONE, position);
            List<String> row = rest(NONE, position);
            for (Board.Spot s : board.spots()) {
                assertThat(s.col() == 0 || s.col2() == row.size() - 1).as("a span from one end").isTrue();
                assertThat(rest(NONE, move("stone-game-5", NONE, position, s.move()).to()))
                        .isEqualTo(row.subList(s.col(), s.col2() + 1));
            }
            everyMoveOnce(board.spots().stream().map(Board.Spot::move).toList(),
                    moves("stone-game-5", NONE, position));
        }
    }

    @Test
    void aDigitUnderAQuestionMarkIsTheMoveThatWritesIt() {
        List<String> position = List.of("2??5");
        Board.Grid board = grid("sum-game", NONE, position);
        assertThat(board.cells().get(0)).containsExactly("2", "?", "?", "5");
        for (Board.Spot s : board.spots()) {
            StringBuilder to = new StringBuilder("2??5");
            to.setCharAt(s.col(), (char) ('0' + s.row() - 1));
            assertThat(board.cells().get(s.row()).get(s.col())).isEqualTo("" + (s.row() - 1));
            assertThat(rest(NONE, move("sum-game", NONE, position, s.move()).to())).containsExactly(to.toString());
        }
        assertThat(board.spots()).hasSize(20);
        everyMoveOnce(board.spots().stream().map(Board.Spot::move).toList(), moves("sum-game", NONE, position));
    }

    /** The nodes of the Fibonacci tree of order n as paths: T(0) empty, T(1) a node, T(n) = root, L T(n-2), R T(n-1). */
    private static Set<String> fibonacciTree(int n) {
        Set<String> out = new TreeSet<>();
        if (n >= 1) {
            out.add("");
        }
        if (n >= 2) {
            fibonacciTree(n - 2).forEach(p -> out.add("L" + p));
            fibonacciTree(n - 1).forEach(p -> out.add("R" + p));
        }
        return out;
    }

    @Test
    void theFibonacciTreeStandsOnItsRootAndAnEdgeRemovesTheNodeAboveIt() {
        for (int n = 1; n <= 7; n++) {
            Board.Edges board = (Board.Edges) game("fibonacci-tree").board(NONE, List.of("" + n)).orElseThrow();
            Set<String> nodes = fibonacciTree(n);
            nodes.remove("");
            assertThat(board.edges()).extracting(Board.Edge::to).containsExactlyInAnyOrderElementsOf(nodes);
            for (Board.Edge e : board.edges()) {
                String parent = e.to().length() == 1 ? TreeBoard.ROOT : e.to().substring(0, e.to().length() - 1);
                assertThat(e.from()).isEqualTo(parent);
                assertThat(move("fibonacci-tree", NONE, List.of("" + n), e.move()).to()).contains(e.to());
            }
        }
        // with RR gone, so is RRR above it
        Board.Edges cut = (Board.Edges) game("fibonacci-tree").board(NONE, List.of("4", "RR")).orElseThrow();
        assertThat(cut.edges()).extracting(Board.Edge::to).containsExactlyInAnyOrder("L", "LR", "R", "RL");
        assertThat(game("fibonacci-tree").board(NONE, List.of("1000000000000000000"))).isEmpty();
    }

    @Test
    void catAndMouseMarkTheirNodesAndANodeIsTheMoversStepToIt() {
        String graph = "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";
        int[][] adjacent = {{2, 5}, {3}, {0, 4, 5}, {1, 4, 5}, {2, 3}, {0, 2, 3}};
        for (List<String> position : List.of(List.of(graph), List.of(graph, "3", "2", "cat"))) {
            Board.Graph board = (Board.Graph) game("cat-mouse").board(NONE, position).orElseThrow();
            boolean mouseMoves = position.size() == 1;
            int mouse = mouseMoves ? 1 : 3;
            int cat = 2;
            int mover = mouseMoves ? mouse : cat;
            assertThat(board.nodes().get(0).label()).startsWith("hole");
            assertThat(board.nodes().get(mouse).label()).isEqualTo("mouse");
            assertThat(board.nodes().get(cat).label()).isEqualTo("cat");
            assertThat(board.nodes()).filteredOn(Board.Node::token).extracting(Board.Node::name)
                    .containsExactly("" + mover);
            // each edge once
            assertThat(board.edges()).hasSize(7);
            List<String> labels = new ArrayList<>();
            for (Board.Node node : board.nodes()) {
                int n = Integer.parseInt(node.name());
                boolean step = java.util.Arrays.stream(adjacent[mover]).anyMatch(v -> v == n)
                        && (mouseMoves || n != 0);
                assertThat(node.move() != null).as("a step to %s", n).isEqualTo(step);
                if (node.move() != null) {
                    List<String> to = move("cat-mouse", NONE, position, node.move()).to();
                    assertThat(to.get(mouseMoves ? 1 : 2)).isEqualTo(node.name());
                    labels.add(node.move());
                }
            }
            everyMoveOnce(labels, moves("cat-mouse", NONE, position));
        }
    }

    @Test
    void movesOfSeveralHeapsAtOnceAreInTheListAndTheCaptionSaysSo() {
        GameOptions football = new GameOptions(Map.of("--m", "2", "--max", "2"));
        List<String> balls = List.of("1", "2", "3");
        Board.Heaps board = (Board.Heaps) game("football").board(football, balls).orElseThrow();
        int tokens = 0;
        for (int i = 0; i < 3; i++) {
            List<String> leave = board.heaps().get(i).leave();
            for (int j = 0; j < leave.size(); j++) {
                if (leave.get(j) != null) {
                    List<String> to = new ArrayList<>(balls);
                    to.set(i, "" + j);
                    assertThat(move("football", football, balls, leave.get(j)).to()).isEqualTo(to);
                    tokens++;
                }
            }
        }
        long single = moves("football", football, balls).stream().filter(m -> {
            int changed = 0;
            for (int i = 0; i < 3; i++) {
                changed += m.to().get(i).equals(balls.get(i)) ? 0 : 1;
            }
            return changed == 1;
        }).count();
        // a ball rolls 1 or 2 turns down, not below 0: 1 + 2 + 2 single moves
        assertThat(tokens).isEqualTo(single).isEqualTo(5);
        assertThat(board.caption()).contains("in the list");
        Board.Heaps one = (Board.Heaps) game("football").board(new GameOptions(Map.of("--max", "2")), balls)
                .orElseThrow();
        assertThat(one.caption()).isNull();
        Board.Heaps moore = (Board.Heaps) game("moore").board(new GameOptions(Map.of("--k", "2")), balls)
                .orElseThrow();
        assertThat(moore.heaps().get(2).leave()).hasSize(3).doesNotContainNull();
        assertThat(moore.caption()).contains("in the list");
        // Lasker's splits are only in the list too; Nim's every move is a token
        assertThat(((Board.Heaps) game("lasker").board(NONE, balls).orElseThrow()).caption()).contains("splits");
        assertThat(((Board.Heaps) game("nim").board(NONE, balls).orElseThrow()).caption()).isNull();
        assertThat(((Board.Heaps) game("nim").board(new GameOptions(Map.of("--k", "2")), balls).orElseThrow())
                .caption()).contains("several heaps");
    }

    /** The options and position of a catalog example such as {@code --m 2 --max 3 1 1 6 4}. */
    private static Map.Entry<GameOptions, List<String>> example(CatalogGame game, String example) {
        List<String> words = new ArrayList<>(List.of(example.replace("'", "").trim().split("\\s+")));
        Map<String, String> options = new java.util.HashMap<>();
        while (!words.isEmpty() && game.options().stream().anyMatch(o -> o.name().equals(words.get(0)))) {
            String name = words.remove(0);
            boolean flag = game.options().stream().anyMatch(o -> o.name().equals(name) && o.isFlag());
            options.put(name, flag ? "true" : words.remove(0));
        }
        return Map.entry(new GameOptions(options), words);
    }

    @Test
    void everyGameThatListsMovesDrawsABoardOfOneOfItsExamples() {
        List<String> without = new ArrayList<>();
        for (CatalogGame g : org.sprague.compound.Games.all()) {
            if (g.moves().isEmpty() || g.id().equals("graph")) {
                continue; // a graph's board needs its file (BoardsTest draws one)
            }
            boolean drawn = g.examples().stream().map(e -> example(g, e))
                    .anyMatch(e -> g.board(e.getKey(), e.getValue()).isPresent());
            if (!drawn) {
                without.add(g.id());
            }
        }
        assertThat(without).as("games whose examples draw no board").isEmpty();
    }

    @Test
    void aNumberTooLargeIsTheDivisorGamesOnlyFallback() {
        // 2^40 + 1 lists its divisors; past 2^40 the game lists none here and draws no board
        assertThat(game("divisor").board(NONE, List.of(BigInteger.TWO.pow(41).toString()))).isEmpty();
    }
}
