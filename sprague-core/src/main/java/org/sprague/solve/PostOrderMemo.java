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
import org.sprague.solve.retrograde.MemoryBudget;

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
    /** Checked every {@link #CHECK_EVERY} expansions: the run's time, and the thread's interruption. */
    private Budget.Deadline deadline = Budget.Deadline.none();
    /** The most option visits (both passes) the memo may make, over its life. */
    private double maxSteps = Double.POSITIVE_INFINITY;
    private long steps;
    /** The run's memory, charged {@link #bytesPerPosition} a position held; {@code null} when not counted. */
    private MemoryBudget.Account memory;
    private long bytesPerPosition;
    private long charged;
    private long expansions;

    /** How many expansions pass between checks of the deadline and the memory. */
    static final int CHECK_EVERY = 1024;

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
     * Holds the search to the run's limits besides {@code maxPositions}: the search stops with a
     * {@link ResourceLimitException} once the deadline passes, once it has visited more than {@code maxSteps}
     * options (each option counts once when a position is expanded and once when it is evaluated), or once the
     * positions held, at {@code bytesPerPosition} each, no longer fit {@code memory} (charged ahead,
     * {@value #CHECK_EVERY} positions at a time). The time is checked every {@value #CHECK_EVERY} expansions, steps
     * and memory at each, so a search whose estimate was wrong still ends within its budget.
     *
     * @param deadline the run's deadline ({@link Budget.Deadline#none()} for none)
     * @param maxSteps the most option visits, {@link Double#POSITIVE_INFINITY} for no limit
     * @param memory the run's memory account, or {@code null} not to count
     * @param bytesPerPosition what one held position costs in the memo (map entry, key and value)
     * @return this memo
     */
    public PostOrderMemo<P> limit(Budget.Deadline deadline, double maxSteps, MemoryBudget.Account memory,
            long bytesPerPosition) {
        this.deadline = deadline == null ? Budget.Deadline.none() : deadline;
        this.maxSteps = maxSteps;
        this.memory = memory;
        this.bytesPerPosition = bytesPerPosition;
        return this;
    }

    /**
     * The option visits made so far, over the memo's life.
     *
     * @return each option counted once per pass (expansion, evaluation)
     */
    public long steps() {
        return steps;
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
                    steps++;
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
                steps += filled;
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
        long held = (long) values.size() + expanding.size();
        if (held > maxPositions) {
            throw new ResourceLimitException("the search needs more than " + maxPositions
                    + " positions; give a smaller position or raise the position budget");
        }
        if (steps > maxSteps) {
            throw new ResourceLimitException(String.format(java.util.Locale.ROOT, "the search needs more than %.0e"
                    + " steps (%d positions searched)", maxSteps, values.size()),
                    ResourceLimitException.Resource.STEPS, steps);
        }
        if (memory != null && held >= charged) {
            // charged ahead, CHECK_EVERY positions at a time
            long more = held - charged + CHECK_EVERY;
            memory.requireGrowing(more * bytesPerPosition, "the " + held + " positions of the search");
            charged += more;
        }
        if (++expansions % CHECK_EVERY == 0) {
            deadline.check(values.size() + " positions searched");
        }
    }
}
