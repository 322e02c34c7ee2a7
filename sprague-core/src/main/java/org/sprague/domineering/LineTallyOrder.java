package org.sprague.domineering;

/**
 * {@link DomineeringBitboard#tallies} for every move of one position, from its lines: a move changes the greedy
 * domino counts of a few lines only (its own column or columns and rows, and the lines beside it, where a cell
 * next to the domino becomes a player's own when its other neighbour is a wall), so the lines of the position are
 * taken once as bytes, and each move looks up the counts of those few lines, changed, in a table of every byte.
 * The greedy count of a line is the sum of {@code floor(k / 2)} over its runs of {@code k} empty cells.
 *
 * <p>For boards of at most eight columns and eight rows, laid out with eight bits a row (a board narrower than
 * eight is spread to that layout once a position): a row is then a byte of the word, and a column is gathered
 * into a byte by one multiplication (the eight bits of a column, eight apart, times {@code 0x0102040810204080}
 * land on bits 56 to 63 with no two partial products on one bit, so no carry disturbs them).
 *
 * <p>Not thread-safe: {@link #prepare} keeps the position's lines for the {@link #tally} calls that follow.
 */
final class LineTallyOrder {
    private static final long FIRST_COLUMN = 0x0101010101010101L;
    private static final long GATHER = 0x0102040810204080L;
    private static final long NOT_FIRST_COLUMN = ~FIRST_COLUMN;
    private static final long NOT_LAST_COLUMN = ~(FIRST_COLUMN << 7);
    /** The greedy count of dominoes on the set bits of each byte. */
    private static final byte[] COUNT = new byte[256];

    static {
        for (int b = 0; b < 256; b++) {
            int count = 0;
            int run = 0;
            for (int i = 0; i <= 8; i++) {
                if (i < 8 && (b >>> i & 1) != 0) {
                    run++;
                } else {
                    count += run / 2;
                    run = 0;
                }
            }
            COUNT[b] = (byte) count;
        }
    }

    private final int width;
    private final int height;
    /** Per move id of the board's own layout, its cell in the layout of eight a row. */
    private final int[] spreadCell;
    // Per line of the prepared position, its cells as a byte (bit i the i-th cell along the line), at index line + 1
    // so that the lines just off the board read as empty.
    /** Columns: the empty cells. */
    private final int[] columnEmpty = new int[10];
    /** Columns: the empty cells with no empty horizontal neighbour (Left's own). */
    private final int[] columnOwn = new int[10];
    /** Columns: the empty cells whose left neighbour is filled or off the board. */
    private final int[] columnWallLeft = new int[10];
    /** Columns: the empty cells whose right neighbour is filled or off the board. */
    private final int[] columnWallRight = new int[10];
    /** Rows: the empty cells. */
    private final int[] rowEmpty = new int[10];
    /** Rows: the empty cells with no empty vertical neighbour (Right's own). */
    private final int[] rowOwn = new int[10];
    /** Rows: the empty cells whose upper neighbour is filled or off the board. */
    private final int[] rowWallAbove = new int[10];
    /** Rows: the empty cells whose lower neighbour is filled or off the board. */
    private final int[] rowWallBelow = new int[10];
    /** The prepared position's tally for Left: Left's counts on its own cells and on all, less Right's. */
    private int base;

    private LineTallyOrder(int width, int height) {
        this.width = width;
        this.height = height;
        spreadCell = new int[width * height];
        for (int cell = 0; cell < spreadCell.length; cell++) {
            spreadCell[cell] = (cell / width) * 8 + cell % width;
        }
    }

    /**
     * The tallies of a board, or null when it has more than eight columns or rows.
     *
     * @param width columns
     * @param height rows
     * @return the tallies, or null
     */
    static LineTallyOrder of(int width, int height) {
        return width <= 8 && height <= 8 ? new LineTallyOrder(width, height) : null;
    }

    /**
     * Takes the lines of a position for {@link #tally}.
     *
     * @param state the empty cells, in the board's own layout
     */
    void prepare(long state) {
        long s = width == 8 ? state : spread(state);
        long wallLeft = s & ~((s << 1) & NOT_FIRST_COLUMN);
        long wallRight = s & ~((s >>> 1) & NOT_LAST_COLUMN);
        long wallAbove = s & ~(s << 8);
        long wallBelow = s & ~(s >>> 8);
        for (int c = 0; c < width; c++) {
            columnEmpty[c + 1] = column(s, c);
            columnOwn[c + 1] = column(wallLeft & wallRight, c);
            columnWallLeft[c + 1] = column(wallLeft, c);
            columnWallRight[c + 1] = column(wallRight, c);
        }
        for (int r = 0; r < height; r++) {
            rowEmpty[r + 1] = row(s, r);
            rowOwn[r + 1] = row(wallAbove & wallBelow, r);
            rowWallAbove[r + 1] = row(wallAbove, r);
            rowWallBelow[r + 1] = row(wallBelow, r);
        }
        int b = 0;
        for (int i = 1; i <= 8; i++) {
            b += COUNT[columnEmpty[i]] + COUNT[columnOwn[i]] - COUNT[rowEmpty[i]] - COUNT[rowOwn[i]];
        }
        base = b;
    }

    /**
     * {@link DomineeringBitboard#tallies} of the position after a move of the prepared one, as the change of the
     * prepared position's counts on the lines the move touches.
     *
     * @param move a move id of {@code left}, in the board's own layout
     * @param left whether Left (vertical) moves
     * @return the tally for the player who moved
     */
    int tally(int move, boolean left) {
        int cell = spreadCell[move];
        // line indices are one up (see the arrays): column c is at c + 1, its left neighbour at c
        int r = (cell >>> 3) + 1;
        int c = (cell & 7) + 1;
        int b = base;
        if (left) {
            int pair = 3 << (r - 1);
            int one = 1 << (c - 1);
            // Left's lines: column c loses the pair; the cells beside it in columns c - 1 and c + 1 whose other
            // neighbour is a wall become Left's own
            b += change(columnEmpty[c], columnEmpty[c] & ~pair)
                    + change(columnOwn[c], columnOwn[c] & ~pair)
                    + change(columnOwn[c - 1], columnOwn[c - 1] | (columnWallLeft[c - 1] & pair))
                    + change(columnOwn[c + 1], columnOwn[c + 1] | (columnWallRight[c + 1] & pair))
                    // Right's lines: rows r and r + 1 lose a cell (one Right could not own); the cells above and
                    // below the domino whose other neighbour is a wall become Right's own
                    - change(rowEmpty[r], rowEmpty[r] & ~one)
                    - change(rowEmpty[r + 1], rowEmpty[r + 1] & ~one)
                    - change(rowOwn[r - 1], rowOwn[r - 1] | (rowWallAbove[r - 1] & one))
                    - change(rowOwn[r + 2], rowOwn[r + 2] | (rowWallBelow[r + 2] & one));
            return b;
        }
        int pair = 3 << (c - 1);
        int one = 1 << (r - 1);
        b += change(columnEmpty[c], columnEmpty[c] & ~one)
                + change(columnEmpty[c + 1], columnEmpty[c + 1] & ~one)
                + change(columnOwn[c - 1], columnOwn[c - 1] | (columnWallLeft[c - 1] & one))
                + change(columnOwn[c + 2], columnOwn[c + 2] | (columnWallRight[c + 2] & one))
                - change(rowEmpty[r], rowEmpty[r] & ~pair)
                - change(rowOwn[r], rowOwn[r] & ~pair)
                - change(rowOwn[r - 1], rowOwn[r - 1] | (rowWallAbove[r - 1] & pair))
                - change(rowOwn[r + 1], rowOwn[r + 1] | (rowWallBelow[r + 1] & pair));
        return -b;
    }

    /** The change of a line's greedy count. */
    private static int change(int before, int after) {
        return COUNT[after] - COUNT[before];
    }

    /** The board's own layout spread to eight cells a row. */
    private long spread(long state) {
        long rowMask = (1L << width) - 1;
        long s = 0;
        for (int r = 0; r < height; r++) {
            s |= ((state >>> (r * width)) & rowMask) << (r * 8);
        }
        return s;
    }

    /** Column {@code c} of the cells as a byte, row 0 its lowest bit. */
    private static int column(long cells, int c) {
        return (int) ((((cells >>> c) & FIRST_COLUMN) * GATHER) >>> 56);
    }

    /** Row {@code r} of the cells as a byte, column 0 its lowest bit. */
    private static int row(long cells, int r) {
        return (int) (cells >>> (r * 8)) & 0xFF;
    }
}
