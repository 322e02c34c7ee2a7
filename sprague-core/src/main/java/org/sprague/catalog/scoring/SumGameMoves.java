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
 * Moves of LeetCode 1927 (sum game): write a digit in place of a {@code ?}; when none is left Bob wins if both
 * halves have the same digit sum, Alice otherwise. A position reached in play says whose turn it is.
 */
final class SumGameMoves extends SearchedMoves {
    SumGameMoves() {
        super(false);
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        String s = number(p);
        boolean alice = Turn.alice(p);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '?') {
                continue;
            }
            if (out.size() + 10 > MAX_MOVES) {
                throw new BadInputException("the number has too many '?' to list every move (at most "
                        + MAX_MOVES / 10 + ")");
            }
            for (char d = '0'; d <= '9'; d++) {
                String to = s.substring(0, i) + d + s.substring(i + 1);
                out.add(Move.of("write " + d + " at " + (i + 1), Leading.write(List.of(to), Turn.OPTION,
                        Turn.next(alice))));
            }
        }
        return out;
    }

    private static String number(Leading p) {
        if (p.rest().size() != 1 || !p.rest().get(0).matches("[0-9?]+") || p.rest().get(0).length() % 2 != 0) {
            throw new BadInputException("sum-game takes one string of even length of digits and '?', such as 25??");
        }
        return p.rest().get(0);
    }

    @Override
    protected long end(GameOptions options, List<String> position) {
        Leading p = Leading.of(options, position);
        int[] d = halves(number(p));
        boolean bobWins = d[0] == 0;
        return bobWins != Turn.alice(p) ? 1 : -1;
    }

    @Override
    protected Object key(GameOptions options, List<String> position) {
        // the end depends only on the difference of the halves' sums and the '?' left in each half
        Leading p = Leading.of(options, position);
        int[] d = halves(number(p));
        return List.of(d[0], d[1], d[2], Turn.alice(p));
    }

    /** {left sum - right sum, '?' on the left, '?' on the right}. */
    private static int[] halves(String s) {
        int half = s.length() / 2;
        int[] out = new int[3];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '?') {
                out[i < half ? 1 : 2]++;
            } else {
                out[0] += i < half ? c - '0' : '0' - c;
            }
        }
        return out;
    }
}
