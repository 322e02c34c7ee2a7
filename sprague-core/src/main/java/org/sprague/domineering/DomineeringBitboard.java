package org.sprague.domineering;

import org.sprague.BadInputException;
import org.sprague.search.OrderedMoves;
import org.sprague.search.OutcomeGame;
import org.sprague.search.Symmetric;
import org.sprague.search.WithSecondWord;

/**
 * Domineering on a board of at most 64 cells as one {@code long}: the state is the set of empty cells, bit
 * {@code r * width + c} for cell (r, c). Left (vertical) and Right (horizontal) each have one move per cell, the
 * domino's top or left cell, so a move is a cell index for either player.
 *
 * <p>What the search is told without searching ({@link #decided}) counts moves (Lachmann, Moore and Rapaport,
 * "Who wins Domineering on rectangular boards?", MSRI Publications 42, 2002; Breuker, Uiterwijk and van den
 * Herik, "Solving 8x8 Domineering", Theoretical Computer Science 230, 2000): a player's <em>safe</em> moves use
 * cells that no opponent's domino can ever cover (cells without an empty neighbour across the player's
 * direction), and a count of disjoint dominoes per line bounds the moves a player can ever make. Of a player's
 * disjoint dominoes on the cells its safe dominoes leave (open ones, and those with one protected cell, which
 * the opponent can still cover through the other), each turn pair takes at most three (one played, two covered by
 * the opponent's domino), so a third of them are sure moves too; of disjoint dominoes on every other column
 * (Left's) or row (Right's), which no opposing domino can meet two of, half are (each turn pair takes at most
 * two). Protective areas (2x2 squares walled on one side) are worth two moves to their owner and two fewer to the
 * opponent when claimed, and each domino played takes what it cuts from the opponent's runs ({@link SureMoveCount},
 * {@link OpenDominoAndAreaCount}, {@link OpponentRunCuts}, {@link CellCountRaceWithAreas}). The player to move wins
 * with more sure moves than the opponent can ever make, and loses when it can make no more moves than the opponent's
 * sure ones. Where the empty cells fall into small regions, a {@link DomineeringRegionValues} adds their canonical
 * values and answers by the sum's outcome class.
 *
 * <p>Sums ({@link #settled}), when asked for: with region values, once the counts have not decided a position, a
 * small region next to the move that reached it (one the move cut off or left small) whose value is a number
 * leaves the board, and its number joins the position's second word (the extra of {@link OutcomeGame}: a number
 * in units of 2^-16). The search then goes on in the sum of the board and that number: positions that differ
 * only in such regions of equal sum are one entry of its table, the number's moves are one move
 * ({@link #NUMBER_MOVE}, to its canonical option: {@code n - 1} for Left from an integer {@code n > 0},
 * {@code x -+ 2^-k} from {@code x = m / 2^k} with {@code m} odd), and the counts take the number as free moves: an
 * integer {@code k} is exactly a strip of {@code 2k} cells of Left's own (Right's when negative), which the counts
 * take as {@code k} safe moves, {@code k} more moves and {@code 2k} more usable cells; a number between two
 * integers is bounded by them (a sum's outcome is monotone in each part), so the check that Left wins takes the
 * floor and the check that Left loses the ceiling (and Right's the other way round).
 *
 * <p>One file of about 600 lines: the moves, the inputs of the counts and the sums all read the board's word
 * layout and its precomputed line masks; the counts themselves are classes of their own.
 *
 * <p>Moves ({@link #moves}): a move next to the end of a line that another move along the line dominates is
 * left out ({@link DominatedMoves}), and of a player's moves in strips of its own (regions of one line,
 * integers), one stands for all ({@link #verticalStrips}).
 *
 * <p>Symmetries: the mirror images and the half-turn keep each player's direction, so a state and its three images
 * have one outcome for the same player to move.
 */
public final class DomineeringBitboard implements OrderedMoves, Symmetric, WithSecondWord {
    private final int width;
    private final int height;
    private final int cells;
    private final long all;
    private final long notFirstColumn;
    private final long notLastColumn;
    private final long[] rowMasks;
    /** The board's domino places and packings, its protective areas, and the counts' verdict. */
    private final DominoPackings packings;
    private final ProtectiveAreas areas;
    private final CountedOutcome counts;
    private final DomineeringRegionValues values;
    private final DominatedMoves dominated;
    /** Per player (Right 0, Left 1) and move, its place in {@link MoveTieBreak}'s order, the tie-break of equal scores. */
    private final int[][] places;
    /** The search's move order by lines ({@link LineTallyOrder}), or null on boards past eight columns or rows. */
    private final LineTallyOrder lineTallies;
    /** The small regions a move leaves that go to the second word as numbers, or null without sums. */
    private final NumberRegions numberRegions;
    /** The move in the number of the position's second word: a move id past the cells'. */
    public static final int NUMBER_MOVE = 64;
    /** The second word's unit: numbers are kept in 2^-16ths. */
    static final int UNIT = 1 << 16;
    /** A region whose value is no number of the second word's units. */
    static final int NOT_NUMBER = Integer.MIN_VALUE;
    /** {@link #NUMBER_MOVE}'s sort key: below every board move's. */
    private static final int NUMBER_KEY = -1;
    /** Bits of a move in a move list's sort key. */
    private static final int MOVE_BITS = 6;
    /** The greatest move id; a sort key holds {@code LAST_MOVE - move}, so that of equal keys the first move leads. */
    private static final int LAST_MOVE = (1 << MOVE_BITS) - 1;
    /** Bits of a move's place ({@link MoveTieBreak}) in its sort key. */
    private static final int PLACE_BITS = 7;
    /** Added to a move's score in its sort key, which keeps the key positive. */
    private static final int SCORE_OFFSET = 1 << 10;

    /**
     * The board of {@code width x height} cells.
     *
     * @param width columns
     * @param height rows
     * @param values small regions' values, or null to search every position
     */
    public DomineeringBitboard(int width, int height, DomineeringRegionValues values) {
        this(width, height, values, false);
    }

    /**
     * The board of {@code width x height} cells, searched beside the numbers of its small regions when
     * {@code sums} is set (see the class comment).
     *
     * @param width columns
     * @param height rows
     * @param values small regions' values, or null to search every position
     * @param sums whether small regions whose values are numbers leave the board for the second word (only with
     *     values)
     */
    public DomineeringBitboard(int width, int height, DomineeringRegionValues values, boolean sums) {
        if (width < 1 || height < 1 || width * height > 64) {
            throw new BadInputException("a domineering board for search has at most 64 cells, not " + height + "x"
                    + width);
        }
        this.width = width;
        this.height = height;
        this.values = values;
        packings = new DominoPackings(width, height);
        areas = new ProtectiveAreas(packings);
        counts = new CountedOutcome(packings, areas);
        this.cells = packings.cells;
        this.all = packings.all;
        this.notFirstColumn = packings.notFirstColumn;
        this.notLastColumn = packings.notLastColumn;
        this.rowMasks = packings.rowMasks;
        dominated = new DominatedMoves(packings);
        places = new int[][] {MoveTieBreak.of(width, height, false), MoveTieBreak.of(width, height, true)};
        lineTallies = LineTallyOrder.of(width, height);
        numberRegions = values == null || !sums ? null : new NumberRegions(this, packings, values);
    }

    /**
     * The state of a board given as rows of {@code .} and {@code #}.
     *
     * @param board the board, at most 64 cells
     * @return the set of its empty cells
     */
    public static long state(Domineering.Board board) {
        int width = board.rows().get(0).length();
        long s = 0;
        for (int r = 0; r < board.rows().size(); r++) {
            for (int c = 0; c < width; c++) {
                if (board.empty(r, c)) {
                    s |= 1L << (r * width + c);
                }
            }
        }
        return s;
    }

    /**
     * The board's columns.
     *
     * @return the width
     */
    public int width() {
        return width;
    }

    /**
     * The board's rows.
     *
     * @return the height
     */
    public int height() {
        return height;
    }

    /**
     * Every cell of the board.
     *
     * @return the state of the empty board
     */
    public long full() {
        return all;
    }

    /**
     * A move in the catalog's words: {@code vertical (1,2)-(2,2)}, rows and columns from 1.
     *
     * @param move a move id
     * @param left whether Left (vertical) moves
     * @return its text
     */
    public String text(int move, boolean left) {
        return moveText(width, move, left);
    }

    /** {@link #text} on a board of {@code width} columns, the cells numbered {@code r * width + c}. */
    static String moveText(int width, int move, boolean left) {
        int r = move / width;
        int c = move % width;
        return left ? "vertical (" + (r + 1) + "," + (c + 1) + ")-(" + (r + 2) + "," + (c + 1) + ")"
                : "horizontal (" + (r + 1) + "," + (c + 1) + ")-(" + (r + 1) + "," + (c + 2) + ")";
    }

    @Override
    public int moveIds() {
        return NUMBER_MOVE + 1;
    }

    @Override
    public int moves(long state, boolean left, int[] out) {
        return ordered(state, 0, left, out, false, -1);
    }

    @Override
    public int moves(long state, int extra, boolean left, int[] out) {
        return ordered(state, extra, left, out, false, -1);
    }

    /**
     * The moves of {@link #moves} (none left out), in the order of {@link #tallies}, after checking {@code hint}:
     * when the counts say the opponent is lost after it, it is returned alone as {@link #KNOWN_WIN}. The search
     * takes the counts of {@link #decided} in each position it enters, and the first move tried in a won position
     * usually wins, so the counts after every move, taken before any is entered, would mostly be wasted. The
     * number's move, if the mover has one, comes last.
     */
    @Override
    public int searchMoves(long state, int extra, boolean left, int[] out, int hint) {
        return ordered(state, extra, left, out, true, hint);
    }

    private int ordered(long state, int extra, boolean left, int[] out, boolean searching, int hint) {
        int n = orderedOnBoard(state, extra, left, out, searching, hint);
        if (n == KNOWN_WIN || numberMove(extra, left) == NOT_NUMBER) {
            return n;
        }
        // the number's move last (by number avoidance it is needed only where the board is a number too); among
        // sort keys, which are positive, as a key of its own that orderRest makes the move
        out[n] = searching && n > 0 ? NUMBER_KEY : NUMBER_MOVE;
        return n + 1;
    }

    private int orderedOnBoard(long state, int extra, boolean left, int[] out, boolean searching, int hint) {
        long own = (left ? packings.verticalPairs(state) : packings.horizontalPairs(state))
                & ~dominated.of(state, left);
        long strips = own & (left ? verticalStrips(state) : horizontalStrips(state));
        if (strips != 0) {
            // every move at the end of a strip reaches the same value (see verticalStrips): one of them is tried
            own = (own & ~strips) | Long.lowestOneBit(strips);
        }
        if (hint >= 0 && hint < NUMBER_MOVE && (own >>> hint & 1) != 0
                && counted(play(state, left, hint), extra, !left) < 0) {
            out[0] = hint;
            return KNOWN_WIN;
        }
        int step = left ? width : 1;
        int[] place = places[left ? 1 : 0];
        LineTallyOrder lines = searching ? lineTallies : null;
        if (lines != null) {
            lines.prepare(state);
        }
        int n = 0;
        int best = 0;
        for (long rest = own; rest != 0; rest &= rest - 1) {
            int move = Long.numberOfTrailingZeros(rest);
            int score;
            if (lines != null) {
                score = lines.tally(move, left);
            } else {
                long after = state & ~(1L << move) & ~(1L << (move + step));
                score = searching ? tallies(after, left) : balance(after, left);
            }
            // the score, the move's place (MoveTieBreak) and the move in one int (a score is at most three times 32
            // either way, a move below 64), greater first: by score, then by place, then the first of equal ones
            int keyed = (((Math.max(-SCORE_OFFSET, Math.min(SCORE_OFFSET, score)) + SCORE_OFFSET) << PLACE_BITS)
                    + place[move]) << MOVE_BITS | (LAST_MOVE - move);
            if (keyed > out[best]) {
                best = n;
            }
            out[n++] = keyed;
        }
        if (n == 0) {
            return 0;
        }
        if (searching) {
            // the first move wins most won positions: the rest are sorted only when it does not (orderRest)
            int first = out[best];
            out[best] = out[0];
            out[0] = LAST_MOVE - (first & LAST_MOVE);
            return n;
        }
        orderRest(out, 0, n);
        return n;
    }

    /** Sorts the keys of {@link #ordered} in {@code out[from, n)}, greatest first, and leaves their moves there. */
    @Override
    public void orderRest(int[] out, int from, int n) {
        sortDescending(out, from, n);
        for (int i = from; i < n; i++) {
            out[i] = out[i] == NUMBER_KEY ? NUMBER_MOVE : LAST_MOVE - (out[i] & LAST_MOVE);
        }
    }

    /** Sorts {@code out[from, n)} greatest first, by insertion: move lists are short. */
    static void sortDescending(int[] out, int from, int n) {
        for (int i = from + 1; i < n; i++) {
            int keyed = out[i];
            int j = i;
            while (j > from && out[j - 1] < keyed) {
                out[j] = out[j - 1];
                j--;
            }
            out[j] = keyed;
        }
    }

    /**
     * How well {@code left}'s side stands in {@code empty} after its move: first whether the opponent, to move
     * there, is lost ({@link Integer#MAX_VALUE}) or wins ({@link Integer#MIN_VALUE}) by the counts of
     * {@link #decided}; else safe moves count twice, the most moves once, each less the opponent's. Moves are tried
     * best first, and play chooses by it among moves its search did not decide.
     *
     * @param empty the position after the move
     * @param left whether Left made the move
     * @return a score, greater when better for the player who moved
     */
    public int balance(long empty, boolean left) {
        int e = counts.evaluated(empty, !left, 0, 0);
        return e == CountedOutcome.MOVER_WINS ? Integer.MIN_VALUE
                : e == CountedOutcome.MOVER_LOSES ? Integer.MAX_VALUE : -e;
    }

    /**
     * What the counts of sure and possible moves decide ({@link CountedOutcome}).
     *
     * @return 1 when the player to move wins, -1 when it loses, 0 when the counts do not tell
     */
    int counted(long state, boolean left) {
        return counts.counted(state, left);
    }

    /** {@link #counted(long, boolean)} in the sum of the board and the number {@code extra} (in {@link #UNIT}s). */
    int counted(long state, int extra, boolean left) {
        return counts.counted(state, extra, left);
    }

    /** The board's domino places and packings. */
    DominoPackings packings() {
        return packings;
    }

    /** The board's protective blocks and areas. */
    ProtectiveAreas areas() {
        return areas;
    }

    /** The counts' verdict on the board. */
    CountedOutcome counts() {
        return counts;
    }

    /**
     * The search's order of moves, for {@code left}'s side after its move: safe moves and most moves, each once,
     * less the opponent's ({@link #balance} weighs the safe ones twice; once orders a little better: 8x8
     * Vertical first entered 3 % fewer positions), without the counts' verdict, which the position takes when
     * it is entered.
     */
    int tallies(long empty, boolean left) {
        int b = packings.verticalCount(packings.protectedFromRight(empty))
                - packings.horizontalCount(packings.protectedFromLeft(empty))
                + packings.verticalCount(empty) - packings.horizontalCount(empty);
        return left ? b : -b;
    }

    /**
     * Empty cells in strips of Left's own: columns of empty cells that have no empty horizontal neighbour and no
     * empty cell above or below them but their own (so the strip is a region of the position by itself, a
     * vertical line of {@code k} cells whose value is the integer {@code floor(k / 2)}, all Left's). Left's moves
     * there reach {@code G + n - 1} at best, where {@code G} is the rest of the position and {@code n} the sum of
     * the strips' integers: a move at a strip's end leaves {@code n - 1} (a move inside it splits it into two
     * strips of less in all). Every such end move reaches a position of the same value, so of Left's moves in
     * strips only one needs to be searched: a move inside a strip is dominated (its value is at most that of the
     * end move, and Left prefers the larger option), and the end moves of the strips are equal. Rows of Right's:
     * {@link #horizontalStrips}.
     */
    long verticalStrips(long empty) {
        long mine = packings.protectedFromRight(empty);
        long shared = empty & ~mine;
        long touched = mine & ((shared << width) | (shared >>> width));
        while (true) {
            long grown = touched | (mine & ((touched << width) | (touched >>> width)));
            if (grown == touched) {
                break;
            }
            touched = grown;
        }
        long strips = mine & ~touched;
        // the top cell of each pair whose lower cell is in the same strip
        return strips & (strips >>> width);
    }

    /** Empty cells in rows of Right's own, as {@link #verticalStrips} (the left cell of each pair). */
    long horizontalStrips(long empty) {
        long mine = packings.protectedFromLeft(empty);
        long shared = empty & ~mine;
        long touched = mine & (((shared << 1) & notFirstColumn) | ((shared >>> 1) & notLastColumn));
        while (true) {
            long grown = touched | (mine & (((touched << 1) & notFirstColumn) | ((touched >>> 1) & notLastColumn)));
            if (grown == touched) {
                break;
            }
            touched = grown;
        }
        long strips = mine & ~touched;
        return strips & (strips >>> 1) & notLastColumn;
    }

    @Override
    public long play(long state, boolean left, int move) {
        return state & ~(1L << move) & ~(1L << (move + (left ? width : 1)));
    }

    /** The move in the sum of the board and the number {@code extra}: a move on the board, or {@link #NUMBER_MOVE}. */
    @Override
    public long play(long state, int extra, boolean left, int move, int[] reachedExtra) {
        if (move == NUMBER_MOVE) {
            int after = numberMove(extra, left);
            if (after == NOT_NUMBER) {
                throw new IllegalArgumentException("no move in the number " + extra + " / " + UNIT);
            }
            reachedExtra[0] = after;
            return state;
        }
        reachedExtra[0] = extra;
        return play(state, left, move);
    }

    /**
     * The small regions next to {@code move}'s domino whose values are numbers leave the board, their numbers
     * added to the second word ({@link NumberRegions}).
     */
    @Override
    public long settled(long state, int extra, boolean left, int move, int[] settledExtra) {
        if (numberRegions == null || move < 0 || move == NUMBER_MOVE) {
            settledExtra[0] = extra;
            return state;
        }
        return numberRegions.settled(state, extra, left, move, settledExtra);
    }

    /**
     * The number {@code extra} (in {@link #UNIT}s) after {@code left}'s move in it, its canonical option, or
     * {@link #NOT_NUMBER} when the player has none (an integer of the other's, or 0).
     */
    static int numberMove(int extra, boolean left) {
        int fraction = extra & (UNIT - 1);
        if (fraction != 0) {
            int step = fraction & -fraction;
            return left ? extra - step : extra + step;
        }
        if (left) {
            return extra >= UNIT ? extra - UNIT : NOT_NUMBER;
        }
        return extra <= -UNIT ? extra + UNIT : NOT_NUMBER;
    }

    @Override
    public int decided(long state, boolean left) {
        int counted = counted(state, left);
        return counted != 0 || values == null ? counted : values.decided(this, state, left);
    }

    /**
     * As {@link #decided(long, boolean)} in the sum of the board and the number {@code extra}: on an empty board
     * the number's sign decides; else the counts with the number's floor and ceiling as free moves (see the class
     * comment); the region values only where no number is beside the board.
     */
    @Override
    public int decided(long state, int extra, boolean left) {
        if (extra == 0) {
            return decided(state, left);
        }
        if (state == 0) {
            return (left ? extra > 0 : extra < 0) ? 1 : -1;
        }
        int counted = counted(state, extra, left);
        // the region values answer positions with no number beside them only: with one, they decided 0.05 % more
        // of 8x8's positions and brought the canonical engine into every run's compiled code (a quarter more CPU)
        return counted != 0 || values == null || extra != 0 ? counted : values.decided(this, state, left);
    }

    @Override
    public int symmetry(long state) {
        long rows = mirrorRows(state);
        long turn = halfTurn(state);
        long columns = mirrorRows(turn);
        int best = 0;
        long min = state;
        if (rows < min) {
            min = rows;
            best = 2;
        }
        if (columns < min) {
            min = columns;
            best = 1;
        }
        if (turn < min) {
            best = 3;
        }
        return best;
    }

    @Override
    public long transform(long state, int symmetry) {
        return switch (symmetry) {
            case 1 -> mirrorRows(halfTurn(state));
            case 2 -> mirrorRows(state);
            case 3 -> halfTurn(state);
            default -> state;
        };
    }

    @Override
    public int transformMove(int move, boolean left, int symmetry) {
        if (symmetry == 0 || move == NUMBER_MOVE) {
            // the number beside the board is the same under every symmetry of the board
            return move;
        }
        int r = move / width;
        int c = move % width;
        // the move's cell after the mirror is the image of the domino's other end where the mirror flips its axis
        int lastRow = left ? height - 2 : height - 1;
        int lastColumn = left ? width - 1 : width - 2;
        if ((symmetry & 1) != 0) {
            c = lastColumn - c;
        }
        if ((symmetry & 2) != 0) {
            r = lastRow - r;
        }
        return r * width + c;
    }

    /**
     * The board mirrored in its main diagonal, which swaps vertical and horizontal: a square board's state with
     * Left to move has the outcome of its transpose with Right to move.
     *
     * @param state the empty cells of a square board
     * @return the transposed state
     * @throws IllegalStateException when the board is not square
     */
    public long transposed(long state) {
        if (width != height) {
            throw new IllegalStateException("only a square board has a transpose of its own shape");
        }
        long out = 0;
        for (long rest = state; rest != 0; rest &= rest - 1) {
            int cell = Long.numberOfTrailingZeros(rest);
            out |= 1L << ((cell % width) * width + cell / width);
        }
        return out;
    }

    /**
     * The transposed move: a move of one player on a square board becomes the other's on the transposed board.
     *
     * @param move a move id of {@code left}
     * @param left whose move it is
     * @return the other player's move on the transposed state
     */
    public int transposedMove(int move, boolean left) {
        return (move % width) * width + move / width;
    }

    /** The board upside down. */
    long mirrorRows(long s) {
        if (width == 8) {
            // rows of eight cells are the bytes of the word
            return Long.reverseBytes(s) >>> (64 - cells);
        }
        long out = 0;
        for (int r = 0; r < height; r++) {
            out |= ((s >>> (r * width)) & rowMasks[0]) << ((height - 1 - r) * width);
        }
        return out;
    }

    /** The board turned by 180 degrees: the bit order reversed. */
    long halfTurn(long s) {
        return Long.reverse(s) >>> (64 - cells);
    }

    /**
     * A state as rows of {@code .} (empty) and {@code #} (filled), as the catalog writes boards.
     *
     * @param state the empty cells
     * @return the rows
     */
    public java.util.List<String> rows(long state) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int r = 0; r < height; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width; c++) {
                row.append((state >>> (r * width + c) & 1) != 0 ? '.' : '#');
            }
            out.add(row.toString());
        }
        return out;
    }

    /**
     * A region of the board as the canonical-value engine takes it, cropped to its bounding box.
     *
     * @param cells the region's cells
     * @return the region
     */
    Region region(long cells) {
        return new Region(width, height, cells).cropped();
    }
}
