package org.sprague.spark;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import scala.Tuple2;

/**
 * Sorts the moves, labels and nodes read by one input task into one {@link GraphPiece} per node partition, so
 * that a single shuffle of primitive lists brings every partition what it needs to build its block. With the
 * nodes given as 0..N-1 it also rejects ids outside them.
 */
final class PieceRouter {
    private final NodeSpread spread;
    private final GraphPiece[] pieces;

    PieceRouter(NodeSpread spread) {
        this.spread = spread;
        this.pieces = new GraphPiece[spread.partitions()];
        for (int d = 0; d < pieces.length; d++) {
            pieces[d] = new GraphPiece();
        }
    }

    void move(long from, long to) {
        if (spread.dense() && (from < 0 || from >= spread.size() || to < 0 || to >= spread.size())) {
            throw new BadInputException("the move " + from + " " + to + " lies outside the nodes " + range());
        }
        pieces[spread.partitionOf(from)].sources.add(from);
        GraphPiece child = pieces[spread.partitionOf(to)];
        child.children.add(to);
        child.parents.add(from);
    }

    void label(long node, int code) {
        if (spread.dense() && (node < 0 || node >= spread.size())) {
            throw new BadInputException("a label of node " + node + " lies outside the nodes " + range());
        }
        GraphPiece p = pieces[spread.partitionOf(node)];
        p.labelled.add(node);
        p.labelCodes.add(code);
    }

    void node(long id) {
        pieces[spread.partitionOf(id)].nodes.add(id);
    }

    private String range() {
        return "0.." + (spread.size() - 1) + " given by --nodes " + spread.size();
    }

    /** The non-empty pieces keyed by their partition. */
    List<Tuple2<Integer, GraphPiece>> pieces() {
        List<Tuple2<Integer, GraphPiece>> out = new ArrayList<>();
        for (int d = 0; d < pieces.length; d++) {
            if (!pieces[d].isEmpty()) {
                out.add(new Tuple2<>(d, pieces[d]));
            }
        }
        return out;
    }
}
