package org.sprague.spark;

import java.util.function.LongConsumer;
import org.sprague.game.ReversibleTurnGame;

/** The parents of a node asked of the game itself (its un-moves): no parent lists are stored at all. */
final class Unmoves implements ParentLists {
    private static final long serialVersionUID = 1L;

    private final GameFactory factory;
    private transient ReversibleTurnGame game;

    Unmoves(GameFactory factory) {
        this.factory = factory;
    }

    @Override
    public void forEachParent(int local, long id, LongConsumer sink) {
        if (game == null) {
            game = (ReversibleTurnGame) factory.create();
        }
        game.forEachUnmove(id, sink);
    }
}
