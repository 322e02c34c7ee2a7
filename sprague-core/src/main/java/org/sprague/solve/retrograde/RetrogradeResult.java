package org.sprague.solve.retrograde;

import org.sprague.value.Outcome;

/**
 * The table a {@link CountingRetrogradeSolver} fills: one {@code int} per position, holding the outcome and the
 * remoteness once known (and, while solving, the count of moves not yet known to lose, or a link in the queue of
 * positions to propagate from).
 *
 * <p>Encoding: a non-negative value is an unresolved position (after solving: a draw); a negative value is
 * resolved, with bit 29 set for a win and the remoteness in bits 0..28; {@link #DRAW} marks a position labelled
 * draw. While solving, bit 30 marks a position queued for propagation in a small level (bits 0..28 then link to
 * the next queued position); the positions of a large level carry their final entry and are found by a scan.
 */
public final class RetrogradeResult implements TurnGameSolution {
    static final int RESOLVED = 0x80000000;
    static final int QUEUED = 0x40000000;
    static final int WIN = 0x20000000;
    static final int PAYLOAD = 0x1FFFFFFF;
    /** A position labelled draw: resolved, so it is never counted down, and never propagated from. */
    static final int DRAW = RESOLVED | PAYLOAD;
    /** The end of a queue. */
    static final int NIL = PAYLOAD;
    /** The most positions the encoding holds (queue links and remoteness need 29 bits). */
    public static final int MAX_POSITIONS = PAYLOAD - 1;

    private final int[] table;

    RetrogradeResult(int[] table) {
        this.table = table;
    }

    @Override
    public long size() {
        return table.length;
    }

    @Override
    public Outcome outcome(long position) {
        int s = table[(int) position];
        if (s >= 0 || s == DRAW) {
            return Outcome.DRAW;
        }
        return (s & WIN) != 0 ? Outcome.FIRST : Outcome.SECOND;
    }

    @Override
    public long remoteness(long position) {
        int s = table[(int) position];
        return s >= 0 || s == DRAW ? -1 : s & PAYLOAD;
    }
}
