package org.sprague.domineering;

import java.util.ArrayList;
import java.util.List;
import org.sprague.game.BoardRegions;

/**
 * A set of cells in a {@code width x height} box (at most 64 cells), as a bit mask: bit {@code r * width + c}
 * is cell (r, c). Used for the connected regions of a Domineering board.
 *
 * @param width columns
 * @param height rows
 * @param mask the cells
 */
record Region(int width, int height, long mask) {
    boolean has(int r, int c) {
        return r >= 0 && c >= 0 && r < height && c < width && (mask >>> (r * width + c) & 1) != 0;
    }

    /** The region with cells (r1, c1) and (r2, c2) removed. */
    Region without(int r1, int c1, int r2, int c2) {
        return new Region(width, height, mask & ~(1L << (r1 * width + c1)) & ~(1L << (r2 * width + c2)));
    }

    /** The 4-connected components, each cropped to its bounding box. */
    List<Region> components() {
        List<Region> out = new ArrayList<>();
        long left = mask;
        while (left != 0) {
            long comp = BoardRegions.regionOf(left, Long.lowestOneBit(left), width, BoardRegions.MAX_BOX_CELLS);
            left &= ~comp;
            out.add(new Region(width, height, comp).cropped());
        }
        return out;
    }

    /** The same cells in their bounding box. */
    Region cropped() {
        if (mask == 0) {
            return new Region(0, 0, 0);
        }
        long rowBits = ones(width);
        int minR = height;
        int maxR = -1;
        long columns = 0;
        for (int r = 0; r < height; r++) {
            long row = (mask >>> (r * width)) & rowBits;
            if (row != 0) {
                minR = Math.min(minR, r);
                maxR = r;
                columns |= row;
            }
        }
        int minC = Long.numberOfTrailingZeros(columns);
        int newWidth = 64 - Long.numberOfLeadingZeros(columns) - minC;
        long m = 0;
        for (int r = minR; r <= maxR; r++) {
            m |= ((mask >>> (r * width + minC)) & ones(newWidth)) << ((r - minR) * newWidth);
        }
        return new Region(newWidth, maxR - minR + 1, m);
    }

    private static long ones(int n) {
        return n >= 64 ? -1L : (1L << n) - 1;
    }

    /**
     * Where each cell goes under symmetry {@code s}: {@code table[r * width + c]} is the image's bit index
     * (the image of a transposition is {@code height} wide).
     */
    static int[] symmetryTable(int width, int height, int s) {
        int[] table = new int[width * height];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                long single = new Region(width, height, 1L << (r * width + c)).transformed(s).mask();
                table[r * width + c] = Long.numberOfTrailingZeros(single);
            }
        }
        return table;
    }

    /** The image under a symmetry given by its {@link #symmetryTable}. */
    Region transformed(int s, int[] table) {
        long m = 0;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            m |= 1L << table[Long.numberOfTrailingZeros(rest)];
        }
        return (s & 4) == 0 ? new Region(width, height, m) : new Region(height, width, m);
    }

    /** The image under symmetry {@code s} (0..7): bit 0 mirrors columns, bit 1 mirrors rows, bit 2 transposes. */
    Region transformed(int s) {
        boolean flipC = (s & 1) != 0;
        boolean flipR = (s & 2) != 0;
        if ((s & 4) == 0) {
            return map(width, height, (r, c) -> has(flipR ? height - 1 - r : r, flipC ? width - 1 - c : c));
        }
        return map(height, width, (r, c) -> has(flipR ? height - 1 - c : c, flipC ? width - 1 - r : r));
    }

    private interface Cells {
        boolean has(int r, int c);
    }

    private static Region map(int width, int height, Cells cells) {
        long m = 0;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (cells.has(r, c)) {
                    m |= 1L << (r * width + c);
                }
            }
        }
        return new Region(width, height, m);
    }

    /** Hashed by all of the mask's bits, for the values engine's table (a record's own hash is slower to mix). */
    @Override
    public int hashCode() {
        return (int) org.sprague.partizan.Hashing.mix(mask ^ ((long) (width * 65 + height) << 40));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Region r && r.mask == mask && r.width == width && r.height == height;
    }

    boolean before(Region o) {
        if (width != o.width) {
            return width < o.width;
        }
        if (height != o.height) {
            return height < o.height;
        }
        return Long.compareUnsigned(mask, o.mask) < 0;
    }
}
