package org.sprague.cram;

/**
 * Sets of cells of a {@code width x height} box (at most 64 cells) as bit masks: bit {@code r * width + c} is the
 * cell at row {@code r}, column {@code c}. Static helpers only, so the search allocates nothing per position.
 */
final class Cells {
    /** The most cells a box may have: one bit each in a {@code long}. */
    static final int MAX_CELLS = 64;

    /** {@code NOT_LAST[w]}: every cell except those of the last column. */
    private static final long[] NOT_LAST = new long[MAX_CELLS + 1];

    static {
        for (int w = 1; w <= MAX_CELLS; w++) {
            for (int i = 0; i < MAX_CELLS; i++) {
                int c = i % w;
                NOT_LAST[w] |= c < w - 1 ? 1L << i : 0;
            }
        }
    }

    private Cells() {
    }

    /** The cells whose right-hand neighbour is also in {@code mask}: the left halves of the horizontal dominoes. */
    static long horizontalPairs(int width, long mask) {
        return mask & (mask >>> 1) & NOT_LAST[width];
    }

    /** The cells whose lower neighbour is also in {@code mask}: the upper halves of the vertical dominoes. */
    static long verticalPairs(int width, int height, long mask) {
        // a one-row box has none (and a shift by 64 would be no shift at all)
        return height > 1 ? mask & (mask >>> width) : 0;
    }


    private static long ones(int n) {
        return n >= 64 ? -1L : (1L << n) - 1;
    }

    /**
     * The bounding box of a non-empty {@code mask}, packed as {@link #shape}: the cells it moves to are
     * {@link #crop}'s.
     */
    static int box(int width, int height, long mask) {
        long rowBits = ones(width);
        int minR = -1;
        int maxR = -1;
        long columns = 0;
        for (int r = 0; r < height; r++) {
            long row = (mask >>> (r * width)) & rowBits;
            if (row != 0) {
                minR = minR < 0 ? r : minR;
                maxR = r;
                columns |= row;
            }
        }
        int minC = Long.numberOfTrailingZeros(columns);
        int maxC = 63 - Long.numberOfLeadingZeros(columns);
        return shape(maxC - minC + 1, maxR - minR + 1) | minR << 14 | minC << 21;
    }

    /** The cells of {@code mask} moved into their bounding box {@code box} (from {@link #box}). */
    static long crop(int width, long mask, int box) {
        int newWidth = width(box);
        int newHeight = height(box);
        int minR = box >>> 14 & 127;
        int minC = box >>> 21 & 127;
        if (newWidth == width) {
            return mask >>> (minR * width);
        }
        long rowBits = ones(newWidth);
        long m = 0;
        for (int r = 0; r < newHeight; r++) {
            m |= ((mask >>> ((r + minR) * width + minC)) & rowBits) << (r * newWidth);
        }
        return m;
    }

    /** A box's width and height in one int: 7 bits each. */
    static int shape(int width, int height) {
        return width | height << 7;
    }

    static int width(int shape) {
        return shape & 127;
    }

    static int height(int shape) {
        return shape >>> 7 & 127;
    }

    /**
     * Where each cell goes under symmetry {@code s} of the box (bit 0 mirrors the columns, bit 1 the rows, bit 2
     * transposes, after the mirrors): {@code table[r * width + c]} is the image's bit index; the image of a
     * transposition is {@code height} wide.
     */
    static int[] symmetryTable(int width, int height, int s) {
        int[] table = new int[width * height];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int r1 = (s & 2) != 0 ? height - 1 - r : r;
                int c1 = (s & 1) != 0 ? width - 1 - c : c;
                table[r * width + c] = (s & 4) == 0 ? r1 * width + c1 : c1 * height + r1;
            }
        }
        return table;
    }

    /**
     * The transposition of {@code mask} in a {@code width x height} box ({@code mask}'s cell {@code (r, c)} goes to
     * {@code (c, r)} of a box {@code height} wide): {@link #transform} by {@code symmetryTable(width, height, 4)}.
     * Boxes of at most 8 on a side take the rows into the eight bytes of a word, transpose that 8x8 bit matrix by
     * three exchanges of blocks (Knuth, The Art of Computer Programming 4A, 7.1.3, "delta swaps"; Warren, Hacker's
     * Delight, 7-3) and take the rows back out: a step per row instead of one per cell; other boxes go cell by cell
     * through {@code table}.
     */
    static long transpose(int width, int height, long mask, int[] table) {
        if (width > 8 || height > 8) {
            return transform(mask, table);
        }
        long rowBits = (1L << width) - 1;
        long x = 0;
        for (int r = 0; r < height; r++) {
            x |= ((mask >>> (r * width)) & rowBits) << (8 * r);
        }
        long t = (x ^ (x >>> 7)) & 0x00AA00AA00AA00AAL;
        x ^= t ^ (t << 7);
        t = (x ^ (x >>> 14)) & 0x0000CCCC0000CCCCL;
        x ^= t ^ (t << 14);
        t = (x ^ (x >>> 28)) & 0x00000000F0F0F0F0L;
        x ^= t ^ (t << 28);
        long columnBits = (1L << height) - 1;
        long out = 0;
        for (int c = 0; c < width; c++) {
            out |= ((x >>> (8 * c)) & columnBits) << (c * height);
        }
        return out;
    }

    /** The image of {@code mask} under a {@link #symmetryTable}. */
    static long transform(long mask, int[] table) {
        long m = 0;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            m |= 1L << table[Long.numberOfTrailingZeros(rest)];
        }
        return m;
    }
}
