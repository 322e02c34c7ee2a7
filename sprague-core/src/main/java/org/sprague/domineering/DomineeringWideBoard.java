package org.sprague.domineering;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.search.OrderedMoves;
import org.sprague.search.WithSecondWord;

/**
 * Domineering on boards past one word: at most {@value #MAX_CELLS} cells and {@value #MAX_LINE} cells to a row or
 * column (9x9, 8x12, 10x9...). A position is two words: cell {@code i = r * width + c} is bit {@code i} of the
 * state for {@code i < 64} and bit {@code i - 64} of the second word ({@link WithSecondWord}'s extra) above; a set bit
 * is an empty cell. A move is its domino's top (Left, vertical) or left (Right, horizontal) cell, as in
 * {@link DomineeringBitboard}.
 *
 * <p>What the search is told without searching ({@link #decided}) is {@link DomineeringBitboard}'s count less its
 * run cuts and region values (each of which only adds to what the counts decide): safe moves, the most moves,
 * protective blocks and areas, the open dominoes of {@link SureMoveCount} (a third of those that share an opponent's
 * move, half of the others, or half of those on every other line; the race with the areas of {@link
 * OpenDominoAndAreaCount}), and the races in cells of {@link CellCountRace} and {@link CellCountRaceWithAreas}. Areas
 * are chosen line by line rather than cell by cell, so a position may get other areas than on the one-word board, each
 * as sure. The counts are taken on lines: a player's lines (columns for Left, rows for Right) as bit masks along the
 * line, so that one code counts for both players; a domino's cells are two neighbouring bits of one line, and the
 * opponent's domino across it meets the same place of two neighbouring lines. Past 64 cells the race of {@link
 * OpenDominoAndAreaCount} credits nothing when its tables end (a bound that is always sure); on 9x9 that is only at 70
 * empty cells or more, where the counts decide nothing anyway.
 *
 * <p>Symmetries: the mirror images and the half-turn keep each player's direction, so every position but the root
 * is kept as the least of its four images ({@link #settled}); the root keeps its own, whose winning move is
 * reported.
 */
public final class DomineeringWideBoard implements OrderedMoves, WithSecondWord {
    /** The most cells: 64 in the state and 32 in the second word. */
    public static final int MAX_CELLS = 96;
    /** The most cells of a row or column: a player's lines, one bit apart, then take at most two words. */
    public static final int MAX_LINE = 31;
    /** Bits of a move in a sort key. */
    private static final int MOVE_BITS = 7;
    private static final int LAST_MOVE = (1 << MOVE_BITS) - 1;
    /** Bits of a move's place ({@link MoveTieBreak}) in its sort key. */
    private static final int PLACE_BITS = 7;
    private static final int SCORE_OFFSET = 1 << 10;
    private static final int MOVER_WINS = Integer.MAX_VALUE;
    private static final int MOVER_LOSES = Integer.MIN_VALUE;

    private final int width;
    private final int height;
    private final int cells;
    private final long rowMask;
    /** The position's rows and columns as the counts take them (bit c of a row, bit r of a column). */
    private final long[] rows;
    private final long[] columns;
    /** Another pair for the move order, which checks a position after a move before it lists the moves. */
    private final long[] orderRows;
    private final long[] orderColumns;
    /** Left's counts, on the columns, and Right's, on the rows. */
    private final WideLineCounts leftCounts;
    private final WideLineCounts rightCounts;
    /** Per line of each form, the most dominoes along it and the most on its protected cells (the move order's). */
    private final int[] moverMost;
    private final int[] moverSafe;
    private final int[] otherMost;
    private final int[] otherSafe;
    /** Per player (Right 0, Left 1) and move, its place in {@link MoveTieBreak}'s order, the tie-break of scores. */
    private final int[][] places;

    /**
     * The board of {@code width x height} cells.
     *
     * @param width columns, at most {@value #MAX_LINE}
     * @param height rows, at most {@value #MAX_LINE}
     * @throws BadInputException when the board has more than {@value #MAX_CELLS} cells or a line more than
     *     {@value #MAX_LINE}
     */
    public DomineeringWideBoard(int width, int height) {
        if (width < 1 || height < 1 || width > MAX_LINE || height > MAX_LINE || width * height > MAX_CELLS) {
            throw new BadInputException("a domineering board for search has at most " + MAX_CELLS + " cells and "
                    + MAX_LINE + " to a line, not " + height + "x" + width);
        }
        this.width = width;
        this.height = height;
        this.cells = width * height;
        this.rowMask = (1L << width) - 1;
        rows = new long[height];
        columns = new long[width];
        orderRows = new long[height];
        orderColumns = new long[width];
        int lines = Math.max(width, height);
        moverMost = new int[lines];
        moverSafe = new int[lines];
        otherMost = new int[lines];
        otherSafe = new int[lines];
        places = new int[][] {MoveTieBreak.of(width, height, false), MoveTieBreak.of(width, height, true)};
        leftCounts = new WideLineCounts(width, height);
        rightCounts = new WideLineCounts(height, width);
    }

    /**
     * The low word of a board's position: its empty cells of index below 64.
     *
     * @param board the board, of this class's size
     * @return the state
     */
    public static long state(Domineering.Board board) {
        return words(board)[0];
    }

    /**
     * The high word of a board's position: its empty cells of index 64 and above, from bit 0.
     *
     * @param board the board, of this class's size
     * @return the second word
     */
    public static int extra(Domineering.Board board) {
        return (int) words(board)[1];
    }

    private static long[] words(Domineering.Board board) {
        int w = board.rows().get(0).length();
        long[] words = new long[2];
        for (int r = 0; r < board.rows().size(); r++) {
            for (int c = 0; c < w; c++) {
                if (board.empty(r, c)) {
                    int i = r * w + c;
                    words[i >> 6] |= 1L << (i & 63);
                }
            }
        }
        return words;
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

    @Override
    public int moveIds() {
        return cells;
    }

    /**
     * A move in the catalog's words: {@code vertical (1,2)-(2,2)}, rows and columns from 1.
     *
     * @param move a move id
     * @param left whether Left (vertical) moves
     * @return its text
     */
    public String text(int move, boolean left) {
        return DomineeringBitboard.moveText(width, move, left);
    }

    /**
     * A position as rows of {@code .} (empty) and {@code #}.
     *
     * @param state the low word
     * @param extra the high word
     * @return the rows
     */
    public List<String> rows(long state, int extra) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            long row = row(state, extra, r);
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < width; c++) {
                b.append((row >>> c & 1) != 0 ? '.' : '#');
            }
            out.add(b.toString());
        }
        return out;
    }

    /** Row {@code r} of a position, bit {@code c} for column {@code c}. */
    private long row(long state, int extra, int r) {
        int o = r * width;
        long high = extra & 0xFFFFFFFFL;
        long bits;
        if (o >= 64) {
            bits = high >>> (o - 64);
        } else if (o == 0) {
            bits = state;
        } else {
            bits = (state >>> o) | (high << (64 - o));
        }
        return bits & rowMask;
    }

    /** Fills {@code rowsOut} and {@code columnsOut} with a position's lines. */
    private void lines(long state, int extra, long[] rowsOut, long[] columnsOut) {
        for (int r = 0; r < height; r++) {
            rowsOut[r] = row(state, extra, r);
        }
        for (int c = 0; c < width; c++) {
            long column = 0;
            for (int r = 0; r < height; r++) {
                column |= (rowsOut[r] >>> c & 1) << r;
            }
            columnsOut[c] = column;
        }
    }

    /** The low word of a position given by rows. */
    private long lowWord(long[] rowBits) {
        long state = 0;
        for (int r = 0; r < height; r++) {
            int o = r * width;
            if (o < 64) {
                state |= rowBits[r] << o;
            }
        }
        return state;
    }

    /** The high word of a position given by rows. */
    private int highWord(long[] rowBits) {
        long high = 0;
        for (int r = 0; r < height; r++) {
            int o = r * width;
            if (o >= 64) {
                high |= rowBits[r] << (o - 64);
            } else if (o + width > 64) {
                high |= rowBits[r] >>> (64 - o);
            }
        }
        return (int) high;
    }

    private boolean emptyCell(long state, int extra, int i) {
        return i < 64 ? (state >>> i & 1) != 0 : (extra >>> (i - 64) & 1) != 0;
    }

    /** Whether {@code move} is one of {@code left}'s moves in the position. */
    private boolean legal(long state, int extra, boolean left, int move) {
        if (move < 0 || move >= cells) {
            return false;
        }
        int second = move + (left ? width : 1);
        if (left ? second >= cells : move % width == width - 1) {
            return false;
        }
        return emptyCell(state, extra, move) && emptyCell(state, extra, second);
    }

    /** The first word after a move: its domino's cells below 64 filled. */
    @Override
    public long play(long state, boolean left, int move) {
        int second = move + (left ? width : 1);
        return state & ~((move < 64 ? 1L << move : 0) | (second < 64 ? 1L << second : 0));
    }

    @Override
    public long play(long state, int extra, boolean left, int move, int[] reachedExtra) {
        reachedExtra[0] = highAfter(extra, left, move);
        return play(state, left, move);
    }

    /** The second word after a move: its domino's cells from 64 on filled. */
    private int highAfter(int extra, boolean left, int move) {
        int second = move + (left ? width : 1);
        return extra & ~((move >= 64 ? 1 << (move - 64) : 0) | (second >= 64 ? 1 << (second - 64) : 0));
    }

    /** Every position but the root (no {@code move}) is kept as the least of its images, unsigned (extra, state). */
    @Override
    public long settled(long state, int extra, boolean left, int move, int[] settledExtra) {
        settledExtra[0] = extra;
        if (move < 0) {
            return state;
        }
        long[] image = orderRows;
        long bestState = state;
        int bestExtra = extra;
        for (int symmetry = 1; symmetry < 4; symmetry++) {
            boolean turnRows = (symmetry & 1) != 0;
            boolean turnColumns = (symmetry & 2) != 0;
            for (int r = 0; r < height; r++) {
                long row = row(state, extra, turnRows ? height - 1 - r : r);
                image[r] = turnColumns ? Long.reverse(row) >>> (64 - width) : row;
            }
            long s = lowWord(image);
            int e = highWord(image);
            int byExtra = Integer.compareUnsigned(e, bestExtra);
            if (byExtra < 0 || byExtra == 0 && Long.compareUnsigned(s, bestState) < 0) {
                bestState = s;
                bestExtra = e;
            }
        }
        settledExtra[0] = bestExtra;
        return bestState;
    }

    @Override
    public int moves(long state, boolean left, int[] out) {
        return moves(state, 0, left, out);
    }

    /** Every move of {@code left}'s, best first by the search's order. */
    @Override
    public int moves(long state, int extra, boolean left, int[] out) {
        int n = keyed(state, extra, left, out);
        orderRest(out, 0, n);
        return n;
    }

    /**
     * The moves with the best first and the rest as sort keys for {@link #orderRest} (the first move wins most won
     * positions); or {@code hint} alone as {@link #KNOWN_WIN} when the counts say the opponent is lost after it.
     */
    @Override
    public int searchMoves(long state, int extra, boolean left, int[] out, int hint) {
        if (legal(state, extra, left, hint)) {
            if (counted(play(state, left, hint), highAfter(extra, left, hint), !left) < 0) {
                out[0] = hint;
                return KNOWN_WIN;
            }
        }
        int n = keyed(state, extra, left, out);
        if (n == 0) {
            return 0;
        }
        int best = 0;
        for (int i = 1; i < n; i++) {
            if (out[i] > out[best]) {
                best = i;
            }
        }
        int first = out[best];
        out[best] = out[0];
        out[0] = LAST_MOVE - (first & LAST_MOVE);
        return n;
    }

    @Override
    public void orderRest(int[] out, int from, int n) {
        DomineeringBitboard.sortDescending(out, from, n);
        for (int i = from; i < n; i++) {
            out[i] = LAST_MOVE - (out[i] & LAST_MOVE);
        }
    }

    /**
     * {@code left}'s moves as sort keys: the score after the move (its safe moves and most moves, each less the
     * opponent's), then its place ({@link MoveTieBreak}), then the lower move id. The counts change only on the lines
     * the domino touches.
     */
    private int keyed(long state, int extra, boolean left, int[] out) {
        lines(state, extra, orderRows, orderColumns);
        long[] own = left ? orderColumns : orderRows;
        long[] theirs = left ? orderRows : orderColumns;
        int ownLines = own.length;
        int theirLines = theirs.length;
        for (int k = 0; k < ownLines; k++) {
            moverMost[k] = WideLineCounts.firstsCount(own[k]);
            moverSafe[k] = WideLineCounts.firstsCount(WideLineCounts.protectedCells(own, k));
        }
        for (int k = 0; k < theirLines; k++) {
            otherMost[k] = WideLineCounts.firstsCount(theirs[k]);
            otherSafe[k] = WideLineCounts.firstsCount(WideLineCounts.protectedCells(theirs, k));
        }
        int[] place = places[left ? 1 : 0];
        int n = 0;
        boolean stripTried = false;
        for (int i = 0; i < ownLines; i++) {
            long line = own[i];
            long guarded = WideLineCounts.protectedCells(own, i);
            long moves = line & (line >>> 1) & ~dominated(line, guarded);
            long strips = moves & strips(line, guarded);
            if (strips != 0) {
                // every end move of a strip of one's own reaches the same value: one of them is tried
                moves = (moves & ~strips) | (stripTried ? 0 : Long.lowestOneBit(strips));
                stripTried = true;
            }
            for (long pairs = moves; pairs != 0; pairs &= pairs - 1) {
                int j = Long.numberOfTrailingZeros(pairs);
                int score = 0;
                // the mover's line i loses cells j and j + 1
                own[i] = line & ~(3L << j);
                score += WideLineCounts.firstsCount(own[i]) - moverMost[i];
                for (int k = Math.max(0, i - 1); k <= Math.min(ownLines - 1, i + 1); k++) {
                    score += WideLineCounts.firstsCount(WideLineCounts.protectedCells(own, k)) - moverSafe[k];
                }
                own[i] = line;
                // the opponent's lines j and j + 1 lose cell i
                long a = theirs[j];
                long b = theirs[j + 1];
                theirs[j] = a & ~(1L << i);
                theirs[j + 1] = b & ~(1L << i);
                score -= WideLineCounts.firstsCount(theirs[j]) - otherMost[j]
                        + WideLineCounts.firstsCount(theirs[j + 1]) - otherMost[j + 1];
                for (int k = Math.max(0, j - 1); k <= Math.min(theirLines - 1, j + 2); k++) {
                    score -= WideLineCounts.firstsCount(WideLineCounts.protectedCells(theirs, k)) - otherSafe[k];
                }
                theirs[j] = a;
                theirs[j + 1] = b;
                int move = left ? j * width + i : i * width + j;
                out[n++] = (((Math.max(-SCORE_OFFSET, Math.min(SCORE_OFFSET, score)) + SCORE_OFFSET) << PLACE_BITS)
                        + place[move]) << MOVE_BITS | (LAST_MOVE - move);
            }
        }
        return n;
    }

    /**
     * The moves along a line of the mover's that another move along it dominates ({@link DominatedMoves}'s rule, on
     * a line): with {@code a, b, d} three empty cells in a row along the line, {@code (a, b)} is dominated by
     * {@code (b, d)} when the cell past {@code d} is filled or off the board and {@code a} is protected (no empty
     * cell beside it across the line); {@code (b, d)} by {@code (a, b)} the other way round, unless {@code (a, b)}
     * is already left out.
     *
     * @param line the line's empty cells
     * @param guarded its protected cells
     * @return the dominated moves, by their first cells
     */
    static long dominated(long line, long guarded) {
        long pairs = line & (line >>> 1);
        long lower = pairs & guarded & (line >>> 2) & ~(line >>> 3);
        long upper = pairs & (line << 1) & ~(line << 2) & (guarded >>> 1) & ~(lower << 1);
        return lower | upper;
    }

    /**
     * The moves in strips of the mover's own on a line ({@link DomineeringBitboard#verticalStrips}): runs of
     * protected cells with no empty unprotected cell next to them along the line, so each is a region of its own
     * worth an integer to the mover, and every move at a strip's end reaches the same value.
     *
     * @param line the line's empty cells
     * @param guarded its protected cells
     * @return the first cells of the pairs inside strips
     */
    static long strips(long line, long guarded) {
        long shared = line & ~guarded;
        long touched = guarded & ((shared << 1) | (shared >>> 1));
        while (true) {
            long grown = touched | (guarded & ((touched << 1) | (touched >>> 1)));
            if (grown == touched) {
                break;
            }
            touched = grown;
        }
        long strips = guarded & ~touched;
        return strips & (strips >>> 1);
    }

    @Override
    public int decided(long state, boolean left) {
        return counted(state, 0, left);
    }

    @Override
    public int decided(long state, int extra, boolean left) {
        return counted(state, extra, left);
    }

    /**
     * What the counts decide: 1 when the player to move surely wins, -1 when it surely loses, else 0.
     *
     * @param state the low word
     * @param extra the high word
     * @param left whether Left moves
     * @return 1, -1 or 0
     */
    int counted(long state, int extra, boolean left) {
        int e = evaluated(state, extra, left);
        return e == MOVER_WINS ? 1 : e == MOVER_LOSES ? -1 : 0;
    }

    /**
     * How well {@code left}'s side stands after its move: whether the opponent, to move, is lost
     * ({@link Integer#MAX_VALUE}) or wins ({@link Integer#MIN_VALUE}) by the counts; else safe moves twice and the
     * most moves once, each less the opponent's.
     *
     * @param state the low word after the move
     * @param extra the high word after the move
     * @param left whether Left made the move
     * @return a score, greater when better for the player who moved
     */
    public int balance(long state, int extra, boolean left) {
        int e = evaluated(state, extra, !left);
        return e == MOVER_WINS ? Integer.MIN_VALUE : e == MOVER_LOSES ? Integer.MAX_VALUE : -e;
    }

    /** {@link DomineeringBitboard}'s races without the run cuts, on lines (see the class comment). */
    private int evaluated(long state, int extra, boolean left) {
        lines(state, extra, rows, columns);
        WideLineCounts own = left ? leftCounts.count(columns) : rightCounts.count(rows);
        WideLineCounts theirs = left ? rightCounts.count(rows) : leftCounts.count(columns);
        if (own.sure().outlastsFirst(theirs.most)) {
            return MOVER_WINS;
        }
        if (theirs.sure().outlastsSecond(own.most)) {
            return MOVER_LOSES;
        }
        // the cells the opponent can use are the mover's lines' cells it does not protect, and the other way round
        if (own.outlastsInCells(true)) {
            return MOVER_WINS;
        }
        if (theirs.outlastsInCells(false)) {
            return MOVER_LOSES;
        }
        return 2 * (own.safe - theirs.safe) + own.most - theirs.most;
    }
}
