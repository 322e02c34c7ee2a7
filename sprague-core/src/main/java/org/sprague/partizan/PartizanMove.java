package org.sprague.partizan;

import java.util.function.Supplier;

/**
 * One move of a partizan game. The position it leads to is made only when asked for, so that a game with many
 * moves (a sum of a thousand stalks) need not build every position to value its moves.
 *
 * <p>A move may also say where in a sum it is made: the index of the part it changes, in the order the game's
 * {@code parts} lists them, and what that part becomes (a position of the game, which may itself split into parts).
 * An engine then values the move as the position's value less that part's plus the new part's (Conway, <i>On
 * Numbers and Games</i>, ch. 7: the value of a disjunctive sum is the sum of the values), without making the whole
 * position it leads to.
 *
 * @param text what the move does, for people
 * @param position makes the position the move leads to
 * @param part the index of the part the move is made in, or -1 when not said
 * @param partAfter makes what that part becomes; {@code null} when {@code part} is -1
 * @param <P> the position type
 */
public record PartizanMove<P>(String text, Supplier<P> position, int part, Supplier<P> partAfter) {
    /**
     * A move to a position already made.
     *
     * @param text what the move does, for people
     * @param to the position it leads to
     */
    public PartizanMove(String text, P to) {
        this(text, () -> to, -1, null);
    }

    /**
     * A move made in one part of a sum.
     *
     * @param text what the move does, for people
     * @param position makes the whole position the move leads to
     * @param part the index of the part it changes
     * @param partAfter makes what that part becomes
     * @param <P> the position type
     * @return the move
     */
    public static <P> PartizanMove<P> inPart(String text, Supplier<P> position, int part, Supplier<P> partAfter) {
        return new PartizanMove<>(text, position, part, partAfter);
    }

    /**
     * The position the move leads to.
     *
     * @return the position
     */
    public P to() {
        return position.get();
    }
}
