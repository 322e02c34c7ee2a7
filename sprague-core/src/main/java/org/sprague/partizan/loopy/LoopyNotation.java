package org.sprague.partizan.loopy;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.NotationParser;

/**
 * Reads loopy values in CGSuite's notation into a {@link LoopyGraph}. Inside braces, {@code pass} is the node the
 * braces make (CGSuite: {@code {pass|}} is {@code on}); a name written right before braces names their node, which
 * its options may refer to ({@code a{0||||0|||a|*||*}}, {@code lib/core/src/test/scala/org/cgsuite/lang/
 * CanonicalStopperTestCase.scala}). The names {@code on} = {pass|}, {@code off} = {|pass}, {@code over} =
 * {0|pass}, {@code under} = {pass|0}, {@code upon} = {pass|*} and {@code dud} = {pass|pass} are Winning Ways'
 * (Berlekamp, Conway, Guy, ch. 11, "Games infinite and indefinite"); a number written right before
 * {@code over}, {@code under} or {@code upon} is added to it, its sign its own ({@code 3/2under} = 3/2 + under,
 * {@code -1/4over} = -1/4 + over), as CGSuite prints {@code {pass|3/2}}. CGSuite's upon-th notation
 * ({@code ^[on]} = upon, {@code -1/4v[on]}, {@code ^<on>*}) is read as {@link UponForms} defines it. Runs of
 * bars split braces as in {@link NotationParser}; {@code +} and {@code -} make sums and negatives; every other piece (numbers, {@code ^},
 * {@code *}, {@code Tiny(2)}) is a short value read by {@link NotationParser}.
 */
public final class LoopyNotation {
    /** The loopy constants this notation knows. */
    public static final List<String> CONSTANTS = List.of("on", "off", "over", "under", "upon", "dud");
    private static final int PASS = -2;
    /** CGSuite's {@code 3/2under}: a number (its sign its own) plus over, under or upon. */
    private static final Pattern NUMBER_CONSTANT =
            Pattern.compile("(-?[0-9]+(?:/[0-9]+)?)(over|under|upon)(?![A-Za-z0-9_])");

    /** CGSuite's upon-th notation ({@link UponForms}): {@code -1/4v[on]}, {@code ^<on>}, {@code 2^[on]*3}. */
    private static final Pattern UPON_FORM =
            Pattern.compile("(-?[0-9]+(?:/[0-9]+)?)?([\\^v])(\\[on\\]|<on>)(?:\\*([0-9]{0,3})(?![0-9]))?");

    private final CanonicalGames games;
    private final NotationParser shortParser;
    private final int maxPositions;
    private GraphBuilder builder;
    private final Deque<String[]> names = new ArrayDeque<>();
    private final Deque<Integer> nodes = new ArrayDeque<>();
    private String text;
    private int at;

    /**
     * A reader whose short pieces go into {@code games}; graphs have at most {@code maxPositions} nodes.
     *
     * @param games the store of short games
     * @param maxPositions the most positions a graph may have
     */
    public LoopyNotation(CanonicalGames games, int maxPositions) {
        this.games = games;
        this.shortParser = new NotationParser(games);
        this.maxPositions = maxPositions;
    }

    /**
     * True when {@code text} uses loopy notation: a constant such as {@code on}, {@code pass}, or a named brace.
     *
     * @param text an expression
     * @return true when {@code text} uses a loopy constant, {@code pass} or a named brace
     */
    public static boolean looksLoopy(String text) {
        if (text.contains("[on]") || text.contains("<on>")) {
            return true;
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i)) && (i == 0 || !isNamePart(text.charAt(i - 1)))) {
                int end = i;
                while (end < text.length() && isNamePart(text.charAt(end))) {
                    end++;
                }
                String word = text.substring(i, end);
                String rest = text.substring(end).stripLeading();
                if (word.equals("pass") || CONSTANTS.contains(word) || rest.startsWith("{")) {
                    return true;
                }
                i = end;
            }
        }
        return false;
    }

    /**
     * The canonical id of a short value, read by {@link NotationParser} into the same games.
     *
     * @param expression the expression
     * @return the canonical id of a short value, read by {@link NotationParser} into the same games
     */
    public int parseShort(String expression) {
        return shortParser.parse(expression);
    }

    /**
     * The graph of the loopy value written in {@code expression}.
     *
     * @param expression the expression
     * @return the graph of the loopy value written in {@code expression}
     * @throws BadInputException when it is not in the notation
     */
    public LoopyGraph parse(String expression) {
        text = expression;
        at = 0;
        builder = new GraphBuilder(maxPositions);
        names.clear();
        nodes.clear();
        int v = expr();
        skip();
        if (at < text.length()) {
            throw bad("unexpected '" + text.charAt(at) + "'");
        }
        if (v == PASS) {
            throw bad("pass is an option of braces, not a value");
        }
        return builder.graph(v);
    }

    private int expr() {
        int value = term();
        while (true) {
            skip();
            if (at >= text.length() || (text.charAt(at) != '+' && text.charAt(at) != '-')
                    || text.startsWith("+-", at)) {
                return value;
            }
            boolean minus = text.charAt(at++) == '-';
            int t = term();
            value = sum(value, minus ? negate(t) : t);
        }
    }

    private int term() {
        skip();
        Matcher u = UPON_FORM.matcher(text).region(at, text.length());
        if (u.lookingAt()) {
            at = u.end();
            Dyadic x = u.group(1) == null ? Dyadic.of(0) : games.numberValue(shortParser.parse(u.group(1)));
            int star = u.group(4) == null ? 0 : u.group(4).isEmpty() ? 1 : Integer.parseInt(u.group(4));
            return UponForms.build(builder, games, new UponForms.Form(u.group(3).equals("<on>"),
                    u.group(2).equals("^"), x, star));
        }
        Matcher m = NUMBER_CONSTANT.matcher(text).region(at, text.length());
        if (m.lookingAt()) {
            at = m.end();
            return sum(builder.importShort(games, shortParser.parse(m.group(1))), constant(m.group(2)));
        }
        if (at < text.length() && text.charAt(at) == '-') {
            at++;
            return negate(term());
        }
        return atom();
    }

    private int atom() {
        skip();
        if (at >= text.length()) {
            throw bad("a value is missing at the end");
        }
        char c = text.charAt(at);
        if (c == '{') {
            return braces(null);
        }
        if (c == '(') {
            at++;
            int v = expr();
            skip();
            if (at >= text.length() || text.charAt(at) != ')') {
                throw bad("missing ')'");
            }
            at++;
            return v;
        }
        if (Character.isLetter(c)) {
            int start = at;
            while (at < text.length() && isNamePart(text.charAt(at))) {
                at++;
            }
            String word = text.substring(start, at);
            skip();
            if (at < text.length() && text.charAt(at) == '{') {
                if (word.equals("pass") || CONSTANTS.contains(word)) {
                    throw bad("'" + word + "' cannot name braces");
                }
                return braces(word);
            }
            if (word.equals("pass")) {
                if (nodes.isEmpty()) {
                    throw bad("pass is an option of braces, not a value");
                }
                return PASS;
            }
            if (CONSTANTS.contains(word)) {
                return constant(word);
            }
            if ((word.equals("Tiny") || word.equals("Miny")) && at < text.length() && text.charAt(at) == '(') {
                int tiny = tinyOrMiny(word.equals("Tiny"));
                if (tiny >= 0) {
                    return tiny;
                }
                at = start;
                return shortPiece();
            }
            for (String[] scope : names) {
                if (word.equals(scope[0])) {
                    return Integer.parseInt(scope[1]);
                }
            }
            at = start;
        }
        return shortPiece();
    }

    /**
     * {@code Tiny(X)} = {0||0|-X} and {@code Miny(X)} = {X|0||0} for a loopy X (as CGSuite prints
     * {@code Tiny(on)}), or -1 when X is short (the short reader then takes the whole piece).
     */
    private int tinyOrMiny(boolean tiny) {
        at++; // '('
        int x = expr();
        skip();
        if (at >= text.length() || text.charAt(at) != ')') {
            throw bad("missing ')'");
        }
        at++;
        LoopyGraph xs = complete(x);
        if (xs.isLoopfree()) {
            return -1;
        }
        int zero = builder.importShort(games, games.integer(0));
        if (tiny) {
            int inner = builder.node(new int[] {zero}, new int[] {negate(x)});
            return builder.node(new int[] {zero}, new int[] {inner});
        }
        int inner = builder.node(new int[] {x}, new int[] {zero});
        return builder.node(new int[] {inner}, new int[] {zero});
    }

    private int constant(String word) {
        int x = builder.open();
        int[] self = {x};
        int[] none = {};
        switch (word) {
            case "on" -> builder.set(x, self, none);
            case "off" -> builder.set(x, none, self);
            case "over" -> builder.set(x, new int[] {builder.importShort(games, games.integer(0))}, self);
            case "under" -> builder.set(x, self, new int[] {builder.importShort(games, games.integer(0))});
            case "upon" -> builder.set(x, self, new int[] {builder.importShort(games, games.nimber(1))});
            default -> builder.set(x, self, self);
        }
        return x;
    }

    /** A short value's text, up to a comma, a bar, a closing brace or a sum's sign outside parentheses. */
    private int shortPiece() {
        int start = at;
        int depth = 0;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (depth == 0 && (c == ',' || c == '|' || c == '}' || c == '{')) {
                break;
            } else if (depth == 0 && c == '+' && text.startsWith("+-", at)) {
                at += 2;
                continue;
            } else if (depth == 0 && (c == '+' || c == '-') && at > start) {
                break;
            }
            at++;
        }
        String piece = text.substring(start, at).trim();
        if (piece.isEmpty()) {
            throw bad("a value is missing at column " + (start + 1));
        }
        return builder.importShort(games, shortParser.parse(piece));
    }

    private int braces(String name) {
        at++; // '{'
        int node = builder.open();
        names.push(new String[] {name == null ? "" : name, Integer.toString(node)});
        nodes.push(node);
        List<int[]> segments = new ArrayList<>(); // {0, option} or {1, bars} (0 bars: a comma)
        while (true) {
            skip();
            if (at >= text.length()) {
                throw bad("missing '}'");
            }
            char c = text.charAt(at);
            if (c == '}') {
                at++;
                break;
            } else if (c == ',') {
                at++;
                segments.add(new int[] {1, 0});
            } else if (c == '|') {
                int start = at;
                while (at < text.length() && text.charAt(at) == '|') {
                    at++;
                }
                segments.add(new int[] {1, at - start});
            } else {
                segments.add(new int[] {0, expr()});
            }
        }
        names.pop();
        nodes.pop();
        build(segments, node);
        return node;
    }

    private void build(List<int[]> segments, int node) {
        if (segments.isEmpty()) {
            builder.set(node, new int[0], new int[0]);
            return;
        }
        int most = 0;
        int split = -1;
        int runs = 0;
        for (int i = 0; i < segments.size(); i++) {
            int[] s = segments.get(i);
            if (s[0] == 1 && s[1] > most) {
                most = s[1];
                split = i;
                runs = 1;
            } else if (s[0] == 1 && s[1] == most && most > 0) {
                runs++;
            }
        }
        if (most == 0) {
            throw bad("braces need a bar between Left's and Right's options");
        }
        if (runs > 1) {
            throw bad("two runs of " + most + " bars in one pair of braces: add braces to say which splits");
        }
        builder.set(node, side(segments.subList(0, split), node),
                side(segments.subList(split + 1, segments.size()), node));
    }

    private int[] side(List<int[]> segments, int node) {
        if (segments.isEmpty()) {
            return new int[0];
        }
        if (segments.stream().anyMatch(s -> s[0] == 1 && s[1] > 0)) {
            int inner = builder.open();
            build(segments, inner);
            return new int[] {inner};
        }
        int[] options = new int[(segments.size() + 1) / 2];
        for (int i = 0; i < segments.size(); i++) {
            boolean option = i % 2 == 0;
            if (segments.get(i)[0] != (option ? 0 : 1)) {
                throw bad("an option is missing between commas");
            }
            if (option) {
                int v = segments.get(i)[1];
                options[i / 2] = v == PASS ? node : v;
            }
        }
        if (segments.size() % 2 == 0) {
            throw bad("an option is missing after a comma");
        }
        return options;
    }

    private int sum(int a, int b) {
        LoopyGraph ga = complete(a);
        LoopyGraph gb = complete(b);
        return builder.importGraph(LoopyGraph.sum(ga, gb, maxPositions));
    }

    private int negate(int a) {
        return builder.importGraph(complete(a).negate());
    }

    private LoopyGraph complete(int v) {
        if (v == PASS) {
            throw bad("pass stands alone as an option: it cannot be added or negated");
        }
        if (builder.reachesOpen(v)) {
            throw bad("a sum or negative cannot refer to the braces it is inside of (write the loop as options)");
        }
        return builder.graph(v);
    }

    private void skip() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private BadInputException bad(String why) {
        return new BadInputException("cannot read loopy value '" + text + "': " + why);
    }
}
