package org.sprague.game;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;

/**
 * The shorthand of the games played on rows of squares ({@code '.'} empty, {@code '#'} filled), Cram and
 * Domineering: one word {@code RxC} is the empty board of {@code R} rows and {@code C} columns, as the
 * Domineering literature writes boards (an 8x8 board; a 4x5 board has 4 rows of 5 squares).
 */
public final class BoardRows {
    /** The most squares a board given as {@code WxH} may have. */
    public static final int MAX_SQUARES = 2500;

    private BoardRows() {
    }

    /**
     * The rows of the empty board that {@code position} names, when it is the one word {@code RxC}.
     *
     * @param game the game's id, for messages
     * @param position the position's words
     * @return {@code R} rows of {@code C} dots; empty when the position is not one word of that form
     * @throws BadInputException when {@code R} or {@code C} is 0 or the board has more than {@link #MAX_SQUARES}
     *     squares
     */
    public static Optional<List<String>> emptyBoard(String game, List<String> position) {
        if (position.size() != 1 || !position.get(0).matches("[0-9]{1,4}x[0-9]{1,4}")) {
            return Optional.empty();
        }
        String[] parts = position.get(0).split("x");
        int rows = Integer.parseInt(parts[0]);
        int columns = Integer.parseInt(parts[1]);
        if (rows < 1 || columns < 1 || rows * columns > MAX_SQUARES) {
            throw new BadInputException("a " + game + " board RxC (R rows, C columns) needs R and C from 1 with R*C"
                    + " at most " + MAX_SQUARES + ", got " + position.get(0));
        }
        return Optional.of(Collections.nCopies(rows, ".".repeat(columns)));
    }
}
