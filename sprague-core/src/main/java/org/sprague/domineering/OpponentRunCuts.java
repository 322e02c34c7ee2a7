package org.sprague.domineering;

/**
 * What a player's open dominoes, once played, take from the opponent's most moves: the opponent O's most moves
 * are the sum over its lines' runs of empty cells of {@code floor(k / 2)} for a run of {@code k} cells, and the
 * cells the player P fills are never O's. Derived here (the bound of the races of Breuker, Uiterwijk and van den
 * Herik, "Solving 8x8 Domineering", Theoretical Computer Science 230, 2000, counts O's most moves on the board
 * as it stands):
 *
 * <ul>
 *   <li>taking {@code j >= 1} cells from a run of even length {@code k} leaves at most {@code floor((k - j) / 2)},
 *       so at least {@code ceil(j / 2)} fewer: each of P's cells there is worth half a move;
 *   <li>taking one cell from a run of odd length takes one move when the cell is at an odd place along the run
 *       (two odd runs left), none at an even place; more cells never give any back.
 * </ul>
 *
 * <p>So for a packing of P's dominoes (each domino's two cells lie on two different O lines), a cell of the
 * packing earns two halves when it is the packing's only cell on its run and the run is even or the cell at an odd
 * place; one half when its run is even and holds other cells of the packing; none otherwise. Whatever set of the
 * packing P ends up playing, O's most moves fall by at least half the halves its dominoes earned, rounded up,
 * since the halves of each run are a lower bound on that run's loss and runs are apart.
 *
 * <p>The cuts add up with those of P's protective areas ({@link SureMoveCount}): an area's cells are the first two
 * or the last two of each run of O's they are on, so filling them takes exactly one move from the run and leaves
 * the rest with the same parity of length and every cell with the same parity of place, on which the halves above
 * were counted.
 *
 * <p>The histogram packs, per sum of halves of a domino (0 to 4), how many dominoes of the packing earned it, a
 * byte each; {@link #sureOf} turns it into the worth of the {@code k} dominoes that earned least.
 */
final class OpponentRunCuts {
    private static final int FIELD = 8;
    private static final long COUNT_MASK = 0xFF;

    private final int width;
    private final int cells;
    private final long notFirstColumn;
    private final long notLastColumn;
    private final long evenColumns;
    private final long evenRows;

    OpponentRunCuts(int width, int height, long notFirstColumn, long notLastColumn, long evenColumns, long evenRows) {
        this.width = width;
        this.cells = width * height;
        this.notFirstColumn = notFirstColumn;
        this.notLastColumn = notLastColumn;
        this.evenColumns = evenColumns;
        this.evenRows = evenRows;
    }

    /**
     * The histogram of halves earned by a packing of {@code left}'s dominoes on the position {@code empty}.
     *
     * @param empty the empty cells
     * @param firsts the packing, each domino by its top (Left) or left (Right) cell
     * @param left whether the packing is Left's (vertical), whose opponent's lines are rows
     * @return counts by halves 0 to 4, a byte each from the lowest
     */
    long histogram(long empty, long firsts, boolean left) {
        return earned(empty, firsts, left, 0);
    }

    /**
     * Of a packing of {@code left}'s dominoes, those that earned at least {@code halves} halves ({@link #histogram}).
     *
     * @param empty the empty cells
     * @param firsts the packing, each domino by its top (Left) or left (Right) cell
     * @param left whether the packing is Left's
     * @param halves 1 to 4
     * @return the firsts of those dominoes
     */
    long earningAtLeast(long empty, long firsts, boolean left, int halves) {
        return earned(empty, firsts, left, halves);
    }

    /**
     * The halves each domino of the packing earned: a cell earns two when it is the packing's only cell on its run
     * of the opponent's and the run is even or the cell at an odd place, one when its run is even and holds other
     * cells of the packing, none otherwise. With {@code atLeast} 0 the histogram, else the firsts of the dominoes
     * that earned at least that many (one pass over the runs either way).
     */
    private long earned(long empty, long firsts, boolean left, int atLeast) {
        long one;
        long two;
        int second;
        if (left) {
            second = width;
            long packed = firsts | (firsts << width);
            long starts = empty & ~((empty << 1) & notFirstColumn);
            long ends = empty & ~((empty >>> 1) & notLastColumn);
            long evenStart = east(starts & evenColumns, empty);
            long oddEnd = west(ends & ~evenColumns, empty);
            long evenRun = (evenStart & oddEnd) | (empty & ~evenStart & ~oddEnd);
            long oddPlace = (evenStart & ~evenColumns) | (empty & ~evenStart & evenColumns);
            long shared = packed & (east((packed << 1) & notFirstColumn & empty, empty)
                    | west((packed >>> 1) & notLastColumn & empty, empty));
            two = packed & ~shared & (evenRun | oddPlace);
            one = shared & evenRun;
        } else {
            second = 1;
            long packed = firsts | (firsts << 1);
            long starts = empty & ~(empty << width);
            long ends = empty & ~(empty >>> width);
            long evenStart = south(starts & evenRows, empty);
            long oddEnd = north(ends & ~evenRows, empty);
            long evenRun = (evenStart & oddEnd) | (empty & ~evenStart & ~oddEnd);
            long oddPlace = (evenStart & ~evenRows) | (empty & ~evenStart & evenRows);
            long shared = packed & (south((packed << width) & empty, empty) | north((packed >>> width) & empty, empty));
            two = packed & ~shared & (evenRun | oddPlace);
            one = shared & evenRun;
        }
        long twoNext = two >>> second;
        long oneNext = one >>> second;
        if (atLeast > 0) {
            long some = one | two;
            long someNext = oneNext | twoNext;
            long earning = switch (atLeast) {
                case 1 -> some | someNext;
                case 2 -> two | twoNext | (one & oneNext);
                case 3 -> (two & someNext) | (some & twoNext);
                default -> two & twoNext;
            };
            return firsts & earning;
        }
        long noneHere = ~(one | two);
        long noneNext = ~(oneNext | twoNext);
        long four = firsts & two & twoNext;
        long three = firsts & ((two & oneNext) | (one & twoNext));
        long twoHalves = firsts & ((two & noneNext) | (noneHere & twoNext) | (one & oneNext));
        long oneHalf = firsts & ((one & noneNext) | (noneHere & oneNext));
        int n4 = Long.bitCount(four);
        int n3 = Long.bitCount(three);
        int n2 = Long.bitCount(twoHalves);
        int n1 = Long.bitCount(oneHalf);
        int n0 = Long.bitCount(firsts) - n1 - n2 - n3 - n4;
        return n0 | (long) n1 << FIELD | (long) n2 << 2 * FIELD | (long) n3 << 3 * FIELD | (long) n4 << 4 * FIELD;
    }

    /**
     * What {@code k} played dominoes of a packing are worth at least: {@code k} moves of P's, and O's most moves
     * lower by half the halves of the {@code k} that earned least, rounded up.
     *
     * @param histogram from {@link #histogram}
     * @param k dominoes played, at most the packing's
     * @return {@code k} plus O's loss
     */
    static int sureOf(long histogram, int k) {
        int left = k;
        int halves = 0;
        for (int h = 0; h <= 4 && left > 0; h++) {
            int take = Math.min(left, (int) (histogram >>> h * FIELD & COUNT_MASK));
            halves += h * take;
            left -= take;
        }
        return k + (halves + 1) / 2;
    }

    /**
     * The fewest halves any domino of a packing earned ({@link OpenDominoAndAreaCount}'s extra worth of each), 0 for
     * none.
     *
     * @param histogram from {@link #histogram}
     * @return 0 to 4
     */
    static int leastExtra(long histogram) {
        return histogram == 0 ? 0 : Long.numberOfTrailingZeros(histogram) / FIELD;
    }

    /**
     * A race's value in halves (twice P's moves plus the halves of O's moves its items take) made even: O's most
     * falls by the halves the played dominoes earned <em>rounded up</em> ({@link OpponentRunCuts} above), so the
     * odd half of an odd value is a whole move of O's. With {@code m} moves of P's and {@code h} halves cut from O's
     * most {@code M} (areas count four halves a claim, two of them O's), the second player P reaches the mover's
     * moves when {@code m >= M - ceil(h / 2)}, that is when {@code 2m + h}, raised to even, reaches {@code 2M};
     * raising to even never lowers a value, so the least value the race gives is enough.
     *
     * @param halves a value in halves of a move
     * @return the value raised to the next even number
     */
    static int wholeMoves(int halves) {
        return halves + (halves & 1);
    }

    /**
     * The most halves any domino of a packing earned, 0 for none.
     *
     * @param histogram from {@link #histogram}
     * @return 0 to 4
     */
    static int mostExtra(long histogram) {
        return histogram == 0 ? 0 : (63 - Long.numberOfLeadingZeros(histogram)) / FIELD;
    }

    /**
     * How many dominoes of a packing earned exactly {@code halves} halves.
     *
     * @param histogram from {@link #histogram}
     * @param halves 0 to 4
     * @return a count
     */
    static int earnedBy(long histogram, int halves) {
        return (int) (histogram >>> halves * FIELD & COUNT_MASK);
    }

    /** The cells of {@code empty} reached from {@code seed} (part of it) going right along rows. */
    private long east(long seed, long empty) {
        long pass = empty & notFirstColumn;
        long reached = seed;
        for (int s = 1; s < width; s <<= 1) {
            reached |= pass & (reached << s);
            pass &= pass << s;
        }
        return reached;
    }

    /** The cells of {@code empty} reached from {@code seed} going left along rows. */
    private long west(long seed, long empty) {
        long pass = empty & notLastColumn;
        long reached = seed;
        for (int s = 1; s < width; s <<= 1) {
            reached |= pass & (reached >>> s);
            pass &= pass >>> s;
        }
        return reached;
    }

    /** The cells of {@code empty} reached from {@code seed} going down columns. */
    private long south(long seed, long empty) {
        long pass = empty;
        long reached = seed;
        for (int s = width; s < cells; s <<= 1) {
            reached |= pass & (reached << s);
            pass &= pass << s;
        }
        return reached;
    }

    /** The cells of {@code empty} reached from {@code seed} going up columns. */
    private long north(long seed, long empty) {
        long pass = empty;
        long reached = seed;
        for (int s = width; s < cells; s <<= 1) {
            reached |= pass & (reached >>> s);
            pass &= pass >>> s;
        }
        return reached;
    }
}
