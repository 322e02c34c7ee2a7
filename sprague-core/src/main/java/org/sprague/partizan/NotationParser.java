package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;

/**
 * Reads values in the notation that {@link Notation} prints, with sums and differences:
 * <pre>
 * expr    := term (('+' | '-') term)*
 * term    := '+-' primary | ['-'] primary ['+-' primary]
 * primary := literal | '{' [expr (',' expr)*] '|' [expr (',' expr)*] '}' | '(' expr ')'
 *          | name '(' expr (',' expr)* ')'                        (a {@link ValueFunctions} call: cool(G, 1))
 * literal := [N | N/D] [^... | v... | ^K | vK] [* | *K]      (one part at least; D a power of 2)
 * </pre>
 * A minus sign written right before a literal that starts with a number belongs to that number ({@code -1^}
 * is {@code -1 + ^}, as printed), elsewhere it negates ({@code -{1|*}}, {@code 2 - ^}). {@code m +- s} is
 * {@code {m + s | m - s}}; {@code +- s} is {@code {s | -s}}.
 */
public final class NotationParser {
    private static final Pattern LITERAL = Pattern.compile(
            "(?<num>[0-9]+(?:/[0-9]+)?)?(?:(?<arrows>\\^+|v+)(?<times>[0-9]+)?)?(?:\\*(?<star>[0-9]+)?)?");
    private static final int MAX_MULTIPLE = 100_000;

    private final CanonicalGames games;
    private final Notation notation;
    private ValueFunctions functions;
    private String text;
    private List<String> tokens;
    private int at;

    /** Parses into {@code games}. */
    public NotationParser(CanonicalGames games) {
        this.games = games;
        this.notation = new Notation(games);
    }

    /**
     * The canonical id of the value written in {@code expression}.
     *
     * @throws BadInputException when the text is not in the notation
     */
    public int parse(String expression) {
        text = expression;
        tokens = tokenize(expression);
        at = 0;
        if (tokens.isEmpty()) {
            throw bad("empty value");
        }
        int value = expr();
        if (at < tokens.size()) {
            throw bad("unexpected '" + tokens.get(at) + "'");
        }
        return value;
    }

    private int expr() {
        int value = term();
        while (at < tokens.size() && (peek("+") || peek("-"))) {
            boolean minus = next().equals("-");
            int t = term();
            value = games.sum(value, minus ? games.negate(t) : t);
        }
        return value;
    }

    private int term() {
        if (peek("+-")) {
            next();
            return plusMinus(0, primary(false));
        }
        boolean minus = peek("-");
        if (minus) {
            next();
        }
        boolean numberLiteral = at < tokens.size() && Character.isDigit(tokens.get(at).charAt(0));
        int value = primary(minus && numberLiteral);
        if (minus && !numberLiteral) {
            value = games.negate(value);
        }
        if (peek("+-")) {
            next();
            value = plusMinus(value, primary(false));
        }
        return value;
    }

    private int plusMinus(int mean, int s) {
        return games.game(new int[] {games.sum(mean, s)}, new int[] {games.difference(mean, s)});
    }

    private int primary(boolean negativeNumber) {
        if (at >= tokens.size()) {
            throw bad("a value is missing at the end");
        }
        String token = next();
        if (token.equals("(")) {
            int value = expr();
            expect(")");
            return value;
        }
        if (token.equals("{")) {
            List<Integer> left = options("|");
            expect("|");
            if (peek("|")) {
                throw bad("'||' is not read; write nested braces such as {2|{1|0}}");
            }
            List<Integer> right = options("}");
            expect("}");
            return games.game(toArray(left), toArray(right));
        }
        if (peek("(") && ValueFunctions.NAMES.contains(token)) {
            return call(token);
        }
        return literal(token, negativeNumber);
    }

    /** {@code name(expr, ...)}: the arguments read here, the function applied by {@link ValueFunctions}. */
    private int call(String name) {
        expect("(");
        List<Integer> args = options(")");
        expect(")");
        if (functions == null) {
            functions = new ValueFunctions(games);
        }
        return functions.call(name, args);
    }

    private List<Integer> options(String end) {
        List<Integer> out = new ArrayList<>();
        if (peek(end)) {
            return out;
        }
        out.add(expr());
        while (peek(",")) {
            next();
            out.add(expr());
        }
        return out;
    }

    private int literal(String token, boolean negativeNumber) {
        Matcher m = LITERAL.matcher(token);
        if (token.isEmpty() || !m.matches() || (m.group("times") != null && m.group("arrows").length() > 1)) {
            throw bad("'" + token + "' is not a value");
        }
        Dyadic number = Dyadic.ZERO;
        if (m.group("num") != null) {
            try {
                number = Dyadic.parse(m.group("num"));
            } catch (NumberFormatException e) {
                throw bad(e.getMessage());
            }
        }
        int ups = 0;
        if (m.group("arrows") != null) {
            ups = m.group("times") != null ? count(m.group("times")) : m.group("arrows").length();
            ups = m.group("arrows").startsWith("v") ? -ups : ups;
        }
        int star = 0;
        if (token.contains("*")) {
            star = m.group("star") != null ? count(m.group("star")) : 1;
        }
        return notation.build(new Notation.Uptimal(negativeNumber ? number.negate() : number, ups, star));
    }

    private int count(String digits) {
        if (digits.length() > 6 || Integer.parseInt(digits) > MAX_MULTIPLE) {
            throw bad("multiple " + digits + " is too large (at most " + MAX_MULTIPLE + ")");
        }
        return Integer.parseInt(digits);
    }

    private static List<String> tokenize(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '+' && i + 1 < s.length() && s.charAt(i + 1) == '-') {
                out.add("+-");
                i += 2;
            } else if ("{}|,()+-".indexOf(c) >= 0) {
                out.add(String.valueOf(c));
                i++;
            } else {
                int start = i;
                while (i < s.length() && "{}|,()+-".indexOf(s.charAt(i)) < 0 && !Character.isWhitespace(s.charAt(i))) {
                    i++;
                }
                out.add(s.substring(start, i));
            }
        }
        return out;
    }

    private boolean peek(String token) {
        return at < tokens.size() && tokens.get(at).equals(token);
    }

    private String next() {
        return tokens.get(at++);
    }

    private void expect(String token) {
        if (!peek(token)) {
            throw bad("expected '" + token + "'" + (at < tokens.size() ? " before '" + tokens.get(at) + "'" : " at the end"));
        }
        next();
    }

    private BadInputException bad(String why) {
        return new BadInputException("bad value '" + text + "': " + why);
    }

    private static int[] toArray(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
