package org.sprague.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sprague.game.IndexedImpartialGame;
import org.sprague.value.MexBuffer;
import org.sprague.value.Remoteness;

/**
 * Grundy values and remoteness of a numbered impartial game, in primitive arrays (9 bytes a position), by
 * iterative post-order search: the same two-visit scheme as {@link PostOrderMemo} on an {@code int} stack.
 *
 * <p>Positions are evaluated on demand; {@link #solveAll()} evaluates all of them.
 *
 * <p>Not thread-safe: its tables and its stack are filled as it runs; use one per thread.
 */
public final class IndexedGrundySolver implements GrundySolver<Integer> {
    private static final byte NEW = 0;
    private static final byte EXPANDING = 1;
    private static final byte DONE = 2;

    private final IndexedImpartialGame game;
    private final int[] grundy;
    private final int[] remoteness;
    private final byte[] state;
    private final MexBuffer mex = new MexBuffer();
    private int[] stack = new int[64];
    private int top;
    private long leastLosing;
    private long greatest;

    /**
     * A solver with tables for every position of {@code game}, filled on demand.
     *
     * @param game the game; its tables take about 9 bytes a position
     */
    public IndexedGrundySolver(IndexedImpartialGame game) {
        this.game = game;
        int n = game.size();
        this.grundy = new int[n];
        this.remoteness = new int[n];
        this.state = new byte[n];
    }

    /**
     * Evaluates every position.
     *
     * @return this solver
     */
    public IndexedGrundySolver solveAll() {
        for (int p = 0; p < state.length; p++) {
            evaluate(p);
        }
        return this;
    }

    /**
     * The Grundy value of a position as a primitive.
     *
     * @param position a position, {@code 0 <= position < size()}
     * @return its value
     */
    public int grundyOf(int position) {
        evaluate(position);
        return grundy[position];
    }

    @Override
    public int grundy(Integer position) {
        return grundyOf(position);
    }

    @Override
    public long remoteness(Integer position) {
        evaluate(position);
        return remoteness[position];
    }

    @Override
    public List<Integer> winningOptions(Integer position) {
        // collect first: evaluating inside the game's own enumeration would re-enter it
        java.util.LinkedHashSet<Integer> options = new java.util.LinkedHashSet<>();
        game.forEachOption(position, options::add);
        List<Integer> winning = new ArrayList<>();
        for (int o : options) {
            if (grundyOf(o) == 0) {
                winning.add(o);
            }
        }
        return winning;
    }

    private void evaluate(int root) {
        if (state[root] == DONE) {
            return;
        }
        top = 0;
        push(root);
        try {
            run();
        } catch (RuntimeException e) {
            // undo half-done work so the solver stays usable (and correct) after a cycle error
            for (int i = 0; i < state.length; i++) {
                if (state[i] == EXPANDING) {
                    state[i] = NEW;
                }
            }
            throw e;
        }
    }

    /** Positions expanded, for the cancellation check every 1024 of them. */
    private long expanded;

    private void run() {
        while (top > 0) {
            int p = stack[top - 1];
            if (state[p] == DONE) {
                top--;
            } else if (state[p] == NEW) {
                if ((++expanded & 0x3FF) == 0) {
                    Budget.checkInterrupted(expanded + " positions searched");
                }
                state[p] = EXPANDING;
                game.forEachOption(p, o -> {
                    if (state[o] == EXPANDING) {
                        throw new IllegalArgumentException("the game has a cycle through position " + o
                                + "; these solvers need a short, acyclic game");
                    }
                    if (state[o] == NEW) {
                        push(o);
                    }
                });
            } else {
                mex.clear();
                leastLosing = Remoteness.NONE;
                greatest = Remoteness.NONE;
                game.forEachOption(p, o -> {
                    mex.add(grundy[o]);
                    leastLosing = Remoteness.foldLeastLosing(leastLosing, grundy[o] == 0, remoteness[o]);
                    greatest = Math.max(greatest, remoteness[o]);
                });
                grundy[p] = mex.mex();
                remoteness[p] = (int) Remoteness.of(leastLosing, greatest);
                state[p] = DONE;
                top--;
            }
        }
    }

    private void push(int p) {
        if (top == stack.length) {
            stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top++] = p;
    }
}
