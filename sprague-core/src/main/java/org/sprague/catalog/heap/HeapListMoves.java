package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.SubtractionRuleset;

/**
 * Moves of the heap games (Nim and every ruleset of {@link HeapRulesets}): a move acts on one heap, by heap index,
 * then in the ruleset's own order; a heap split in parts is replaced by them, as the solver's winning moves show.
 */
public final class HeapListMoves implements PositionMoves {
    private final String id;
    /** The game's ruleset under its options; null for Nim, whose move takes any number from one heap. */
    private final Function<GameOptions, HeapRuleset> rules;

    private HeapListMoves(String id, Function<GameOptions, HeapRuleset> rules) {
        this.id = id;
        this.rules = rules;
    }

    /**
     * The moves of Nim: any number of tokens from one heap, on heaps of any size.
     *
     * @param id the game's catalog id, for messages
     * @return the moves
     */
    public static HeapListMoves nim(String id) {
        return new HeapListMoves(id, null);
    }

    /**
     * The moves of a heap ruleset.
     *
     * @param id the game's catalog id, for messages
     * @param rules the ruleset the game's options give
     * @return the moves
     */
    public static HeapListMoves of(String id, Function<GameOptions, HeapRuleset> rules) {
        return new HeapListMoves(id, rules);
    }

    @Override
    public boolean isSum(GameOptions options) {
        return true;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        if (this.rules != null && options.intValue(HeapGame.K, 1, 1) > 1) {
            throw new BadInputException("the moves of " + id + " are listed one heap at a time; "
                    + HeapGame.K.name() + " is for solve and values");
        }
        HeapRuleset rules = this.rules == null ? null : this.rules.apply(options);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            int n = heap(position.get(i), i);
            int index = i;
            if (rules == null) {
                for (int to = 0; to < n; to++) {
                    add(out, position, index, List.of(to));
                }
            } else {
                rules.forEachOption(n, (a, b, c) -> {
                    List<Integer> parts = new ArrayList<>(3);
                    for (int p : new int[] {a, b, c}) {
                        if (p > 0) {
                            parts.add(p);
                        }
                    }
                    add(out, position, index, parts);
                });
            }
        }
        return out;
    }

    private static int heap(String text, int index) {
        BigInteger n = Positions.parseNonNegative(text, "heap " + (index + 1));
        if (n.compareTo(BigInteger.valueOf(MAX_MOVES)) > 0) {
            throw new BadInputException("heap " + (index + 1) + " is " + n + ": moves are listed one by one, so"
                    + " heaps must be at most " + MAX_MOVES + " here");
        }
        return n.intValue();
    }

    private static void add(List<Move> out, List<String> position, int index, List<Integer> parts) {
        if (out.size() >= MAX_MOVES) {
            throw new BadInputException("the position has more than " + MAX_MOVES + " moves; give a smaller one");
        }
        List<String> texts = new ArrayList<>();
        for (int p : parts) {
            texts.add(Integer.toString(p));
        }
        List<String> to = new ArrayList<>(position.subList(0, index));
        to.addAll(texts.isEmpty() ? List.of("0") : texts);
        to.addAll(position.subList(index + 1, position.size()));
        String left = texts.isEmpty() ? "0" : String.join(" + ", texts);
        out.add(Move.of("heap " + (index + 1) + ": " + position.get(index) + " -> " + left, to));
    }

    /** {@code heap I -> N}, or for rulesets that split {@code heap I -> A + B}, whatever the heaps' sizes. */
    @Override
    public Optional<String> typedSyntax(GameOptions options, List<String> position) {
        HeapRuleset rules = ruleset(options);
        if (rules == null) {
            return Optional.of("heap I -> N (0 <= N < heap I)");
        }
        // the rules themselves are in the message for a move they do not allow
        return Optional.of(rules.maxParts() == 1 ? "heap I -> N" : rules.maxParts() == 2 ? "heap I -> N or A + B"
                : "heap I -> N or A + B or A + B + C");
    }

    /**
     * {@code heap I -> N}, {@code heap I -> A + B}, the listing's {@code heap I: FROM -> N}, or the bare numbers
     * {@code I N}: heap I left as N (or split in A and B). A heap of at most {@link #MAX_MOVES} tokens is checked
     * against its listed options, a larger one by the ruleset's own test ({@link HeapRuleset#allows}).
     */
    @Override
    public Move typed(GameOptions options, List<String> position, String text) {
        HeapRuleset rules = ruleset(options);
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.startsWith("heap")) {
            t = t.substring(4).strip();
        }
        String from = null;
        String left;
        String right;
        int arrow = t.indexOf("->");
        if (arrow >= 0) {
            left = t.substring(0, arrow).strip();
            right = t.substring(arrow + 2).strip();
            String[] words = left.split("[:\\s]+");
            if (words.length == 2) {
                from = words[1];
            } else if (words.length != 1) {
                throw typing(options, position, text);
            }
            left = words[0];
        } else {
            String[] words = t.split("[:\\s]+", 2);
            if (words.length != 2) {
                throw typing(options, position, text);
            }
            left = words[0];
            right = words[1];
        }
        if (!left.matches("\\d{1,9}") || !right.matches("\\d+(\\s*[+\\s]\\s*\\d+)*")) {
            throw typing(options, position, text);
        }
        int index = Integer.parseInt(left) - 1;
        if (index < 0 || index >= position.size()) {
            throw new BadInputException("no heap " + left + ": the heaps are numbered from 1 to " + position.size());
        }
        BigInteger n = Positions.parseNonNegative(position.get(index), "heap " + (index + 1));
        if (from != null && !new BigInteger(from).equals(n)) {
            throw new BadInputException("heap " + left + " has " + n + " tokens, not " + from);
        }
        List<BigInteger> parts = new ArrayList<>();
        for (String p : right.split("[+\\s]+")) {
            BigInteger v = new BigInteger(p);
            if (v.signum() > 0) {
                parts.add(v);
            }
        }
        if (!legal(rules, n, parts)) {
            throw new BadInputException("heap " + (index + 1) + ": " + n + " -> " + shown(parts) + " is not a move: "
                    + (rules == null ? "a move leaves one heap of fewer tokens" : rules.rules()));
        }
        return move(position, index, parts);
    }

    /** The first heap that has a move, by its first option (the fewest tokens removed). */
    @Override
    public Optional<Move> anyMove(GameOptions options, List<String> position) {
        HeapRuleset rules = ruleset(options);
        for (int i = 0; i < position.size(); i++) {
            BigInteger n = Positions.parseNonNegative(position.get(i), "heap " + (i + 1));
            List<BigInteger> parts = firstOption(rules, n, i);
            if (parts != null) {
                return Optional.of(move(position, i, parts));
            }
        }
        return Optional.empty();
    }

    private HeapRuleset ruleset(GameOptions options) {
        if (rules == null) {
            return null;
        }
        if (options.intValue(HeapGame.K, 1, 1) > 1) {
            throw new BadInputException("the moves of " + id + " are made one heap at a time; "
                    + HeapGame.K.name() + " is for solve and values");
        }
        return rules.apply(options);
    }

    private static boolean legal(HeapRuleset rules, BigInteger n, List<BigInteger> parts) {
        if (rules == null) {
            return parts.size() <= 1 && (parts.isEmpty() ? n.signum() > 0 : parts.get(0).compareTo(n) < 0);
        }
        if (n.compareTo(BigInteger.valueOf(MAX_MOVES)) <= 0) {
            List<BigInteger> wanted = sorted(parts);
            boolean[] found = {false};
            rules.forEachOption(n.intValue(), (a, b, c) -> found[0] |= sorted(parts(a, b, c)).equals(wanted));
            return found[0];
        }
        return rules.allows(n, parts).orElseThrow(() -> new BadInputException("the rules of " + rules.name()
                + " cannot check a move from a heap of " + n + ": moves are checked here on heaps of at most "
                + MAX_MOVES));
    }

    /** The first option of a heap, or {@code null} when it has none. */
    private static List<BigInteger> firstOption(HeapRuleset rules, BigInteger n, int index) {
        if (rules == null) {
            return n.signum() > 0 ? List.of(n.subtract(BigInteger.ONE)) : null;
        }
        if (n.compareTo(BigInteger.valueOf(MAX_MOVES)) <= 0) {
            List<List<BigInteger>> first = new ArrayList<>();
            rules.forEachOption(n.intValue(), (a, b, c) -> {
                if (first.isEmpty()) {
                    first.add(parts(a, b, c));
                }
            });
            return first.isEmpty() ? null : first.get(0);
        }
        if (rules instanceof SubtractionRuleset sub) {
            BigInteger least = BigInteger.valueOf(sub.set()[0]);
            return least.compareTo(n) <= 0 ? List.of(n.subtract(least)) : null;
        }
        // a huge heap: the fewest tokens taken, leaving one heap, or splitting off single tokens; the search covers
        // every move of a code (each digit up to the code's last), and takes of 1 and splits of the other rules
        int most = rules.asCode() == null ? 64 : rules.asCode().maxRemoved();
        for (int k = 0; k <= most; k++) {
            BigInteger rest = n.subtract(BigInteger.valueOf(k));
            for (List<BigInteger> parts : List.of(List.of(rest), List.of(rest.subtract(BigInteger.ONE), BigInteger.ONE),
                    List.of(rest.subtract(BigInteger.TWO), BigInteger.ONE, BigInteger.ONE))) {
                if (k > 0 || parts.size() > 1) {
                    Optional<Boolean> ok = rules.allows(n, parts);
                    if (ok.isEmpty()) {
                        throw new BadInputException("the rules of " + rules.name() + " cannot name a move from a"
                                + " heap of " + n + " (heap " + (index + 1) + ") without listing its options");
                    }
                    if (ok.get()) {
                        return parts;
                    }
                }
            }
        }
        if (rules.asCode() == null) {
            throw new BadInputException("the rules of " + rules.name() + " name no move from a heap of " + n
                    + " (heap " + (index + 1) + ") without listing its options");
        }
        return null;
    }

    private static List<BigInteger> parts(int a, int b, int c) {
        List<BigInteger> out = new ArrayList<>(3);
        for (int p : new int[] {a, b, c}) {
            if (p > 0) {
                out.add(BigInteger.valueOf(p));
            }
        }
        return out;
    }

    private static List<BigInteger> sorted(List<BigInteger> parts) {
        List<BigInteger> out = new ArrayList<>(parts);
        out.sort(null);
        return out;
    }

    private static String shown(List<BigInteger> parts) {
        if (parts.isEmpty()) {
            return "0";
        }
        List<String> texts = new ArrayList<>();
        for (BigInteger p : parts) {
            texts.add(p.toString());
        }
        return String.join(" + ", texts);
    }

    /** The move leaving {@code parts} in place of heap {@code index}, written as the listing writes it. */
    private static Move move(List<String> position, int index, List<BigInteger> parts) {
        List<String> texts = new ArrayList<>();
        for (BigInteger p : parts) {
            texts.add(p.toString());
        }
        List<String> to = new ArrayList<>(position.subList(0, index));
        to.addAll(texts.isEmpty() ? List.of("0") : texts);
        to.addAll(position.subList(index + 1, position.size()));
        return Move.of("heap " + (index + 1) + ": " + position.get(index) + " -> " + shown(parts), to);
    }

    private BadInputException typing(GameOptions options, List<String> position, String text) {
        return new BadInputException("'" + text.strip() + "' is not a move: type " + typedSyntax(options, position)
                .orElseThrow());
    }
}
