package org.sprague.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.sprague.value.MexBuffer;

/**
 * The rules of a one-heap game: which heaps a move from a heap of {@code n} tokens leaves. A position of the game
 * is a list of heaps (a disjunctive sum), and a move acts on one heap, possibly splitting it into several.
 *
 * <p>{@link #computeValues} fills in the Grundy sequence; its default is the general mex algorithm over
 * {@link #forEachOption}, with one reusable mark array. Rulesets override it with faster loops over primitive
 * arrays, and tests hold every override equal to the default.
 */
public interface HeapRuleset {
    /**
     * The ruleset's name with its parameters, for messages and answers.
     *
     * @return such as {@code octal 0.77} or {@code subtraction 1,3,4}
     */
    String name();

    /**
     * What a move is.
     *
     * @return one line in words
     */
    String rules();

    /**
     * The most heaps one move can leave.
     *
     * @return 1 for take-only rules, 2 or 3 for rules that split
     */
    int maxParts();

    /**
     * Gives every option of a heap of {@code n} tokens to {@code sink}, in the ruleset's natural order (fewest
     * tokens removed first, then the smallest first part). Options may repeat.
     *
     * @param n the heap, {@code n >= 0}
     * @param sink receives the heaps each option leaves (0 for an unused part)
     */
    void forEachOption(int n, PartsSink sink);

    /**
     * The equivalent finite octal or hexadecimal code, when the rules are one (then the octal periodicity
     * theorem applies), else {@code null}.
     *
     * @return the code, or {@code null} when the rules are not a finite code
     */
    default OctalCode asCode() {
        return null;
    }

    /**
     * A proven formula for G(n).
     *
     * @return the closed form, or {@code null} when none is known
     */
    default ClosedForm closedForm() {
        return null;
    }

    /**
     * Roughly how many steps computing G(0..n) takes, to refuse work that cannot finish: n times the options
     * per heap. The default assumes every smaller heap and every split may be an option (quadratic).
     *
     * @param n the largest heap to value
     * @return an estimate in steps (about one simple operation each), compared with a budget's steps
     */
    default double cost(long n) {
        return (double) n * n;
    }

    /**
     * Roughly how many options a heap has, to decide whether to enumerate them.
     *
     * @param n the heap
     * @return an estimate; by default {@code cost(n) / n}, 0 for the empty heap
     */
    default double optionCount(int n) {
        return n == 0 ? 0 : cost(n) / n;
    }

    /**
     * Proposes to {@code query} the options of a heap of {@code n} tokens, too many to enumerate, that may have
     * the value {@link HeapOracle.Query#target()}, using the ruleset's structure (a few amounts to remove, the
     * inverse of a closed form); the query keeps those of that value. The default cannot: it proposes nothing.
     *
     * @param n the heap, too large to enumerate its options
     * @param query receives the candidate options and keeps those of the value wanted
     * @return whether every option of that value was proposed; false when the ruleset cannot tell them all
     */
    default boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        return false;
    }

    /**
     * Whether one move may take a heap of {@code n} tokens to {@code parts}, decided by the rules themselves rather
     * than by listing {@link #forEachOption}, so at any size (a typed move in play on a huge heap). The default
     * reads {@link #asCode()}: removing {@code n - sum} tokens must leave that many heaps; rulesets that are no
     * code state their own test.
     *
     * @param n the heap, {@code n >= 0}
     * @param parts the heaps the move leaves, each at least 1, in any order; empty when it leaves nothing
     * @return whether the move is legal; empty when the ruleset cannot tell without listing
     */
    default Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        OctalCode code = asCode();
        if (code == null) {
            return Optional.empty();
        }
        BigInteger removed = n.subtract(HeapMoves.sum(parts));
        if (!HeapMoves.positive(parts) || removed.signum() < 0
                || removed.compareTo(BigInteger.valueOf(code.maxRemoved())) > 0) {
            return Optional.of(false);
        }
        int bit = switch (parts.size()) {
            case 0 -> 1;
            case 1 -> 2;
            case 2 -> 4;
            case 3 -> 8;
            default -> 0;
        };
        return Optional.of((code.digit(removed.intValue()) & bit) != 0);
    }

    /**
     * Whether {@link #computeValues} may be called on many short ranges at no extra cost, so that a long run can
     * check its time between blocks; rulesets that rebuild state from {@code g[0..from-1]} on each call say no.
     *
     * @return true by default
     */
    default boolean resumesCheaply() {
        return true;
    }

    /**
     * Fills {@code g[from..to]}, given {@code g[0..from-1]}: the general algorithm, the mex of the options'
     * values (Sprague 1935, Grundy 1939), where an option leaving several heaps has the XOR of their values.
     *
     * @param g the values, at least {@code to + 1} long; {@code g[0..from-1]} filled in
     * @param from the first heap to value
     * @param to the last heap to value
     */
    default void computeValues(int[] g, int from, int to) {
        MexBuffer mex = new MexBuffer();
        for (int n = from; n <= to; n++) {
            mex.clear();
            forEachOption(n, (a, b, c) -> mex.add(g[a] ^ g[b] ^ g[c]));
            g[n] = mex.mex();
        }
    }
}
