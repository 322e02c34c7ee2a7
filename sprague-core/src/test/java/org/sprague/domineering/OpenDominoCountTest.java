package org.sprague.domineering;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race of open dominoes against hand-worked counts: only exposed dominoes (one opponent's move destroys
 * two) give a third, only lone ones a half; a mixed case worked by hand.
 */
class OpenDominoCountTest {
    @Test
    void exposedDominoesGiveAThirdAndLoneOnesAHalf() {
        for (int n = 0; n <= 32; n++) {
            assertThat(OpenDominoCount.first(n, n)).as("exposed " + n).isEqualTo((n + 2) / 3);
            assertThat(OpenDominoCount.second(n, n)).as("exposed " + n).isEqualTo(n / 3);
            assertThat(OpenDominoCount.first(n, 0)).as("lone " + n).isEqualTo((n + 1) / 2);
            assertThat(OpenDominoCount.second(n, 0)).as("lone " + n).isEqualTo(n / 2);
        }
    }

    /**
     * Two exposed and one lone domino, P first: P plays the lone one (O destroys both exposed) or an exposed one
     * (O destroys the other exposed one, or the lone one); either way P plays two at most against best play of
     * O, and at least two: after P's lone move O removes both exposed, leaving 1; after an exposed move O removes
     * the other exposed one, P plays the lone one: 2.
     */
    @Test
    void aMixedRaceWorkedByHand() {
        assertThat(OpenDominoCount.first(3, 2)).isEqualTo(2);
        // O first: it removes both exposed dominoes, P plays the lone one
        assertThat(OpenDominoCount.second(3, 2)).isEqualTo(1);
        // one exposed and two lone, P first: P plays a lone one; O removes the other lone one; P plays the exposed
        assertThat(OpenDominoCount.first(3, 1)).isEqualTo(2);
    }
}
