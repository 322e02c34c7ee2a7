package org.sprague.explain;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.heap.HeapRulesets;
import org.sprague.catalog.classic.Wythoff;
import org.sprague.catalog.classic.Zeckendorf;

/**
 * The closed-form rule a catalog game applies, worked out on one position in words: Bouton's XOR (Nim), the
 * residue n mod (K+1) (Bash), Beatty pairs (Wythoff), Zeckendorf representations (Fibonacci Nim), parity (the
 * divisor game). Games answered by other theorems name them in their notes (colon principle, staircase Nim).
 */
final class ClosedFormRules {
    private ClosedFormRules() {
    }

    /** The rule worked out on {@code position}, or {@code null} when the game has no such rule here. */
    static String rule(String id, GameOptions options, List<String> position) {
        try {
            return switch (id) {
                case "nim" -> options.flag(GameOption.MISERE) ? null
                        : "Bouton: a heap of n has Grundy value n, so the sum's value is the XOR of the heaps";
                case "bash" -> bash(options, position);
                case "wythoff" -> position.size() == 2 ? wythoff(big(position.get(0)), big(position.get(1))) : null;
                case "fibonacci-nim" -> fibonacci(position);
                case "divisor" -> position.size() == 1 ? divisor(big(position.get(0))) : null;
                default -> null;
            };
        } catch (NumberFormatException | BadInputException | ArithmeticException e) {
            return null; // the solver reports the bad position itself
        }
    }

    private static String bash(GameOptions options, List<String> position) {
        if (options.flag(GameOption.MISERE)) {
            return null;
        }
        long k1 = options.intValue(HeapRulesets.MAX, 1, 1) + 1L;
        List<String> terms = new ArrayList<>();
        for (String p : position) {
            terms.add(p + " mod " + k1 + " = " + big(p).mod(BigInteger.valueOf(k1)));
        }
        return "Bash: a heap of n has Grundy value n mod (K+1): " + String.join(", ", terms);
    }

    private static String wythoff(BigInteger a, BigInteger b) {
        BigInteger k = a.subtract(b).abs();
        BigInteger low = Wythoff.lower(k);
        String pair = "(" + low + ", " + low.add(k) + ")";
        return "Beatty pairs: the losing positions are (floor(k*phi), floor(k*phi) + k); here k = |" + a + " - " + b
                + "| = " + k + " and floor(k*phi) = " + low + ", so the losing pair with this difference is " + pair
                + (a.min(b).equals(low) ? ", which is this position: the player to move loses"
                        : ", not this position: the player to move wins");
    }

    private static String fibonacci(List<String> position) {
        if (position.isEmpty() || position.size() > 2) {
            return null;
        }
        BigInteger n = big(position.get(0));
        List<BigInteger> terms = Zeckendorf.terms(n);
        List<String> texts = new ArrayList<>();
        for (BigInteger t : terms) {
            texts.add(t.toString());
        }
        String rep = "Zeckendorf: " + n + " = " + (texts.isEmpty() ? "0" : String.join(" + ", texts));
        if (position.size() == 1) {
            return rep + (terms.size() == 1 ? ", a Fibonacci number: the player to move loses"
                    : "; the player to move wins by taking the smallest term, " + (texts.isEmpty() ? "0" : texts.get(0)));
        }
        BigInteger last = big(position.get(1));
        BigInteger smallest = terms.isEmpty() ? BigInteger.ZERO : terms.get(0);
        boolean win = !terms.isEmpty() && smallest.compareTo(last.shiftLeft(1)) <= 0;
        return rep + "; the smallest term " + smallest + (win ? " is at most" : " is more than") + " 2*LAST = "
                + last.shiftLeft(1) + (win ? ": the player to move wins by taking it" : ": the player to move loses");
    }

    private static String divisor(BigInteger n) {
        return "parity: " + n + " is " + (n.testBit(0) ? "odd, and every divisor of an odd number is odd, so every"
                + " move leaves an even number: the player to move loses"
                : "even: subtracting 1 leaves an odd number, lost for the other player: the player to move wins");
    }

    private static BigInteger big(String text) {
        return new BigInteger(text.strip());
    }
}
