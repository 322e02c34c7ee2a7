package org.sprague.domineering;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race with areas against hand-worked values: areas alone pair off, dominoes alone give the counts of
 * {@link OpenDominoCount} at their worth, and small mixed races worked by hand.
 */
class OpenDominoAndAreaCountTest {
    @Test
    void areasAlonePairOff() {
        for (int a = 0; a <= 16; a++) {
            // P claims one a turn, O destroys one a turn
            assertThat(OpenDominoAndAreaCount.first(a, 0, 0, 0, 0)).as("first " + a).isEqualTo(8 * ((a + 1) / 2));
            assertThat(OpenDominoAndAreaCount.second(a, 0, 0, 0, 0)).as("second " + a).isEqualTo(8 * (a / 2));
        }
    }

    /** Without areas, side dominoes are exposed ones like any other. */
    @Test
    void dominoesAloneAreTheOpenRaceAtTheirWorth() {
        for (int extra = 0; extra <= OpenDominoAndAreaCount.MAX_EXTRA; extra++) {
            int worth = 2 + extra;
            for (int exposed = 0; exposed <= 32; exposed++) {
                for (int lone = 0; exposed + lone <= 32; lone++) {
                    assertThat(OpenDominoAndAreaCount.first(0, 0, exposed, lone, extra))
                            .isEqualTo(worth * OpenDominoCount.first(exposed + lone, exposed));
                    assertThat(OpenDominoAndAreaCount.second(0, 0, exposed, lone, extra))
                            .isEqualTo(worth * OpenDominoCount.second(exposed + lone, exposed));
                    if (exposed <= 16) {
                        assertThat(OpenDominoAndAreaCount.first(0, exposed, 0, lone, extra))
                                .isEqualTo(worth * OpenDominoCount.first(exposed + lone, exposed));
                    }
                }
            }
        }
        // a worth past the tables' counts as the largest
        assertThat(OpenDominoAndAreaCount.first(0, 0, 3, 0, OpenDominoAndAreaCount.MAX_EXTRA + 2)).isEqualTo(2 + OpenDominoAndAreaCount.MAX_EXTRA);
    }

    /**
     * One area and one domino on its side, dominoes worth 2: P first claims the area (8) and O then destroys the
     * domino, or P plays the domino (2) and O destroys the area; so 8. O first destroys both at once: 0. With an
     * exposed domino on no side, or a lone one, O first destroys only one of them: the area, and P plays the
     * domino (2).
     */
    @Test
    void anAreaAndADominoWorkedByHand() {
        assertThat(OpenDominoAndAreaCount.first(1, 1, 0, 0, 0)).isEqualTo(8);
        assertThat(OpenDominoAndAreaCount.second(1, 1, 0, 0, 0)).isEqualTo(0);
        assertThat(OpenDominoAndAreaCount.second(1, 0, 1, 0, 0)).isEqualTo(2);
        assertThat(OpenDominoAndAreaCount.second(1, 0, 0, 1, 0)).isEqualTo(2);
        // two areas, two side dominoes, O first: O destroys an area and a domino; P claims the other area (8); O
        // destroys the last domino
        assertThat(OpenDominoAndAreaCount.second(2, 2, 0, 0, 0)).isEqualTo(8);
        // more than 64 cells hold: nothing counted
        assertThat(OpenDominoAndAreaCount.first(16, 1, 0, 0, 0)).isZero();
    }

    /** The exposure's three counts, a byte each, read as the race's kinds. */
    @Test
    void exposureCountsAreReadAsKinds() {
        // five dominoes: two beside another only, one on a side only, one both, one lone
        int exposure = 3 | 2 << 8 | 4 << 16;
        assertThat(OpenDominoAndAreaCount.beside(exposure)).isEqualTo(3);
        assertThat(OpenDominoAndAreaCount.firstOf(2, 5, exposure, 0)).isEqualTo(OpenDominoAndAreaCount.first(2, 2, 2, 1, 0));
        assertThat(OpenDominoAndAreaCount.secondOf(2, 5, exposure, 0)).isEqualTo(OpenDominoAndAreaCount.second(2, 2, 2, 1, 0));
    }
}
