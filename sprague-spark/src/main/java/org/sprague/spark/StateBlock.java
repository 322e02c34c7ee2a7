package org.sprague.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import scala.Tuple2;

/**
 * The nodes of one partition with their {@link ResultCodes} states in primitive arrays, their parent lists, and
 * the places of the nodes decided in the last round (the frontier). A round is two steps: {@link #messages()}
 * turns the frontier into messages for the partitions of its parents, and {@link #apply} makes the next block
 * from the messages received. The node ids and parent lists are shared by the blocks of every round; only the
 * states are copied.
 */
final class StateBlock implements Serializable {
    private static final long serialVersionUID = 1L;

    private final NodeSpread spread;
    private final Places places;
    private final long[] states;
    private final ParentLists parents;
    private final int[] frontier;

    /**
     * @param spread where nodes live
     * @param places the block's node ids and their places
     * @param states their states
     * @param parents their parent lists
     * @param level the level of the states just decided (those the frontier holds)
     */
    StateBlock(NodeSpread spread, Places places, long[] states, ParentLists parents, long level) {
        this(spread, places, states, parents, decidedAt(states, level));
    }

    private StateBlock(NodeSpread spread, Places places, long[] states, ParentLists parents, int[] frontier) {
        this.spread = spread;
        this.places = places;
        this.states = states;
        this.parents = parents;
        this.frontier = frontier;
    }

    private static int[] decidedAt(long[] states, long level) {
        int[] places = new int[states.length];
        int k = 0;
        for (int i = 0; i < states.length; i++) {
            if (ResultCodes.decidedAt(states[i], level)) {
                places[k++] = i;
            }
        }
        return Arrays.copyOf(places, k);
    }

    int frontierSize() {
        return frontier.length;
    }

    /** One message per move into a node of the frontier, grouped by the partition of the move's source. */
    List<Tuple2<Integer, Messages>> messages() {
        Messages[] out = new Messages[spread.partitions()];
        for (int place : frontier) {
            boolean won = ResultCodes.isWin(states[place]);
            parents.forEachParent(place, places.ids()[place], p -> {
                int d = spread.partitionOf(p);
                if (out[d] == null) {
                    out[d] = new Messages();
                }
                (won ? out[d].parentsOfWon : out[d].parentsOfLost).add(p);
            });
        }
        List<Tuple2<Integer, Messages>> list = new ArrayList<>();
        for (int d = 0; d < out.length; d++) {
            if (out[d] != null) {
                list.add(new Tuple2<>(d, out[d]));
            }
        }
        return list;
    }

    /**
     * The block after a round: a move into a lost child makes an unresolved parent a win at {@code level}; a move
     * into a won child counts it down, and at zero it is a loss at {@code level}. A parent never gets both in
     * the round it is counted to zero (each move reports once, and a lost child leaves its count above zero), so
     * the order of the messages does not matter.
     */
    StateBlock apply(Iterator<Messages> received, long level) {
        long[] next = states.clone();
        int[] decided = new int[16];
        int k = 0;
        while (received.hasNext()) {
            Messages m = received.next();
            for (int i = 0; i < m.parentsOfLost.size(); i++) {
                int place = places.of(m.parentsOfLost.get(i));
                if (next[place] >= 0) {
                    next[place] = ResultCodes.win(level);
                    decided = add(decided, k++, place);
                }
            }
            for (int i = 0; i < m.parentsOfWon.size(); i++) {
                int place = places.of(m.parentsOfWon.get(i));
                if (next[place] > 0 && --next[place] == 0) {
                    next[place] = ResultCodes.loss(level);
                    decided = add(decided, k++, place);
                }
            }
        }
        return new StateBlock(spread, places, next, parents, Arrays.copyOf(decided, k));
    }

    /**
     * The block's census for deciding whether to hand the rest to the driver: its frontier's size, its unresolved
     * nodes, and their moves not yet known to reach a won node (every one of which reaches an unresolved node, a
     * node of the frontier, or a node labelled draw).
     */
    long[] census() {
        long open = 0;
        long moves = 0;
        for (long s : states) {
            if (s >= 0) {
                open++;
                moves += s;
            }
        }
        return new long[] {frontier.length, open, moves};
    }

    /** The part of the game still to solve, for {@link TailSolve}: see {@link Remainder}. */
    Remainder remainder() {
        Remainder r = new Remainder();
        long[] ids = places.ids();
        boolean[] inFrontier = new boolean[states.length];
        for (int place : frontier) {
            inFrontier[place] = true;
        }
        for (int i = 0; i < states.length; i++) {
            long s = states[i];
            int code;
            if (s >= 0) {
                r.open.add(ids[i]);
                r.openCounts.add(s);
                code = 0;
            } else if ((s & ResultCodes.DRAW_LABEL) != 0) {
                code = 3;
            } else if (inFrontier[i]) {
                code = ResultCodes.isWin(s) ? 1 : 2;
            } else {
                continue;
            }
            long before = r.parents.size();
            parents.forEachParent(i, ids[i], r.parents::add);
            if (r.parents.size() > before) {
                r.targets.add(ids[i]);
                r.targetCodes.add(code);
                r.parentCounts.add(r.parents.size() - before);
            }
        }
        return r;
    }

    /**
     * The block with its unresolved nodes settled by the driver: {@code ids} sorted, {@code solved} the state of
     * each (unresolved ones stay, as draws). Nothing is left to send.
     */
    StateBlock settled(long[] ids, long[] solved) {
        long[] next = states.clone();
        long[] own = places.ids();
        for (int i = 0; i < next.length; i++) {
            if (next[i] >= 0) {
                int at = Arrays.binarySearch(ids, own[i]);
                if (at >= 0) {
                    next[i] = solved[at];
                }
            }
        }
        return new StateBlock(spread, places, next, parents, new int[0]);
    }

    private static int[] add(int[] a, int at, int value) {
        int[] b = at == a.length ? Arrays.copyOf(a, 2 * at) : a;
        b[at] = value;
        return b;
    }

    int size() {
        return states.length;
    }

    /** Every {@code every}-th node id, for cutting the id range into parts of similar size. */
    Iterator<Long> sampleIds(long every) {
        List<Long> sample = new ArrayList<>();
        for (long i = 0; i < states.length; i += every) {
            sample.add(places.ids()[(int) i]);
        }
        return sample.iterator();
    }

    /** The nodes with their states as one sorted run per range of ids ({@link OrderedText#rangeOf}). */
    List<Tuple2<Integer, StateRun>> runs(long[] cuts) {
        long[] ids = places.ids();
        List<Tuple2<Integer, StateRun>> out = new ArrayList<>();
        StateRun run = null;
        int range = -1;
        for (int i = 0; i < ids.length; i++) {
            int r = OrderedText.rangeOf(cuts, ids[i]);
            if (r != range) {
                run = new StateRun();
                range = r;
                out.add(new Tuple2<>(r, run));
            }
            run.ids.add(ids[i]);
            run.states.add(states[i]);
        }
        return out;
    }

    /** Writes the block's nodes and states as {@link BinaryAnswer} lays them out. */
    void writeAnswer(java.io.DataOutputStream out) throws java.io.IOException {
        BinaryAnswer.write(places.ids(), states, out);
    }

    /** Every node with its state. */
    Iterator<Tuple2<Long, Long>> pairs() {
        long[] ids = places.ids();
        return new Iterator<>() {
            private int i;

            @Override
            public boolean hasNext() {
                return i < ids.length;
            }

            @Override
            public Tuple2<Long, Long> next() {
                Tuple2<Long, Long> t = new Tuple2<>(ids[i], states[i]);
                i++;
                return t;
            }
        };
    }
}
