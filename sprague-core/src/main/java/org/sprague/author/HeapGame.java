package org.sprague.author;

import java.util.List;
import java.util.Optional;

/**
 * A heap game for a plug-in, stated by its rule: a position is a list of heaps, a move acts on one heap and leaves
 * at most three smaller heaps in its place, and whoever cannot move loses. From {@link #options} alone sprague
 * derives the rest: the Grundy values by the mex rule, the solution of a sum by the nim-sum of its heaps with every
 * winning move (the Sprague-Grundy theorem), remoteness by search, misère play through the misère quotient
 * (T. E. Plambeck, "Taming the wild in impartial combinatorial games", Integers 5, 2005), Moore's Nim-k, the moves
 * for {@code play} and {@code --explain}, {@code values} (tables, periods), and the web page. A {@link #formula()}
 * adds heaps of any size and proven periods.
 *
 * <p>Registered by one line naming the class in {@code META-INF/services/org.sprague.author.HeapGame}. The class
 * needs a public constructor without arguments and holds no state that changes (one instance answers several
 * threads). Example, the subtraction game of moves 1, 3 and 4, in full:
 * <pre>{@code
 * public final class SubtractOneThreeFour implements HeapGame {
 *     public String id() {
 *         return "subtract-134";
 *     }
 *
 *     public String summary() {
 *         return "take 1, 3 or 4 tokens from a heap";
 *     }
 *
 *     public void options(long n, Leaves leaves) {
 *         for (long take : new long[] {1, 3, 4}) {
 *             if (take <= n) {
 *                 leaves.leave(n - take);
 *             }
 *         }
 *     }
 *
 *     public Optional<Formula> formula() { // the values repeat 0 1 0 1 2 3 2 with period 7
 *         return Optional.of(Formula.periodic("G(n) = (0 1 0 1 2 3 2)[n mod 7]",
 *                 n -> new long[] {0, 1, 0, 1, 2, 3, 2}[(int) (n % 7)], new Period(0, 7, 0)));
 *     }
 * }
 * }</pre>
 */
public interface HeapGame {
    /**
     * The id, as typed after {@code sprague solve}: a word of letters, digits and single dashes.
     *
     * @return such as {@code take-or-halve}
     */
    String id();

    /**
     * One line: what the game is, for {@code sprague list}.
     *
     * @return the summary
     */
    String summary();

    /**
     * Every move of one heap: calls {@code leaves} once per move with the heaps it leaves (see {@link Leaves}). It is
     * called for heaps of every size the answer needs, from small ones (the values by the mex rule) to huge ones
     * (the winning moves in a heap of 10<sup>12</sup>, when a {@link #formula()} gives the values); a rule with
     * many moves per heap is fine on small heaps, and a huge heap with too many moves to list is answered without
     * its winning moves there.
     *
     * @param heap the heap, {@code heap >= 0}
     * @param leaves receives the moves
     */
    void options(long heap, Leaves leaves);

    /**
     * A proven formula for the values, if the game has one; the default says none (the values are then computed
     * from the rule, as far as the budget goes).
     *
     * @return the formula, or empty
     */
    default Optional<Formula> formula() {
        return Optional.empty();
    }

    /**
     * Example positions, each as typed after the id, for help and the web page; the default is two.
     *
     * @return such as {@code 6} and {@code 3 4}
     */
    default List<String> examples() {
        return List.of("5", "3 4 5");
    }
}
