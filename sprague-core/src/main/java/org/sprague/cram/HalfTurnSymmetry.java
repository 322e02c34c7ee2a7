package org.sprague.cram;

/**
 * Cram positions that the second player wins by the symmetry strategy, so of Grundy value 0 (Berlekamp, Conway and
 * Guy, Winning Ways, ch. 22 on Cram; Gardner, "Mathematical Games", Scientific American, February 1974): those equal
 * to their image under the half-turn about the centre of their box, with no domino that the half-turn maps onto
 * itself and no empty cell that it fixes. The empty rectangles with both sides even are the best known; Beling's
 * table of Cram nimbers (the README of his impartial-games repository, with Beling and Rogalski, "On pruning search
 * trees of impartial games", Artificial Intelligence 283, 2020) gives them as 0 for this reason.
 *
 * <p>The proof. Let the cells {@code M} of a {@code w x h} box be their own image under the half-turn {@code t}
 * (cell {@code i} to cell {@code w*h - 1 - i}), let no empty cell be fixed by {@code t} and no domino of two empty
 * cells be mapped onto itself. The second player answers each domino {@code D} with {@code t(D)}. Before each move
 * of the first player the empty cells are symmetric (at the start by hypothesis; after each answer because
 * {@code D} and {@code t(D)} were both taken). So {@code t(D)} was empty before {@code D} was played; it is another
 * domino than {@code D} (none is its own image); and it shares no cell with {@code D}: a shared cell {@code a = t(b)}
 * with {@code a, b} in {@code D} would be fixed if {@code a = b}, and would make {@code D = {a, t(a)}} its own image
 * otherwise. So the answer is always legal, the second player always has a move, and the first player runs out of
 * moves first: the position is a second-player win, of value 0.
 *
 * <p>Which cells and dominoes {@code t} fixes: with {@code n = w*h} cells, a cell is fixed only when {@code n} is odd
 * (both sides odd: the centre cell {@code (n - 1) / 2}); a domino across is fixed only when its left cell is
 * {@code n/2 - 1} (then {@code t} swaps it with {@code n/2}; {@code n} even, and the pair must lie in one row), and a
 * domino down only when its upper cell is {@code (n - 1 - w) / 2} ({@code w} odd and {@code h} even). With both sides
 * even neither exists, which is the classical argument for the rectangles.
 */
final class HalfTurnSymmetry {
    private HalfTurnSymmetry() {
    }

    /**
     * Whether the empty cells {@code mask} of a {@code width x height} box are a second-player win by the half-turn
     * strategy (so of value 0).
     *
     * @param width columns of the box
     * @param height rows of the box, {@code width * height <= 64}
     * @param mask the empty cells, bit {@code r * width + c}
     * @return true when the strategy applies (false says nothing about the value)
     */
    static boolean secondPlayerMirrors(int width, int height, long mask) {
        int n = width * height;
        if ((Long.reverse(mask) >>> (64 - n)) != mask) {
            return false;
        }
        if ((n & 1) != 0) {
            return (mask >>> ((n - 1) / 2) & 1) == 0;
        }
        if ((Cells.horizontalPairs(width, mask) >>> (n / 2 - 1) & 1) != 0) {
            return false;
        }
        return (width & 1) == 0 || (Cells.verticalPairs(width, height, mask) >>> ((n - 1 - width) / 2) & 1) == 0;
    }
}
