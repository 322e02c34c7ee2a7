package org.sprague.catalog.moves;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.GameOptions;

/**
 * Positions that carry part of their state as leading option words, as {@code solve} takes them: whose turn it is
 * in a partizan game ({@code --first right}), Stone Game II's {@code --m 2}, or who moves in a game where Alice
 * and Bob play different roles ({@code --turn bob}). A move that changes such a value writes it before the rest,
 * so the position a move reaches is complete on its own, for the terminal and for the web page alike.
 *
 * @param values the leading values, by option name, over the command line's options
 * @param rest the position's other words
 */
public record Leading(Map<String, String> values, List<String> rest) {
    /** Splits {@code position}'s leading {@code --name value} pairs from the rest; the options give defaults. */
    public static Leading of(GameOptions options, List<String> position) {
        Map<String, String> values = new LinkedHashMap<>(options.asMap());
        int i = 0;
        while (i + 1 < position.size() && position.get(i).matches("--[a-z][a-z-]*")) {
            values.put(position.get(i), position.get(i + 1));
            i += 2;
        }
        return new Leading(values, List.copyOf(position.subList(i, position.size())));
    }

    public String get(String name, String otherwise) {
        String v = values.get(name);
        return v == null ? otherwise : v;
    }

    public GameOptions options() {
        return new GameOptions(values);
    }

    /** A position: the given leading pairs (name, value, name, value, ...) and then {@code rest}. */
    public static List<String> write(List<String> rest, String... pairs) {
        List<String> out = new ArrayList<>(List.of(pairs));
        out.addAll(rest);
        return out;
    }
}
