package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.sprague.game.Canonicalizer;
import org.sprague.game.DisjunctiveSum;
import org.sprague.game.ImpartialGame;

/**
 * The blackboard XOR game (LeetCode 810) stated for the generic solvers under normal play. A player who starts a
 * turn with a board whose XOR is 0 wins at once; that is modelled as one move to {@link #CLAIMED}, a terminal
 * position, so that player makes the last move. Any other board's options erase one number. (Erasing to a board
 * of XOR 0 loses, as the rules say, because the opponent then claims.)
 */
public final class XorBlackboardRules {
    private XorBlackboardRules() {
    }

    /** The terminal position reached by claiming a win. */
    public static final List<Integer> CLAIMED = List.of(-1);

    public static final ImpartialGame<List<Integer>> GAME = (board, sink) -> {
        if (board.equals(CLAIMED)) {
            return;
        }
        int x = 0;
        for (int v : board) {
            x ^= v;
        }
        if (x == 0) {
            sink.accept(CLAIMED);
            return;
        }
        for (int i = 0; i < board.size(); i++) {
            List<Integer> next = new ArrayList<>(board);
            next.remove(i);
            sink.accept(Collections.unmodifiableList(next));
        }
    };

    /** The numbers' order does not matter. */
    public static final Canonicalizer<List<Integer>> SORTED = DisjunctiveSum.sortedBy(Integer::compare);
}
