package org.sprague.domineering;

import java.util.Arrays;
import org.sprague.partizan.Hashing;

/** An open-addressing hash table from {@link Region}s to {@code int} values, without boxing. */
final class RegionTable {
    private long[] masks = new long[1 << 12];
    private int[] shapes = new int[masks.length];
    private int[] values = new int[masks.length];
    private int size;

    RegionTable() {
        Arrays.fill(shapes, -1);
    }

    /** The value of {@code r}, or {@code missing}. */
    int get(Region r, int missing) {
        int shape = r.width() * 65 + r.height();
        int m = masks.length - 1;
        for (int i = slot(r.mask(), shape, m); ; i = (i + 1) & m) {
            if (shapes[i] == -1) {
                return missing;
            }
            if (shapes[i] == shape && masks[i] == r.mask()) {
                return values[i];
            }
        }
    }

    /** Stores {@code value} for {@code r}. */
    void put(Region r, int value) {
        if (2 * (size + 1) > masks.length) {
            grow();
        }
        insert(r.mask(), r.width() * 65 + r.height(), value);
    }

    int size() {
        return size;
    }

    /** Whether the next {@link #put} of a new region copies the table into one twice as large. */
    boolean full() {
        return 2 * (size + 1) > masks.length;
    }

    /** The bytes of the table's arrays. */
    long bytes() {
        return 16L * masks.length;
    }

    private void insert(long mask, int shape, int value) {
        int m = masks.length - 1;
        for (int i = slot(mask, shape, m); ; i = (i + 1) & m) {
            if (shapes[i] == -1 || (shapes[i] == shape && masks[i] == mask)) {
                size += shapes[i] == -1 ? 1 : 0;
                shapes[i] = shape;
                masks[i] = mask;
                values[i] = value;
                return;
            }
        }
    }

    private static int slot(long mask, int shape, int m) {
        return (int) Hashing.mix(mask ^ ((long) shape << 40) ^ shape) & m;
    }

    private void grow() {
        long[] oldMasks = masks;
        int[] oldShapes = shapes;
        int[] oldValues = values;
        masks = new long[oldMasks.length * 2];
        shapes = new int[masks.length];
        values = new int[masks.length];
        Arrays.fill(shapes, -1);
        size = 0;
        for (int i = 0; i < oldMasks.length; i++) {
            if (oldShapes[i] != -1) {
                insert(oldMasks[i], oldShapes[i], oldValues[i]);
            }
        }
    }
}
