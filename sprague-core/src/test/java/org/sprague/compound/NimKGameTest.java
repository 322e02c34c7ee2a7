package org.sprague.compound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.value.Outcome;

/** Nim-k over catalog games, held against a brute force of the compound with each game's moves written here. */
class NimKGameTest {
    /** Wythoff: take from one pile, or the same from both; a component is {@code a,b}. */
    static List<String> wythoff(String c) {
        String[] p = c.split(",");
        int a = Integer.parseInt(p[0]);
        int b = Integer.parseInt(p[1]);
        List<String> out = new ArrayList<>();
        for (int t = 1; t <= a; t++) {
            out.add((a - t) + "," + b);
        }
        for (int t = 1; t <= b; t++) {
            out.add(a + "," + (b - t));
        }
        for (int t = 1; t <= Math.min(a, b); t++) {
            out.add((a - t) + "," + (b - t));
        }
        return out;
    }

    /** The divisor game: n becomes n - x for a divisor x < n. */
    static List<String> divisor(String c) {
        int n = Integer.parseInt(c);
        List<String> out = new ArrayList<>();
        for (int x = 1; x < n; x++) {
            if (n % x == 0) {
                out.add(Integer.toString(n - x));
            }
        }
        return out;
    }

    /** Flip Game II: "++" becomes "--". */
    static List<String> flip(String s) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i + 1 < s.length(); i++) {
            if (s.startsWith("++", i)) {
                out.add(s.substring(0, i) + "--" + s.substring(i + 2));
            }
        }
        return out;
    }

    /**
     * Fibonacci Nim: {@code n} at the start (take 1..n-1) or {@code n,last} (take 1..2*last, at most n); taking t
     * leaves {@code n-t,t}.
     */
    static List<String> fibonacciNim(String c) {
        String[] p = c.split(",");
        int n = Integer.parseInt(p[0]);
        int cap = p.length == 1 ? n - 1 : Math.min(n, 2 * Integer.parseInt(p[1]));
        List<String> out = new ArrayList<>();
        for (int t = 1; t <= cap; t++) {
            out.add((n - t) + "," + t);
        }
        return out;
    }

    /** The coin row: turn a head to tails, and optionally one coin to its left. */
    static List<String> coins(String s) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == 'H') {
                String t = s.substring(0, i) + 'T' + s.substring(i + 1);
                out.add(t);
                for (int j = 0; j < i; j++) {
                    out.add(t.substring(0, j) + (t.charAt(j) == 'H' ? 'T' : 'H') + t.substring(j + 1));
                }
            }
        }
        return out;
    }

    @Test
    void everyImpartialGameThatListsItsMovesTakesK() {
        for (String id : List.of("wythoff", "fibonacci-nim", "staircase", "coins", "divisor", "flip")) {
            CatalogGame g = Games.find(id);
            assertThat(g).as(id).isInstanceOf(NimKGame.class);
            assertThat(g.options()).extracting(GameOption::name).as(id).contains("--k", "--assume-moore");
        }
        // every impartial game takes --k: the added compound, or a Nim-k of its own (Nim is Moore's own case)
        for (CatalogGame g : Games.all()) {
            if (g.kind() == org.sprague.catalog.GameKind.IMPARTIAL) {
                assertThat(g.options()).extracting(GameOption::name).as(g.id()).contains("--k");
            }
        }
        assertThat(Games.find("nim")).isNotInstanceOf(NimKGame.class);
        assertThat(Games.find("subtraction")).isNotInstanceOf(NimKGame.class);
        // football keeps its own Nim-M (--m) and its one --assume-moore, and takes --k for compounds of its games
        assertThat(Games.find("football")).isInstanceOf(NimKGame.class);
        assertThat(Games.find("football").options()).extracting(GameOption::name)
                .containsOnlyOnce("--assume-moore").contains("--m", "--k");
        assertThat(Games.find("stone-game")).isNotInstanceOf(NimKGame.class);
    }

    @Test
    void theAddedCompoundKeepsTheGamesCapabilities() {
        for (CatalogGame g : Games.all()) {
            CatalogGame own = org.sprague.catalog.Catalog.find(g.id());
            assertThat(g.moves().isPresent()).as(g.id()).isEqualTo(own.moves().isPresent());
            assertThat(g.heapRules().isPresent()).as(g.id()).isEqualTo(own.heapRules().isPresent());
        }
        assertThat(Games.find("divisor").closedForm(GameOptions.none(), List.of("12"))).get().asString()
                .startsWith("parity: 12 is even");
        assertThat(Games.find("divisor").closedForm(GameOptions.of("--k", "2"), List.of("12", "3"))).isEmpty();
    }

    @Test
    void wythoffCompoundsAgreeWithBruteForce() {
        Random random = new Random(11);
        List<List<String>> positions = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            int n = 2 + random.nextInt(2);
            List<String> p = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                p.add(random.nextInt(5) + "," + random.nextInt(5));
            }
            positions.add(p);
        }
        agree("wythoff", NimKGameTest::wythoff, positions);
    }

    @Test
    void divisorFlipCoinsAndFibonacciNimCompoundsAgreeWithBruteForce() {
        Random random = new Random(12);
        List<List<String>> divisors = new ArrayList<>();
        List<List<String>> flips = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        List<List<String>> fib = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            int n = 2 + random.nextInt(2);
            List<String> d = new ArrayList<>();
            List<String> f = new ArrayList<>();
            List<String> r = new ArrayList<>();
            List<String> b = new ArrayList<>();
            for (int j = 0; j < n; j++) {
                d.add(Integer.toString(1 + random.nextInt(12)));
                f.add(word(random, "+-", 1 + random.nextInt(5), 0.75));
                r.add(word(random, "HT", 1 + random.nextInt(4), 0.5));
                b.add(random.nextBoolean() ? Integer.toString(2 + random.nextInt(6))
                        : random.nextInt(7) + "," + (1 + random.nextInt(3)));
            }
            divisors.add(d);
            flips.add(f);
            rows.add(r);
            fib.add(b);
        }
        agree("divisor", NimKGameTest::divisor, divisors);
        agree("flip", NimKGameTest::flip, flips);
        agree("coins", NimKGameTest::coins, rows);
        agree("fibonacci-nim", NimKGameTest::fibonacciNim, fib);
    }

    private static String word(Random random, String letters, int length, double firstShare) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < length; i++) {
            b.append(random.nextDouble() < firstShare ? letters.charAt(0) : letters.charAt(1));
        }
        return b.toString();
    }

    /** Outcome and every winning move of each position, for k = 1, 2, 3, against the brute force. */
    private static void agree(String id, Function<String, List<String>> moves, List<List<String>> positions) {
        CatalogGame game = Games.find(id);
        for (int k = 1; k <= 3; k++) {
            CompoundBruteForce brute = new CompoundBruteForce(moves, k);
            for (List<String> p : positions) {
                Solution s = (Solution) game.solve(GameOptions.of("--k", Integer.toString(k)), p);
                String what = id + " --k " + k + " " + p;
                assertThat(s.outcome()).as(what).isEqualTo(brute.wins(p) ? Outcome.FIRST : Outcome.SECOND);
                assertThat(s.winningMovesComplete()).as(what).isTrue();
                Set<List<String>> expected = brute.winningMoves(p);
                assertThat(s.winningMoves()).extracting(MoveReport::to).as(what)
                        .containsExactlyInAnyOrderElementsOf(expected);
            }
        }
    }

    @Test
    void withoutKTheGameAnswersAsBefore() {
        Solution plain = (Solution) Games.find("wythoff").solve(GameOptions.none(), List.of("4", "7"));
        assertThat(plain.outcome()).isEqualTo(Outcome.SECOND);
        assertThatThrownBy(() -> Games.find("wythoff").solve(GameOptions.of("--assume-moore", "true"),
                List.of("4", "7"))).isInstanceOf(BadInputException.class).hasMessageContaining("--k");
    }

    @Test
    void badComponentsAreBadInputNamingTheComponent() {
        assertThatThrownBy(() -> Games.find("wythoff").solve(GameOptions.of("--k", "2"), List.of("3,5", "3")))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("component 2 (3): ").hasMessageContaining("joined by commas");
    }

    @Test
    void largeWythoffCompoundsAreRefusedOrAssumedNeverGuessed() {
        List<String> big = List.of("40,40", "39,3", "5,5");
        assertThatThrownBy(() -> Games.find("wythoff").solve(GameOptions.of("--k", "2"), big))
                .isInstanceOf(ResourceLimitException.class)
                .hasMessageContaining("some move raises a component's Grundy value")
                .hasMessageContaining("--assume-moore");
        Solution assumed = (Solution) Games.find("wythoff").solve(GameOptions.of("--k", "2", "--assume-moore",
                "true"), big);
        assertThat(assumed.detail("proven")).isEqualTo(false);
    }

    @Test
    void nimWithKIsMooresNim() {
        Solution s = (Solution) Games.find("nim").solve(GameOptions.of("--k", "2"), List.of("1", "2", "3"));
        // 1 2 3 under Nim-2: bit 0 is set in two heaps, not a multiple of 3, so the player to move wins
        assertThat(s.outcome()).isEqualTo(Outcome.FIRST);
        assertThat(s.winningMoves()).extracting(MoveReport::to).contains(List.of("1", "1", "1"));
    }
}
