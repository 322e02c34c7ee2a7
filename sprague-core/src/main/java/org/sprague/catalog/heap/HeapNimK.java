package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.NimKAnswers;
import org.sprague.catalog.Positions;
import org.sprague.catalog.Solution;
import org.sprague.game.ImpartialGame;
import org.sprague.heap.HeapGrundy;
import org.sprague.heap.HeapRuleset;

/**
 * Moore's Nim-k over the heaps of a ruleset (E. H. Moore, "A generalization of the game called Nim",
 * Annals of Mathematics 11, 1910; POJ 2315 applies it to the Grundy values of other components): each
 * given heap is one component, and when a move splits it the parts stay in that component, so a move still acts
 * on at most k of the heaps given.
 */
final class HeapNimK {
    private HeapNimK() {
    }

    static Solution solve(String game, HeapRuleset rules, int k, boolean misere, boolean assumeMoore,
            List<String> position) {
        List<BigInteger> heaps = Positions.heaps(position);
        List<List<Integer>> start = new ArrayList<>();
        for (BigInteger h : heaps) {
            if (h.bitLength() > 31) {
                throw new BadInputException(HeapGame.K.name() + ": heaps must be below 2^31 here, got " + h);
            }
            start.add(HeapSum.CANONICAL.canonical(List.of(h.intValue())));
        }
        HeapSum sum = new HeapSum(rules);
        ImpartialGame<List<Integer>> component = (p, sink) -> sum.forEachOption(p,
                o -> sink.accept(HeapSum.CANONICAL.canonical(o)));
        HeapGrundy g = new HeapGrundy(rules, HeapSumSolver.SEQUENCE_BUDGET);
        NimKAnswers.Components<List<Integer>> c = new NimKAnswers.Components<>(game, "heap", HeapNimK::text,
                HeapNimK::compare);
        double[] reachable = new double[heaps.size()];
        for (int i = 0; i < reachable.length; i++) {
            reachable[i] = SearchEstimate.of(rules, List.of(heaps.get(i)))[0];
        }
        return NimKAnswers.solve(c, position, start, component, p -> {
            int x = 0;
            for (int h : p) {
                x ^= (int) g.of(h);
            }
            return x;
        }, reachable, k, misere, assumeMoore);
    }

    private static String text(List<Integer> parts) {
        if (parts.isEmpty()) {
            return "0";
        }
        List<String> out = new ArrayList<>();
        for (int p : parts) {
            out.add(Integer.toString(p));
        }
        return String.join("+", out);
    }

    private static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
