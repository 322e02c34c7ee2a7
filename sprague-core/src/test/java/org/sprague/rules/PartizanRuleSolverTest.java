package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Answer;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;
import org.sprague.partizan.OutcomeClass;
import org.sprague.solve.Budget;
import org.junit.jupiter.api.Test;

/** Partizan rule files: values against hand-worked games, a plain minimax in the test, and the catalog's games. */
class PartizanRuleSolverTest {
    private static final String DOMINEERING = RuleFiles.example("DomineeringRules.java");
    private static final String TOKENS = RuleFiles.example("RedBlueTokens.java");

    private static PartizanAnswer solve(String source, boolean leftFirst, String... position) {
        return solve(source, Budget.standard().withTime(Duration.ofSeconds(20)), leftFirst, position);
    }

    /** Each source compiled once: the compiler is the slow part of a small test. */
    private static final Map<String, PartizanRuleFile> COMPILED = new HashMap<>();

    private static PartizanAnswer solve(String source, Budget budget, boolean leftFirst, String... position) {
        PartizanRuleFile file = COMPILED.computeIfAbsent(source,
                s -> (PartizanRuleFile) RuleCompiler.compileAny("T.java", s, budget.start()));
        try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
            return (PartizanAnswer) PartizanRuleSolver.solve(file, guard, List.of(position), leftFirst, budget);
        }
    }

    @Test
    void redBlueTokensAreWorthTheDifferenceOfTheCountsByHand() {
        // Left has a moves and Right b, none affecting the other: the integer a - b (Conway, ONAG ch. 0)
        for (int a = 0; a <= 6; a++) {
            for (int b = 0; b <= 6; b++) {
                assertThat(solve(TOKENS, true, a + "," + b).analysis().canonical()).isEqualTo(String.valueOf(a - b));
            }
        }
        // a sum adds: (5 - 3) + (1 - 4) = -1, a win for Right whoever starts
        PartizanAnswer sum = solve(TOKENS, true, "5,3", "1,4");
        assertThat(sum.analysis().canonical()).isEqualTo("-1");
        assertThat(sum.analysis().outcomeClass()).isEqualTo(OutcomeClass.R);
    }

    @Test
    void handWorkedSmallGamesGetTheirConwayNames() {
        // game n's options are numbered games: 0 = { | }, 1 = {0 | }, 2 = {0 | 0}, 3 = {1 | 0}, 4 = {0 | 1},
        // 6 = {0, 2 | 0}, 7 = {0 | 2}
        String source = """
                class Hand {
                    static int[][] left(int[] p) {
                        switch (p[0]) {
                            case 1: case 2: case 4: case 7: return new int[][] {{0}};
                            case 3: return new int[][] {{1}};
                            case 6: return new int[][] {{0}, {2}};
                            default: return new int[0][];
                        }
                    }
                    static int[][] right(int[] p) {
                        switch (p[0]) {
                            case 2: case 3: case 6: return new int[][] {{0}};
                            case 4: return new int[][] {{1}};
                            case 7: return new int[][] {{2}};
                            default: return new int[0][];
                        }
                    }
                }
                """;
        // {|} = 0, {0|} = 1, {0|0} = *, {0|1} = 1/2, {0|*} = up, {0,*|0} = up star (Siegel, Combinatorial Game
        // Theory, II.1-II.2)
        assertThat(solve(source, true, "0").analysis().canonical()).isEqualTo("0");
        assertThat(solve(source, true, "1").analysis().canonical()).isEqualTo("1");
        assertThat(solve(source, true, "2").analysis().canonical()).isEqualTo("*");
        assertThat(solve(source, true, "4").analysis().canonical()).isEqualTo("1/2");
        assertThat(solve(source, true, "7").analysis().canonical()).isEqualTo("^");
        assertThat(solve(source, true, "6").analysis().canonical()).isEqualTo("^*");
        // {1|0}: hot, whoever moves first wins
        assertThat(solve(source, true, "3").analysis().outcomeClass()).isEqualTo(OutcomeClass.N);
    }

    @Test
    void domineeringByRulesAgreesWithAPlainMinimaxWrittenHere() {
        Random random = new Random(23);
        for (int trial = 0; trial < 60; trial++) {
            int rows = 1 + random.nextInt(4);
            int cols = 1 + random.nextInt(4);
            char[][] board = new char[rows][cols];
            for (char[] row : board) {
                for (int c = 0; c < cols; c++) {
                    row[c] = random.nextInt(5) == 0 ? '#' : '.';
                }
            }
            String text = join(board);
            Map<String, Boolean> memo = new HashMap<>();
            boolean leftWinsFirst = wins(board, true, memo);
            boolean rightWinsFirst = wins(board, false, memo);
            OutcomeClass expected = leftWinsFirst ? (rightWinsFirst ? OutcomeClass.N : OutcomeClass.L)
                    : (rightWinsFirst ? OutcomeClass.R : OutcomeClass.P);
            PartizanAnswer answer = solve(DOMINEERING, true, text);
            assertThat(answer.analysis().outcomeClass()).as(text).isEqualTo(expected);
            assertThat(answer.analysis().firstWins()).as(text).isEqualTo(leftWinsFirst);
        }
    }

    @Test
    void pastTheValuesLimitTheOutcomeIsSearchedAndAgreesWithAPlainMinimax() {
        // a limit of 4 canonical games sends most boards to the search; #./.# is a board where nobody can move
        PartizanRuleFile file = (PartizanRuleFile) RuleCompiler.compileAny("T.java", DOMINEERING,
                Budget.standard().start());
        Random random = new Random(7);
        int searched = 0;
        for (int trial = 0; trial < 40; trial++) {
            int rows = 2 + random.nextInt(3);
            int cols = 2 + random.nextInt(3);
            char[][] board = new char[rows][cols];
            for (char[] row : board) {
                for (int c = 0; c < cols; c++) {
                    row[c] = random.nextInt(6) == 0 ? '#' : '.';
                }
            }
            String text = join(board);
            boolean leftFirst = random.nextBoolean();
            Budget budget = Budget.standard().withTime(Duration.ofSeconds(20));
            Answer answer;
            try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
                answer = PartizanRuleSolver.solve(file, guard, List.of(text, "#./.#"), leftFirst, budget, 4);
            }
            Map<String, Boolean> memo = new HashMap<>();
            boolean left = wins(board, true, memo);
            boolean right = wins(board, false, memo);
            OutcomeClass expected = left ? (right ? OutcomeClass.N : OutcomeClass.L)
                    : (right ? OutcomeClass.R : OutcomeClass.P);
            if (answer instanceof PartizanOutcomeAnswer searchedAnswer) {
                searched++;
                assertThat(searchedAnswer.outcomeClass()).as(text).isEqualTo(expected);
                if (searchedAnswer.firstWins()) {
                    // the move named leaves the other player, moving first, lost
                    char[][] after = board(searchedAnswer.winningMoveTo().get(0));
                    assertThat(wins(after, !leftFirst, memo)).as(text).isFalse();
                } else {
                    assertThat(searchedAnswer.winningMove()).isNull();
                }
            } else {
                assertThat(((PartizanAnswer) answer).analysis().outcomeClass()).as(text).isEqualTo(expected);
            }
        }
        assertThat(searched).isGreaterThan(10);
    }

    @Test
    void domineeringByRulesHasTheCatalogsValuesOnEverySmallRectangle() {
        // the catalog's Domineering generates its moves by its own code and splits boards into regions: only the
        // canonical-form engine is shared, which the minimax test above checks independently
        for (int rows = 1; rows <= 3; rows++) {
            for (int cols = 1; cols <= 4; cols++) {
                List<String> rowsText = new ArrayList<>();
                for (int r = 0; r < rows; r++) {
                    rowsText.add(".".repeat(cols));
                }
                String catalog = ((PartizanAnswer) Catalog.find("domineering")
                        .solve(GameOptions.none(), rowsText)).analysis().canonical();
                assertThat(solve(DOMINEERING, true, String.join("/", rowsText)).analysis().canonical())
                        .as(rows + "x" + cols).isEqualTo(catalog);
            }
        }
    }

    @Test
    void winningMovesAreThoseThatLeaveTheMoverWinningSecond() {
        // 2x3 Domineering with Right first: Right's winning moves keep the value at most 0
        PartizanAnswer answer = solve(DOMINEERING, false, ".../...");
        Map<String, Boolean> memo = new HashMap<>();
        List<String> winning = answer.analysis().winningMoves().stream().map(m -> m.to().get(0)).toList();
        List<String> expected = new ArrayList<>();
        char[][] start = board(".../...");
        for (int r = 0; r < 2; r++) {
            for (int c = 0; c + 1 < 3; c++) {
                char[][] after = board(".../...");
                after[r][c] = '#';
                after[r][c + 1] = '#';
                if (!wins(after, true, memo)) {
                    expected.add(join(after));
                }
            }
        }
        assertThat(start[0]).hasSize(3);
        assertThat(winning).isNotEmpty().containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void aPositionThatComesBackMakesALoopyGameAnsweredOverItsGraph() {
        // Left goes round 0 -> 1 -> 2 -> 0 for ever and Right never moves: Winning Ways' on = {pass|}, which Left
        // wins with either player first (Siegel, Combinatorial Game Theory, ch. VI)
        String source = """
                class Loop {
                    static int[][] left(int[] p) { return new int[][] {{(p[0] + 1) % 3}}; }
                    static int[][] right(int[] p) { return new int[0][]; }
                }
                """;
        Budget budget = Budget.standard().withTime(Duration.ofSeconds(20));
        PartizanRuleFile file = COMPILED.computeIfAbsent(source,
                s -> (PartizanRuleFile) RuleCompiler.compileAny("T.java", s, budget.start()));
        try (GuardedMoves guard = new GuardedMoves(file, budget.start())) {
            Solution answer = (Solution) PartizanRuleSolver.solve(file, guard, List.of("0"), false, budget);
            assertThat(answer.outcome()).isEqualTo(Outcome.SECOND);
            assertThat(answer.detail("leftFirst")).isEqualTo("left");
            assertThat(answer.detail("rightFirst")).isEqualTo("left");
            assertThat(answer.detail("outcomeClass")).isEqualTo("L");
            assertThat(answer.detail("value")).isEqualTo("on");
            assertThat(answer.detail("positions")).isEqualTo(3L);
        }
    }

    @Test
    void theUsersErrorsAreOneLineNamingTheMethodAndPosition() {
        String nulls = """
                class Nulls {
                    static int[][] left(int[] p) { return null; }
                    static int[][] right(int[] p) { return new int[0][]; }
                }
                """;
        assertThatThrownBy(() -> solve(nulls, true, "3")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("left(3) returned null");
        String throwing = """
                class Throws {
                    static String[] left(String p) { return new String[0]; }
                    static String[] right(String p) {
                        throw new IllegalStateException("no " + p);
                    }
                }
                """;
        assertThatThrownBy(() -> solve(throwing, true, "x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("T.java:4: right(x) threw java.lang.IllegalStateException: no x");
        String negative = """
                class Negative {
                    static int[][] left(int[] p) { return new int[][] {{-1}}; }
                    static int[][] right(int[] p) { return new int[0][]; }
                }
                """;
        assertThatThrownBy(() -> solve(negative, true, "1")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("negative");
        String mixed = """
                class Mixed {
                    static int[][] left(int[] p) { return new int[0][]; }
                    static String[] right(String p) { return new String[0]; }
                }
                """;
        assertThatThrownBy(() -> solve(mixed, true, "1")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("left and right have the signatures");
        assertThatThrownBy(() -> solve(TOKENS, true, "1,x")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("write numbers at least 0");
    }

    @Test
    void aRuleThatNeverReturnsEndsAtTheDeadline() {
        String source = """
                class Forever {
                    static int[][] left(int[] p) { while (true) { } }
                    static int[][] right(int[] p) { return new int[0][]; }
                }
                """;
        Budget budget = Budget.standard().withTime(Duration.ofMillis(500));
        assertThatThrownBy(() -> solve(source, budget, true, "1")).isInstanceOf(ResourceLimitException.class);
    }

    @Test
    void anImpartialCompileOfAPartizanFileSaysWhatItIs() {
        assertThatThrownBy(() -> RuleCompiler.compile("T.java", TOKENS)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("partizan");
    }

    /** Whether the player to move wins, by plain minimax over the board (Left places vertical dominoes). */
    private static boolean wins(char[][] board, boolean leftToMove, Map<String, Boolean> memo) {
        String key = (leftToMove ? "L" : "R") + join(board);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean win = false;
        int dr = leftToMove ? 1 : 0;
        int dc = leftToMove ? 0 : 1;
        for (int r = 0; r + dr < board.length && !win; r++) {
            for (int c = 0; c + dc < board[r].length && !win; c++) {
                if (board[r][c] == '.' && board[r + dr][c + dc] == '.') {
                    board[r][c] = '#';
                    board[r + dr][c + dc] = '#';
                    win = !wins(board, !leftToMove, memo);
                    board[r][c] = '.';
                    board[r + dr][c + dc] = '.';
                }
            }
        }
        memo.put(key, win);
        return win;
    }

    private static String join(char[][] board) {
        List<String> rows = new ArrayList<>();
        for (char[] row : board) {
            rows.add(new String(row));
        }
        return String.join("/", rows);
    }

    private static char[][] board(String text) {
        String[] rows = text.split("/");
        char[][] b = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            b[i] = rows[i].toCharArray();
        }
        return b;
    }
}
