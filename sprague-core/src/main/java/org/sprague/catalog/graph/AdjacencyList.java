package org.sprague.catalog.graph;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;

/**
 * Parses an adjacency list written as in LeetCode, {@code [[2,5],[3],[0,4,5]]}: list {@code i} holds the nodes
 * reachable from node {@code i}. Spaces are allowed; every entry must be a node number {@code 0 .. n-1}.
 */
public final class AdjacencyList {
    private final String text;
    private final String what;
    private int at;

    private AdjacencyList(String text, String what) {
        this.text = text;
        this.what = what;
    }

    public static int[][] parse(String text, String what) {
        AdjacencyList p = new AdjacencyList(text, what);
        int[][] graph = p.outer();
        for (int a = 0; a < graph.length; a++) {
            for (int b : graph[a]) {
                if (b >= graph.length) {
                    throw new BadInputException(what + ": node " + a + " lists node " + b + ", but the graph has only "
                            + graph.length + " nodes (0.." + (graph.length - 1) + ")");
                }
            }
        }
        return graph;
    }

    private int[][] outer() {
        expect('[');
        List<int[]> rows = new ArrayList<>();
        if (peek() == ']') {
            at++;
        } else {
            do {
                rows.add(inner());
            } while (comma(']'));
        }
        skipSpaces();
        if (at != text.length()) {
            fail("unexpected text after the closing ']'");
        }
        return rows.toArray(new int[0][]);
    }

    private int[] inner() {
        expect('[');
        List<Integer> row = new ArrayList<>();
        if (peek() == ']') {
            at++;
        } else {
            do {
                row.add(number());
            } while (comma(']'));
        }
        return row.stream().mapToInt(Integer::intValue).toArray();
    }

    private int number() {
        skipSpaces();
        int start = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        if (start == at) {
            fail("expected a node number");
        }
        String digits = text.substring(start, at);
        if (digits.length() > 9) {
            fail("node number " + digits + " is too large");
        }
        return Integer.parseInt(digits);
    }

    /** After an item: true on ',', false on {@code close} (consumed). */
    private boolean comma(char close) {
        char c = peek();
        at++;
        if (c == ',') {
            return true;
        }
        if (c == close) {
            return false;
        }
        at--;
        fail("expected ',' or '" + close + "'");
        return false;
    }

    private void expect(char c) {
        if (peek() != c) {
            fail("expected '" + c + "'");
        }
        at++;
    }

    private char peek() {
        skipSpaces();
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void skipSpaces() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private void fail(String message) {
        throw new BadInputException(what + ": " + message + " at character " + (at + 1)
                + " of '" + text + "'; write an adjacency list such as [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    }
}
