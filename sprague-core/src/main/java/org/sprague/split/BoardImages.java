package org.sprague.split;

import java.util.ArrayList;
import java.util.List;

/**
 * The images of a board of {@code '.'} (empty) and {@code '#'} (filled) under the eight symmetries of the
 * rectangle (the dihedral group of the square; a transposing one turns R x C into C x R), and a canonical word per
 * class, so that the frontier of a split search holds each position once up to symmetry. In Domineering the
 * four symmetries that transpose exchange vertical and horizontal, hence Left and Right: a position with Left to
 * move is the transposed position with Right to move, the roles swapped, and the player to move wins both or
 * neither (Berlekamp, Conway and Guy, Winning Ways, chapter 5: Domineering's transpose is its negative).
 */
public final class BoardImages {
    private BoardImages() {
    }

    /** The rows read column by column: row i of the result is column i of {@code rows}. */
    static List<String> transpose(List<String> rows) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < rows.get(0).length(); c++) {
            StringBuilder b = new StringBuilder(rows.size());
            for (String row : rows) {
                b.append(row.charAt(c));
            }
            out.add(b.toString());
        }
        return out;
    }

    /** Each row read right to left. */
    static List<String> mirrorColumns(List<String> rows) {
        List<String> out = new ArrayList<>(rows.size());
        for (String row : rows) {
            out.add(new StringBuilder(row).reverse().toString());
        }
        return out;
    }

    /** The rows bottom to top. */
    static List<String> mirrorRows(List<String> rows) {
        List<String> out = new ArrayList<>(rows);
        java.util.Collections.reverse(out);
        return out;
    }

    /** The four images that keep rows as rows: itself, either mirror, and the half turn. */
    static List<List<String>> upright(List<String> rows) {
        List<String> across = mirrorColumns(rows);
        return List.of(rows, across, mirrorRows(rows), mirrorRows(across));
    }

    /**
     * The canonical word of a position in which the player to move matters and a transposing symmetry swaps the
     * players: the least of the eight images, each written {@code L} or {@code R} (the player to move in that
     * image) and its rows joined by {@code |}.
     *
     * @param rows the board
     * @param left whether Left is to move
     * @return the word, {@code L|rows...} or {@code R|rows...}
     */
    public static String partizanKey(List<String> rows, boolean left) {
        String best = null;
        for (List<String> image : upright(rows)) {
            best = least(best, word(left ? "L" : "R", image));
        }
        for (List<String> image : upright(transpose(rows))) {
            best = least(best, word(left ? "R" : "L", image));
        }
        return best;
    }

    /**
     * The canonical word of an impartial position, the least of its eight images' rows joined by {@code |}.
     *
     * @param rows the board
     * @return the word
     */
    public static String impartialKey(List<String> rows) {
        String best = null;
        for (List<String> image : upright(rows)) {
            best = least(best, String.join("|", image));
        }
        for (List<String> image : upright(transpose(rows))) {
            best = least(best, String.join("|", image));
        }
        return best;
    }

    /**
     * The rows a word of {@link #impartialKey} or the board part of {@link #partizanKey} joins.
     *
     * @param joined rows joined by {@code |}
     * @return the rows
     */
    public static List<String> rows(String joined) {
        return List.of(joined.split("\\|"));
    }

    private static String word(String player, List<String> rows) {
        return player + "|" + String.join("|", rows);
    }

    private static String least(String a, String b) {
        return a == null || b.compareTo(a) < 0 ? b : a;
    }
}
