package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.sprague.game.ImpartialGame;

/**
 * Georgia and Bob (POJ 1704) stated for the generic solvers: a position is the chessmen's cells, ascending; a move
 * takes one chessman left by at least one cell, never onto or past the next chessman to its left, nor past cell 1.
 */
public final class StaircaseRules {
    private StaircaseRules() {
    }

    /** Options of an ascending list of cells: chessman by chessman, new cell ascending. */
    public static final ImpartialGame<List<Integer>> GAME = (cells, sink) -> {
        for (int i = 0; i < cells.size(); i++) {
            int floor = i == 0 ? 1 : cells.get(i - 1) + 1;
            for (int q = floor; q < cells.get(i); q++) {
                List<Integer> next = new ArrayList<>(cells);
                next.set(i, q);
                sink.accept(Collections.unmodifiableList(next));
            }
        }
    };
}
