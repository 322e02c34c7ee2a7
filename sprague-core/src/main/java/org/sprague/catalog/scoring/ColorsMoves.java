package org.sprague.catalog.scoring;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.SearchedMoves;
import org.sprague.catalog.moves.Turn;

/**
 * Moves of LeetCode 2038 (colors): Alice removes an {@code A} whose two neighbours are {@code A}, Bob a {@code B}
 * likewise; whoever cannot move loses. A position reached in play says whose turn it is ({@code --turn bob}).
 */
final class ColorsMoves extends SearchedMoves {
    ColorsMoves() {
        super(false);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        if (p.rest().size() != 1 || !p.rest().get(0).matches("[AB]+")) {
            throw new BadInputException("colors takes one word of A and B, such as 'colors AAABABB'");
        }
        String s = p.rest().get(0);
        if (s.length() > MAX_MOVES) {
            throw new BadInputException("the row is too long to play here (at most " + MAX_MOVES + " letters)");
        }
        boolean alice = Turn.alice(p);
        char own = alice ? 'A' : 'B';
        List<Move> out = new ArrayList<>();
        for (int i = 1; i + 1 < s.length(); i++) {
            if (s.charAt(i - 1) == own && s.charAt(i) == own && s.charAt(i + 1) == own) {
                String to = s.substring(0, i) + s.substring(i + 1);
                out.add(Move.of("remove " + own + " at " + (i + 1),
                        Leading.write(List.of(to), Turn.OPTION, Turn.next(alice))));
            }
        }
        return out;
    }

    @Override
    protected long end(GameOptions options, List<String> position) {
        return -1;
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        // only the removals left to each player matter: runs of one letter lose their inner letters one by one
        Leading p = Leading.of(options, position);
        String s = p.rest().get(0);
        long a = 0;
        long b = 0;
        for (int i = 1; i + 1 < s.length(); i++) {
            if (s.charAt(i - 1) == s.charAt(i) && s.charAt(i) == s.charAt(i + 1)) {
                if (s.charAt(i) == 'A') {
                    a++;
                } else {
                    b++;
                }
            }
        }
        return List.of(a, b, Turn.alice(p));
    }
}
