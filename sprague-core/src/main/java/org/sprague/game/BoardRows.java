package org.sprague.game;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;

/**
 * The shorthand of the games played on rows of squares ({@code '.'} empty, {@code '#'} filled), Cram and
 * Domineering: one word {@code WxH} is the empty board {@code W} squares wide and {@code H} high, as Cutcake writes
 * its pieces.
 */
public final class BoardRows {
    /** The most squares a board given as {@code WxH} may have. */
    public static final int MAX_SQUARES = 2500;

    private BoardRows() {
    }

    /**
     * The rows of the empty board that {@code position} names, when it is the one word {@code WxH}.
     *
     * @param game the game's id, for messages
     * @param position the position's words
     * @return {@code H} rows of {@code W} dots; empty when the position is not one word of that form
     * @throws BadInputException when {@code W} or {@code H} is 0 or the board has more than {@link #MAX_SQUARES}
     *     squares
     */
    public static Optional<List<String>> emptyBoard(String game, List<String> position) {
        if (position.size() != 1 || !position.get(0).matches("[0-9]{1,4}x[0-9]{1,4}")) {
            return Optional.empty();
        }
        String[] parts = position.get(0).split("x");
        int w = Integer.parseInt(parts[0]);
        int h = Integer.parseInt(parts[1]);
        if (w < 1 || h < 1 || w * h > MAX_SQUARES) {
            throw new BadInputException("a " + game + " board WxH needs W and H from 1 with W*H at most "
                    + MAX_SQUARES + ", got " + position.get(0));
        }
        return Optional.of(Collections.nCopies(h, ".".repeat(w)));
    }
}
