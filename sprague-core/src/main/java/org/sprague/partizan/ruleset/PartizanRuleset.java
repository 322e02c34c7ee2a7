package org.sprague.partizan.ruleset;

import java.util.List;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;

/**
 * A partizan game (Left and Right have different moves) under normal play, stated by its rules alone: the moves of
 * each player from a position. Everything else is optional knowledge a game may add, each used by the generic
 * engines where present: how a position splits into a disjunctive sum of independent parts ({@link #parts}), a
 * representative of its class under symmetries that keep the value ({@link #representative}) or, for the
 * values alone, that keep or negate it ({@link #signedRepresentative}), a size that tells a
 * search which parts are small enough to value ({@link #size}), a proven static decision ({@link #decided}), and
 * the values the game's own theory gives without search ({@link #knownValue}), and which moves reach the same
 * position ({@link #distinctMoves}). A move may say which part it is made
 * in ({@link PartizanMove#inPart}), so that its value is found from that part alone.
 *
 * <p>Positions must be immutable values with {@code equals} and {@code hashCode} (records, strings, lists of them):
 * the engines memoise by them. For canonical values play must end: a position may not be reached again on its own
 * line of play (the engines report such a cycle as {@link PlayReturns}); a game whose play repeats is valued as a
 * loopy game over its whole graph ({@link RulesetGraph}).
 *
 * @param <P> the position type
 */
public interface PartizanRuleset<P> {
    /**
     * Every move of one player, in the game's natural order (a search tries them in this order).
     *
     * @param position the position
     * @param left whether Left moves (Right when false)
     * @return the moves, each with a label for people and the position it reaches; empty when that player cannot
     *     move (and so loses, moving)
     */
    List<PartizanMove<P>> moves(P position, boolean left);

    /**
     * The moves whose positions the engines value and search: {@link #moves}, less any move that reaches the same
     * position as a move kept (removing either of two parallel edges of one colour). Play, explanations and winning
     * moves list every move; the values need each position once. The default is every move.
     *
     * @param position the position
     * @param left whether Left moves (Right when false)
     * @return the moves, each reaching a position none before it reaches
     */
    default List<PartizanMove<P>> distinctMoves(P position, boolean left) {
        return moves(position, left);
    }

    /**
     * The position in the game's input syntax, one command-line argument a string.
     *
     * @param position the position
     * @return the arguments that parse back to it
     */
    List<String> format(P position);

    /**
     * The independent parts whose disjunctive sum the position is (the regions of a board that no move joins),
     * each a position of the game; parts where neither player can move may be left out. The default is the position
     * itself, whole.
     *
     * @param position the position
     * @return the parts; empty for a position with no move for either player
     */
    default List<P> parts(P position) {
        return List.of(position);
    }

    /**
     * The representative of the position's class under symmetries that keep its value (a board's mirror images,
     * say), so that the engines value one position per class. The default is the position itself.
     *
     * @param position a part, as {@link #parts} gives it
     * @return a position of equal value, the same for every member of the class
     */
    default P representative(P position) {
        return position;
    }

    /**
     * A part's representative where the game's symmetries may also negate the value: a Domineering region turned a
     * quarter (transposed) swaps vertical and horizontal, so Left's moves and Right's, and its value is the negative
     * of the region's (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 2: {@code -G} is {@code G} with the
     * players' roles exchanged). The values engine holds one value per class of both kinds of symmetry and gives a
     * part its representative's value, negated where {@link Signed#negated} says so; a search that sums parts as
     * positions uses {@link #representative} alone. The default is {@link #representative}, not negated.
     *
     * @param position a part, as {@link #parts} gives it
     * @return the representative, the same for every member of the class, and whether the part's value is its
     *     negative
     */
    default Signed<P> signedRepresentative(P position) {
        return new Signed<>(representative(position), false);
    }

    /**
     * A representative under symmetries that keep or negate the value ({@link #signedRepresentative}).
     *
     * @param representative the class's representative
     * @param negated whether the part's value is the representative's negative
     * @param <P> the position type
     */
    record Signed<P>(P representative, boolean negated) {
    }

    /**
     * How big a part is, in the game's own unit (empty cells, tokens): a search values the parts of at most
     * {@link #smallPart()} by their canonical values and searches the rest. The default, -1, says nothing, and
     * such parts are searched.
     *
     * @param part a part, as {@link #parts} gives it
     * @return its size, or -1 when unknown
     */
    default int size(P part) {
        return -1;
    }

    /**
     * What one position visited by the outcome search ({@link SumOutcomeSearch}) costs in a budget's search steps,
     * calibrated so that {@code org.sprague.solve.Budget.SEARCH_STEPS_PER_SECOND} steps are about a second of this
     * game's search on one core.
     *
     * @return steps a position; the default, {@link SumOutcomeSearch#STEPS_PER_POSITION}, is Toads and Frogs'
     */
    default double searchStepsPerPosition() {
        return SumOutcomeSearch.STEPS_PER_POSITION;
    }

    /**
     * The largest {@link #size} of a part that a search values by its canonical value rather than searching it.
     *
     * @return a size; the default, 10, suits boards whose regions of ten cells have small values
     */
    default int smallPart() {
        return 10;
    }

    /** What {@link #knownValue} returns when the game's theory does not give the value. */
    int NOT_KNOWN = -1;

    /**
     * The canonical value of a part where the game's own theory gives it without valuing its options (a closed
     * form, a table of small parts): the engines ask it of every part before they look for its representative or
     * at its moves, so it should cost little where it does not know. It must be the value the options give, so a
     * test holding it to them on small parts is the game's proof.
     *
     * @param part a part, as {@link #parts} gives it, or its {@link #representative}
     * @param games the space the value is made in
     * @return the value's id in {@code games}, or {@link #NOT_KNOWN} (the default)
     */
    default int knownValue(P part, CanonicalGames games) {
        return NOT_KNOWN;
    }

    /**
     * What the game knows of the position without search, proven by its own theory (a count of moves no opponent
     * can take away, say). Used only where the position is the whole game being searched.
     *
     * @param position the position
     * @param left whether Left is to move
     * @return 1 when the player to move surely wins, -1 when that player surely loses, 0 when not known (the
     *     default)
     */
    default int decided(P position, boolean left) {
        return 0;
    }
}
