package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.compound.Games;

/**
 * {@code sprague play} from a pipe for every game of the catalog: every example of every game starts and quits,
 * each game is played to the end from its first example (the person always takes the first listed move), positions
 * too big to list are played by typed moves, and rule files play like catalog games. The engine's choices are held
 * against brute forces in sprague-core's play tests and, on huge positions, against Bouton's rule and Zeckendorf's
 * here; otherwise the command's wiring, options and text are checked.
 */
class PlayEveryGameTest {
    private static final String FIRST_MOVES = "hint\n" + "1\n".repeat(80);

    private static void playedToTheEnd(CliRun run, String what) {
        assertThat(run.exitCode()).as(what + ": " + run.err()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out.get(out.size() - 1)).as(what + "\n" + run.out()).isIn("you win", "the engine wins", "draw");
        assertThat(run.out()).as(what).contains("(game over)").doesNotContain("you quit");
    }

    /** The arguments of {@code play} for an example of {@code sprague list}, run from the module's directory. */
    private static List<String> playArgs(CatalogGame game, String example) {
        List<String> args = new ArrayList<>(List.of("play", game.id()));
        for (String word : example.replace("'", "").split(" ")) {
            // graph files are named from the repository's root
            args.add(word.startsWith("docs/") ? "../" + word : word);
        }
        return args;
    }

    @Test
    void everyExampleOfEveryGameStartsAndQuits() {
        int examples = 0;
        for (CatalogGame game : Games.all()) {
            for (String example : game.examples()) {
                List<String> args = playArgs(game, example);
                CliRun run = CliRun.withInput("quit\n", args.toArray(String[]::new));
                String what = String.join(" ", args);
                assertThat(run.exitCode()).as(what + ": " + run.err()).isZero();
                assertThat(run.err()).as(what).isEmpty();
                List<String> out = run.out().lines().toList();
                assertThat(out.get(0)).as(what).startsWith("playing " + game.id() + " ");
                assertThat(out.get(out.size() - 1)).as(what + "\n" + run.out())
                        .isIn("you win", "the engine wins", "draw");
                examples++;
            }
        }
        assertThat(examples).isGreaterThan(100);
    }

    @Test
    void everyCatalogGameCanBePlayedToTheEnd() {
        List<String> skipped = new ArrayList<>();
        for (CatalogGame game : Catalog.all()) {
            if (game.id().equals("graph")) {
                skipped.add(game.id()); // needs a file: played below
                continue;
            }
            // the first example small enough to list every move (others are played by typed moves: see below)
            CliRun run = null;
            String tried = "";
            for (String example : game.examples()) {
                List<String> args = playArgs(game, example);
                tried = String.join(" ", args);
                run = CliRun.withInput(FIRST_MOVES, args.toArray(String[]::new));
                if (!run.out().contains("the moves are typed here")) {
                    break;
                }
            }
            playedToTheEnd(run, tried);
            if (game.kind() == GameKind.PARTIZAN) {
                assertThat(run.out()).contains("you play Left, the engine Right");
            }
        }
        assertThat(skipped).containsExactly("graph");
        playedToTheEnd(CliRun.withInput(FIRST_MOVES, "play", "graph", "--file", "../docs/examples/loopy.txt", "h2"),
                "graph");
    }

    @Test
    void partizanSideAndFirstPlayerAreTheDeclaredOnes() {
        // the empty 2x2 board is an N-position (whoever moves first wins): Right's domino leaves one slot of
        // Right's, value -1
        CliRun run = CliRun.withInput("hint\n1\n", "play", "domineering", "--side", "right", "..", "..");
        assertThat(run.out()).startsWith("playing domineering .. ..; you move first; you play Right, the engine Left")
                .contains("1. horizontal (1,1)-(1,2)   win (leaves -1)")
                .contains("=> --first left ## ..").endsWith("you win\n");
        CliRun engine = CliRun.withInput("1\n", "play", "domineering", "--first", "engine", "..", "..");
        assertThat(engine.out()).contains("you move second; you play Left, the engine Right")
                .contains("engine: horizontal").endsWith("the engine wins\n");
        assertThat(CliRun.withInput("", "play", "domineering", "--side", "up", "..").exitCode()).isEqualTo(2);
    }

    @Test
    void rulesFilePlaysLikeSolveRules() {
        // Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Lasker; Winning Ways)
        CliRun run = CliRun.withInput("hint\n1\nundo\n4\n1\n1\n1\n1\n1\n", "play", "--rules",
                "../docs/examples/Lasker.java", "2", "3");
        playedToTheEnd(run, "Lasker");
        Matcher m = Pattern.compile("  \\d+\\. heap \\d: \\d -> ([0-9 +]+)   (win|loss) in \\d+").matcher(run.out());
        int hints = 0;
        while (m.find() && hints < 7) {
            hints++;
            // the other heap of 2 3 stays; the move is a win when the nim-sum of the values left is 0
            String[] parts = m.group(1).split(" \\+ ");
            int heap = hints <= 3 ? 3 : 2;
            int x = lasker(heap);
            for (String p : parts) {
                x ^= lasker(Integer.parseInt(p.strip()));
            }
            assertThat(m.group(2)).as(m.group()).isEqualTo(x == 0 ? "win" : "loss");
        }
        assertThat(hints).isEqualTo(7);
        assertThat(run.out()).contains("undone: your last move and the engine's reply")
                .contains("you: heap 2: 3 -> 2");
        CliRun misere = CliRun.withInput(FIRST_MOVES, "play", "--rules", "../docs/examples/TakePQ.java", "--misere",
                "--first", "engine", "7");
        playedToTheEnd(misere, "misère TakePQ");
        assertThat(CliRun.of("play", "--rules", "../docs/examples/Lasker.java", "--k", "2", "1").exitCode())
                .isEqualTo(2);
    }

    private static int lasker(int n) {
        return n % 4 == 3 ? n + 1 : n % 4 == 0 && n > 0 ? n - 1 : n;
    }

    @Test
    void aPositionTooBigToSearchSaysSo() {
        CliRun run = CliRun.withInput("1\n", "play", "sum-game", "?".repeat(80));
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).startsWith("error: the position is too big to evaluate every move exactly here");
        CliRun xor = CliRun.withInput("hint\n", "play", "xor-blackboard", "1", "2", "3", "4", "5", "6", "7", "8", "9",
                "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20");
        // 1 xor ... xor 20 = 20: erasing 20 leaves XOR 0 to the opponent (a loss), any other leaves an odd count
        // with XOR not 0 (a win, LeetCode 810's theorem)
        assertThat(xor.out()).contains("1. erase 1 (number 1)   win\n").contains("20. erase 20 (number 20)   loss\n")
                .contains("(win and loss are exact; how many moves remain was not counted");
    }

    /** The position after the arrow of a line {@code engine: MOVE   => POSITION}. */
    private static List<BigInteger> reached(String line) {
        List<BigInteger> out = new ArrayList<>();
        for (String w : line.substring(line.indexOf("=> ") + 3).split(" ")) {
            out.add(new BigInteger(w));
        }
        return out;
    }

    private static BigInteger xor(List<BigInteger> heaps) {
        BigInteger x = BigInteger.ZERO;
        for (BigInteger h : heaps) {
            x = x.xor(h);
        }
        return x;
    }

    @Test
    void hugeNimIsPlayedToTheEndByTypedMovesAndTheEngineKeepsBoutonsRule() {
        Random random = new Random(2024);
        List<BigInteger> heaps = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            heaps.add(new BigInteger(100, random).add(BigInteger.TEN.pow(29)));
        }
        if (xor(heaps).signum() == 0) {
            heaps.set(0, heaps.get(0).add(BigInteger.ONE));
        }
        // the engine moves first from a won position; the person empties heap 1, 2, ... in turn (a heap already
        // empty is refused and the next line tried), each engine reply is checked below, until every heap is empty
        StringBuilder in = new StringBuilder("hint\nheap 1 -> 99999999999999999999999999999999999999\nheap 11 -> 1\n"
                + "undo\n");
        for (int i = 1; i <= 10; i++) {
            in.append(i % 2 == 0 ? "heap " + i + " -> 0\n" : i + " 0\n");
        }
        List<String> args = new ArrayList<>(List.of("play", "nim", "--first", "engine"));
        for (BigInteger h : heaps) {
            args.add(h.toString());
        }
        CliRun run = CliRun.withInput(in.toString(), args.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isZero();
        String out = run.out();
        assertThat(out).contains("the moves are typed here, not listed: heap 1 is ")
                .contains("your move (heap I -> N (0 <= N < heap I), hint, undo, quit):")
                .contains("  hint: no move wins against best play; for instance heap 1: ")
                .contains("is not a move: a move leaves one heap of fewer tokens")
                .contains("no heap 11: the heaps are numbered from 1 to 10")
                .contains("nothing to undo: you have not moved yet");
        int engineMoves = 0;
        for (String line : out.lines().toList()) {
            if (line.startsWith("engine: ")) {
                // Bouton: the engine moved from a position of nim-sum not 0, so it leaves nim-sum 0
                assertThat(xor(reached(line))).as(line).isZero();
                engineMoves++;
            }
        }
        // the engine's first move from the random heaps and its replies, which empty a heap at most each
        assertThat(engineMoves).isGreaterThanOrEqualTo(5);
        assertThat(out).contains("no errors: both sides kept the best result they had").contains("(game over)")
                .endsWith("the engine wins\n");
    }

    /** Zeckendorf's representation of {@code n} (greedy, largest Fibonacci number first): its smallest term. */
    private static BigInteger smallestZeckendorfTerm(BigInteger n) {
        List<BigInteger> fib = new ArrayList<>(List.of(BigInteger.ONE, BigInteger.TWO));
        while (fib.get(fib.size() - 1).compareTo(n) <= 0) {
            fib.add(fib.get(fib.size() - 1).add(fib.get(fib.size() - 2)));
        }
        BigInteger last = n;
        for (int i = fib.size() - 1; i >= 0 && n.signum() > 0; i--) {
            if (fib.get(i).compareTo(n) <= 0) {
                n = n.subtract(fib.get(i));
                last = fib.get(i);
            }
        }
        return last;
    }

    @Test
    void fibonacciNimOf10000IsPlayedByTypedTakesAndTheEngineKeepsZeckendorfsRule() {
        // the engine begins (10000 is no Fibonacci number: it wins); the person always takes 1, typed
        CliRun run = CliRun.withInput("hint\ntake 0\n" + "take 1\n".repeat(40) + "quit\n", "play", "fibonacci-nim",
                "--first", "engine", "10000");
        assertThat(run.exitCode()).as(run.err()).isZero();
        String out = run.out();
        int engineMoves = 0;
        for (String line : out.lines().toList()) {
            if (line.startsWith("engine: ")) {
                List<BigInteger> to = reached(line);
                BigInteger left = to.get(0);
                BigInteger cap = to.get(1).shiftLeft(1);
                // Zeckendorf (Whinihan): the player to move loses exactly when N = 0 or the smallest term of N's
                // representation exceeds twice the last take
                assertThat(left.signum() == 0 || smallestZeckendorfTerm(left).compareTo(cap) > 0).as(line).isTrue();
                engineMoves++;
            }
        }
        assertThat(out.lines().filter(l -> l.startsWith("engine: ")).findFirst().orElseThrow())
                .isEqualTo("engine: take 2 (10000 -> 9998)   => 9998 2");
        assertThat(engineMoves).isGreaterThanOrEqualTo(20);
        List<String> lines = out.lines().toList();
        assertThat(lines.get(lines.size() - 1)).isEqualTo("the engine wins");
    }

    @Test
    void fibonacciNimOf10000IsWonByTheTypedWinningTake() {
        // 10000 = 6765 + 2584 + 610 + 34 + 5 + 2: taking the smallest term (2) wins; the engine, lost, takes 1
        CliRun run = CliRun.withInput("hint\ntake 10000\ntake 2\nquit\n", "play", "fibonacci-nim", "10000");
        assertThat(run.out()).contains("  hint: take 2 (10000 -> 9998)   win\n")
                .contains("your move (take T (1 <= T <= 9999), hint, undo, quit):")
                .contains("a take is 1 to 9999 here, not 10000")
                .contains("you: take 2 (10000 -> 9998)   => 9998 2\nengine: take 1 (9998 -> 9997)   => 9997 1");
    }
}
