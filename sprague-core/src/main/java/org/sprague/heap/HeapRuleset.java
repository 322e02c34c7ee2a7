package org.sprague.heap;

import java.math.BigInteger;
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
    /** The ruleset as the command line names it, such as {@code octal 0.77} or {@code subtraction 1,3,4}. */
    String name();

    /** One line: what a move is. */
    String rules();

    /** The most heaps one move can leave: 1 for take-only rules, 2 or 3 for rules that split. */
    int maxParts();

    /**
     * Gives every option of a heap of {@code n} tokens to {@code sink}, in the ruleset's natural order (fewest
     * tokens removed first, then the smallest first part). Options may repeat.
     */
    void forEachOption(int n, PartsSink sink);

    /**
     * The equivalent finite octal or hexadecimal code, when the rules are one (then the octal periodicity
     * theorem applies), else {@code null}.
     */
    default OctalCode asCode() {
        return null;
    }

    /** A proven formula for G(n), or {@code null}. */
    default ClosedForm closedForm() {
        return null;
    }

    /**
     * Roughly how many steps computing G(0..n) takes, to refuse work that cannot finish: n times the options
     * per heap. The default assumes every smaller heap and every split may be an option (quadratic).
     */
    default double cost(long n) {
        return (double) n * n;
    }

    /** Roughly how many options a heap of {@code n} tokens has, to decide whether to enumerate them. */
    default double optionCount(int n) {
        return n == 0 ? 0 : cost(n) / n;
    }

    /**
     * Proposes to {@code query} the options of a heap of {@code n} tokens, too many to enumerate, that may have
     * the value {@link HeapOracle.Query#target()}, using the ruleset's structure (a few amounts to remove, the
     * inverse of a closed form); the query keeps those of that value. The default cannot: it proposes nothing.
     *
     * @return whether every option of that value was proposed; false when the ruleset cannot tell them all
     */
    default boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        return false;
    }

    /**
     * Whether {@link #computeValues} may be called on many short ranges at no extra cost, so that a long run can
     * check its time between blocks; rulesets that rebuild state from {@code g[0..from-1]} on each call say no.
     */
    default boolean resumesCheaply() {
        return true;
    }

    /**
     * Fills {@code g[from..to]}, given {@code g[0..from-1]}: the general algorithm, the mex of the options'
     * values (Sprague 1935, Grundy 1939), where an option leaving several heaps has the XOR of their values.
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
