package org.sprague.cli;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code sprague play domineering} on boards beyond the canonical values: the moves are valued by a search within
 * {@code --move-time}, a move the search does not decide is shown as undecided, and the record claims no error
 * it cannot know.
 */
class DomineeringPlayCliTest {
    @Test
    void theEngineMovesFirstOnTheEmpty8x8BoardWithinItsTimeAndTheGameGoesOn() {
        long start = System.nanoTime();
        CliRun run = CliRun.withInput("1\nhint\n2\n1\nquit\n", "play", "domineering", "8x8", "--first", "engine",
                "--move-time", "200ms");
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertThat(run.exitCode()).as(run.err()).isZero();
        // three engine moves, three listings and the start, each in 0.2 or 0.5 s, with room for a loaded machine
        assertThat(seconds).isLessThan(15);
        List<String> out = run.out().lines().toList();
        assertThat(out.get(0)).isEqualTo("playing domineering 8x8; you move second; you play Left, the engine Right");
        assertThat(out).filteredOn(l -> l.startsWith("engine: horizontal ")).hasSize(4);
        assertThat(run.out()).contains("  (no winning move found in 200 ms; chosen by the move counts")
                .containsPattern("  1\\. vertical \\(\\d,\\d\\)-\\(\\d,\\d\\)   undecided\n")
                .contains("  (undecided: the search found neither a win nor a loss in the time per move, 200 ms");
        // nothing is marked an error: every move was undecided
        assertThat(out).noneMatch(l -> l.startsWith("* "));
        // how many of the seven moves stay undecided depends on the machine's speed within 200 ms
        assertThat(run.out())
                .containsPattern("no known errors; [1-7] moves? (was|were) not judged \\(undecided in the time per move\\)");
        assertThat(out.get(out.size() - 1)).isEqualTo("the engine wins");
    }

    @Test
    void aSmallBoardSearchedShowsWinAndLossWithoutACanonicalValue() {
        // each of Left's moves on 2x3 is decided by the search, which gives no canonical value
        CliRun run = CliRun.withInput("hint\n1\n", "play", "domineering", "--method", "search", "2x3");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).containsPattern("  1\\. vertical \\(1,1\\)-\\(2,1\\)   (win|loss)\n")
                .doesNotContain("undecided").doesNotContain("leaves");
    }

    @Test
    void bigBoardsArePlayedWithinTheMoveTimeInsteadOfHanging() {
        // 9x9 (81 cells) is searched with two words a position, 10x10 is past the search; the canonical values of
        // either would take hours, and neither's first moves are decided in 0.2 s
        for (String board : List.of("9x9", "10x10")) {
            long start = System.nanoTime();
            CliRun run = CliRun.withInput("hint\n1\nquit\n", "play", "domineering", board, "--move-time", "200ms");
            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat((System.nanoTime() - start) / 1_000_000_000L).isLessThan(15);
            assertThat(run.out()).as(board).contains("  1. vertical (1,1)-(2,1)   undecided\n")
                    .contains("engine: horizontal (");
        }
    }

    @Test
    void aBadMoveTimeIsExitTwo() {
        for (String bad : List.of("0s", "5ms", "soon", "11m")) {
            CliRun run = CliRun.of("play", "domineering", "8x8", "--move-time", bad);
            assertThat(run.exitCode()).as(bad).isEqualTo(2);
            assertThat(run.err()).as(bad).startsWith("error: --move-time takes a time from 10ms to 10m").hasLineCount(1);
        }
    }
}
