package org.sprague.domineering;

/**
 * Domineering moves that another move of the same player along the same line dominates, so that a search may
 * leave them out and keep the outcome (a player never needs a dominated option: Winning Ways ch. 3; Siegel,
 * "Combinatorial Game Theory", AMS 2013, ch. II.2).
 *
 * <p>The lemma (a copying argument; cells only fill, so a cell no domino of a player can cover stays so): if no
 * vertical domino can cover the empty cell {@code x} of position {@code K} (no empty cell above or below it),
 * then {@code K <= K - x}. By induction on the empty cells: every Left option of {@code K} is {@code K^L} with
 * {@code x} still uncoverable by Left, and {@code K^L <= (K - x)^L}, an option of {@code K - x}, so {@code K^L}
 * is not {@code >= K - x} (an option of Left's is never {@code >= } its game); every Right option of
 * {@code K - x} is also one of {@code K} (without {@code x}), {@code K^R <= (K - x)^R}, so {@code (K - x)^R} is
 * not {@code <= K}. Turned, a cell no horizontal domino can cover helps Left: {@code K >= K - y}.
 *
 * <p>The rule, for Left: let {@code a}, {@code b}, {@code d} be three empty cells down a column, and {@code H}
 * the position without them. The move on {@code (a, b)} leaves {@code H + d}, the move on {@code (b, d)} leaves
 * {@code H + a}. When the cell below {@code d} is filled (or off the board), no vertical domino can cover
 * {@code d} in {@code H + d}, so {@code H + d <= H}; when {@code a} has no empty cell left or right of it, no
 * horizontal domino can cover it, so {@code H + a >= H}. Then {@code (a, b)} is dominated by {@code (b, d)}.
 * Upside down, {@code (b, d)} is dominated by {@code (a, b)} when the cell above {@code a} is filled and
 * {@code d} has no empty cell beside it; this second form is left out where the first already removed
 * {@code (a, b)} (both hold on a line of exactly three such cells, whose two moves are then equal, and one must
 * stay). No move dominated here dominates another move dropped here, so one of each chain stays. Right's rule is
 * the same turned a quarter (left and right for above and below). Of the moves in a strip of one's own
 * ({@link DomineeringBitboard#verticalStrips}), what is left always includes an end move, the one the strip rule
 * keeps: on a strip of two cells its one move, of three its lower (right) move, of more its upper (left) move.
 */
final class DominatedMoves {
    private final DominoPackings board;
    private final int width;
    /** Cells with at least two cells right of them in their row, and three. */
    private final long twoRight;
    private final long threeRight;
    /** Cells with at least one cell left of them in their row, and two. */
    private final long oneLeft;
    private final long twoLeft;

    DominatedMoves(DominoPackings board) {
        this.board = board;
        this.width = board.width;
        long firstColumn = 0;
        for (int r = 0; r < board.height; r++) {
            firstColumn |= 1L << (r * width);
        }
        long all = board.all;
        long notFirst = all & ~firstColumn;
        long notLast = all & ~(firstColumn << (width - 1));
        long notLastTwo = notLast & (notLast >>> 1);
        twoRight = width < 3 ? 0 : notLastTwo;
        threeRight = width < 4 ? 0 : notLastTwo & (notLast >>> 2);
        oneLeft = notFirst;
        twoLeft = width < 3 ? 0 : notFirst & (notFirst << 1);
    }

    /**
     * The moves of {@code left} in {@code empty} that this rule leaves out, each by its top (Left) or left (Right)
     * cell.
     *
     * @param empty the empty cells
     * @param left whether Left (vertical) moves
     * @return the dominated moves
     */
    long of(long empty, boolean left) {
        return left ? vertical(empty) : horizontal(empty);
    }

    private long vertical(long empty) {
        long pairs = board.verticalPairs(empty);
        long protectedCells = board.protectedFromRight(empty);
        // (a, b) below which d is empty and the cell under d filled or off the board, a protected
        long lower = pairs & protectedCells & down(empty, 2 * width) & ~down(empty, 3 * width);
        // (b, d) above which a is empty and the cell over a filled or off the board, d protected
        long upper = pairs & up(empty, width) & ~up(empty, 2 * width) & down(protectedCells, width)
                & ~up(lower, width);
        return lower | upper;
    }

    private long horizontal(long empty) {
        long pairs = board.horizontalPairs(empty);
        long protectedCells = board.protectedFromLeft(empty);
        long lower = pairs & twoRight & protectedCells & (empty >>> 2) & ~(threeRight & (empty >>> 3));
        long upper = pairs & oneLeft & (empty << 1) & ~(twoLeft & (empty << 2)) & (protectedCells >>> 1)
                & ~(lower << 1);
        return lower | upper;
    }

    /** The cells {@code k} further down (a shift right by {@code k} bits), none past the board. */
    private static long down(long cells, int k) {
        return k >= 64 ? 0 : cells >>> k;
    }

    private static long up(long cells, int k) {
        return k >= 64 ? 0 : cells << k;
    }
}
