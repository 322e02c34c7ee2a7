import java.util.ArrayList;
import java.util.List;

/**
 * Domineering as a partizan rule file: a board is its rows of '.' (empty) and '#' (filled) joined by '/'. Left
 * places a domino vertically, Right horizontally, on two empty squares; whoever cannot move loses.
 */
class DomineeringRules {
    static String[] left(String board) {
        return place(board, 1, 0);
    }

    static String[] right(String board) {
        return place(board, 0, 1);
    }

    /** Every board after one domino covering (r, c) and (r + dr, c + dc). */
    static String[] place(String board, int dr, int dc) {
        String[] rows = board.split("/");
        List<String> after = new ArrayList<>();
        for (int r = 0; r + dr < rows.length; r++) {
            for (int c = 0; c + dc < rows[r].length(); c++) {
                if (rows[r].charAt(c) == '.' && rows[r + dr].charAt(c + dc) == '.') {
                    String[] next = rows.clone();
                    next[r] = fill(next[r], c);
                    next[r + dr] = fill(next[r + dr], c + dc);
                    after.add(String.join("/", next));
                }
            }
        }
        return after.toArray(new String[0]);
    }

    static String fill(String row, int c) {
        return row.substring(0, c) + '#' + row.substring(c + 1);
    }
}
