package org.sprague.game;

/**
 * A turn game whose moves are stored in compressed sparse row form: position {@code u}'s moves are
 * {@code targets()[offsets()[u] .. offsets()[u+1])}. A retrograde solver reads the arrays directly (parent lists
 * by one counting pass, no callbacks); any explicit graph can offer them, whatever its class.
 */
public interface CompressedTurnGame extends IndexedTurnGame {
    /**
     * The number of positions, as an int.
     *
     * @return {@link #size()}, which fits an int for a game stored in arrays
     */
    int nodeCount();

    /**
     * The move offsets: position {@code u}'s moves are at {@code offsets()[u] .. offsets()[u+1]} of
     * {@link #targets()}.
     *
     * @return {@code nodeCount() + 1} non-decreasing offsets, the first 0; shared: do not modify
     */
    int[] offsets();

    /**
     * The move targets, position by position.
     *
     * @return the positions reached, {@code offsets()[nodeCount()]} of them; shared: do not modify
     */
    int[] targets();

    /**
     * The label of a position as a byte code.
     *
     * @param node a position, {@code 0 <= node < nodeCount()}
     * @return its {@link TerminalLabel#code()}; 0 for an ordinary position
     */
    int labelCode(int node);

    /**
     * Whether any position may carry a label.
     *
     * @return false only when no position is labelled, which lets a solver skip the label checks
     */
    boolean hasLabels();
}
