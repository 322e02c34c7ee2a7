package org.sprague.cli;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code sprague play} driven by scripted standard input, as a pipe would drive it. */
class PlayCommandTest {
    private static List<String> lines(CliRun run) {
        return run.out().lines().toList();
    }

    @Test
    void nimPlayedToTheEndAgainstTheEngine() {
        // the person always takes the first listed move; 3 4 5 is won for the mover, but not by 3 -> 0
        CliRun run = CliRun.withInput("hint\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1\n", "play", "nim", "3", "4", "5");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> out = lines(run);
        assertThat(out.get(out.size() - 1)).isEqualTo("the engine wins");
        assertThat(run.out()).contains("  1. heap 1: 3 -> 0\n").contains("12. heap 3: 5 -> 4\n")
                .contains("2. heap 1: 3 -> 1   win in 11").contains("1. heap 1: 3 -> 0   loss in 10")
                .contains("* 1. you    heap 1: 3 -> 0: loss in 10   (best was heap 1: 3 -> 1: win in 11)")
                .contains("position: 0 0 0 (game over)");
    }

    @Test
    void thePersonWinsByPlayingTheWinningMoves() {
        // 1 2: move 3 (heap 2: 2 -> 1) leaves 1 1; the engine must take one, the person takes the last
        CliRun run = CliRun.withInput("3\n1\n", "play", "nim", "1", "2");
        List<String> out = lines(run);
        assertThat(out.get(out.size() - 1)).as(run.out()).isEqualTo("you win");
        assertThat(run.out()).contains("no errors");
    }

    @Test
    void endOfInputIsQuitAndUndoTakesBackAMove() {
        CliRun run = CliRun.withInput("1\nundo\n", "play", "nim", "3", "4", "5");
        List<String> out = lines(run);
        assertThat(run.out()).contains("undone: your last move and the engine's reply");
        assertThat(out.subList(out.size() - 2, out.size())).containsExactly("you quit", "the engine wins");
    }

    @Test
    void engineFirstFromALostPositionLosesAgainstBestPlay() {
        // the engine moves first from 2 2 (lost for the mover); the person mirrors it
        CliRun run = CliRun.withInput("hint\n3\n1\n", "play", "nim", "--first", "engine", "2", "2");
        List<String> out = lines(run);
        assertThat(out.get(0)).isEqualTo("playing nim 2 2; you move second");
        assertThat(out.get(out.size() - 1)).as(run.out()).isEqualTo("you win");
    }

    @Test
    void scoringGameShowsTheScores() {
        CliRun run = CliRun.withInput("1\n1\n", "play", "predict-winner", "1", "5", "2");
        assertThat(run.out()).contains("(score: you 0, engine 0)").contains("the engine wins");
    }

    @Test
    void badInputIsExitTwo() {
        assertThat(CliRun.of("play", "nim", "--first", "nobody", "1").exitCode()).isEqualTo(2);
        CliRun piles = CliRun.of("play", "wythoff", "3");
        assertThat(piles.exitCode()).isEqualTo(2);
        assertThat(piles.err()).startsWith("error: wythoff takes two pile sizes");
        // a tree too big to list is played by typed moves instead of refused
        CliRun big = CliRun.withInput("R\nquit\n", "play", "fibonacci-tree", "30");
        assertThat(big.exitCode()).as(big.err()).isZero();
        assertThat(big.out()).contains("the moves are typed here, not listed: the tree of order 30 has more than 5000"
                + " nodes").contains("you: remove node R   => 30 R");
    }

    @Test
    void catAndMouseIsAGraphGameToo() {
        // LeetCode 913's first example is a draw: perfect play on both sides ends by repetition
        String graph = "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";
        CliRun run = CliRun.withInput("hint\n" + "1\n".repeat(40), "play", "cat-mouse", graph);
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("mouse 1 -> 3");
        List<String> out = lines(run);
        assertThat(out.get(out.size() - 1)).isIn("draw", "the engine wins");
    }

    @Test
    void mooreTakesFromSeveralHeaps() {
        // Moore's Nim-2 on 1 2 3: the winning move takes from heaps 2 and 3 at once (Moore's theorem)
        CliRun run = CliRun.withInput("hint\n", "play", "moore", "--k", "2", "1", "2", "3");
        assertThat(run.out()).contains("heap 2: 2 -> 1, heap 3: 3 -> 1   win in 3");
    }
}
