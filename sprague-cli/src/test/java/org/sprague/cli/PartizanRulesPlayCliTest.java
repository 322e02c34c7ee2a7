package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code play --rules} of partizan rule files: the person plays Left or Right ({@code --side}), and a game whose
 * play returns to a position is drawn at the third repetition, as {@code play} draws the catalog's games with
 * cycles. The results are worked by hand from the examples' rules.
 */
class PartizanRulesPlayCliTest {
    private static final String TOKENS = "../docs/examples/RedBlueTokens.java";
    private static final String SHUTTLE = "../docs/examples/Shuttle.java";

    /**
     * RedBlueTokens a,b is worth a - b (each player has as many moves as tokens of their colour), so 2,3 + 1,0 is
     * 0: Right, moving first with three moves against Left's three, runs out first and loses.
     */
    @Test
    void aShortPartizanRuleFileIsPlayedAsRight() {
        CliRun run = CliRun.withInput("hint\n1\n1\n1\n", "play", "--rules", TOKENS, "2,3", "1,0", "--side",
                "right");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("you play Right, the engine Left")
                .contains("1. component 1: 2,3 -> 2,2   loss (leaves 1)")
                .endsWith("the engine wins\n");
    }

    /**
     * Shuttle 0,3: Left's only move goes one square on, Right's one square back, and at square 0 it is Left's
     * turn again, so nobody is ever stuck: a draw, reached by repetition.
     */
    @Test
    void aPartizanRuleFileWithCyclesIsDrawnByRepetition() {
        CliRun run = CliRun.withInput("1\n1\n1\n1\n", "play", "--rules", SHUTTLE, "0,3");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("you play Left, the engine Right")
                .contains("engine: 1,3 -> 0,3   => --first left 0,3").endsWith("draw\n");
    }

    @Test
    void optionsOfTheOtherKindAreOneErrorLine() {
        CliRun misere = CliRun.of("play", "--rules", TOKENS, "2,3", "--misere");
        assertThat(misere.exitCode()).isEqualTo(2);
        assertThat(misere.err()).startsWith("error: --misere is for impartial rule files").hasLineCount(1);
        CliRun side = CliRun.of("play", "--rules", "../docs/examples/Take1378.java", "5", "--side", "left");
        assertThat(side.exitCode()).isEqualTo(2);
        assertThat(side.err()).startsWith("error: --side is for partizan rule files").hasLineCount(1);
    }
}
