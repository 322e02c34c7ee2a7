package org.sprague.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code sprague play} from a pipe for every game of the catalog: each is played to the end (the person always
 * takes the first listed move), and rule files play like catalog games. The engine's choices are held against
 * brute forces in sprague-core's play tests; here the command's wiring, options and text are checked.
 */
class PlayEveryGameTest {
    private static final String FIRST_MOVES = "hint\n" + "1\n".repeat(80);

    private static void playedToTheEnd(CliRun run, String what) {
        assertThat(run.exitCode()).as(what + ": " + run.err()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out.get(out.size() - 1)).as(what + "\n" + run.out()).isIn("you win", "the engine wins", "draw");
        assertThat(run.out()).as(what).contains("(game over)").doesNotContain("you quit");
    }

    @Test
    void everyCatalogGameCanBePlayedToTheEnd() {
        List<String> skipped = new ArrayList<>();
        for (CatalogGame game : Catalog.all()) {
            if (game.id().equals("graph")) {
                skipped.add(game.id()); // needs a file: played below
                continue;
            }
            // the first example small enough to list every move (others are refused with exit 2, saying why)
            CliRun run = null;
            String tried = "";
            for (String example : game.examples()) {
                List<String> args = new ArrayList<>(List.of("play", game.id()));
                args.addAll(List.of(example.replace("'", "").split(" ")));
                tried = String.join(" ", args);
                run = CliRun.withInput(FIRST_MOVES, args.toArray(String[]::new));
                if (run.exitCode() == 0) {
                    break;
                }
                assertThat(run.err()).as(tried).startsWith("error: ").contains("at most");
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
}
