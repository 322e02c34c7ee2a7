package org.sprague.catalog.graph;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.graph.CatMouse;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.TerminalLabel;

/**
 * Moves of Cat and Mouse (LeetCode 913): the side to move steps along an edge (the cat never into the hole); the
 * game is over when the mouse is in the hole or caught. The position is written in full, {@code GRAPH MOUSE CAT
 * TURN}, so that every position reached is one the catalog solves.
 */
final class CatMouseMoves implements PositionMoves {
    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        CatMousePosition at = CatMousePosition.parse(position);
        int mouse = at.mouse();
        int cat = at.cat();
        int turn = at.turn();
        CatMouse rules = new CatMouse(at.graph());
        long start = rules.position(mouse, cat, turn);
        List<Move> out = new ArrayList<>();
        if (rules.label(start) != TerminalLabel.NONE) {
            return out;
        }
        Set<Long> reached = new LinkedHashSet<>();
        rules.forEachMove(start, reached::add);
        for (long q : reached) {
            int from = turn == CatMouse.MOUSE ? mouse : cat;
            int to = turn == CatMouse.MOUSE ? rules.mouse(q) : rules.cat(q);
            out.add(Move.of(CatMousePosition.TURNS.get(turn) + " " + from + " -> " + to,
                    List.of(position.get(0), Integer.toString(rules.mouse(q)), Integer.toString(rules.cat(q)),
                            CatMousePosition.TURNS.get(CatMouse.turn(q)))));
        }
        return out;
    }
}
