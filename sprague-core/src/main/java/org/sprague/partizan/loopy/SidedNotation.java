package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;

/**
 * Sums of sided values in notation: {@code (1 & 0) + (1 & 0)}, {@code a{0|a} - (1 & 0)}. The text is split at the
 * '+' signs outside braces, parentheses and brackets and at the '-' signs right before a parenthesis; a term
 * {@code (S & T)} is a sided value ({@link SidedValues#parse}), any other term a loopy value read whole
 * ({@link LoopyNotation}, so {@code -1/4over} keeps its sign), and the terms are added as sided values
 * ({@link SidedValues#sum}: onside of the sum of the onsides, offside of the sum of the offsides; Siegel,
 * <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI). A term whose braces hold sided values as options,
 * {@code {1 & 0|0}}, is read as CGSuite reads it ({@link SidedBraces}).
 */
final class SidedNotation {
    private SidedNotation() {
    }

    /**
     * True when {@code text} has an '&' inside parentheses (a sum of sided values) or braces (sided options), read
     * here rather than as one {@code S & T}.
     */
    static boolean isSum(String text) {
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '{') {
                depth++;
            } else if (c == ')' || c == '}') {
                depth--;
            } else if (c == '&' && depth > 0) {
                return true;
            }
        }
        return false;
    }

    /** The sided value of the sum written in {@code text}. */
    static SidedValue parse(String text, CanonicalGames games, int maxPositions) {
        SidedValue total = null;
        for (String[] term : terms(text)) {
            boolean minus = term[0] != null;
            String body = term[1].strip();
            SidedValue v;
            if (body.startsWith("(") && body.endsWith(")") && isSum(body)) {
                v = SidedValues.parse(body.substring(1, body.length() - 1), games, maxPositions);
            } else if (isSum(body)) {
                v = SidedBraces.parse(body, games, maxPositions);
            } else {
                v = SidedValues.ofGame(new LoopyNotation(games, maxPositions).parse(body), maxPositions);
            }
            if (minus) {
                v = SidedValues.negate(v);
            }
            total = total == null ? v : SidedValues.sum(total, v, maxPositions);
        }
        return total;
    }

    /** The terms: {sign ("-" or null), text}. */
    private static List<String[]> terms(String text) {
        List<String[]> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        String sign = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += depthChange(c);
            if (depth == 0 && (c == '+' && !text.startsWith("+-", i) || c == '-' && beforeParenthesis(text, i))) {
                if (!text.substring(start, i).isBlank()) {
                    out.add(new String[] {sign, text.substring(start, i)});
                } else if (c == '+' || sign != null) {
                    throw bad(text);
                }
                sign = c == '-' ? "-" : null;
                start = i + 1;
            }
        }
        if (text.substring(start).isBlank()) {
            throw bad(text);
        }
        out.add(new String[] {sign, text.substring(start)});
        return out;
    }

    /** +1 for an opening brace, parenthesis or bracket, -1 for a closing one, else 0. */
    static int depthChange(char c) {
        return c == '{' || c == '(' || c == '[' ? 1 : c == '}' || c == ')' || c == ']' ? -1 : 0;
    }

    private static boolean beforeParenthesis(String text, int i) {
        return text.substring(i + 1).stripLeading().startsWith("(");
    }

    private static BadInputException bad(String text) {
        return new BadInputException("cannot read '" + text + "': a term of the sum is missing");
    }
}
