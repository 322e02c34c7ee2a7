package org.sprague.domineering;

/**
 * How many of a packing of open dominoes (disjoint dominoes of one player P that the opponent O can destroy)
 * P is sure to play when it plays them first: the count of the races of Breuker, Uiterwijk and van den Herik
 * ("Solving 8x8 Domineering", Theoretical Computer Science 230, 2000), who take a third of vulnerable moves,
 * refined here by the dominoes' exposure, in the spirit of the vulnerable moves of types 1 and 2 of Bullock
 * ("Domineering: Solving Large Combinatorial Search Spaces", M.Sc. thesis, University of Alberta, 2002).
 *
 * <p>An <em>exposed</em> domino of the packing shares an O move with another (O's domino would cover a cell of
 * each); a <em>lone</em> one shares none, so any O move that destroys it destroys nothing else of the packing.
 * Each O move thus destroys at most two exposed dominoes, or one lone one, or nothing. The counts here are the
 * values of that abstract race, computed exactly by recursion: P plays an intact domino of its choice, O destroys
 * the most it can (or moves elsewhere). P's real position is at least as good: its moves are the same, O's are
 * among the abstract ones, and a domino's exposure only falls as the board fills. With only exposed dominoes
 * the counts are {@code ceil(n / 3)} and {@code floor(n / 3)}, with only lone ones {@code ceil(n / 2)} and
 * {@code floor(n / 2)}.
 */
final class OpenDominoCount {
    /** The most dominoes of either kind one player can have on 96 cells ({@link DomineeringWideBoard}'s most). */
    private static final int MAX = 48;
    /** {@code FIRST[exposed][lone]}: the dominoes P plays, P moving first. */
    private static final int[][] FIRST = new int[MAX + 1][MAX + 1];
    /** {@code SECOND[exposed][lone]}: the dominoes P plays, O moving first. */
    private static final int[][] SECOND = new int[MAX + 1][MAX + 1];

    static {
        for (int total = 0; total <= 2 * MAX; total++) {
            for (int exposed = Math.max(0, total - MAX); exposed <= Math.min(total, MAX); exposed++) {
                int lone = total - exposed;
                int first = 0;
                if (exposed > 0) {
                    first = Math.max(first, 1 + SECOND[exposed - 1][lone]);
                }
                if (lone > 0) {
                    first = Math.max(first, 1 + SECOND[exposed][lone - 1]);
                }
                FIRST[exposed][lone] = first;
                // O moves elsewhere, destroys two exposed dominoes (or the last one), or one lone domino
                int second = first;
                second = Math.min(second, FIRST[Math.max(0, exposed - 2)][lone]);
                if (lone > 0) {
                    second = Math.min(second, FIRST[exposed][lone - 1]);
                }
                SECOND[exposed][lone] = second;
            }
        }
    }

    private OpenDominoCount() {
    }

    /**
     * The dominoes P is sure to play moving first.
     *
     * @param total the packing's dominoes
     * @param exposed those of them that share an O move with another
     * @return a count
     */
    static int first(int total, int exposed) {
        return FIRST[exposed][total - exposed];
    }

    /**
     * The dominoes P is sure to play when O moves first.
     *
     * @param total the packing's dominoes
     * @param exposed those of them that share an O move with another
     * @return a count
     */
    static int second(int total, int exposed) {
        return SECOND[exposed][total - exposed];
    }
}
