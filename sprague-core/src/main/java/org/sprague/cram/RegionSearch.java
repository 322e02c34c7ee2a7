package org.sprague.cram;

import java.util.Locale;
import org.sprague.ResourceLimitException;
import org.sprague.game.BoardRegions;
import org.sprague.solve.Budget;

/**
 * Grundy values of Cram positions by memoised search. A position is the disjunctive sum of its 4-connected empty
 * regions, so its value is the nim-sum of theirs (Sprague 1935, Grundy 1939); a region's value is the mex of its
 * options' values, each again a nim-sum over the regions a domino leaves. Regions are cropped to their bounding box
 * and keyed in one canonical orientation under the symmetries of the box (8 for a square, 4 otherwise: a Cram
 * region and its mirror images and transpositions have the same options up to that map, so the same value), in a
 * {@link RegionCache} of fixed size.
 *
 * <p>A region is not valued by the mex of all its options: following Beling and Rogalski ("On pruning search trees
 * of impartial games", Artificial Intelligence 283, 2020), the search asks whether a region's value lies in a set
 * of candidates, and an option is asked only about the candidates that can still change the answer (none: no
 * search; one: whether it is that value), so most options are settled by a win-or-lose search instead of their full
 * value. The argument is at {@link #regionIn}; the table holds exact values and lower bounds.
 *
 * <p>Regions of fewer than four cells are settled without search: one cell has no move (value 0); two or three
 * connected cells have moves only to positions without moves (value 1). So is a region that is its own image under
 * the half-turn of its box with no cell or domino that the half-turn fixes: the second player mirrors every move,
 * so its value is 0 ({@link HalfTurnSymmetry}; every empty rectangle with both sides even is one).
 *
 * <p>Not thread-safe: one search per thread. The search counts the regions it solves ({@link #nodes()}) and stops
 * with a {@link ResourceLimitException} past its node limit or its deadline.
 *
 * <p>One file of about 600 lines: the recursion, its buffers of moves and parts for each depth and its use of the
 * table share state that a split would pass on every node; the rules it relies on are classes of their own.
 */
public final class RegionSearch {
    /** Every node's children are searched depth-first; a region of 64 cells is at most 32 dominoes deep. */
    private static final int MAX_DEPTH = Cells.MAX_CELLS / 2 + 2;
    private static final int CHECK_EVERY = 1 << 14;
    /** The most moves of a region of 64 cells (an 8x8 box: 56 across, 56 down). */
    private static final int MAX_MOVES = 112;
    /** The most parts a domino leaves: its two cells have at most six other neighbours. */
    private static final int MAX_PARTS = 6;
    /** The answer of a search asked for a set of values that does not hold the region's. */
    static final int NOT_IN_SET = -1;

    /**
     * Search steps charged per region solved, so that 10^8 steps ({@code Budget.SEARCH_STEPS_PER_SECOND}) are about
     * a second of this search on one core: a region cost 5.5 us of CPU on 7x5 (a table of 2^23 entries) and 9.1 us
     * on 4x11 (2^26 entries, most look-ups a miss of the processor's caches), at a load of 14 to 18 on two cores
     * (docs/BENCHMARKS.md, the last section); 400 steps had made 10^8 steps about 1.6 s.
     */
    public static final double STEPS_PER_NODE = 600;

    private final RegionCache cache;
    private final Budget.Deadline deadline;
    private final double stepLimit;
    private final long nodeLimit;
    /** Transposition tables by box: {@code transpositions[w * 65 + h]}, filled when first needed. */
    private final int[][] transpositions = new int[65 * 65][];
    /** Scratch, one row per depth: the parts of unknown value of each option, {@link #MAX_PARTS} per option. */
    private final long[][] partMask = new long[MAX_DEPTH + 1][MAX_MOVES * MAX_PARTS];
    private final long[][] partKey = new long[MAX_DEPTH + 1][MAX_MOVES * MAX_PARTS];
    private final int[][] partKeyShape = new int[MAX_DEPTH + 1][MAX_MOVES * MAX_PARTS];
    private final int[][] partBox = new int[MAX_DEPTH + 1][MAX_MOVES * MAX_PARTS];
    private final int[][] partCells = new int[MAX_DEPTH + 1][MAX_MOVES * MAX_PARTS];
    /** Per depth and option: the nim-sum of its parts of known value, and how many parts are unknown. */
    private final int[][] moveXor = new int[MAX_DEPTH + 1][MAX_MOVES];
    private final int[][] moveParts = new int[MAX_DEPTH + 1][MAX_MOVES];
    /** Per depth: the options with unknown parts in the order they are searched, and their parts' most moves. */
    private final int[][] order = new int[MAX_DEPTH + 1][MAX_MOVES];
    private final int[][] orderKey = new int[MAX_DEPTH + 1][MAX_MOVES];
    /** The values of the options {@link #expand} found known, as a {@link NimberSets} set. */
    private long knownLo;
    private long knownHi;
    /** The key {@link #canonical} found last. */
    private long canonKey;
    private int canonShape;
    private int depth;
    private long nodes;
    private long hits;
    private long mirrored;
    private long twins;
    /** Regions searched again by {@link #regionIn} after the table held a lower bound of them (a profile). */
    long researched;
    /** Regions searched by their cells: {@code [0][n]} by {@link #exact}, {@code [1][n]} by {@link #regionIn}. */
    final long[][] searchedByCells = new long[2][Cells.MAX_CELLS + 1];

    /**
     * A search with its own table.
     *
     * @param capacity entries of the table, a power of two of at least 2
     * @param budget the search steps ({@link #STEPS_PER_NODE} per region solved) and the time this search may take
     */
    public RegionSearch(int capacity, Budget budget) {
        this.cache = new RegionCache(capacity);
        this.deadline = budget.start();
        this.stepLimit = budget.searchSteps();
        this.nodeLimit = (long) Math.min(Long.MAX_VALUE, stepLimit / STEPS_PER_NODE);
    }

    /**
     * Bytes a table of {@code capacity} entries takes.
     *
     * @param capacity the entries of the table
     * @return the bytes
     */
    public static long tableBytes(int capacity) {
        return (long) capacity * RegionCache.ENTRY_BYTES;
    }

    /**
     * Regions solved by search so far (the table's misses).
     *
     * @return the regions searched
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Regions whose value the table held.
     *
     * @return the regions read from the table
     */
    public long hits() {
        return hits;
    }

    /**
     * Regions valued 0 without search or table by the half-turn strategy ({@link HalfTurnSymmetry}).
     *
     * @return the regions so valued
     */
    public long mirrored() {
        return mirrored;
    }

    /**
     * Pairs of equal parts of an option that cancelled ({@code G + G = 0}) before any search.
     *
     * @return the pairs cancelled
     */
    public long twins() {
        return twins;
    }

    /**
     * Entries of the table.
     *
     * @return the entries
     */
    public int capacity() {
        return cache.capacity();
    }

    /**
     * Entries written over another (0 while the table never filled a bucket).
     *
     * @return the entries replaced
     */
    public long replaced() {
        return cache.replaced();
    }

    /**
     * The Grundy value of the empty cells {@code mask} of a {@code width x height} box: the nim-sum over its
     * regions. A box taller than wide is searched transposed (the same value), so that most regions the search
     * meets are already in the orientation of their table key, at least as wide as high, and need no transposing.
     *
     * @param width columns, 1 to 64
     * @param height rows, with {@code width * height <= 64}
     * @param mask the empty cells, bit {@code r * width + c}
     * @return the Grundy value
     * @throws ResourceLimitException past the node limit or the deadline
     */
    public int value(int width, int height, long mask) {
        if (width < 1 || height < 1 || width * height > Cells.MAX_CELLS) {
            throw new IllegalArgumentException("a box of 1 to 64 cells, got " + width + "x" + height);
        }
        depth = 0;
        if (width < height) {
            return sum(height, width, Cells.transform(mask, Cells.symmetryTable(width, height, 4)));
        }
        return sum(width, height, mask);
    }

    /**
     * Whether the empty cells {@code mask} of a {@code width x height} box have the Grundy value {@code target}:
     * every region but the largest of unknown value is valued, and the largest is only asked whether its value
     * makes the nim-sum {@code target} (a pruned search, {@link #regionIn}).
     *
     * @param width columns, 1 to 64
     * @param height rows, with {@code width * height <= 64}
     * @param mask the empty cells, bit {@code r * width + c}
     * @param target the value asked about, 0 or more
     * @return whether the value is {@code target}
     * @throws ResourceLimitException past the node limit or the deadline
     */
    public boolean valueIs(int width, int height, long mask, int target) {
        if (width < 1 || height < 1 || width * height > Cells.MAX_CELLS || target < 0) {
            throw new IllegalArgumentException("a box of 1 to 64 cells, got " + width + "x" + height);
        }
        if (target >= 128) {
            return false; // no region of 64 cells has 128 moves, nor a sum of them a value of 128 or more
        }
        depth = 0;
        if (width < height) {
            return valueIs(height, width, Cells.transform(mask, Cells.symmetryTable(width, height, 4)), target);
        }
        // row 0 of the scratch is the search's own only here: the searches it starts use rows 1 and deeper, and a
        // box of 64 cells has at most 16 parts of four cells or more
        if (split(0, 0, width, height, mask) == 0) {
            return moveXor[0][0] == target;
        }
        long tLo = target < 64 ? 1L << target : 0;
        long tHi = target < 64 ? 0 : 1L << (target - 64);
        return optionIn(0, 0, tLo, tHi) == target;
    }

    /**
     * The pruned question alone, for tests: the value of a connected region of at least four cells that fills the
     * bounds of its {@code width x height} box, if it is in the set ({@code reqLo}, {@code reqHi}); else its value
     * or {@link #NOT_IN_SET}.
     */
    int regionValueIn(int width, int height, long mask, long reqLo, long reqHi) {
        depth = 0;
        if (HalfTurnSymmetry.secondPlayerMirrors(width, height, mask)) {
            mirrored++;
            return 0;
        }
        canonical(width, height, mask);
        return regionIn(width, height, mask, canonShape, canonKey, reqLo, reqHi);
    }

    private int sum(int width, int height, long mask) {
        int x = 0;
        for (long rest = mask; rest != 0; ) {
            long comp = BoardRegions.regionOf(rest, Long.lowestOneBit(rest), width, BoardRegions.MAX_BOX_CELLS);
            rest &= ~comp;
            int size = Long.bitCount(comp);
            if (size < 2) {
                continue;
            }
            if (size <= 3) {
                x ^= 1;
                continue;
            }
            int box = Cells.box(width, height, comp);
            int w = Cells.width(box);
            int h = Cells.height(box);
            long cropped = Cells.crop(width, comp, box);
            if (HalfTurnSymmetry.secondPlayerMirrors(w, h, cropped)) {
                mirrored++;
                continue;
            }
            canonical(w, h, cropped);
            x ^= exact(w, h, cropped, canonShape, canonKey);
        }
        return x;
    }

    /**
     * The least of {@code least} and the four images of {@code mask} under the mirrors of its box: the half-turn
     * is the reversal of the box's bits, a mirror of the rows moves whole rows, and the mirror of the columns is
     * the two together.
     */
    private static long leastFlip(int width, int height, long mask, long least) {
        int shift = 64 - width * height;
        long rowBits = width == 64 ? -1L : (1L << width) - 1;
        long rows = 0;
        for (int r = 0; r < height; r++) {
            rows |= ((mask >>> (r * width)) & rowBits) << ((height - 1 - r) * width);
        }
        long turned = Long.reverse(mask) >>> shift;
        long columns = Long.reverse(rows) >>> shift;
        long a = Long.compareUnsigned(mask, turned) < 0 ? mask : turned;
        long b = Long.compareUnsigned(rows, columns) < 0 ? rows : columns;
        long m = Long.compareUnsigned(a, b) < 0 ? a : b;
        return Long.compareUnsigned(m, least) < 0 ? m : least;
    }

    /**
     * Sets {@link #canonKey} and {@link #canonShape} to the key of a region cropped to its {@code width x height}
     * box: the least image, as an unsigned number, among those at least as wide as high.
     */
    private void canonical(int width, int height, long mask) {
        long key = -1;
        if (width >= height) {
            key = leastFlip(width, height, mask, key);
        }
        if (width <= height) {
            int at = width * 65 + height;
            int[] table = transpositions[at];
            if (table == null) {
                table = Cells.symmetryTable(width, height, 4);
                transpositions[at] = table;
            }
            key = leastFlip(height, width, Cells.transpose(width, height, mask, table), key);
        }
        canonKey = key;
        canonShape = Cells.shape(Math.max(width, height), Math.min(width, height));
    }

    /**
     * The value of one connected region of at least four cells, cropped to its box, if it is in the requested set
     * ({@code reqLo}, {@code reqHi}: {@link NimberSets}); else the value or {@link #NOT_IN_SET}. The pruning of
     * Beling and Rogalski (Artificial Intelligence 283, 2020), argued here in full.
     *
     * <p>With {@code m} moves the value is in {@code P = {0, ..., m}}, which has one candidate more than there are
     * options. Each option takes one candidate out: its exact value, if it is still in {@code P}, or else the
     * largest candidate when the option is only known not to be in {@code S = (P - {max P}) ∩ [0, max R]}, which
     * is what the option is asked (an empty {@code S} needs no search at all). At the end let {@code p = min P}.
     * Every {@code q < p} left {@code P} as an option's exact value, since a candidate taken as the largest was
     * above {@code p}, which stayed. If {@code p <= max R}, no option has the value {@code p}: an exact one would
     * have taken it out, and an inexact one was outside {@code S}, which held {@code p} (it was in {@code P} and
     * not its largest, or it would have gone). So the value is the mex, {@code p}; and if {@code p > max R} the
     * value is at least {@code p}, outside the requested set. For the same reasons the value, when requested, is
     * in {@code P} at every step, so once {@code P} and the requested set are disjoint the answer is
     * {@link #NOT_IN_SET} without the options left.
     *
     * <p>An option is a sum: the parts whose values the table holds are added first (the "enhanced transposition
     * cutoff": all the options are looked up before any is searched, and the options known exactly leave
     * {@code P} first); of the others every part but the largest is valued exactly and the largest is asked for
     * {@code S} shifted by their nim-sum ({@code g + x ∈ S} when {@code g ∈ S + x}). Options are searched fewest
     * moves first (the most moves of a part of unknown value: Beling's "less moves first" move sorter for Cram in
     * the impartial-games repository), so that cheap ones narrow {@code P} before dear ones are asked; against the
     * smallest largest part first, this cuts the regions solved by a quarter on 5x7 and by nearly half on 4x9. Exact values enter the
     * table, and so does, when the answer is {@link #NOT_IN_SET}, the lower bound {@code min P} (every candidate
     * below it is an option's value): a later question about values below the bound is answered at once.
     */
    private int regionIn(int width, int height, long mask, int keyShape, long key, long reqLo, long reqHi) {
        int known = cache.get(keyShape, key);
        if (known >= 0 && known < RegionCache.LOWER_BOUND) {
            hits++;
            return known;
        }
        int bound = Math.max(0, known - RegionCache.LOWER_BOUND);
        int excluded = cache.excluded();
        // the value is at least the bound and none of the values excluded: those candidates are no answer
        long askedLo = reqLo;
        reqLo &= ~NimberSets.uptoLo(bound - 1) & ~(excluded & 0xFFFFFFFFL);
        reqHi &= ~NimberSets.uptoHi(bound - 1);
        if (reqLo == 0 && reqHi == 0) {
            hits++;
            return NOT_IN_SET;
        }
        long before = countNode();
        searchedByCells[1][Long.bitCount(mask)]++;
        if (known >= 0) {
            researched++;
        }
        int moves = Long.bitCount(Cells.horizontalPairs(width, mask)) + Long.bitCount(Cells.verticalPairs(width,
                height, mask));
        int d = ++depth;
        int pending = expand(d, width, height, mask);
        long pLo = NimberSets.uptoLo(moves) & ~knownLo;
        long pHi = NimberSets.uptoHi(moves) & ~knownHi;
        int maxR = NimberSets.max(reqLo, reqHi);
        long rangeLo = NimberSets.uptoLo(maxR);
        long rangeHi = NimberSets.uptoHi(maxR);
        boolean exact = true;
        for (int at = 0; at < pending; at++) {
            if ((pLo & reqLo) == 0 && (pHi & reqHi) == 0) {
                depth--;
                return notInSet(keyShape, key, NimberSets.min(pLo, pHi), bound, excluded, askedLo, before);
            }
            int top = NimberSets.max(pLo, pHi);
            long sLo = NimberSets.withoutLo(pLo, top) & rangeLo;
            long sHi = NimberSets.withoutHi(pHi, top) & rangeHi;
            int v = sLo == 0 && sHi == 0 ? NOT_IN_SET : optionIn(d, order[d][at], sLo, sHi);
            if (v == NOT_IN_SET) {
                v = top;
                exact = false;
            }
            pLo = NimberSets.withoutLo(pLo, v);
            pHi = NimberSets.withoutHi(pHi, v);
        }
        depth--;
        int p = NimberSets.min(pLo, pHi);
        if (exact || p <= maxR) {
            cache.put(keyShape, key, p, nodes - before);
            return p;
        }
        return notInSet(keyShape, key, p, bound, excluded, askedLo, before);
    }

    /**
     * {@link #NOT_IN_SET}, after keeping in the table what the search learnt: every candidate below the least of
     * {@code P} is an option's value, so the region's value is at least it, and the value is none of those asked
     * about ({@code askedLo}; those taken out before the search were known not to be it) ({@link #regionIn}).
     */
    private int notInSet(int keyShape, long key, int lowerBound, int known, int excluded, long askedLo,
            long before) {
        int nowExcluded = excluded | (int) askedLo;
        if (lowerBound > known || nowExcluded != excluded) {
            cache.putLowerBound(keyShape, key, Math.max(lowerBound, known), nowExcluded, nodes - before);
        }
        return NOT_IN_SET;
    }

    /** Counts a region searched, checks the budget, and gives the count before it. */
    private long countNode() {
        long before = nodes++;
        if ((nodes & (CHECK_EVERY - 1)) == 0) {
            deadline.check(String.format(Locale.ROOT, "%d regions of cram searched", nodes));
        }
        if (nodes > nodeLimit) {
            // the size of the rest of the search is unknown: ten times the limit is a guess, said as one
            throw new ResourceLimitException(String.format(Locale.ROOT, "this cram board needs more than the search"
                    + " budget of %.0e steps (%d regions solved; more steps, perhaps ten times as many, may do)",
                    stepLimit, nodeLimit), ResourceLimitException.Resource.STEPS, stepLimit * 10);
        }
        return before;
    }

    /**
     * The exact value of one connected region of at least four cells, cropped to its box, by candidates in turn
     * (Beling and Rogalski's "aspiration" order): for {@code r = 0, 1, ...}, skipping the values of options already
     * known, each option whose value is still unknown is asked only whether its value is {@code r} (a search
     * pruned as {@link #regionIn} is); the first {@code r} that no option has is the mex. An option that answers
     * with its exact value keeps it, and is not asked again.
     */
    private int exact(int width, int height, long mask, int keyShape, long key) {
        int known = cache.get(keyShape, key);
        if (known >= 0 && known < RegionCache.LOWER_BOUND) {
            hits++;
            return known;
        }
        // a lower bound b in the table: every candidate below b is an option's value; and a candidate r the value
        // is known not to be is an option's value too, as every candidate below r is (or the mex would be r)
        int bound = Math.max(0, known - RegionCache.LOWER_BOUND);
        int excluded = cache.excluded();
        long before = countNode();
        searchedByCells[0][Long.bitCount(mask)]++;
        int moves = Long.bitCount(Cells.horizontalPairs(width, mask)) + Long.bitCount(Cells.verticalPairs(width,
                height, mask));
        int d = ++depth;
        int pending = expand(d, width, height, mask);
        long seenLo = knownLo;
        long seenHi = knownHi;
        int[] o = order[d];
        int value = moves;
        candidates:
        for (int r = bound; r < moves; r++) {
            if (r < 64 ? (seenLo >>> r & 1) != 0 : (seenHi >>> (r - 64) & 1) != 0) {
                continue;
            }
            if (r < 32 && (excluded >>> r & 1) != 0) {
                continue;
            }
            long rLo = r < 64 ? 1L << r : 0;
            long rHi = r < 64 ? 0 : 1L << (r - 64);
            for (int at = 0; at < pending; at++) {
                if (o[at] < 0) {
                    continue;
                }
                int v = optionIn(d, o[at], rLo, rHi);
                if (v != NOT_IN_SET) {
                    o[at] = -1;
                    seenLo |= v < 64 ? 1L << v : 0;
                    seenHi |= v < 64 ? 0 : 1L << (v - 64);
                    if (v == r) {
                        continue candidates;
                    }
                }
            }
            value = r;
            break;
        }
        depth--;
        cache.put(keyShape, key, value, nodes - before);
        return value;
    }

    /**
     * Lists the options of a region at depth {@code d}: those whose parts are all of known value leave their
     * values in {@link #knownLo} and {@link #knownHi}, the others go into {@code order[d]}, fewest moves (of
     * the part of unknown value with the most) first.
     *
     * @return the options in {@code order[d]}
     */
    private int expand(int d, int width, int height, long mask) {
        long across = Cells.horizontalPairs(width, mask);
        long down = Cells.verticalPairs(width, height, mask);
        long lo = 0;
        long hi = 0;
        int pending = 0;
        int move = 0;
        for (long pairs = across | down; pairs != 0; move++) {
            long domino;
            if (across != 0) {
                int i = Long.numberOfTrailingZeros(across);
                across &= across - 1;
                domino = 3L << i;
            } else {
                int i = Long.numberOfTrailingZeros(down);
                down &= down - 1;
                domino = 1L << i | 1L << (i + width);
            }
            pairs = across | down;
            int mostMoves = split(d, move, width, height, mask & ~domino);
            if (mostMoves == 0) {
                int v = moveXor[d][move];
                lo |= v < 64 ? 1L << v : 0;
                hi |= v < 64 ? 0 : 1L << (v - 64);
            } else {
                insert(d, pending++, move, mostMoves);
            }
        }
        knownLo = lo;
        knownHi = hi;
        return pending;
    }

    /**
     * The value of option {@code move} of the region at depth {@code d} if it is in {@code S}, else the value or
     * {@link #NOT_IN_SET}: the parts other than the largest valued exactly, the largest asked for {@code S} shifted
     * by their nim-sum.
     */
    private int optionIn(int d, int move, long sLo, long sHi) {
        int base = move * MAX_PARTS;
        int count = moveParts[d][move];
        int x = moveXor[d][move];
        int largest = base;
        for (int j = base + 1; j < base + count; j++) {
            if (partCells[d][j] > partCells[d][largest]) {
                largest = j;
            }
        }
        for (int j = base; j < base + count; j++) {
            if (j != largest) {
                int box = partBox[d][j];
                x ^= exact(Cells.width(box), Cells.height(box), partMask[d][j], partKeyShape[d][j], partKey[d][j]);
            }
        }
        int v = part(d, largest, NimberSets.xorWord(sLo, sHi, x), NimberSets.xorWord(sHi, sLo, x));
        return v == NOT_IN_SET ? NOT_IN_SET : v ^ x;
    }

    private int part(int d, int j, long reqLo, long reqHi) {
        int box = partBox[d][j];
        return regionIn(Cells.width(box), Cells.height(box), partMask[d][j], partKeyShape[d][j], partKey[d][j],
                reqLo, reqHi);
    }

    /**
     * Splits option {@code move} (the cells {@code child}) into parts: the nim-sum of those of known value (fewer
     * than four cells, or in the table) goes to {@code moveXor}, the others to the part arrays.
     *
     * @return the most moves of a part of unknown value (at least 3, as such a part is connected and has at least
     *     four cells), 0 when every part is known
     */
    private int split(int d, int move, int width, int height, long child) {
        int x = 0;
        int count = 0;
        int base = move * MAX_PARTS;
        for (long rest = child; rest != 0; ) {
            long comp = BoardRegions.regionOf(rest, Long.lowestOneBit(rest), width, BoardRegions.MAX_BOX_CELLS);
            rest &= ~comp;
            int size = Long.bitCount(comp);
            if (size < 2) {
                continue;
            }
            if (size <= 3) {
                x ^= 1;
                continue;
            }
            int box = Cells.box(width, height, comp);
            int w = Cells.width(box);
            int h = Cells.height(box);
            long cropped = Cells.crop(width, comp, box);
            if (HalfTurnSymmetry.secondPlayerMirrors(w, h, cropped)) {
                mirrored++;
                continue;
            }
            canonical(w, h, cropped);
            int v = cache.get(canonShape, canonKey);
            if (v >= 0 && v < RegionCache.LOWER_BOUND) {
                hits++;
                x ^= v;
                continue;
            }
            if (cancelsTwin(d, base, count)) {
                count--;
                continue;
            }
            int j = base + count++;
            partMask[d][j] = cropped;
            partKey[d][j] = canonKey;
            partKeyShape[d][j] = canonShape;
            partBox[d][j] = Cells.shape(w, h);
            partCells[d][j] = size;
        }
        int most = 0;
        for (int j = base; j < base + count; j++) {
            int box = partBox[d][j];
            long part = partMask[d][j];
            int moves = Long.bitCount(Cells.horizontalPairs(Cells.width(box), part))
                    + Long.bitCount(Cells.verticalPairs(Cells.width(box), Cells.height(box), part));
            most = Math.max(most, moves);
        }
        moveXor[d][move] = x;
        moveParts[d][move] = count;
        return most;
    }

    /**
     * Whether one of the {@code count} parts of unknown value already listed at {@code base} has the key just found
     * by {@link #canonical}: the two parts are the same game up to symmetry, and {@code G + G = 0} (each player's
     * move in one is copied in the other; Sprague-Grundy: {@code g ^ g = 0}), so both leave the sum. The twin is
     * removed by moving the last part into its place.
     */
    private boolean cancelsTwin(int d, int base, int count) {
        for (int j = base; j < base + count; j++) {
            if (partKey[d][j] == canonKey && partKeyShape[d][j] == canonShape) {
                int last = base + count - 1;
                partMask[d][j] = partMask[d][last];
                partKey[d][j] = partKey[d][last];
                partKeyShape[d][j] = partKeyShape[d][last];
                partBox[d][j] = partBox[d][last];
                partCells[d][j] = partCells[d][last];
                twins++;
                return true;
            }
        }
        return false;
    }

    /**
     * Puts {@code move} into the order of depth {@code d} (of {@code filled} moves so far), by the most moves of its
     * parts of unknown value.
     */
    private void insert(int d, int filled, int move, int mostMoves) {
        int[] o = order[d];
        int[] k = orderKey[d];
        int i = filled;
        while (i > 0 && k[i - 1] > mostMoves) {
            o[i] = o[i - 1];
            k[i] = k[i - 1];
            i--;
        }
        o[i] = move;
        k[i] = mostMoves;
    }
}
