package org.sprague.domineering;

/**
 * The representative of a region among its 8 images under the symmetries of the square (the least by
 * {@link Region#before}), with the cell permutations cached per box size. For Domineering the mirrors and the
 * half-turn keep a region's value, and the images that transpose it (symmetry bit 2) swap vertical and
 * horizontal, so negate it.
 *
 * <p>Not thread-safe.
 */
final class RegionSymmetries {
    /** Cell permutations of the 8 symmetries, by box size: {@code tables[(w * 65 + h) * 8 + s]}. */
    private final int[][] tables = new int[65 * 65 * 8][];

    /**
     * The symmetry (0..7, as {@link Region#transformed(int)}) that takes {@code region} to its representative.
     *
     * @param region a region
     * @return the least symmetry whose image comes first
     */
    int toRepresentative(Region region) {
        Region best = region;
        int bestSymmetry = 0;
        for (int s = 1; s < 8; s++) {
            Region image = image(region, s);
            if (image.before(best)) {
                best = image;
                bestSymmetry = s;
            }
        }
        return bestSymmetry;
    }

    /**
     * The image of {@code region} under symmetry {@code s}.
     *
     * @param region a region
     * @param s a symmetry, 0..7
     * @return the image
     */
    Region image(Region region, int s) {
        if (s == 0) {
            return region;
        }
        int at = (region.width() * 65 + region.height()) * 8 + s;
        if (tables[at] == null) {
            tables[at] = Region.symmetryTable(region.width(), region.height(), s);
        }
        return region.transformed(s, tables[at]);
    }

    /**
     * Whether symmetry {@code s} transposes, so negates a Domineering value.
     *
     * @param s a symmetry, 0..7
     * @return true for the four that swap rows and columns
     */
    static boolean transposes(int s) {
        return (s & 4) != 0;
    }
}
