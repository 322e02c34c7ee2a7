package org.sprague.cram;

import org.sprague.solve.Budget;
import org.sprague.solve.retrograde.MemoryBudget;

/**
 * Grundy values of the positions of one Cram board and the positions its moves reach, through one
 * {@link RegionSearch} whose table is sized for the board and held within the budget's memory.
 */
public final class CramValues {
    /** The table's smallest size (entries): below it, the memory is refused rather than searched in. */
    static final int MIN_CAPACITY = 1 << 10;
    /** The table's largest size: 2^26 entries, 1 GiB. */
    static final int MAX_CAPACITY = 1 << 26;

    private final RegionSearch search;

    /**
     * Values for positions of up to {@code emptyCells} empty cells: a table of about {@code 2^(0.7 n - 1)} entries
     * (from 2 to 4 times the regions a search of a rectangle of n cells solves, measured up to 6x6, so it seldom
     * replaces one), at most {@link #MAX_CAPACITY} and at most half of what the budget's memory has free.
     *
     * @param emptyCells the empty cells of the largest position to be valued
     * @param budget search steps, time and memory
     * @throws org.sprague.ResourceLimitException when even the smallest table does not fit the memory
     */
    public CramValues(int emptyCells, Budget budget) {
        int log = Math.max(10, Math.min(26, (int) Math.ceil(0.7 * emptyCells) - 1));
        int capacity = 1 << log;
        MemoryBudget.Account account = budget.memory().open();
        while (capacity > MIN_CAPACITY && RegionSearch.tableBytes(capacity) > account.available() / 2) {
            capacity >>= 1;
        }
        account.require(RegionSearch.tableBytes(capacity), "the table of cram regions");
        this.search = new RegionSearch(capacity, budget);
    }

    /**
     * The Grundy value of a board: the nim-sum of its regions' values.
     *
     * @param board the board
     * @return its value
     */
    public int value(CramBoard board) {
        int x = 0;
        for (CramBoard.Region r : board.regions()) {
            x ^= value(r);
        }
        return x;
    }

    /**
     * The Grundy value of one region.
     *
     * @param region a region of the board
     * @return its value
     */
    public int value(CramBoard.Region region) {
        return search.value(region.width(), region.height(), region.mask());
    }

    /**
     * The Grundy value of what is left of a region after a domino in it: the nim-sum of the parts it leaves.
     *
     * @param region the region
     * @param d a move inside it
     * @return the value of the cells left
     */
    public int valueAfter(CramBoard.Region region, CramBoard.Domino d) {
        return search.value(region.width(), region.height(), region.without(d));
    }

    /**
     * Whether what is left of a region after a domino in it has the value {@code target}: a question the search
     * answers with less work than the value itself ({@link RegionSearch#valueIs}).
     *
     * @param region the region
     * @param d a move inside it
     * @param target the value asked about
     * @return whether the cells left have that value
     */
    public boolean hasValueAfter(CramBoard.Region region, CramBoard.Domino d, int target) {
        return search.valueIs(region.width(), region.height(), region.without(d), target);
    }

    /**
     * The search's counters and table.
     *
     * @return the search
     */
    public RegionSearch search() {
        return search;
    }
}
