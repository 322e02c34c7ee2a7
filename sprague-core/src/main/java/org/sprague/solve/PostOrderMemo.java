package org.sprague.solve;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;

/**
 * Evaluates positions of a short game bottom-up with memoization, iteratively: an explicit stack replaces
 * recursion, so a chain of millions of positions cannot overflow the thread's stack.
 *
 * <p>Each position is visited twice: the first visit pushes its unevaluated options, the second (when they are
 * all done) enumerates the options again and evaluates. A position met again while its own expansion is under
 * way lies on a cycle, which a short game cannot have; that raises {@link IllegalArgumentException}.
 *
 * @param <P> the position type
 */
public final class PostOrderMemo<P> {
    private final ImpartialGame<P> game;
    private final Canonicalizer<P> canonicalizer;
    private final PositionEvaluator evaluator;
    private final long maxPositions;
    private final Map<P, Long> values = new HashMap<>();
    private final Set<P> expanding = new HashSet<>();
    private long[] buffer = new long[16];
    private int filled;

    /**
     * An empty memo.
     *
     * @param game the rules
     * @param canonicalizer the form in which positions are stored
     * @param evaluator the value of a position from its options' values
     * @param maxPositions the most positions held (those evaluated plus those on the search stack)
     */
    public PostOrderMemo(ImpartialGame<P> game, Canonicalizer<P> canonicalizer, PositionEvaluator evaluator,
            long maxPositions) {
        this.game = game;
        this.canonicalizer = canonicalizer;
        this.evaluator = evaluator;
        this.maxPositions = maxPositions;
    }

    /**
     * The canonical form of a position, as the memo stores it.
     *
     * @param position any position
     * @return its canonical form
     */
    public P canonical(P position) {
        return canonicalizer.canonical(position);
    }

    /**
     * The number of positions evaluated so far.
     *
     * @return the distinct canonical positions whose value is held
     */
    public int size() {
        return values.size();
    }

    /**
     * The value of {@code position}, evaluating it and every position below it that is not yet memoized.
     *
     * @param position any position; its canonical form is what is valued
     * @return the evaluator's value of it
     * @throws ResourceLimitException when more than {@code maxPositions} positions would be held
     * @throws IllegalArgumentException when the game has a cycle
     */
    public long value(P position) {
        P root = canonicalizer.canonical(position);
        Long known = values.get(root);
        if (known != null) {
            return known;
        }
        Deque<P> stack = new ArrayDeque<>();
        stack.push(root);
        try {
            run(stack);
        } finally {
            // after a failure (budget, cycle) half-expanded positions must not look like work in progress
            expanding.clear();
        }
        return values.get(root);
    }

    private void run(Deque<P> stack) {
        while (!stack.isEmpty()) {
            P p = stack.peek();
            if (values.containsKey(p)) {
                stack.pop();
                continue;
            }
            if (expanding.add(p)) {
                checkBudget();
                game.forEachOption(p, option -> {
                    P c = canonicalizer.canonical(option);
                    if (!values.containsKey(c)) {
                        if (expanding.contains(c)) {
                            throw new IllegalArgumentException("the game has a cycle (a position is reachable"
                                    + " from itself); these solvers need a short, acyclic game");
                        }
                        stack.push(c);
                    }
                });
            } else {
                filled = 0;
                game.forEachOption(p, option -> append(values.get(canonicalizer.canonical(option))));
                values.put(p, evaluator.evaluate(buffer, filled));
                expanding.remove(p);
                stack.pop();
            }
        }
    }

    private void append(long v) {
        if (filled == buffer.length) {
            buffer = Arrays.copyOf(buffer, filled * 2);
        }
        buffer[filled++] = v;
    }

    private void checkBudget() {
        if ((values.size() & 0x3FF) == 0) {
            Budget.checkInterrupted(values.size() + " positions searched");
        }
        if ((long) values.size() + expanding.size() > maxPositions) {
            throw new ResourceLimitException("the search needs more than " + maxPositions
                    + " positions; give a smaller position or raise the position budget");
        }
    }
}
