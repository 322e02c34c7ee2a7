package org.sprague.spark;

import java.util.Iterator;
import org.sprague.BadInputException;
import org.sprague.game.IndexedTurnGame;

/**
 * Builds the level-0 {@link StateBlock} of one partition: from the {@link GraphPiece}s the input tasks routed to
 * it (its nodes, their move counts and labels, and the parent index of the moves into them), or from an implicit
 * game that lists its un-moves.
 */
final class BlockBuilder {
    private BlockBuilder() {
    }

    static StateBlock fromPieces(int partition, NodeSpread spread, Iterator<GraphPiece> pieces) {
        GraphPiece all = new GraphPiece();
        while (pieces.hasNext()) {
            GraphPiece p = pieces.next();
            all.sources.addAll(p.sources);
            all.children.addAll(p.children);
            all.parents.addAll(p.parents);
            all.labelled.addAll(p.labelled);
            all.labelCodes.addAll(p.labelCodes);
            all.nodes.addAll(p.nodes);
        }
        Places places = spread.dense() ? Places.dense(spread, partition) : Places.of(spread, partition, mentioned(all));
        long[] ids = places.ids();
        long[] moves = new long[ids.length];
        for (int i = 0; i < all.sources.size(); i++) {
            moves[places.of(all.sources.get(i))]++;
        }
        int[] labels = new int[ids.length];
        for (int i = 0; i < all.labelled.size(); i++) {
            int place = places.of(all.labelled.get(i));
            int code = (int) all.labelCodes.get(i);
            if (labels[place] != 0 && labels[place] != code) {
                throw new BadInputException("a node is given two different labels; a node has one label");
            }
            labels[place] = code;
        }
        int[] childPlaces = new int[all.children.size()];
        for (int i = 0; i < childPlaces.length; i++) {
            childPlaces[i] = places.of(all.children.get(i));
        }
        long[] states = new long[ids.length];
        for (int i = 0; i < ids.length; i++) {
            states[i] = ResultCodes.start(labels[i], moves[i]);
        }
        return new StateBlock(spread, places, states, new ParentIndex(ids.length, childPlaces, all.parents), 0);
    }

    /** Every id the pieces mention (nodes, sources and targets of moves, labelled nodes), with repeats. */
    private static LongList mentioned(GraphPiece all) {
        LongList every = new LongList();
        every.addAll(all.nodes);
        every.addAll(all.sources);
        every.addAll(all.children);
        every.addAll(all.labelled);
        return every;
    }

    /** The block of an implicit game with un-moves: states from its labels and move counts, parents asked of it. */
    static StateBlock fromGame(int partition, NodeSpread spread, GameFactory factory) {
        IndexedTurnGame g = factory.create();
        Places places = Places.dense(spread, partition);
        long[] ids = places.ids();
        long[] states = new long[ids.length];
        long[] count = new long[1];
        for (int i = 0; i < ids.length; i++) {
            int code = g.label(ids[i]).code();
            count[0] = 0;
            if (code == 0) {
                g.forEachMove(ids[i], v -> count[0]++);
            }
            states[i] = ResultCodes.start(code, count[0]);
        }
        return new StateBlock(spread, places, states, new Unmoves(factory), 0);
    }
}
