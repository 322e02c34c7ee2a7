package org.sprague.author;

import java.util.List;

/**
 * A partizan game for a plug-in, stated by its options: how a position is written, and Left's and Right's moves.
 * Whoever cannot move loses. From that sprague derives the canonical value, outcome class, thermograph and winning
 * moves (combinatorial game theory as in E. R. Berlekamp, J. H. Conway and R. K. Guy, "Winning Ways", 1982), the
 * outcome by search where values are out of reach, {@code play}, {@code --explain}, {@code --cases} and the web page.
 * Stating {@link #parts} (independent components whose sum the position is) and {@link #size} lets it value each
 * part once and use small parts' values inside a search.
 *
 * <p>Registered by one line naming the class in {@code META-INF/services/org.sprague.author.PartizanGame}; a
 * public constructor without arguments, no state that changes. Example, a strip of n squares from which Left cuts
 * off one square at a time and Right cannot move (its value is the integer n - 1):
 * <pre>{@code
 * public final class LeftCuts implements PartizanGame<Integer> {
 *     public String id() { return "left-cuts"; }
 *     public String summary() { return "Left cuts a strip in two; Right cannot move"; }
 *     public String syntax() { return "N (a strip of N squares, 1 to 30)"; }
 *     public Integer parse(List<String> position) {
 *         if (position.size() != 1 || !position.get(0).matches("[1-9][0-9]?")
 *                 || Integer.parseInt(position.get(0)) > 30) {
 *             throw new BadInputException("give one strip length from 1 to 30");
 *         }
 *         return Integer.valueOf(position.get(0));
 *     }
 *     public List<Move<Integer>> options(Integer n, boolean left) {
 *         return left && n > 1 ? List.of(new Move<>("cut off 1", n - 1)) : List.of();
 *     }
 *     public List<String> format(Integer n) { return List.of(n.toString()); }
 * }
 * }</pre>
 *
 * @param <P> the position type: an immutable value with {@code equals} and {@code hashCode} (a record, or a
 *     {@code List.of(...)})
 */
public interface PartizanGame<P> {
    /**
     * The id, as typed after {@code sprague solve}: a word of letters, digits and single dashes.
     *
     * @return such as {@code partizan-subtraction}
     */
    String id();

    /**
     * One line: what the game is, for {@code sprague list}.
     *
     * @return the summary
     */
    String summary();

    /**
     * The position syntax, for help and messages.
     *
     * @return such as {@code HEAP... (heap sizes from 0 to 10000)}
     */
    String syntax();

    /**
     * Example positions, each as typed after the id.
     *
     * @return such as {@code 3} and {@code 4 5}
     */
    List<String> examples();

    /**
     * Reads a position given as arguments.
     *
     * @param position the arguments, in the game's syntax
     * @return the position
     * @throws org.sprague.BadInputException with one line saying what is wrong, for a malformed position
     */
    P parse(List<String> position);

    /**
     * Every move of one player, each labelled, in the order a search should try them.
     *
     * @param position the position
     * @param left whether Left moves (else Right)
     * @return the moves; empty when that player cannot move
     */
    List<Move<P>> options(P position, boolean left);

    /**
     * Writes a position as arguments, so that {@link #parse} reads it back.
     *
     * @param position the position
     * @return the arguments
     */
    List<String> format(P position);

    /**
     * The independent components whose disjunctive sum the position is, each a position of the game; components
     * where neither player can move may be left out. The default is the position itself.
     *
     * @param position the position
     * @return its parts
     */
    default List<P> parts(P position) {
        return List.of(position);
    }

    /**
     * How big a part is (cells, tokens), so that small parts are valued, not searched, inside a search of a large
     * sum; the default, -1, says nothing.
     *
     * @param part one part
     * @return its size, or -1
     */
    default int size(P part) {
        return -1;
    }
}
