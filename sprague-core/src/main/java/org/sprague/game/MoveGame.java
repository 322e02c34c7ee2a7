package org.sprague.game;

import java.util.function.Consumer;

/**
 * An impartial game that names its moves: each move is listed with a label, so two moves reaching the same
 * position stay two (in Wythoff's game, from piles 2 and 3, taking 1 from both piles and taking 2 from pile 2
 * are different moves to pairs of the same sizes). Its options are the positions of its moves.
 *
 * @param <P> the position type
 */
@FunctionalInterface
public interface MoveGame<P> extends ImpartialGame<P> {
    /**
     * Gives every move of {@code position} to {@code sink}, in the game's order; a terminal position gives none.
     *
     * @param position the position
     * @param sink receives each move with its label and target
     */
    void forEachMove(P position, Consumer<? super Move<P>> sink);

    @Override
    default void forEachOption(P position, Consumer<? super P> sink) {
        forEachMove(position, m -> sink.accept(m.to()));
    }
}
