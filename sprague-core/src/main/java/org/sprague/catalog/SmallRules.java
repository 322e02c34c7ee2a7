package org.sprague.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.sprague.game.ImpartialGame;
import org.sprague.game.IndexedImpartialGame;

/**
 * A game's rules for the generic solvers under normal play, with a parser from the game's position syntax and a
 * list of small positions: what a contract test needs to hold the game's answers (closed forms, tables, proven
 * periods) against an exact search of the rules, without knowing the game.
 *
 * @param game the rules
 * @param parse a position in the game's argument form, as {@code solve} takes it and as a move's {@code to} gives
 *     it, to a position of the rules
 * @param positions small positions in argument form, every one of a range the game names
 * @param <P> the position type of the rules
 */
public record SmallRules<P>(ImpartialGame<P> game, Function<List<String>, P> parse, List<List<String>> positions) {
    public SmallRules {
        positions = List.copyOf(positions);
    }

    /** Every list of {@code 1 .. maxCount} integers from {@code 0 .. max}, in argument form. */
    public static List<List<String>> integerLists(int maxCount, int max) {
        List<List<String>> out = new ArrayList<>();
        List<List<String>> level = List.of(List.of());
        for (int count = 1; count <= maxCount; count++) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> l : level) {
                for (int v = 0; v <= max; v++) {
                    List<String> longer = new ArrayList<>(l);
                    longer.add(Integer.toString(v));
                    next.add(longer);
                }
            }
            out.addAll(next);
            level = next;
        }
        return out;
    }

    /** Every word of {@code 1 .. maxLength} letters, each {@code zero} or {@code one}, in argument form. */
    public static List<List<String>> words(char zero, char one, int maxLength) {
        List<List<String>> out = new ArrayList<>();
        for (int length = 1; length <= maxLength; length++) {
            for (int mask = 0; mask < 1 << length; mask++) {
                StringBuilder word = new StringBuilder();
                for (int i = 0; i < length; i++) {
                    word.append((mask >> i & 1) != 0 ? one : zero);
                }
                out.add(List.of(word.toString()));
            }
        }
        return out;
    }

    /** Numbered rules as rules over boxed position numbers (every number given must be below its size). */
    public static ImpartialGame<Integer> boxed(IndexedImpartialGame game) {
        return (position, sink) -> game.forEachOption(position, sink::accept);
    }

    /** The integers of a position in argument form. */
    public static List<Integer> ints(List<String> position) {
        List<Integer> out = new ArrayList<>(position.size());
        for (String s : position) {
            out.add((int) Integers.parse(s, "position item", 0, Integer.MAX_VALUE));
        }
        return out;
    }
}
