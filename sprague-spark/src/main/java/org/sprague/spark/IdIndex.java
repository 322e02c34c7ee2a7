package org.sprague.spark;

import java.util.Arrays;

/**
 * The place of an id among sorted distinct ids: a table over their range when the range is at most
 * {@link #SPREAD} times their number (the ids of most games are dense), else a binary search.
 */
final class IdIndex {
    /** The widest range of ids, as a multiple of their number, that gets a table. */
    static final long SPREAD = 8;

    private final long[] ids;
    private final long low;
    private final int[] table; // place + 1, 0 for none; null: binary search

    /** @param ids sorted distinct ids, kept (not copied) */
    IdIndex(long[] ids) {
        this.ids = ids;
        long width = ids.length == 0 ? -1 : ids[ids.length - 1] - ids[0];
        if (width >= 0 && width < SPREAD * ids.length && width < Integer.MAX_VALUE - 8) {
            low = ids[0];
            table = new int[(int) width + 1];
            for (int i = 0; i < ids.length; i++) {
                table[(int) (ids[i] - low)] = i + 1;
            }
        } else {
            low = 0;
            table = null;
        }
    }

    /** @return the place of {@code id}, or a negative number when it is not among the ids */
    int of(long id) {
        if (table == null) {
            return Arrays.binarySearch(ids, id);
        }
        long k = id - low;
        return k < 0 || k >= table.length ? -1 : table[(int) k] - 1;
    }
}
