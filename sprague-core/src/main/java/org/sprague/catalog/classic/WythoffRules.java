package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.List;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.game.Move;
import org.sprague.game.MoveGame;

/**
 * Wythoff's game stated for the generic solvers: a position is two piles; a move takes any positive number from
 * one pile, or the same positive number from both.
 */
public final class WythoffRules {
    private WythoffRules() {
    }

    /** Options of {@code [a, b]}: equal takes first, then pile 1, then pile 2. */
    public static final ImpartialGame<List<Integer>> GAME = (p, sink) -> {
        int a = p.get(0);
        int b = p.get(1);
        for (int d = 1; d <= Math.min(a, b); d++) {
            sink.accept(List.of(a - d, b - d));
        }
        for (int x = 0; x < a; x++) {
            sink.accept(List.of(x, b));
        }
        for (int y = 0; y < b; y++) {
            sink.accept(List.of(a, y));
        }
    };

    /**
     * The rules with labelled moves, on piles of any size: {@code take d from both piles} (d ascending), then
     * {@code pile 1: a -> x} (x ascending), then {@code pile 2: b -> y}; the order of HDU 2177's listing.
     */
    public static final MoveGame<List<BigInteger>> MOVES = (p, sink) -> {
        BigInteger a = p.get(0);
        BigInteger b = p.get(1);
        for (BigInteger d = BigInteger.ONE; d.compareTo(a.min(b)) <= 0; d = d.add(BigInteger.ONE)) {
            sink.accept(both(a, b, d));
        }
        for (BigInteger x = BigInteger.ZERO; x.compareTo(a) < 0; x = x.add(BigInteger.ONE)) {
            sink.accept(pile1(a, b, x));
        }
        for (BigInteger y = BigInteger.ZERO; y.compareTo(b) < 0; y = y.add(BigInteger.ONE)) {
            sink.accept(pile2(a, b, y));
        }
    };

    /**
     * The moves of {@link #MOVES} that can reach a losing pair, for piles of any size: a losing pair is fixed by
     * its difference (a take from both keeps it) or by either pile (Beatty: each size is in one pair), so each
     * kind of move has at most one candidate, the same order as {@link #MOVES}.
     */
    public static final MoveGame<List<BigInteger>> CANDIDATES = (p, sink) -> {
        BigInteger a = p.get(0);
        BigInteger b = p.get(1);
        BigInteger d = a.min(b).subtract(Wythoff.lower(a.subtract(b).abs()));
        if (d.signum() > 0) {
            sink.accept(both(a, b, d));
        }
        BigInteger x = Wythoff.partner(b);
        if (x.compareTo(a) < 0) {
            sink.accept(pile1(a, b, x));
        }
        BigInteger y = Wythoff.partner(a);
        if (y.compareTo(b) < 0) {
            sink.accept(pile2(a, b, y));
        }
    };

    /** Whether piles {@code [a, b]} are lost for the player to move (Wythoff's pairs). */
    public static boolean lost(List<BigInteger> p) {
        return Wythoff.isLosing(p.get(0), p.get(1));
    }

    private static Move<List<BigInteger>> both(BigInteger a, BigInteger b, BigInteger d) {
        return new Move<>("take " + d + " from both piles", List.of(a.subtract(d), b.subtract(d)));
    }

    private static Move<List<BigInteger>> pile1(BigInteger a, BigInteger b, BigInteger x) {
        return new Move<>("pile 1: " + a + " -> " + x, List.of(x, b));
    }

    private static Move<List<BigInteger>> pile2(BigInteger a, BigInteger b, BigInteger y) {
        return new Move<>("pile 2: " + b + " -> " + y, List.of(a, y));
    }

    /** The piles are interchangeable. */
    public static final Canonicalizer<List<Integer>> SORTED =
            p -> p.get(0) <= p.get(1) ? p : List.of(p.get(1), p.get(0));
}
