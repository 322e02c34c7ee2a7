package org.sprague.search;

/**
 * A fixed-size table of searched positions: open addressing on one primitive array (the state, and beside it
 * one word of side to move, result, best move and the work the result cost), in buckets of two slots, so that a
 * lookup reads 32 adjacent bytes (two arrays, one for states and one for the words, cost a second cache miss). The
 * first slot of a bucket keeps the entry that cost the most work, the second the most recent one (the two-tier
 * replacement of Breuker, Uiterwijk and van den Herik, "Replacement schemes for transposition tables", ICCA
 * Journal 17(4), 1994). It never grows: its memory is fixed when it is made. A position's second word (see
 * {@link OutcomeGame}) is kept in the upper half of its info word and is part of the key.
 *
 * <p>Shared by the threads of a parallel search without locks (Hyatt and Mann, "A lockless transposition-table
 * implementation for parallel search", ICGA Journal 25(1), 2002): an entry's first word is the state XOR its info
 * word, so a reader checks {@code first ^ info == state}. A write of two {@code long}s is two stores that another
 * thread may see half done (each store of a {@code long} array element is itself atomic on 64-bit JVMs, which this
 * relies on); a half-written entry then fails the check (unless the XOR of two unrelated entries' words happens to
 * equal the state asked for, about one chance in 2^64) and reads as a miss, which only costs a search. Every result
 * stored is exact (who wins), so an entry written by any thread is true for every other. The one-thread path pays one
 * XOR per probe. {@link #stored} is a plain counter, approximate when several threads write.
 */
public final class TranspositionTable {
    /** Bytes per entry: the state and its word, a {@code long} each. */
    public static final int BYTES_PER_ENTRY = 2 * Long.BYTES;

    private static final int USED = 1;
    private static final int SIDE = 2;
    private static final int WIN = 4;
    private static final int MOVE_SHIFT = 3;
    private static final int MOVE_BITS = 0xFFFFF;
    private static final int WORK_SHIFT = 24;

    /**
     * Entry {@code i}'s state XOR its info word at {@code 2i} and the info word at {@code 2i + 1}: one bucket is 32
     * adjacent bytes.
     */
    private final long[] slots;
    private final int mask;
    private long stored;

    /**
     * A table of {@code 2^bits} entries.
     *
     * @param bits the base-2 logarithm of the number of entries, 1 to 30
     */
    public TranspositionTable(int bits) {
        if (bits < 1 || bits > 30) {
            throw new IllegalArgumentException("table bits " + bits + " outside 1..30");
        }
        slots = new long[2 << bits];
        mask = (1 << bits) - 2;
    }

    /**
     * The base-2 logarithm of the largest table that fits in {@code bytes}, at least 10.
     *
     * @param bytes the memory the table may take
     * @return bits for {@link #TranspositionTable(int)}
     */
    public static int bitsFor(long bytes) {
        int bits = 10;
        while (bits < 30 && (BYTES_PER_ENTRY << (bits + 1)) > 0 && ((long) BYTES_PER_ENTRY << (bits + 1)) <= bytes) {
            bits++;
        }
        return bits;
    }

    /**
     * The number of entries the table holds at most.
     *
     * @return its capacity, fixed
     */
    public int capacity() {
        return slots.length / 2;
    }

    /**
     * The memory of the table's arrays.
     *
     * @return bytes
     */
    public long bytes() {
        return (long) capacity() * BYTES_PER_ENTRY;
    }

    /**
     * How many entries were ever written (replacements included).
     *
     * @return a count
     */
    public long stored() {
        return stored;
    }

    private int bucket(long state, int extra, boolean left) {
        long h = (state ^ (left ? 0x9E3779B97F4A7C15L : 0) ^ (long) extra * 0xC2B2AE3D27D4EB4FL) * 0xBF58476D1CE4E5B9L;
        h ^= h >>> 31;
        h *= 0x94D049BB133111EBL;
        h ^= h >>> 29;
        return (int) h & mask;
    }

    /**
     * Looks a position up.
     *
     * @param state the position
     * @param left whether Left moves
     * @return the entry's info word ({@link #isWin}, {@link #move}), or 0 when the position is not stored
     */
    public int get(long state, boolean left) {
        return get(state, 0, left);
    }

    /**
     * Looks a position with a second word up.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @return the entry's info word ({@link #isWin}, {@link #move}), or 0 when the position is not stored
     */
    public int get(long state, int extra, boolean left) {
        int b = bucket(state, extra, left) << 1;
        int side = left ? SIDE : 0;
        for (int i = b; i < b + 4; i += 2) {
            long word = slots[i + 1];
            int info = (int) word;
            if (info != 0 && (slots[i] ^ word) == state && (info & SIDE) == side && (int) (word >>> 32) == extra) {
                return info;
            }
        }
        return 0;
    }

    /**
     * Whether a found entry says the player to move wins.
     *
     * @param info a non-zero word from {@link #get}
     * @return the stored result
     */
    public static boolean isWin(int info) {
        return (info & WIN) != 0;
    }

    /**
     * The best move of a found entry.
     *
     * @param info a non-zero word from {@link #get}
     * @return the move, or -1 when none was stored
     */
    public static int move(int info) {
        return ((info >>> MOVE_SHIFT) & MOVE_BITS) - 1;
    }

    /**
     * Stores a result, replacing by the two-tier scheme.
     *
     * @param state the position
     * @param left whether Left moves
     * @param win whether the player to move wins
     * @param move the winning move, or the move tried first, or -1 (at most 2^20 - 2)
     * @param work the base-2 logarithm of the positions the result cost, 0 to 127
     */
    public void put(long state, boolean left, boolean win, int move, int work) {
        put(state, 0, left, win, move, work);
    }

    /**
     * Stores the result of a position with a second word, replacing by the two-tier scheme.
     *
     * @param state the position
     * @param extra the position's second word
     * @param left whether Left moves
     * @param win whether the player to move wins
     * @param move the winning move, or the move tried first, or -1 (at most 2^20 - 2)
     * @param work the base-2 logarithm of the positions the result cost, 0 to 127
     */
    public void put(long state, int extra, boolean left, boolean win, int move, int work) {
        int b = bucket(state, extra, left) << 1;
        int info = USED | (left ? SIDE : 0) | (win ? WIN : 0) | ((move + 1) & MOVE_BITS) << MOVE_SHIFT
                | Math.min(work, 127) << WORK_SHIFT;
        long word = (info & 0xFFFFFFFFL) | (long) extra << 32;
        stored++;
        int side = left ? SIDE : 0;
        for (int i = b; i < b + 4; i += 2) {
            long old = slots[i + 1];
            if ((int) old != 0 && (slots[i] ^ old) == state && ((int) old & SIDE) == side
                    && (int) (old >>> 32) == extra) {
                slots[i] = state ^ word;
                slots[i + 1] = word;
                return;
            }
        }
        int first = (int) slots[b + 1];
        if (first == 0 || work >= first >>> WORK_SHIFT) {
            // the deeper entry keeps the first slot; the one it displaces becomes the recent one
            slots[b + 2] = slots[b];
            slots[b + 3] = slots[b + 1];
            slots[b] = state ^ word;
            slots[b + 1] = word;
        } else {
            slots[b + 2] = state ^ word;
            slots[b + 3] = word;
        }
    }

    /**
     * Calls {@code visitor} with every entry whose check holds (a half-written one is skipped), for saving: the
     * state and the info word as {@link #restore} takes them back. Safe while other threads write.
     *
     * @param visitor receives each entry's state and info word
     */
    public void forEach(EntryVisitor visitor) {
        for (int i = 0; i < slots.length; i += 2) {
            long word = slots[i + 1];
            if ((int) word != 0) {
                visitor.entry(slots[i] ^ word, word);
            }
        }
    }

    /**
     * Puts back an entry that {@link #forEach} gave.
     *
     * @param state the position
     * @param word its info word as {@link #forEach} gave it
     */
    public void restore(long state, long word) {
        int info = (int) word;
        put(state, (int) (word >>> 32), (info & SIDE) != 0, (info & WIN) != 0, move(info), info >>> WORK_SHIFT);
    }

    /**
     * The work recorded in an info word of {@link #forEach}.
     *
     * @param word an info word
     * @return the base-2 logarithm of the positions the result cost
     */
    public static int work(long word) {
        return ((int) word) >>> WORK_SHIFT;
    }

    /** Receives the entries of {@link #forEach}. */
    @FunctionalInterface
    public interface EntryVisitor {
        /**
         * One entry.
         *
         * @param state the position (its symmetry representative)
         * @param word its info word
         */
        void entry(long state, long word);
    }
}
