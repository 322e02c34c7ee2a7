package org.sprague.domineering;

import org.sprague.game.BoardRegions;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.OutcomeClass;

/**
 * Combinatorial game theory inside a Domineering search: a position is the disjunctive sum of its empty
 * regions (Winning Ways ch. 2), so when every region is small, the sum of their canonical values, computed by the
 * {@link Domineering} values (the generic engine over {@link DomineeringRegions}) once per shape and kept, gives
 * the outcome at once (the outcome class of a sum is its comparison with 0). Regions are looked up in a table of
 * their own; once the value space holds {@code maxGames} games, new shapes are no longer valued (the search goes on
 * without them), so the space's memory stays bounded. With a {@link DomineeringRegionDatabase}, a region of up to
 * its size is looked up there first (built once, so never computed in the search), positions whose regions all fit
 * it are valued, and a larger region valued takes its smaller parts from it (the engine's known values).
 *
 * <p>Not thread-safe: one per search.
 */
public final class DomineeringRegionValues {
    private final CanonicalGames games;
    private final Domineering engine;
    private final RegionTable values = new RegionTable();
    private final int maxEmpty;
    private final int maxRegion;
    private final int maxGames;
    private final DomineeringRegionDatabase.Lookup database;
    /** The regions of the position being valued: at most 32 of two or more cells on 64. */
    private final long[] regions = new long[32];
    private long answered;
    /** What {@link #numberOf} says of a region that is not a number of the units asked (or is not valued). */
    static final int NOT_NUMBER = Integer.MIN_VALUE;
    private long lookedUp;

    /**
     * Values over {@code games}.
     *
     * @param games the space of canonical values (with the run's memory account and deadline)
     * @param maxEmpty positions with more empty cells are left to the search
     * @param maxRegion positions with a larger region are left to the search
     * @param maxGames the size of the value space past which no new shape is valued
     */
    public DomineeringRegionValues(CanonicalGames games, int maxEmpty, int maxRegion, int maxGames) {
        this(games, maxEmpty, maxRegion, maxGames, null);
    }

    /**
     * Values over {@code games}, regions of up to the database's size taken from {@code database}.
     *
     * @param games the space of canonical values (with the run's memory account and deadline)
     * @param maxEmpty positions with more empty cells are left to the search
     * @param maxRegion positions with a larger region than this and the database's largest are left to the search
     * @param maxGames the size of the value space past which no new shape is computed
     * @param database the database, or null
     */
    public DomineeringRegionValues(CanonicalGames games, int maxEmpty, int maxRegion, int maxGames,
            DomineeringRegionDatabase database) {
        this.games = games;
        this.maxEmpty = maxEmpty;
        this.maxRegion = database == null ? maxRegion : Math.max(maxRegion, database.maxSquares());
        this.maxGames = maxGames;
        this.database = database == null ? null : database.in(games);
        // the database is the engine's known values too: a region past its size finds its smaller parts there
        this.engine = new Domineering(games, Domineering.DEFAULT_BUDGET, this.database);
    }

    /**
     * How many positions the values decided.
     *
     * @return a count
     */
    public long answered() {
        return answered;
    }

    /**
     * How many region shapes were taken from the database (each once: the values are kept).
     *
     * @return a count
     */
    public long lookedUp() {
        return lookedUp;
    }

    /**
     * The largest region valued.
     *
     * @return a number of cells
     */
    int maxRegion() {
        return maxRegion;
    }

    /**
     * A region's value when it is a number whose denominator divides {@code 2^bits}, in units of {@code 2^-bits}.
     *
     * @param board the board's geometry
     * @param cells the region's cells, at most {@link #maxRegion()}
     * @param bits the units' base-2 logarithm
     * @return the number of units, or {@link #NOT_NUMBER} (not a number, too fine, or past the value space's size)
     */
    int numberOf(DomineeringBitboard board, long cells, int bits) {
        int v = value(board, cells);
        if (v < 0 || !games.isNumber(v)) {
            return NOT_NUMBER;
        }
        Dyadic x = games.numberValue(v);
        if (x.exponent() > bits) {
            return NOT_NUMBER;
        }
        java.math.BigInteger units = x.numerator().shiftLeft(bits - x.exponent());
        return units.bitLength() >= 24 ? NOT_NUMBER : units.intValue();
    }

    /**
     * The outcome of the player to move when every region of {@code empty} is small.
     *
     * @param board the board's geometry
     * @param empty the empty cells
     * @param left whether Left moves
     * @return 1 (the player to move wins), -1 (loses) or 0 (not decided here)
     */
    int decided(DomineeringBitboard board, long empty, boolean left) {
        if (Long.bitCount(empty) > maxEmpty) {
            return 0;
        }
        // every region's size first (cheap), so that no value is looked up nor sum made for a position left
        // to the search
        int n = 0;
        for (long rest = empty; rest != 0; ) {
            long comp = BoardRegions.regionOf(rest, Long.lowestOneBit(rest), board.width(), maxRegion);
            rest &= ~comp;
            int size = Long.bitCount(comp);
            if (size > maxRegion) {
                return 0;
            }
            if (size >= 2) {
                regions[n++] = comp;
            }
        }
        return valued(board, n, left);
    }

    /**
     * {@link #decided}'s answer from the values of the {@code n} regions it found: a method of its own, which the
     * compiler leaves out of the search's hot path (most positions end in the loop above).
     */
    private int valued(DomineeringBitboard board, int n, boolean left) {
        int[] parts = new int[n];
        for (int i = 0; i < n; i++) {
            parts[i] = value(board, regions[i]);
            if (parts[i] < 0) {
                return 0;
            }
        }
        answered++;
        return OutcomeClass.of(games, games.sum(parts)).firstWins(left) ? 1 : -1;
    }

    /** A region's value, kept by its shape, else looked up in the database or computed. */
    private int value(DomineeringBitboard board, long cells) {
        Region region = board.region(cells);
        int known = values.get(region, -1);
        if (known >= 0) {
            return known;
        }
        int v = database == null ? -1 : database.value(region);
        if (v >= 0) {
            lookedUp++;
        } else if (games.size() > maxGames) {
            return -1;
        } else {
            v = engine.value(region);
        }
        values.put(region, v);
        return v;
    }
}
