package org.sprague.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.catalog.Figure;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * Text positions ({@code String[] moves(String p)}, with and without {@code parts}): docs/examples/CramText.java
 * against Cram solved here by plain recursion over the whole board (mex, Smith's remoteness, misère win/loss), on
 * every board of up to 8 squares and on sums of them.
 */
class TextRulesTest {
    /** The example with its parts method renamed, so that the solver sees no parts and values whole boards. */
    private static final String WITHOUT_PARTS = RuleFiles.example("CramText.java")
            .replace("static String[] parts(String p)", "static String[] regions(String p)");

    /** Cram by brute force on boards written as rows joined by '|': every answer from the whole board. */
    private static final class Oracle {
        final Map<String, int[]> normal = new HashMap<>();
        final Map<String, long[]> misere = new HashMap<>();

        static List<String> options(String board) {
            String[] rows = board.split("\\|");
            List<String> out = new ArrayList<>();
            for (int r = 0; r < rows.length; r++) {
                for (int c = 0; c < rows[r].length(); c++) {
                    if (rows[r].charAt(c) != '.') {
                        continue;
                    }
                    if (c + 1 < rows[r].length() && rows[r].charAt(c + 1) == '.') {
                        String[] next = rows.clone();
                        next[r] = next[r].substring(0, c) + "##" + next[r].substring(c + 2);
                        out.add(String.join("|", next));
                    }
                    if (r + 1 < rows.length && rows[r + 1].charAt(c) == '.') {
                        String[] next = rows.clone();
                        next[r] = next[r].substring(0, c) + "#" + next[r].substring(c + 1);
                        next[r + 1] = next[r + 1].substring(0, c) + "#" + next[r + 1].substring(c + 1);
                        out.add(String.join("|", next));
                    }
                }
            }
            return out;
        }

        /** {Grundy value, Smith's remoteness} under normal play. */
        int[] normal(String board) {
            int[] known = normal.get(board);
            if (known != null) {
                return known;
            }
            boolean[] seen = new boolean[64];
            int quickestWin = Integer.MAX_VALUE;
            int slowest = 0;
            for (String o : options(board)) {
                int[] v = normal(o);
                seen[v[0]] = true;
                if (v[0] == 0) {
                    quickestWin = Math.min(quickestWin, v[1] + 1);
                }
                slowest = Math.max(slowest, v[1] + 1);
            }
            int g = 0;
            while (seen[g]) {
                g++;
            }
            int[] v = {g, g != 0 ? quickestWin : slowest};
            normal.put(board, v);
            return v;
        }

        /** {1 when the player to move wins, Smith's remoteness} under misère play, of a sum of boards. */
        long[] misere(List<String> sum) {
            String key = String.join(" ", sum.stream().sorted().toList());
            long[] known = misere.get(key);
            if (known != null) {
                return known;
            }
            long quickestWin = Long.MAX_VALUE;
            long slowest = 0;
            boolean any = false;
            for (int i = 0; i < sum.size(); i++) {
                for (String o : options(sum.get(i))) {
                    any = true;
                    List<String> next = new ArrayList<>(sum);
                    next.set(i, o);
                    long[] v = misere(next);
                    if (v[0] == 0) {
                        quickestWin = Math.min(quickestWin, v[1] + 1);
                    }
                    slowest = Math.max(slowest, v[1] + 1);
                }
            }
            long[] v = !any ? new long[] {1, 0} : quickestWin != Long.MAX_VALUE ? new long[] {1, quickestWin}
                    : new long[] {0, slowest};
            misere.put(key, v);
            return v;
        }
    }

    /** Every board of h rows and w columns, as rows joined by '|'. */
    private static List<String> boards(int h, int w) {
        List<String> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << (h * w); mask++) {
            StringBuilder b = new StringBuilder();
            for (int r = 0; r < h; r++) {
                b.append(r == 0 ? "" : "|");
                for (int c = 0; c < w; c++) {
                    b.append((mask >>> (r * w + c) & 1) != 0 ? '.' : '#');
                }
            }
            out.add(b.toString());
        }
        return out;
    }

    private static List<String> everyBoardUpTo(int squares) {
        List<String> out = new ArrayList<>();
        for (int h = 1; h <= squares; h++) {
            for (int w = 1; h * w <= squares; w++) {
                out.addAll(boards(h, w));
            }
        }
        return out;
    }

    private static List<String> targets(Solution s) {
        return s.winningMoves().stream().map(m -> m.toComponent()).toList();
    }

    @Test
    void everyBoardOfUpToEightSquaresHasTheBruteForceValueRemotenessAndMovesWithAndWithoutParts() {
        Oracle oracle = new Oracle();
        List<String> boards = everyBoardUpTo(8);
        assertThat(boards).hasSize(1674);
        for (String source : List.of(RuleFiles.example("CramText.java"), WITHOUT_PARTS)) {
            RuleSolver solver = new RuleSolver(RuleFiles.game(source, 60_000));
            for (String b : boards) {
                Solution s = solver.solve(List.of(b), false, 1, false, Budget.standard());
                int[] truth = oracle.normal(b);
                assertThat(s.grundy()).as(b).isEqualTo(new Figure.Known<>(java.math.BigInteger.valueOf(truth[0])));
                assertThat(s.remoteness()).as(b).isEqualTo(new Figure.Known<>((long) truth[1]));
                List<String> winning = Oracle.options(b).stream().filter(o -> oracle.normal(o)[0] == 0).toList();
                assertThat(targets(s)).as(b).containsExactlyInAnyOrderElementsOf(winning);
                for (MoveReport m : s.winningMoves()) {
                    assertThat(m.move()).isEqualTo("position 1: " + b + " -> " + m.toComponent());
                    assertThat(m.to()).containsExactly(m.toComponent());
                }
            }
        }
    }

    @Test
    void sumsAreNimSumsAndMisereSumsAreSearchedWhole() {
        Oracle oracle = new Oracle();
        List<String> small = everyBoardUpTo(6);
        Random random = new Random(6);
        for (String source : List.of(RuleFiles.example("CramText.java"), WITHOUT_PARTS)) {
            RuleSolver solver = new RuleSolver(RuleFiles.game(source, 60_000));
            for (int i = 0; i < 150; i++) {
                List<String> sum = List.of(small.get(random.nextInt(small.size())),
                        small.get(random.nextInt(small.size())), small.get(random.nextInt(small.size())));
                int x = 0;
                for (String b : sum) {
                    x ^= oracle.normal(b)[0];
                }
                Solution normal = solver.solve(sum, false, 1, false, Budget.standard());
                assertThat(normal.grundy()).as("%s", sum).isEqualTo(new Figure.Known<>(java.math.BigInteger
                        .valueOf(x)));
                for (MoveReport m : normal.winningMoves()) {
                    int after = 0;
                    for (String b : m.to()) {
                        after ^= oracle.normal(b)[0];
                    }
                    assertThat(after).as("%s: %s", sum, m.move()).isZero();
                }
                Solution misere = solver.solve(sum, true, 1, false, Budget.standard());
                long[] truth = oracle.misere(sum);
                assertThat(misere.outcome()).as("misère %s", sum).isEqualTo(truth[0] == 1 ? Outcome.FIRST
                        : Outcome.SECOND);
                assertThat(misere.remoteness()).as("misère %s", sum).isEqualTo(new Figure.Known<>(truth[1]));
                for (MoveReport m : misere.winningMoves()) {
                    assertThat(oracle.misere(m.to())[0]).as("misère %s: %s", sum, m.move()).isZero();
                }
            }
        }
    }

    @Test
    void partsAndNoPartsGiveTheSameAnswersWiring() {
        RuleSolver parts = new RuleSolver(RuleFiles.game(RuleFiles.example("CramText.java")));
        RuleSolver whole = new RuleSolver(RuleFiles.game(WITHOUT_PARTS));
        for (List<String> p : List.of(List.of("....|.#..|...."), List.of("..#..|..#..|..###", "...."),
                List.of("##|##"), List.of("...|.#.|..."))) {
            Solution a = parts.solve(p, false, 1, false, Budget.standard());
            Solution b = whole.solve(p, false, 1, false, Budget.standard());
            assertThat(a.outcome()).isEqualTo(b.outcome());
            assertThat(a.grundy()).isEqualTo(b.grundy());
            assertThat(a.remoteness()).isEqualTo(b.remoteness());
            assertThat(a.winningMoves()).isEqualTo(b.winningMoves());
        }
    }

    @Test
    void partsAreValuedOnceEach() {
        RuleGame game = RuleFiles.game(RuleFiles.example("CramText.java"));
        RuleSolver solver = new RuleSolver(game);
        // two equal 2x4 regions: each option's parts are cropped regions, shared by both halves of the board
        solver.solve(List.of("....#....|....#...."), false, 1, false, Budget.standard());
        int withParts = game.size();
        RuleGame plain = RuleFiles.game(WITHOUT_PARTS);
        new RuleSolver(plain).solve(List.of("....#....|....#...."), false, 1, false, Budget.standard());
        assertThat(withParts).isLessThan(plain.size() / 10);
    }

    @Test
    void badTextRulesAreBadInputNamingThePositions() {
        String cycle = """
                class Flip {
                    static String[] moves(String p) {
                        return p.equals("a") ? new String[] {"b"} : p.equals("b") ? new String[] {"c", "a"}
                                : new String[0];
                    }
                }
                """;
        RuleGame loop = RuleFiles.game(cycle);
        assertThatThrownBy(() -> new RuleSolver(loop).solve(List.of("a"), false, 1, false))
                .isInstanceOf(BadInputException.class).hasMessageContaining("cycle through position a")
                .hasMessageContaining("a -> b -> a");
        String nullPart = """
                class NullPart {
                    static String[] moves(String p) {
                        return p.isEmpty() ? new String[0] : new String[] {p.substring(1)};
                    }
                    static String[] parts(String p) {
                        return p.equals("x") ? null : new String[] {p};
                    }
                }
                """;
        assertThatThrownBy(() -> new RuleSolver(RuleFiles.game(nullPart)).solve(List.of("yx"), false, 1, false))
                .isInstanceOf(BadInputException.class).hasMessage("T.java: parts(x) returned null; return an empty"
                        + " array when nothing is left");
        assertThatThrownBy(() -> RuleCompiler.compile("T.java", """
                class WrongParts {
                    static String[] moves(String p) { return new String[0]; }
                    static int[] parts(String p) { return new int[0]; }
                }
                """)).isInstanceOf(BadInputException.class).hasMessageContaining("parts has the signature int[]"
                        + " parts(String)");
        RuleSolver cram = new RuleSolver(RuleFiles.game(RuleFiles.example("CramText.java")));
        assertThatThrownBy(() -> cram.solve(List.of("..|x."), false, 1, false)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("T.java:").hasMessageContaining("moves(..|x.) threw java.lang"
                        + ".IllegalArgumentException");
    }
}
