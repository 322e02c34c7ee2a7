package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.heap.HeapRulesets;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.heap.HeapRuleset;

/**
 * Moves of the heap games (Nim and every ruleset of {@link HeapRulesets}): a move acts on one heap, by heap index,
 * then in the ruleset's own order; a heap split in parts is replaced by them, as the solver's winning moves show.
 */
public final class HeapListMoves implements PositionMoves {
    private final String id;

    /**
     * The moves of Nim ({@code "nim"}) or of the heap ruleset registered as {@code id} in {@link HeapRulesets}.
     *
     * @param id {@code "nim"} or a ruleset id
     */
    public HeapListMoves(String id) {
        this.id = id;
    }

    @Override
    public boolean isSum(GameOptions options) {
        return true;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        if (!id.equals("nim") && options.intValue(HeapGame.K, 1, 1) > 1) {
            throw new BadInputException("the moves of " + id + " are listed one heap at a time; "
                    + HeapGame.K.name() + " is for solve and values");
        }
        HeapRuleset rules = id.equals("nim") ? null : HeapRulesets.parse(id, options);
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
}
