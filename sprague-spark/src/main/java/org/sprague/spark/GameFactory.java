package org.sprague.spark;

import java.io.Serializable;
import org.sprague.game.IndexedTurnGame;

/**
 * Makes an implicit game on each executor (the GamesmanOne way: the game supplies moves, and un-moves when it is a
 * {@link org.sprague.game.ReversibleTurnGame}, and the generic solver does the rest). Only this small recipe is
 * shipped to the executors, never a table of positions; {@link #create()} is called once per partition and round,
 * so it should be cheap.
 */
@FunctionalInterface
public interface GameFactory extends Serializable {
    IndexedTurnGame create();
}
