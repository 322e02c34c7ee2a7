package org.sprague.catalog.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.moves.Move;

/**
 * A number with unwritten digits ({@code ?}) that a move writes one at a time (the sum game): row 0 is the number,
 * and under each {@code ?} the digits 0 to 9, digit d in row d + 1 being the move that writes d there (the one
 * character the move changes).
 */
public final class DigitsBoard {
    private DigitsBoard() {
    }

    /**
     * The number and its digits to write.
     *
     * @param number the number, digits and {@code ?}
     * @param moves the listed moves
     * @param reached the number each move leaves
     * @param caption the sentence drawn with the number, or {@code null}
     * @return the board; empty when the number is too long to draw
     */
    public static Optional<Board> of(String number, List<Move> moves, List<String> reached, String caption) {
        int n = number.length();
        if (n == 0 || n * 11 > Boards.MOST_CELLS) {
            return Optional.empty();
        }
        List<List<String>> cells = new ArrayList<>();
        List<String> top = new ArrayList<>();
        for (char c : number.toCharArray()) {
            top.add(String.valueOf(c));
        }
        cells.add(top);
        for (int d = 0; d <= 9; d++) {
            List<String> row = new ArrayList<>();
            for (char c : number.toCharArray()) {
                row.add(c == '?' ? Integer.toString(d) : ".");
            }
            cells.add(row);
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
            String to = reached.get(m);
            int changed = -1;
            for (int i = 0; i < n && to.length() == n; i++) {
                if (to.charAt(i) != number.charAt(i)) {
                    changed = changed == -1 ? i : -2;
                }
            }
            if (changed >= 0 && Character.isDigit(to.charAt(changed))) {
                int row = to.charAt(changed) - '0' + 1;
                spots.add(new Board.Spot(row, changed, row, changed, moves.get(m).text()));
            }
        }
        return Optional.of(new Board.Grid("digits", cells, spots, caption));
    }
}
