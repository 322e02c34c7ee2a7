package org.sprague.catalog.graph;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.graph.AdjacencyList;
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
    private static final String[] TURNS = {"mouse", "cat"};

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        if (position.isEmpty() || position.size() == 2 || position.size() > 4) {
            throw new BadInputException("cat-mouse takes GRAPH [MOUSE CAT [mouse|cat]]");
        }
        int[][] graph = AdjacencyList.parse(position.get(0), "cat-mouse graph");
        int mouse = position.size() > 1 ? node(position.get(1), graph.length) : 1;
        int cat = position.size() > 1 ? node(position.get(2), graph.length) : 2;
        int turn = position.size() > 3 ? List.of(TURNS).indexOf(position.get(3).strip()) : CatMouse.MOUSE;
        if (turn < 0 || graph.length < 3 || cat == CatMouse.HOLE) {
            throw new BadInputException("not a cat-mouse position: " + String.join(" ", position));
        }
        CatMouse rules = new CatMouse(graph);
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
            out.add(Move.of(TURNS[turn] + " " + from + " -> " + to, List.of(position.get(0),
                    Integer.toString(rules.mouse(q)), Integer.toString(rules.cat(q)), TURNS[CatMouse.turn(q)])));
        }
        return out;
    }

    private static int node(String text, int n) {
        try {
            int v = Integer.parseInt(text.strip());
            if (v >= 0 && v < n) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInputException("a cat-mouse node is a number from 0 to " + (n - 1) + ", got '" + text + "'");
    }
}
