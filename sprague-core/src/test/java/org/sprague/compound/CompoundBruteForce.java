package org.sprague.compound;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Moore's Nim-k by brute force, written for the tests on their own: a component is its text, a move changes 1 to
 * k components, each to one of its options; a position is won when some move reaches a lost one.
 */
final class CompoundBruteForce {
    private final Function<String, List<String>> options;
    private final int k;
    private final Map<List<String>, Boolean> memo = new HashMap<>();

    CompoundBruteForce(Function<String, List<String>> options, int k) {
        this.options = options;
        this.k = k;
    }

    boolean wins(List<String> position) {
        List<String> key = new ArrayList<>(position);
        key.sort(null);
        Boolean known = memo.get(key);
        if (known == null) {
            known = false;
            for (List<String> next : moves(position)) {
                if (!wins(next)) {
                    known = true;
                    break;
                }
            }
            memo.put(key, known);
        }
        return known;
    }

    /** Every position one move reaches (components keep their places). */
    Set<List<String>> moves(List<String> position) {
        Set<List<String>> out = new LinkedHashSet<>();
        extend(position, 0, 0, new ArrayList<>(position), out);
        return out;
    }

    /** The positions a move reaches that lose for the player then to move. */
    Set<List<String>> winningMoves(List<String> position) {
        Set<List<String>> out = new LinkedHashSet<>();
        for (List<String> next : moves(position)) {
            if (!wins(next)) {
                out.add(next);
            }
        }
        return out;
    }

    private void extend(List<String> position, int from, int changed, List<String> current, Set<List<String>> out) {
        if (changed > 0) {
            out.add(List.copyOf(current));
        }
        if (changed == k) {
            return;
        }
        for (int i = from; i < position.size(); i++) {
            for (String o : options.apply(position.get(i))) {
                current.set(i, o);
                extend(position, i + 1, changed + 1, current, out);
            }
            current.set(i, position.get(i));
        }
    }
}
