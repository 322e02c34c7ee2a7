package org.sprague.game;

/**
 * A turn game whose moves are stored in compressed sparse row form: position {@code u}'s moves are
 * {@code targets()[offsets()[u] .. offsets()[u+1])}. A retrograde solver reads the arrays directly (parent lists
 * by one counting pass, no callbacks); any explicit graph can offer them, whatever its class.
 */
public interface CompressedTurnGame extends IndexedTurnGame {
    /** The number of positions, as an int. */
    int nodeCount();

    /** The {@code nodeCount() + 1} move offsets, shared: do not modify. */
    int[] offsets();

    /** The move targets, shared: do not modify. */
    int[] targets();

    /** The {@link TerminalLabel#code()} of {@code node}; 0 for an ordinary position. */
    int labelCode(int node);

    /** Whether any position may carry a label (false lets a solver skip the label checks). */
    boolean hasLabels();
}
