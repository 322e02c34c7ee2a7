package org.sprague.domineering;

import java.util.Arrays;
import org.sprague.partizan.Hashing;

/**
 * The representative each region met maps to under {@link RegionSymmetries} (its cells and the symmetry that takes
 * the region there), by open addressing without boxing: a region met again costs one probe, not its 8 images. A
 * slot's region and image are side by side in one array, and its box and symmetry in one int, so a probe reads two
 * places.
 */
final class RegionImages {
    /** Slot {@code i}'s region's cells at {@code 2i}, its representative's at {@code 2i + 1}. */
    private long[] cells = new long[2 << 12];
    /** Slot {@code i}'s box ({@code width * 65 + height}) times 8 plus its symmetry; -1 for an empty slot. */
    private int[] shapes = new int[cells.length / 2];
    private int size;

    RegionImages() {
        Arrays.fill(shapes, -1);
    }

    /** Where {@code r} is held, or would be: the argument of {@link #symmetry} and {@link #image}. */
    int slot(Region r) {
        return find(r.mask(), shape(r));
    }

    /** The symmetry (0..7) that takes the region at {@code slot} to its representative, or -1 when none is there. */
    int symmetry(int slot) {
        return shapes[slot] == -1 ? -1 : shapes[slot] & 7;
    }

    /** The representative of {@code r}, held at {@code slot}. */
    Region image(Region r, int slot) {
        long image = cells[2 * slot + 1];
        return RegionSymmetries.transposes(shapes[slot] & 7) ? new Region(r.height(), r.width(), image)
                : new Region(r.width(), r.height(), image);
    }

    /** Stores {@code r}'s representative {@code image}, reached by symmetry {@code s}. */
    void put(Region r, Region image, int s) {
        if (full()) {
            grow();
        }
        insert(r.mask(), shape(r), image.mask(), s);
    }

    /** Whether the next {@link #put} copies the table into one twice as large. */
    boolean full() {
        return 2 * (size + 1) > shapes.length;
    }

    /** The bytes of the table's arrays. */
    long bytes() {
        return 20L * shapes.length;
    }

    private static int shape(Region r) {
        return r.width() * 65 + r.height();
    }

    private int find(long mask, int shape) {
        int m = shapes.length - 1;
        for (int i = (int) Hashing.mix(mask ^ ((long) shape << 40) ^ shape) & m; ; i = (i + 1) & m) {
            if (shapes[i] == -1 || shapes[i] >> 3 == shape && cells[2 * i] == mask) {
                return i;
            }
        }
    }

    private void insert(long mask, int shape, long image, int s) {
        int i = find(mask, shape);
        size += shapes[i] == -1 ? 1 : 0;
        shapes[i] = shape << 3 | s;
        cells[2 * i] = mask;
        cells[2 * i + 1] = image;
    }

    private void grow() {
        long[] oldCells = cells;
        int[] oldShapes = shapes;
        cells = new long[oldCells.length * 2];
        shapes = new int[oldShapes.length * 2];
        Arrays.fill(shapes, -1);
        size = 0;
        for (int i = 0; i < oldShapes.length; i++) {
            if (oldShapes[i] != -1) {
                insert(oldCells[2 * i], oldShapes[i] >> 3, oldCells[2 * i + 1], oldShapes[i] & 7);
            }
        }
    }
}
