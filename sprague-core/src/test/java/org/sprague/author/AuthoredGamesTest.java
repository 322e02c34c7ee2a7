package org.sprague.author;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.Solution;
import org.sprague.partizan.OutcomeClass;
import org.sprague.value.Outcome;

/**
 * Games written to the author API, held against brute forces written here: a subtraction game with its formula
 * (values by the mex rule, outcomes and winning moves of sums by a win/loss recursion over the heaps, normal and
 * misère play), Kayles without one (values from Guy and Smith, "The G-values of various games", 1956), a partizan
 * subtraction game (outcome classes by a minimax of its rules); and the refusals of a wrong formula and of a move
 * that does not shrink the heap.
 */
class AuthoredGamesTest {
    /** Take 1, 3 or 4; values 0 1 0 1 2 3 2 repeating with period 7 (by the mex rule, checked below). */
    static final class Subtract134 implements HeapGame {
        private final Formula formula;

        Subtract134(Formula formula) {
            this.formula = formula;
        }

        @Override
        public String id() {
            return "subtract-134";
        }

        @Override
        public String summary() {
            return "take 1, 3 or 4 tokens from a heap";
        }

        @Override
        public void options(long n, Leaves leaves) {
            for (long take : new long[] {1, 3, 4}) {
                if (take <= n) {
                    leaves.leave(n - take);
                }
            }
        }

        @Override
        public Optional<Formula> formula() {
            return Optional.ofNullable(formula);
        }
    }

    private static final long[] PERIOD_134 = {0, 1, 0, 1, 2, 3, 2};
    private static final Formula FORMULA_134 = Formula.periodic("G(n) = (0 1 0 1 2 3 2)[n mod 7]",
            n -> PERIOD_134[(int) (n % 7)], new Period(0, 7, 0));

    /** Whether the player to move wins the sum {@code heaps} of take 1, 3 or 4, by recursion over the moves. */
    private static boolean wins(List<Integer> heaps, boolean misere, Map<List<Integer>, Boolean> memo) {
        List<Integer> key = heaps.stream().sorted().toList();
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean any = false;
        boolean win = false;
        for (int i = 0; i < key.size() && !win; i++) {
            for (int take : new int[] {1, 3, 4}) {
                if (take <= key.get(i)) {
                    any = true;
                    List<Integer> next = new ArrayList<>(key);
                    next.set(i, key.get(i) - take);
                    win |= !wins(next, misere, memo);
                }
            }
        }
        boolean result = any ? win : misere; // no move: normal play loses, misère play wins
        memo.put(key, result);
        return result;
    }

    private static Solution solve(CatalogGame game, String flag, String position) {
        GameOptions o = flag.isEmpty() ? GameOptions.none() : GameOptions.of(flag, "true");
        return (Solution) game.solve(o, List.of(position.split(" ")));
    }

    @Test
    void theInterfacesAnAuthorImplementsNameNoTypeOfTheCatalogOrTheEngines() throws java.io.IOException {
        for (String type : List.of("HeapGame", "Leaves", "Formula", "Period", "PartizanGame", "Move")) {
            java.nio.file.Path file = java.nio.file.Path.of("src/main/java/org/sprague/author", type + ".java");
            List<String> imports = java.nio.file.Files.readAllLines(file).stream()
                    .filter(l -> l.startsWith("import ")).toList();
            assertThat(imports).as(type).allMatch(l -> l.startsWith("import java.")
                    || l.equals("import org.sprague.BadInputException;"));
        }
    }

    @Test
    void aHeapGameIsItsRuleAndFormulaAndSolvesSumsAsTheRecursionDoes() {
        CatalogGame game = AuthoredGames.heapGame(new Subtract134(FORMULA_134));
        Map<List<Integer>, Boolean> normal = new HashMap<>();
        Map<List<Integer>, Boolean> misere = new HashMap<>();
        for (int a = 0; a <= 9; a++) {
            for (int b = a; b <= 9; b++) {
                String position = a + " " + b;
                Solution s = solve(game, "", position);
                boolean win = wins(List.of(a, b), false, normal);
                assertThat(s.outcome()).as(position).isEqualTo(Outcome.ofWin(win));
                // each winning move leaves a position the recursion calls lost, and there are as many as it finds
                int expected = 0;
                for (int i = 0; i < 2; i++) {
                    int heap = i == 0 ? a : b;
                    for (int take : new int[] {1, 3, 4}) {
                        if (take <= heap && !wins(i == 0 ? List.of(a - take, b) : List.of(a, b - take), false,
                                normal)) {
                            expected++;
                        }
                    }
                }
                assertThat(s.winningMoves()).as(position).hasSize(expected);
                for (MoveReport m : s.winningMoves()) {
                    List<Integer> to = m.to().stream().map(Integer::valueOf).toList();
                    assertThat(wins(to, false, normal)).as(m.move()).isFalse();
                }
                assertThat(solve(game, "--misere", position).outcome()).as("misère " + position)
                        .isEqualTo(Outcome.ofWin(wins(List.of(a, b), true, misere)));
            }
        }
    }

    @Test
    void theFormulaAnswersHugeHeapsWithTheirWinningMoves() {
        CatalogGame game = AuthoredGames.heapGame(new Subtract134(FORMULA_134));
        // 10^15 = 6 mod 7 (10^3 = -1 mod 7, so 10^15 = -1 = 6): value 2; with a heap of 4 (value 2) the sum is 0
        assertThat(solve(game, "", "4 1000000000000000").outcome()).isEqualTo(Outcome.SECOND);
        // with a heap of 1 (value 1): nim-sum 3; the big heap must go to value 1: 10^15 - 3 = 3 mod 7 (value 1)
        Solution s = solve(game, "", "1 1000000000000000");
        assertThat(s.grundy().orNull()).isEqualTo(BigInteger.valueOf(3));
        assertThat(s.winningMoves()).extracting(MoveReport::move)
                .containsExactly("heap 2: 1000000000000000 -> 999999999999997");
    }

    /** Kayles: knock down one pin or two adjacent ones, possibly splitting the row in two. */
    static final class Kayles implements HeapGame {
        @Override
        public String id() {
            return "kayles-by-rule";
        }

        @Override
        public String summary() {
            return "Kayles, by its rule";
        }

        @Override
        public void options(long n, Leaves leaves) {
            for (long take = 1; take <= Math.min(2, n); take++) {
                for (long a = 0; 2 * a <= n - take; a++) {
                    leaves.leave(a, n - take - a);
                }
            }
        }
    }

    @Test
    void aRuleWithoutFormulaIsValuedByTheMexRule() {
        // Guy and Smith (1956): Kayles values G(0..16)
        int[] published = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1};
        CatalogGame game = AuthoredGames.heapGame(new Kayles());
        for (int n = 0; n < published.length; n++) {
            assertThat(solve(game, "", String.valueOf(n)).grundy().orNull()).as("G(%d)", n)
                    .isEqualTo(BigInteger.valueOf(published[n]));
        }
    }

    @Test
    void aFormulaThatDisagreesWithTheRuleIsRefused() {
        Formula wrong = Formula.of("G(n) = n mod 7", n -> n % 7);
        assertThatThrownBy(() -> AuthoredGames.heapGame(new Subtract134(wrong)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("the formula of subtract-134 says G(2) = 2, but its moves give 0 (the mex of its options'"
                        + " values)");
        Formula wrongPeriod = Formula.periodic("G(n) by the table", n -> PERIOD_134[(int) (n % 7)],
                new Period(0, 5, 0));
        assertThatThrownBy(() -> AuthoredGames.heapGame(new Subtract134(wrongPeriod)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("period 5");
    }

    @Test
    void aMoveThatDoesNotShrinkTheHeapIsRefused() {
        HeapGame loops = new HeapGame() {
            @Override
            public String id() {
                return "loops";
            }

            @Override
            public String summary() {
                return "a heap may stay as it is";
            }

            @Override
            public void options(long n, Leaves leaves) {
                leaves.leave(n);
            }
        };
        assertThatThrownBy(() -> AuthoredGames.heapGame(loops)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("from a heap of 1 leaves a heap of 1");
    }

    private static final int[] LEFT_TAKES = {1, 3};
    private static final int[] RIGHT_TAKES = {2};

    /** Left takes 1 or 3 tokens from a heap, Right 2. */
    static final class LeftOneThreeRightTwo implements PartizanGame<List<Integer>> {
        @Override
        public String id() {
            return "partizan-test";
        }

        @Override
        public String summary() {
            return "Left takes 1 or 3, Right 2";
        }

        @Override
        public String syntax() {
            return "HEAP...";
        }

        @Override
        public List<String> examples() {
            return List.of("3");
        }

        @Override
        public List<Integer> parse(List<String> position) {
            return position.stream().map(Integer::valueOf).toList();
        }

        @Override
        public List<Move<List<Integer>>> options(List<Integer> heaps, boolean left) {
            List<Move<List<Integer>>> out = new ArrayList<>();
            for (List<Integer> next : reached(heaps, left)) {
                out.add(new Move<>("to " + next, next));
            }
            return out;
        }

        @Override
        public List<String> format(List<Integer> heaps) {
            return heaps.stream().map(String::valueOf).toList();
        }
    }

    /** The heaps one player's moves reach. */
    private static List<List<Integer>> reached(List<Integer> heaps, boolean left) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            for (int take : left ? LEFT_TAKES : RIGHT_TAKES) {
                if (take <= heaps.get(i)) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.set(i, heaps.get(i) - take);
                    out.add(List.copyOf(next));
                }
            }
        }
        return out;
    }

    /** Whether the player to move ({@code left} or Right) wins, by minimax over the rules. */
    private static boolean partizanWins(List<Integer> heaps, boolean left) {
        return reached(heaps, left).stream().anyMatch(next -> !partizanWins(next, !left));
    }

    @Test
    void aPartizanGameIsItsOptionsAndGetsOutcomeClassesAsTheMinimaxDoes() {
        CatalogGame game = AuthoredGames.partizanGame(new LeftOneThreeRightTwo());
        for (int a = 0; a <= 6; a++) {
            for (int b = a; b <= 6; b++) {
                List<Integer> heaps = List.of(a, b);
                boolean leftStarts = partizanWins(heaps, true);
                boolean rightStarts = partizanWins(heaps, false);
                OutcomeClass expected = leftStarts ? (rightStarts ? OutcomeClass.N : OutcomeClass.L)
                        : (rightStarts ? OutcomeClass.R : OutcomeClass.P);
                PartizanAnswer answer = (PartizanAnswer) game.solve(GameOptions.none(), List.of(a + "", b + ""));
                assertThat(answer.analysis().outcomeClass()).as(a + " " + b).isEqualTo(expected);
            }
        }
    }
}
