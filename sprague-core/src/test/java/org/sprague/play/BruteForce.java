package org.sprague.play;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Oracles for play tests, written from each game's rules and nothing of the engine: a position in play's text
 * (leading {@code --name value} words, then the rest) to its value for the player to move there: +1 a win, -1 a
 * loss, or a scoring game's score difference. Each is a plain memoized minimax over its own moves.
 */
final class BruteForce {
    private BruteForce() {
    }

    /** The leading words of a position in play, and the rest. */
    record Text(Map<String, String> lead, List<String> rest) {
        static Text of(List<String> position) {
            Map<String, String> lead = new LinkedHashMap<>();
            int i = 0;
            while (i + 1 < position.size() && position.get(i).startsWith("--")) {
                lead.put(position.get(i), position.get(i + 1));
                i += 2;
            }
            return new Text(lead, position.subList(i, position.size()));
        }

        String get(String name, String otherwise) {
            return lead.getOrDefault(name, otherwise);
        }
    }

    /** A win/loss game: the options of a position (empty: the mover has no move) and who wins at the end. */
    static Function<List<String>, Long> winLoss(Function<List<String>, List<List<String>>> moves,
            Function<List<String>, Long> end) {
        return memoized((self, p) -> {
            List<List<String>> next = moves.apply(p);
            long v = next.isEmpty() ? end.apply(p) : -1;
            for (List<String> q : next) {
                if (self.apply(q) < 0) {
                    return 1L;
                }
            }
            return v;
        });
    }

    /** A scoring game: each move is a gain and the position it reaches; value = max(gain - value(next)), 0 at the end. */
    static Function<List<String>, Long> negamax(Function<List<String>, Map<List<String>, Long>> moves) {
        return memoized((self, p) -> {
            Map<List<String>, Long> next = moves.apply(p);
            long v = next.isEmpty() ? 0 : Long.MIN_VALUE;
            for (Map.Entry<List<String>, Long> e : next.entrySet()) {
                v = Math.max(v, e.getValue() - self.apply(e.getKey()));
            }
            return v;
        });
    }

    /** The value function defined by {@code step} (which gets the function itself for the options), memoized. */
    private static Function<List<String>, Long> memoized(
            BiFunction<Function<List<String>, Long>, List<String>, Long> step) {
        Map<List<String>, Long> memo = new HashMap<>();
        return new Function<>() {
            @Override
            public Long apply(List<String> p) {
                Long known = memo.get(p);
                if (known == null) {
                    known = step.apply(this, p);
                    memo.put(p, known);
                }
                return known;
            }
        };
    }

    static List<String> with(Map<String, String> lead, List<String> rest) {
        List<String> out = new ArrayList<>();
        lead.forEach((k, v) -> {
            out.add(k);
            out.add(v);
        });
        out.addAll(rest);
        return out;
    }

    static String other(String player) {
        return switch (player) {
            case "alice" -> "bob";
            case "bob" -> "alice";
            case "left" -> "right";
            default -> "left";
        };
    }
}
