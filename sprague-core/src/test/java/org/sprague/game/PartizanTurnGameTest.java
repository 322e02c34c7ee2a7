package org.sprague.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.value.Outcome;

/**
 * A partizan game through the turn-game engine: LeetCode 2038. Alice (Left) removes an 'A' whose
 * two neighbours are 'A', Bob (Right) likewise a 'B'; never at the ends; who cannot move loses.
 */
class PartizanTurnGameTest {
    private static final int MAX_LENGTH = 12;

    /** Strings of length up to {@link #MAX_LENGTH}, numbered {@code (1 << length) + bits}, bit i set for 'B'. */
    static final class Colors implements PartizanGame {
        @Override
        public long size() {
            return 1L << (MAX_LENGTH + 1);
        }

        @Override
        public void forEachMove(int player, long position, LongConsumer sink) {
            int len = 63 - Long.numberOfLeadingZeros(position);
            long bits = position & ((1L << len) - 1);
            long mine = player == LEFT ? 0 : 1;
            for (int i = 1; i + 1 < len; i++) {
                if ((bits >>> (i - 1) & 1) == mine && (bits >>> i & 1) == mine && (bits >>> (i + 1) & 1) == mine) {
                    long low = bits & ((1L << i) - 1);
                    long high = bits >>> (i + 1);
                    sink.accept((1L << (len - 1)) + (high << i | low));
                }
            }
        }
    }

    private static long encode(String colors) {
        long bits = 0;
        for (int i = 0; i < colors.length(); i++) {
            if (colors.charAt(i) == 'B') {
                bits |= 1L << i;
            }
        }
        return (1L << colors.length()) + bits;
    }

    /** The seed's closed form: Alice wins when she has more removable 'A's than Bob has 'B's. */
    private static boolean seedClosedForm(String colors) {
        int[] v = new int[2];
        int run = 1;
        for (int i = 1; i <= colors.length(); i++) {
            if (i < colors.length() && colors.charAt(i) == colors.charAt(i - 1)) {
                run++;
            } else {
                v[colors.charAt(i - 1) - 'A'] += Math.max(run - 2, 0);
                run = 1;
            }
        }
        return v[0] > v[1];
    }

    private final TurnGameSolution solved = new CountingRetrogradeSolver().solve(new PartizanTurnGame(new Colors()));

    private boolean aliceWins(String colors) {
        Outcome o = solved.outcome(PartizanTurnGame.turnPosition(encode(colors), PartizanGame.LEFT));
        assertThat(o).isNotEqualTo(Outcome.DRAW);
        return o == Outcome.FIRST;
    }

    @Test
    void seedExamples() {
        assertThat(aliceWins("AAABABB")).isTrue();
        assertThat(aliceWins("AA")).isFalse();
        assertThat(aliceWins("ABBBBBBBAAA")).isFalse();
    }

    @Test
    void agreesWithTheClosedFormOnEveryShortString() {
        for (int len = 1; len <= MAX_LENGTH; len++) {
            for (int bits = 0; bits < 1 << len; bits++) {
                StringBuilder b = new StringBuilder();
                for (int i = 0; i < len; i++) {
                    b.append((bits >>> i & 1) == 0 ? 'A' : 'B');
                }
                String s = b.toString();
                assertThat(aliceWins(s)).as(s).isEqualTo(seedClosedForm(s));
            }
        }
    }

    @Test
    void bobMovingFirstIsTheMirror() {
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            int len = 1 + r.nextInt(MAX_LENGTH);
            StringBuilder s = new StringBuilder();
            StringBuilder mirror = new StringBuilder();
            for (int k = 0; k < len; k++) {
                boolean a = r.nextBoolean();
                s.append(a ? 'A' : 'B');
                mirror.append(a ? 'B' : 'A');
            }
            Outcome bobFirst = solved.outcome(PartizanTurnGame.turnPosition(encode(s.toString()), PartizanGame.RIGHT));
            assertThat(bobFirst == Outcome.FIRST).isEqualTo(aliceWins(mirror.toString()));
        }
    }
}
