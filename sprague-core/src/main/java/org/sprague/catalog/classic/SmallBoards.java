package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.List;

/** Every small board of two kinds of square, for the rules that tests hold a board game to. */
final class SmallBoards {
    private SmallBoards() {
    }

    /**
     * Every board of 1 to {@code maxRows} rows and 1 to {@code maxColumns} columns, each square {@code set} or
     * {@code unset}, as rows of characters.
     */
    static List<List<String>> every(int maxRows, int maxColumns, char set, char unset) {
        List<List<String>> boards = new ArrayList<>();
        for (int rows = 1; rows <= maxRows; rows++) {
            for (int cols = 1; cols <= maxColumns; cols++) {
                for (int mask = 0; mask < 1 << (rows * cols); mask++) {
                    List<String> board = new ArrayList<>();
                    for (int r = 0; r < rows; r++) {
                        StringBuilder row = new StringBuilder();
                        for (int c = 0; c < cols; c++) {
                            row.append((mask >> (r * cols + c) & 1) != 0 ? set : unset);
                        }
                        board.add(row.toString());
                    }
                    boards.add(board);
                }
            }
        }
        return boards;
    }
}
