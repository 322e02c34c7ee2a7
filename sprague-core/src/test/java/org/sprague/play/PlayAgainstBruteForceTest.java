package org.sprague.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;
import org.sprague.play.PlaySession.Played;
import org.sprague.play.PlaySession.Side;

/**
 * Games played to the end against a seeded random opponent, each engine move and every listed move's value held
 * against a brute force written in the tests ({@link GameOracles}): from a winning position the engine keeps the
 * win, in a scoring game it gets exactly the position's value, and it wins every game it starts from a win.
 */
class PlayAgainstBruteForceTest {
    /** Plays {@code games} games with each side first and checks every move against {@code oracle}. */
    private static void check(String id, GameOptions options, List<String> start, Function<List<String>, Long> oracle,
            boolean scoring, int games) {
        for (Side first : Side.values()) {
            for (int seed = 0; seed < games; seed++) {
                PlaySession s = new PlaySession(Catalog.find(id), options, start, first);
                Random random = new Random(seed);
                Long engineStart = null;
                while (!s.over()) {
                    long before = oracle.apply(s.position());
                    for (ValuedMove m : s.moves()) {
                        long after = oracle.apply(m.move().to());
                        if (scoring) {
                            assertThat(m.value()).as(id + " " + m.move()).isEqualTo(m.move().gain() - after);
                        } else {
                            assertThat(m.result()).as(id + " " + m.move()).isEqualTo(after < 0 ? "win" : "loss");
                        }
                    }
                    if (s.toMove() == Side.ENGINE) {
                        engineStart = engineStart == null ? before : engineStart;
                        Played p = s.engineMove();
                        long after = oracle.apply(p.move().move().to());
                        if (scoring) {
                            assertThat(p.move().move().gain() - after).as(id + " engine").isEqualTo(before);
                        } else if (before > 0) {
                            assertThat(after).as(id + " engine keeps the win").isNegative();
                        }
                    } else {
                        s.play(1 + random.nextInt(s.moves().size()));
                    }
                }
                if (!scoring && engineStart != null && engineStart > 0) {
                    assertThat(s.winner()).as(id + " from " + start).isEqualTo(Side.ENGINE);
                }
            }
        }
    }

    private static void check(String id, List<String> start, Function<List<String>, Long> oracle, boolean scoring) {
        check(id, GameOptions.none(), start, oracle, scoring, 6);
    }

    @Test
    void colors() {
        for (String s : List.of("AAABABB", "AAAABBBB", "AAAAABBB", "ABBBBBBBAAA", "AAAA")) {
            check("colors", List.of(s), GameOracles::colors, false);
        }
    }

    @Test
    void xorBlackboard() {
        for (List<String> p : List.of(List.of("1", "1", "2"), List.of("1", "2", "3", "4"), List.of("5", "6", "7"),
                List.of("1", "2", "4", "8", "16"))) {
            check("xor-blackboard", p, GameOracles::xorBlackboard, false);
        }
    }

    @Test
    void sumGame() {
        for (String s : List.of("25??", "?3295???", "5023", "??", "9?1?")) {
            check("sum-game", List.of(s), GameOracles.sumGame(), false);
        }
    }

    @Test
    void stoneGame9() {
        for (List<String> p : List.of(List.of("2", "1"), List.of("5", "1", "2", "4", "3"), List.of("1", "1", "7",
                "10", "8", "17", "10", "20", "2", "10"), List.of("3", "3", "1"))) {
            check("stone-game-9", p, GameOracles.stoneGame9(), false);
        }
    }

    @Test
    void stoneGame8() {
        for (List<String> p : List.of(List.of("-1", "2", "-3", "4", "-5"), List.of("7", "-6", "5", "10", "5", "-2",
                "-6"), List.of("-10", "-12"))) {
            check("stone-game-8", p, GameOracles.stoneGame8(), true);
        }
    }

    @Test
    void stoneGame2() {
        for (List<String> p : List.of(List.of("2", "7", "9", "4", "4"), List.of("1", "2", "3", "4", "5", "100"),
                List.of("8", "1", "1", "9", "3", "3", "7"))) {
            check("stone-game-2", p, GameOracles.stoneGame2(), true);
        }
        check("stone-game-2", List.of("--m", "2", "9", "4", "4"), GameOracles.stoneGame2(), true);
        // --m given as an option: the moves' values are those of the same position written with --m first
        List<ValuedMove> byOption = MoveValues.of(Catalog.find("stone-game-2"), GameOptions.of("--m", "2"),
                List.of("9", "4", "4"));
        assertThat(byOption).extracting(ValuedMove::value).containsExactly(9L - 8, 13L - 4, 17L);
    }

    @Test
    void stoneGame5() {
        for (String p : List.of("6 2 3 4 5 5", "7 7 7 7 7 7 7", "4", "1 1 2 3 5 8")) {
            check("stone-game-5", List.of(p.split(" ")), GameOracles::stoneGame5, true);
        }
    }

    @Test
    void stoneGame6() {
        PlaySession s = new PlaySession(Catalog.find("stone-game-6"), GameOptions.of("--alice", "2,4,3", "--bob",
                "1,6,7"), List.of(), Side.HUMAN);
        assertThat(s.position()).containsExactly("--turn", "alice", "2:1", "4:6", "3:7");
        check("stone-game-6", s.position(), GameOracles.stoneGame6(), true);
        check("stone-game-6", List.of("--turn", "alice", "1:2", "3:1", "5:5", "2:9"), GameOracles.stoneGame6(), true);
    }

    @Test
    void domineeringEitherSide() {
        for (List<String> p : List.of(List.of("..", ".."), List.of("...", "..."), List.of("..#", "...", "..."),
                List.of("--first", "right", "...", "..."))) {
            check("domineering", p, GameOracles.domineering(), false);
        }
    }

    @Test
    void toadsAndFrogs() {
        for (String s : List.of("T.F", "TT.F", "TT..FF", "T.TF.F")) {
            check("toads-and-frogs", List.of(s), GameOracles.toadsAndFrogs(), false);
            check("toads-and-frogs", List.of("--first", "right", s), GameOracles.toadsAndFrogs(), false);
        }
    }

    @Test
    void greenHackenbush() {
        for (String edges : List.of("0-1 1-2 1-3", "0-a a-b b-0 b-c", "0-1 1-2 2-3 0-4 4-4", "0-1 0-2 1-2 2-3")) {
            check("hackenbush", List.of(edges.split(" ")), CutOracles.hackenbush(false), false);
        }
    }

    @Test
    void blueRedHackenbush() {
        for (String edges : List.of("0-1:b 1-2:r", "0-1:b 1-2:b 2-3:r 0-4:r", "0-1:g 1-2:b 0-2:r 2-3:r")) {
            check("blue-red-hackenbush", List.of(edges.split(" ")), CutOracles.hackenbush(true), false);
        }
    }

    @Test
    void coins2d() {
        for (String rows : List.of("FB BB", "BF BB", "FFB BFF FBF", "FF FF")) {
            check("coins2d", List.of(rows.split(" ")), CutOracles.coins2d(), false);
        }
    }

    @Test
    void fibonacciTree() {
        for (String p : List.of("3", "4", "5", "5 RR", "6 L")) {
            check("fibonacci-tree", List.of(p.split(" ")), CutOracles.fibonacciTree(), false);
        }
    }

    @Test
    void football() {
        check("football", GameOptions.of("--m", "2", "--max", "3"), List.of("1", "1", "6", "4"),
                CutOracles.football(2, 3), false, 4);
        check("football", GameOptions.of("--m", "1", "--max", "2"), List.of("3", "4", "5"),
                CutOracles.football(1, 2), false, 4);
    }

    @Test
    void cutcake() {
        for (String p : List.of("4x2", "3x3 2x5", "--first right 3x2 2x2")) {
            check("cutcake", List.of(p.split(" ")), CutOracles.cutcake(), false);
        }
    }
}
