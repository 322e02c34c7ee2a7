package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.catalog.Solution;
import org.sprague.heap.BashRuleset;
import org.sprague.heap.HeapGrundy;
import org.sprague.heap.HeapOracle;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.InfiniteSubtractionRuleset;
import org.sprague.heap.SubtractionRuleset;
import org.sprague.value.Outcome;

/**
 * Misère play of one heap of a subtraction game whose set contains 1 (Bash's game among them), at any size: a
 * heap of n >= 1 loses under misère play exactly when a heap of n - 1 loses under normal play, and the winning
 * moves are the same amounts.
 *
 * <p>Why: in misère play nobody who can avoid it takes the last token, so the game on n >= 1 is the normal game on
 * n - 1 tokens with one token kept back; since 1 is in the set, every heap n >= 2 has a move that does not empty
 * it, and the heap of 1 (forced to take the last token) loses like the empty heap under normal play. For Bash's
 * game (take 1..K) this is the familiar misère rule: the player to move wins exactly when (n - 1) mod (K + 1) != 0.
 */
final class MisereShift {
    private MisereShift() {
    }

    /** Whether the shift is a theorem for {@code rules}: a take-only ruleset n -> n - s whose set holds 1. */
    static boolean applies(HeapRuleset rules) {
        if (rules instanceof BashRuleset) {
            return true;
        }
        if (rules instanceof SubtractionRuleset s) {
            return s.set()[0] == 1;
        }
        return rules instanceof InfiniteSubtractionRuleset i && i.contains(1);
    }

    /** The index of the only non-empty heap, or -1 when there are several (a sum) or none. */
    static int single(List<BigInteger> heaps) {
        int found = -1;
        for (int i = 0; i < heaps.size(); i++) {
            if (heaps.get(i).signum() > 0) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /** The misère answer for heap {@code index} (all other heaps empty). */
    static Solution solve(String game, HeapRuleset rules, List<String> position, List<BigInteger> heaps, int index) {
        BigInteger n = heaps.get(index);
        BigInteger m = n.subtract(BigInteger.ONE);
        HeapGrundy g = new HeapGrundy(rules, HeapSumSolver.SEQUENCE_BUDGET);
        if (m.bitLength() <= 31) {
            g.prepare(m.intValue());
        }
        boolean wins = g.of(m).signum() != 0;
        Solution.Builder answer = Solution.builder(game, position, Outcome.ofWin(wins)).detail("ruleset", rules.name());
        if (wins) {
            Set<List<BigInteger>> seen = new LinkedHashSet<>();
            boolean all = new HeapOracle(g, HeapSumSolver.MOVE_WORK).optionsOfValue(List.of(m), BigInteger.ZERO,
                    seen::add);
            if (!all) {
                answer.movesIncomplete("some winning moves shown: the heap is too large to list every option");
            }
            for (List<BigInteger> parts : seen) {
                // the normal move m -> k is the misère move n -> k + 1
                BigInteger k = parts.isEmpty() ? BigInteger.ZERO : parts.get(0);
                List<BigInteger> shifted = new ArrayList<>(List.of(k.add(BigInteger.ONE)));
                answer.move(HeapSumSolver.move(position, index, shifted));
            }
        }
        answer.note("misère play of one heap with 1 in the set: the heap of n loses exactly when n - 1 loses under"
                + " normal play (G(" + (m.bitLength() > 64 ? "n - 1" : m.toString()) + ") "
                + (wins ? "!= 0" : "= 0") + ")");
        answer.note("remoteness not computed: it needs a search of every smaller position");
        return answer.build();
    }
}
