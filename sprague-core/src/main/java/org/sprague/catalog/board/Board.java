package org.sprague.catalog.board;

import java.util.List;

/**
 * What a position looks like, described neutrally for a front end to draw: heaps of tokens, a grid of cells, edges
 * hanging from the ground, or a graph of nodes. Each clickable part names the move it makes by the move's own label
 * ({@link org.sprague.catalog.moves.Move#text()}), so a drawing needs no knowledge of the game's rules; a part no
 * move uses carries {@code null}.
 */
public sealed interface Board permits Board.Heaps, Board.Grid, Board.Edges, Board.Graph, Board.Rectangles {
    /**
     * The kind's name, as front ends switch on it: {@code heaps}, {@code grid}, {@code edges}, {@code graph} or
     * {@code rectangles}.
     */
    String kind();

    /**
     * Heaps of tokens.
     *
     * @param heaps the heaps, in the position's order
     * @param caption a sentence drawn with the heaps (a take limit, the moves only in the list), or {@code null}
     */
    record Heaps(List<Heap> heaps, String caption) implements Board {
        /**
         * Heaps without a caption.
         *
         * @param heaps the heaps, in the position's order
         */
        public Heaps(List<Heap> heaps) {
            this(heaps, null);
        }

        @Override
        public String kind() {
            return "heaps";
        }
    }

    /**
     * One heap.
     *
     * @param size the number of tokens (any size)
     * @param leave for each count j below the size, the move that leaves j tokens in this heap alone, or
     *        {@code null}; empty when the heap is too large to draw token by token
     */
    record Heap(String size, List<String> leave) {
    }

    /**
     * A grid of cells.
     *
     * @param style how the cells read: {@code domino} ('.' empty, '#' filled), {@code xo} (a stone or piece a cell: 'x', 'l' or 'L' Left's, 'o', 'r' or 'R' Right's, 'e' either player's,
     *        '.' empty, '#' blocked), {@code pieces} ('T' toad, 'F' frog,
     *        '.' empty), {@code queen} ('Q' the queen, '.' a square; row and column are the two pile sizes) or
     *        {@code stones} (each cell a stone's value), {@code flip} ('+' and '-': a spot is two cells turned
     *        to '-'), {@code coins} ('H' head, 'T' tail: a spot is the one or two coins a move turns) or
     *        {@code line} ('C' a chessman, '.' a free cell; cell k is column k - 1), {@code coins2d} ('F' and
     *        'B' coins: a spot is the two coins of one row or column a move turns) or {@code digits} (row 0 the
     *        number's characters, '?' unwritten; row d + 1 under a '?' the digit d that may be written there, '.'
     *        elsewhere). In {@code stones}, a spot of two cells of one row stands for the stones from the first
     *        to the second (the half a split keeps, say)
     * @param cells the rows of cells, top first
     * @param spots the clickable parts, each one or two cells
     * @param caption a sentence drawn with the grid (a limit on the move, the moves only in the list), or
     *        {@code null}
     */
    record Grid(String style, List<List<String>> cells, List<Spot> spots, String caption) implements Board {
        /**
         * A grid without a caption.
         *
         * @param style how the cells read
         * @param cells the rows of cells, top first
         * @param spots the clickable parts
         */
        public Grid(String style, List<List<String>> cells, List<Spot> spots) {
            this(style, cells, spots, null);
        }

        @Override
        public String kind() {
            return "grid";
        }
    }

    /**
     * A clickable part of a grid: the cell (row, col), or the two cells a domino covers.
     *
     * @param row the first cell's row, from 0 at the top
     * @param col the first cell's column, from 0 at the left
     * @param row2 the second cell's row (equal to {@code row} for one cell)
     * @param col2 the second cell's column
     * @param move the move's label
     */
    record Spot(int row, int col, int row2, int col2, String move) {
    }

    /**
     * Edges that hang from the ground (Hackenbush).
     *
     * @param ground the ground node's name
     * @param edges the edges, in the position's order
     */
    record Edges(String ground, List<Edge> edges) implements Board {
        @Override
        public String kind() {
            return "edges";
        }
    }

    /**
     * An edge.
     *
     * @param from one end's name
     * @param to the other end's name
     * @param colour {@code green} (either player may cut it), {@code blue} (Left) or {@code red} (Right); a graph's
     *        edges are {@code plain} (directed) or {@code undirected} (both ways, Cat and Mouse's)
     * @param move the move that cuts it, or {@code null}
     */
    record Edge(String from, String to, String colour, String move) {
    }

    /**
     * A directed graph with tokens on some nodes.
     *
     * @param nodes the nodes
     * @param edges the moves between them ({@link Edge#move()} is always {@code null}: a move is chosen by its node)
     */
    record Graph(List<Node> nodes, List<Edge> edges) implements Board {
        @Override
        public String kind() {
            return "graph";
        }
    }

    /**
     * A node of a graph.
     *
     * @param name its name
     * @param label {@code win}, {@code loss} or {@code draw} for a node that ends the game with that result for the
     *        player to move there; otherwise words naming what stands on it (such as {@code mouse} or
     *        {@code cat, hole}), or {@code null}
     * @param token whether a token stands on it
     * @param move the move of a token to this node, or {@code null}
     */
    record Node(String name, String label, boolean token, String move) {
    }

    /**
     * Rectangles cut along the lines of their unit squares (Cutcake).
     *
     * @param pieces the rectangles, in the position's order
     */
    record Rectangles(List<Rectangle> pieces) implements Board {
        @Override
        public String kind() {
            return "rectangles";
        }
    }

    /**
     * One rectangle of unit squares.
     *
     * @param width its columns
     * @param height its rows
     * @param cuts the lines a move cuts it along
     */
    record Rectangle(int width, int height, List<Cut> cuts) {
    }

    /**
     * A cut of a rectangle along a whole line of its squares.
     *
     * @param vertical whether the line runs from top to bottom (then {@code at} columns lie to its left), or
     *        across (then {@code at} rows lie above it)
     * @param at the line's place, from 1 to the width (or height) less 1
     * @param move the move's label
     */
    record Cut(boolean vertical, int at, String move) {
    }
}
