package org.sprague.partizan.games;

import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;

/**
 * Combinatorial game theory inside a Domineering search: a position is the disjunctive sum of its empty
 * regions (Winning Ways ch. 2), so when every region is small, the sum of their canonical values, computed by the
 * {@link Domineering} engine once per shape and kept, gives the outcome at once (the outcome class of a sum is
 * its comparison with 0). Regions are looked up in a table of their own; once the value space holds
 * {@code maxGames} games, new shapes are no longer valued (the search goes on without them), so the space's
 * memory stays bounded.
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
    private long answered;

    /**
     * Values over {@code games}.
     *
     * @param games the space of canonical values (with the run's memory account and deadline)
     * @param maxEmpty positions with more empty cells are left to the search
     * @param maxRegion positions with a larger region are left to the search
     * @param maxGames the size of the value space past which no new shape is valued
     */
    public DomineeringRegionValues(CanonicalGames games, int maxEmpty, int maxRegion, int maxGames) {
        this.games = games;
        this.engine = new Domineering(games);
        this.maxEmpty = maxEmpty;
        this.maxRegion = maxRegion;
        this.maxGames = maxGames;
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
        int sum = 0;
        for (long rest = empty; rest != 0; ) {
            long comp = board.regionOf(rest, Long.lowestOneBit(rest));
            rest &= ~comp;
            int size = Long.bitCount(comp);
            if (size > maxRegion) {
                return 0;
            }
            if (size < 2) {
                continue;
            }
            int v = value(board.region(comp));
            if (v < 0) {
                return 0;
            }
            sum = games.sum(sum, v);
        }
        answered++;
        return OutcomeClass.of(games, sum).firstWins(left) ? 1 : -1;
    }

    private int value(Region region) {
        int known = values.get(region, -1);
        if (known >= 0) {
            return known;
        }
        if (games.size() > maxGames) {
            return -1;
        }
        int v = engine.value(region);
        values.put(region, v);
        return v;
    }
}
