package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.sprague.BadInputException;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Backsliding Toads and Frogs (Winning Ways ch. 1's Toads and Frogs with backward steps; the variant of CGSuite's
 * {@code game.strip.BackslidingToadsAndFrogs}, its {@code GenToadsAndFrogs(1, backsliding => true)}): a row of
 * toads {@code T} (Left's), frogs {@code F} (Right's) and empty squares. A toad moves one square right onto an
 * empty square, jumps right over one frog onto an empty square, or slides one square left onto an empty square;
 * a frog the same with the directions exchanged. Backward slides let play return to a row, so the game is loopy:
 * its value is a stopper or a sided value, and with perfect play it may be drawn. CGSuite's {@code GameStripTest}
 * gives {@code ttt..fff} the sided value {@code {on||0|-1/2} & {1/2|0||off}}.
 */
public final class BackslidingToadsAndFrogs implements PartizanRuleset<String> {
    private final ToadsAndFrogs forward = new ToadsAndFrogs();

    /**
     * Parses one row of {@code T}, {@code F} and {@code .} (lower case too, as CGSuite writes {@code ttt..fff}).
     *
     * @param args the position's arguments
     * @return the row, in upper case
     */
    public static String parse(List<String> args) {
        if (args.size() != 1 || !args.get(0).matches("[TFtf.]+")) {
            throw new BadInputException("backsliding-toads-and-frogs takes one row of T (toad), F (frog) and ."
                    + " (empty), e.g. TTT..FFF");
        }
        return args.get(0).toUpperCase(Locale.ROOT);
    }

    @Override
    public List<PartizanMove<String>> moves(String row, boolean left) {
        List<PartizanMove<String>> out = new ArrayList<>(forward.moves(row, left));
        char mine = left ? 'T' : 'F';
        int back = left ? -1 : 1;
        for (int i = 0; i < row.length(); i++) {
            int to = i + back;
            if (row.charAt(i) == mine && to >= 0 && to < row.length() && row.charAt(to) == '.') {
                char[] next = row.toCharArray();
                next[i] = '.';
                next[to] = mine;
                out.add(new PartizanMove<>((left ? "toad" : "frog") + " slides back " + (i + 1) + " -> " + (to + 1),
                        new String(next)));
            }
        }
        return out;
    }

    @Override
    public List<String> format(String row) {
        return List.of(row);
    }
}
