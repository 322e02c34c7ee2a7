package org.sprague.spark;

/**
 * The one {@code long} per position that the distributed retrograde solver carries from round to round. A
 * non-negative value is a position not yet resolved: the number of its moves not yet known to lead to a win for
 * the opponent. A negative value is resolved: bit 62 marks a win for the player to move, bit 61 a position
 * labelled draw (never propagated), and the low 32 bits hold the remoteness. Positions left unresolved when no
 * round resolves anything more are draws. Readers of {@link SparkRetrograde}'s results decode a state with
 * the public methods.
 */
public final class ResultCodes {
    static final long RESOLVED = Long.MIN_VALUE;
    static final long WIN = 1L << 62;
    static final long DRAW_LABEL = 1L << 61;
    private static final long REMOTENESS = 0xFFFF_FFFFL;

    private ResultCodes() {
    }

    static long win(long remoteness) {
        return RESOLVED | WIN | remoteness;
    }

    static long loss(long remoteness) {
        return RESOLVED | remoteness;
    }

    public static boolean isWin(long s) {
        return s < 0 && (s & WIN) != 0 && (s & DRAW_LABEL) == 0;
    }

    public static boolean isDraw(long s) {
        return s >= 0 || (s & DRAW_LABEL) != 0;
    }

    /** The remoteness of a resolved position, or -1 for a draw. */
    public static long remoteness(long s) {
        return isDraw(s) ? -1 : s & REMOTENESS;
    }

    /** Whether {@code s} was resolved in round {@code level} and must now be told to its parents. */
    static boolean decidedAt(long s, long level) {
        return s < 0 && (s & DRAW_LABEL) == 0 && (s & REMOTENESS) == level;
    }

    /** The starting state of a position from its label code ({@code TerminalLabel.code()}) and move count. */
    static long start(int label, long moves) {
        return switch (label) {
            case 1 -> win(0);
            case 2 -> loss(0);
            case 3 -> RESOLVED | DRAW_LABEL;
            default -> moves == 0 ? loss(0) : moves;
        };
    }

    /** The word written to result files: the outcome for the player to move. */
    public static String outcome(long s) {
        return isDraw(s) ? "draw" : isWin(s) ? "win" : "loss";
    }
}
