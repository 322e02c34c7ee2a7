package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Toads and Frogs (Winning Ways ch. 1): a row of squares holding toads {@code T} (Left's), frogs {@code F}
 * (Right's) and empty squares {@code .}. A toad moves one square right onto an empty square or jumps right
 * over one frog onto an empty square; a frog does the same to the left. The rules alone: values and search come
 * from the generic engines ({@link org.sprague.partizan.ruleset.MemoisedCanonicalValues}).
 */
public final class ToadsAndFrogs implements PartizanRuleset<String> {
    /**
     * Parses one row of {@code T}, {@code F} and {@code .}.
     *
     * @param args the position's arguments
     * @return the row
     */
    public static String parse(List<String> args) {
        if (args.size() != 1 || !args.get(0).matches("[TF.]+")) {
            throw new BadInputException("toads-and-frogs takes one row of T (toad), F (frog) and . (empty), e.g. TT.F");
        }
        return args.get(0);
    }

    @Override
    public List<PartizanMove<String>> moves(String row, boolean left) {
        List<PartizanMove<String>> out = new ArrayList<>();
        char mine = left ? 'T' : 'F';
        char theirs = left ? 'F' : 'T';
        int step = left ? 1 : -1;
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) != mine) {
                continue;
            }
            int to = -1;
            if (at(row, i + step) == '.') {
                to = i + step;
            } else if (at(row, i + step) == theirs && at(row, i + 2 * step) == '.') {
                to = i + 2 * step;
            }
            if (to >= 0) {
                char[] next = row.toCharArray();
                next[i] = '.';
                next[to] = mine;
                String verb = Math.abs(to - i) == 2 ? " jumps " : " moves ";
                out.add(new PartizanMove<>((left ? "toad" : "frog") + verb + (i + 1) + " -> " + (to + 1), new String(next)));
            }
        }
        return out;
    }

    private static char at(String row, int i) {
        return i >= 0 && i < row.length() ? row.charAt(i) : '#';
    }

    @Override
    public List<String> format(String row) {
        return List.of(row);
    }
}
