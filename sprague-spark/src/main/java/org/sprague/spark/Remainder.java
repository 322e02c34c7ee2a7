package org.sprague.spark;

import java.io.Serializable;

/**
 * What one block ships to the driver when the rounds stop ({@link TailSolve}): its unresolved nodes with their
 * counts, and the parents of each node a remaining move can reach (unresolved, decided in the current round, or
 * labelled draw) with what that node is. Parents that are already resolved are dropped on the driver, which alone
 * knows which nodes are unresolved.
 */
final class Remainder implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The nodes still unresolved, and their counts of moves not yet known to reach a won node. */
    final LongList open = new LongList();
    final LongList openCounts = new LongList();
    /** The nodes a remaining move can reach, each with its {@code TerminalLabel.code()} (0 while unresolved). */
    final LongList targets = new LongList();
    final LongList targetCodes = new LongList();
    /** How many parents each target has, and the parents themselves, target after target. */
    final LongList parentCounts = new LongList();
    final LongList parents = new LongList();

    void addAll(Remainder other) {
        open.addAll(other.open);
        openCounts.addAll(other.openCounts);
        targets.addAll(other.targets);
        targetCodes.addAll(other.targetCodes);
        parentCounts.addAll(other.parentCounts);
        parents.addAll(other.parents);
    }
}
