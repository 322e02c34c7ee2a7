package org.sprague.catalog.graph;

import java.util.List;
import org.sprague.BadInputException;

/**
 * A Cat and Mouse position as written, {@code GRAPH [MOUSE CAT [mouse|cat]]}: the graph, where the mouse and the cat
 * stand (1 and 2 unless given) and whose turn it is (the mouse's unless given).
 *
 * @param graph the adjacency lists
 * @param mouse the mouse's node
 * @param cat the cat's node
 * @param turn {@link CatMouse#MOUSE} or {@link CatMouse#CAT}
 */
record CatMousePosition(int[][] graph, int mouse, int cat, int turn) {
    /** The players' names, by turn. */
    static final List<String> TURNS = List.of("mouse", "cat");

    /** Reads {@code position}; a malformed one is bad input. */
    static CatMousePosition parse(List<String> position) {
        if (position.isEmpty() || position.size() == 2 || position.size() > 4) {
            throw new BadInputException("cat-mouse takes GRAPH [MOUSE CAT [mouse|cat]]");
        }
        int[][] graph = AdjacencyList.parse(position.get(0), "cat-mouse graph");
        int mouse = position.size() > 1 ? node(position.get(1), graph.length) : 1;
        int cat = position.size() > 1 ? node(position.get(2), graph.length) : 2;
        int turn = position.size() > 3 ? TURNS.indexOf(position.get(3).strip()) : CatMouse.MOUSE;
        if (turn < 0 || graph.length < 3 || cat == CatMouse.HOLE) {
            throw new BadInputException("not a cat-mouse position: " + String.join(" ", position));
        }
        return new CatMousePosition(graph, mouse, cat, turn);
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
