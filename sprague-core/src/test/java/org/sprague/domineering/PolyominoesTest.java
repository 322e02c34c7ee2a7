package org.sprague.domineering;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The enumeration of fixed polyominoes against OEIS A001168 and against its own defining properties. */
class PolyominoesTest {
    /** OEIS A001168, fixed polyominoes with n cells, n = 1..12. */
    private static final long[] A001168 = {1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861};

    @Test
    void countsMatchA001168UpToTwelveCells() {
        long[] counts = new long[13];
        Polyominoes.each(12, r -> counts[Long.bitCount(r.mask())]++);
        for (int n = 1; n <= 12; n++) {
            assertThat(counts[n]).as("fixed polyominoes of %d cells", n).isEqualTo(A001168[n - 1]);
        }
    }

    @Test
    void everyShapeIsConnectedCroppedAndDistinct() {
        Set<Region> seen = new HashSet<>();
        Polyominoes.each(8, r -> {
            assertThat(r.components()).as("connected").hasSize(1);
            assertThat(r.cropped()).as("cropped").isEqualTo(r);
            assertThat(seen.add(r)).as("seen once: %s", r).isTrue();
        });
        assertThat(seen).hasSize(1 + 2 + 6 + 19 + 63 + 216 + 760 + 2725);
    }
}
