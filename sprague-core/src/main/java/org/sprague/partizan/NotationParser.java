package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.partizan.NotationLexer.Kind;
import org.sprague.partizan.NotationLexer.Token;

/**
 * Reads values in CGSuite's notation for short games (the forms {@link CgsuiteNotation} and {@link Notation}
 * print, with CGSuite's meaning; its test cases {@code lib/core/src/test/scala/org/cgsuite/lang/
 * CanonicalShortGameTestCase.scala} give inputs such as {@code {0||0|-3/2}} and {@code {5||3|1|||0||||0}}):
 * <pre>
 * expr     := term (('+' | '-') term)*
 * term     := ordinal ['+-' unary]                        m +- s = {m+s | m-s}
 * ordinal  := product (':' product)*                       G:H, the ordinal sum
 * product  := unary ('.' unary)*                           G.U, the Norton product (U &gt; 0, not a number)
 * unary    := '+-' (braces | '(' expr, ... ')' | unary)    +-G = {G|-G}; +-{a,b} = {a,b|-a,-b}
 *           | '-' unary | [N] primary | N                  a number written before a value is a sum: 2Tiny(2)
 * primary  := literal | name '(' expr, ... ')' | name | '(' expr ')' | '{' slashed '}'
 * slashed  := options separated by ',' and runs of bars; the run with the most bars splits the game, and
 *             a side that has bars of its own is one option: {a||b|c} = {a|{b|c}}, {a|b||c} = {{a|b}|c}
 * literal  := [N | N/D] [^... | v... | ^K | vK | ^[K] | v[K] | ^&lt;K&gt; | v&lt;K&gt;] [* | *K]
 * </pre>
 * Functions: {@code Tiny(G)} = {0||0|-G}, {@code Miny(G)} = {G|0||0}, {@code ConwayProduct(*a,*b)} (the
 * product of nimbers, {@link org.sprague.value.Nimbers#nimProduct}), and the invariants' {@link ValueFunctions}
 * ({@code cool(G, t)}, {@code heat(G, t)}, {@code overheat(G, s, t)}, {@code freeze(G)}, {@code rcf(G)},
 * {@code companion(G)}, {@code aw(G)}). A minus sign right before a number belongs to it
 * ({@code -1^} is {@code -1 + ^}), elsewhere it negates ({@code -{1|*}}, {@code 2 - ^}).
 */
public final class NotationParser {
    /** The functions a value may call. */
    public static final List<String> FUNCTIONS = List.of("Tiny", "Miny", "ConwayProduct");

    private final CanonicalGames games;
    private final NotationLiterals literals;
    private final GameOperations operations;
    private final Map<String, Integer> variables = new HashMap<>();
    /** The invariants' functions (cool, heat, ...), made on their first call. */
    private ValueFunctions functions;
    private String text;
    private List<Token> tokens;
    private int at;

    /**
     * Parses into {@code games}.
     *
     * @param games the games space the values are made in
     */
    public NotationParser(CanonicalGames games) {
        this.games = games;
        this.literals = new NotationLiterals(games);
        this.operations = new GameOperations(games);
    }

    /**
     * Names {@code value} as {@code name} in the values parsed from now on (a worksheet's variables).
     *
      * @param name the name
      * @param value the id of the value
     * @throws BadInputException when {@code name} is not a name or is a function's
     */
    public void define(String name, int value) {
        if (!isVariableName(name)) {
            throw new BadInputException("'" + name + "' cannot name a value: use a letter, then letters, digits or _,"
                    + " not a function's name nor one that reads as a value (v, v3)");
        }
        variables.put(name, value);
    }

    /**
     * The values named so far.
     *
     * @return the names and the ids of their values
     */
    public Map<String, Integer> variables() {
        return Map.copyOf(variables);
    }

    /**
     * True when {@code name} can name a value: a name token that is no function.
     *
     * @param name the name
     * @return whether it may name a value
     */
    public static boolean isVariableName(String name) {
        List<Token> t = NotationLexer.tokens(name);
        return t.size() == 1 && t.get(0).kind() == Kind.NAME && Character.isLetter(name.charAt(0))
                && !FUNCTIONS.contains(name) && !ValueFunctions.NAMES.contains(name);
    }

    /**
     * The canonical id of the value written in {@code expression}.
     *
      * @param expression the text
      * @return the id of its value
     * @throws BadInputException when the text is not in the notation
     */
    public int parse(String expression) {
        text = expression;
        tokens = NotationLexer.tokens(expression);
        at = 0;
        if (tokens.isEmpty()) {
            throw bad("empty value");
        }
        int value = expr();
        if (at < tokens.size()) {
            throw bad("unexpected '" + tokens.get(at).text() + "'");
        }
        return value;
    }

    private int expr() {
        int value = term();
        while (peek("+") || peek("-")) {
            boolean minus = next().text().equals("-");
            int t = term();
            value = games.sum(value, minus ? games.negate(t) : t);
        }
        return value;
    }

    private int term() {
        int value = ordinal();
        if (peek("+-")) {
            next();
            int s = unary();
            value = games.game(new int[] {games.sum(value, s)}, new int[] {games.difference(value, s)});
        }
        return value;
    }

    private int ordinal() {
        int value = product();
        while (peek(":")) {
            next();
            value = operations.ordinalSum(value, product());
        }
        return value;
    }

    private int product() {
        int value = unary();
        while (peek(".")) {
            next();
            value = operations.nortonProduct(value, unary());
        }
        return value;
    }

    private int unary() {
        if (peek("+-")) {
            next();
            List<Integer> left = plusMinusOptions();
            List<Integer> right = new ArrayList<>();
            for (int o : left) {
                right.add(games.negate(o));
            }
            return games.game(toArray(left), toArray(right));
        }
        if (peek("-")) {
            next();
            if (at < tokens.size() && tokens.get(at).kind() == Kind.LITERAL && Character.isDigit(tokens.get(at).text().charAt(0))) {
                return juxtaposed(literal(next(), true));
            }
            return games.negate(unary());
        }
        if (at < tokens.size() && tokens.get(at).kind() == Kind.LITERAL && Character.isDigit(tokens.get(at).text().charAt(0))) {
            return juxtaposed(literal(next(), false));
        }
        return primary();
    }

    /** A number literal followed at once by a name, a parenthesis or a brace: the sum of the two. */
    private int juxtaposed(int number) {
        if (at < tokens.size() && (tokens.get(at).kind() == Kind.NAME || peek("(") || peek("{"))) {
            return games.sum(number, primary());
        }
        return number;
    }

    /** After {@code +-}: {@code {a,b}} or {@code (a,b)} lists options; else one value. */
    private List<Integer> plusMinusOptions() {
        if (peek("{")) {
            next();
            Slashed s = slashed();
            return s.isList ? s.options : List.of(s.game);
        }
        if (peek("(")) {
            next();
            List<Integer> out = new ArrayList<>(List.of(expr()));
            while (peek(",")) {
                next();
                out.add(expr());
            }
            expect(")");
            return out;
        }
        return List.of(unary());
    }

    private int primary() {
        if (at >= tokens.size()) {
            throw bad("a value is missing at the end");
        }
        Token token = next();
        if (token.is("(")) {
            int value = expr();
            expect(")");
            return value;
        }
        if (token.is("{")) {
            Slashed s = slashed();
            if (s.isList) {
                throw bad("a game needs a bar between its Left and Right options: {a|b}, not {a,b}");
            }
            return s.game;
        }
        if (token.kind() == Kind.NAME) {
            return name(token.text());
        }
        if (token.kind() == Kind.LITERAL) {
            return literal(token, false);
        }
        throw bad("unexpected '" + token.text() + "'");
    }

    private int name(String name) {
        if (FUNCTIONS.contains(name) || ValueFunctions.NAMES.contains(name)) {
            expect("(");
            List<Integer> args = new ArrayList<>(List.of(expr()));
            while (peek(",")) {
                next();
                args.add(expr());
            }
            expect(")");
            return call(name, args);
        }
        Integer value = variables.get(name);
        if (value == null) {
            throw bad("unknown name '" + name + "'" + (variables.isEmpty() ? "" : " (named so far: "
                    + String.join(", ", new java.util.TreeSet<>(variables.keySet())) + ")")
                    + "; the functions are " + String.join(", ", FUNCTIONS) + ", "
                    + String.join(", ", ValueFunctions.NAMES.stream().sorted().toList()));
        }
        return value;
    }

    private int call(String name, List<Integer> args) {
        if (ValueFunctions.NAMES.contains(name)) {
            if (functions == null) {
                functions = new ValueFunctions(games);
            }
            return functions.call(name, args);
        }
        int arity = name.equals("ConwayProduct") ? 2 : 1;
        if (args.size() != arity) {
            throw bad(name + " takes " + arity + " value" + (arity == 1 ? "" : "s") + ", not " + args.size());
        }
        int g = args.get(0);
        return switch (name) {
            case "Tiny" -> games.game(new int[] {0}, new int[] {games.game(new int[] {0}, new int[] {games.negate(g)})});
            case "Miny" -> games.game(new int[] {games.game(new int[] {g}, new int[] {0})}, new int[] {0});
            default -> {
                int a = games.nimberValue(g);
                int b = games.nimberValue(args.get(1));
                if (a < 0 || b < 0) {
                    throw bad("ConwayProduct multiplies nimbers (*a, *b) here, as the nim product");
                }
                long p = org.sprague.value.Nimbers.nimProduct(a, b);
                yield games.nimber(NotationLiterals.checkNimber(p));
            }
        };
    }

    /** A game in braces, or (with no bar) a list of values, read up to and with its closing brace. */
    private Slashed slashed() {
        List<Token> separators = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        // values[i] sits before separators[i]; an empty place between two separators is -1
        boolean valueNext = true;
        while (!peek("}")) {
            if (at >= tokens.size()) {
                throw bad("a '{' is not closed");
            }
            Token t = tokens.get(at);
            if (t.kind() == Kind.BARS || t.is(",")) {
                if (valueNext) {
                    values.add(-1);
                }
                separators.add(next());
                valueNext = true;
            } else if (!valueNext) {
                throw bad("expected ',', '|' or '}' before '" + t.text() + "'");
            } else {
                values.add(expr());
                valueNext = false;
            }
        }
        next();
        if (valueNext) {
            values.add(-1);
        }
        return split(values, separators, 0, separators.size());
    }

    /** The values {@code from..to} (inclusive) and the separators between them. */
    private Slashed split(List<Integer> values, List<Token> separators, int from, int to) {
        int most = 0;
        int where = -1;
        int count = 0;
        for (int i = from; i < to; i++) {
            int b = separators.get(i).bars();
            if (b > most) {
                most = b;
                where = i;
                count = 1;
            } else if (b == most && b > 0) {
                count++;
            }
        }
        if (most == 0) {
            List<Integer> options = new ArrayList<>();
            for (int i = from; i <= to; i++) {
                if (values.get(i) < 0) {
                    if (to == from) {
                        break; // {|...}: no options on this side
                    }
                    throw bad("an option is missing between commas");
                }
                options.add(values.get(i));
            }
            return new Slashed(true, options, -1);
        }
        if (count > 1) {
            throw bad("'" + "|".repeat(most) + "' splits one game twice; write one side with more bars, as in"
                    + " {a||b|c} or {a|b||c}");
        }
        List<Integer> left = side(split(values, separators, from, where));
        List<Integer> right = side(split(values, separators, where + 1, to));
        return new Slashed(false, null, games.game(toArray(left), toArray(right)));
    }

    private static List<Integer> side(Slashed s) {
        return s.isList ? s.options : List.of(s.game);
    }

    /** What braces held: options without a bar, or a game. */
    private record Slashed(boolean isList, List<Integer> options, int game) {
    }

    private int literal(Token token, boolean negativeNumber) {
        try {
            return literals.value(token.text(), negativeNumber);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
    }

    private boolean peek(String token) {
        return at < tokens.size() && tokens.get(at).is(token);
    }

    private Token next() {
        return tokens.get(at++);
    }

    private void expect(String token) {
        if (!peek(token)) {
            throw bad("expected '" + token + "'" + (at < tokens.size() ? " before '" + tokens.get(at).text() + "'" : " at the end"));
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
