package org.sprague.domineering;

import java.util.ArrayList;
import java.util.List;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Domineering's regions as a {@link PartizanRuleset}, valued by the generic engine
 * ({@link org.sprague.partizan.ruleset.MemoisedCanonicalValues}): Left places a vertical domino, Right a horizontal
 * one (Winning Ways ch. 5), and the region left splits into its 4-connected components, a disjunctive sum. A region
 * is valued once per class of its 8 images under the symmetries of the square: the mirrors and the half-turn keep
 * its value, and a transposition, which swaps vertical and horizontal and so the players, negates it (Winning Ways
 * ch. 2); hence {@link #signedRepresentative}. The value-keeping {@link #representative} is the region itself. With
 * a {@link DomineeringRegionDatabase}, a region it holds takes its value from there ({@link #knownValue}).
 *
 * <p>Not thread-safe: its symmetry tables are filled as they are used.
 */
final class DomineeringRegions implements PartizanRuleset<Region> {
    private final RegionSymmetries symmetries = new RegionSymmetries();
    /** The representative of each region met: one probe instead of 8 images next time. */
    private final RegionImages representatives = new RegionImages();
    private final CanonicalGames games;
    private final DomineeringRegionDatabase.Lookup database;
    private final int databaseSquares;

    /**
     * The regions, valued from their options alone ({@code database} null) or, up to the database's size, by it.
     *
     * @param games the engine's space, charged with the growth of this ruleset's table of symmetries
     * @param database the database's values in the engine's space, or null
     */
    DomineeringRegions(CanonicalGames games, DomineeringRegionDatabase.Lookup database) {
        this.games = games;
        this.database = database;
        this.databaseSquares = database == null ? 0 : database.maxSquares();
    }

    @Override
    public List<PartizanMove<Region>> moves(Region region, boolean left) {
        return moves(region, left, true);
    }

    /** The same moves, labelled only by the player's direction: the engines read no label. */
    @Override
    public List<PartizanMove<Region>> distinctMoves(Region region, boolean left) {
        return moves(region, left, false);
    }

    private static List<PartizanMove<Region>> moves(Region region, boolean left, boolean labelled) {
        List<PartizanMove<Region>> out = new ArrayList<>(Long.bitCount(region.mask()));
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        String direction = left ? "vertical" : "horizontal";
        for (int r = 0; r < region.height(); r++) {
            for (int c = 0; c < region.width(); c++) {
                if (region.has(r, c) && region.has(r + dr, c + dc)) {
                    String text = labelled ? direction + " (" + (r + 1) + "," + (c + 1) + ")-(" + (r + dr + 1) + ","
                            + (c + dc + 1) + ")" : direction;
                    out.add(new PartizanMove<>(text, region.without(r, c, r + dr, c + dc)));
                }
            }
        }
        return out;
    }

    /** The region's rows, {@code .} for its cells and {@code #} for the rest of its box. */
    @Override
    public List<String> format(Region region) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < region.height(); r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < region.width(); c++) {
                row.append(region.has(r, c) ? '.' : '#');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** The 4-connected components, each cropped to its box. */
    @Override
    public List<Region> parts(Region region) {
        return region.components();
    }

    /** The least of the region's 8 images, negated when the symmetry that takes it there transposes. */
    @Override
    public Signed<Region> signedRepresentative(Region region) {
        int slot = representatives.slot(region);
        int s = representatives.symmetry(slot);
        if (s >= 0) {
            return new Signed<>(representatives.image(region, slot), RegionSymmetries.transposes(s));
        }
        s = symmetries.toRepresentative(region);
        Region image = symmetries.image(region, s);
        put(region, image, s);
        return new Signed<>(image, RegionSymmetries.transposes(s));
    }

    /** Remembers a region's representative, charging the table's growth to the space's memory account. */
    private void put(Region region, Region image, int s) {
        if (representatives.full()) {
            long old = representatives.bytes();
            games.charge(2 * old);
            representatives.put(region, image, s);
            games.release(old);
        } else {
            representatives.put(region, image, s);
        }
    }

    @Override
    public int size(Region part) {
        return Long.bitCount(part.mask());
    }

    /** The database's value of a region it holds; nothing known without one. */
    @Override
    public int knownValue(Region part, CanonicalGames games) {
        if (database == null || Long.bitCount(part.mask()) > databaseSquares) {
            return NOT_KNOWN;
        }
        int v = database.value(part);
        return v < 0 ? NOT_KNOWN : v;
    }
}
