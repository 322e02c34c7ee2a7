package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a value written in CGSuite's notation into tokens for {@link NotationParser}: literals
 * ({@code 3/4v[3]*}), names ({@code Tiny}, a variable), runs of bars ({@code |||} is one token), {@code +-}
 * (or {@code ±}) and the single characters {@code { } , ( ) + - : .}.
 */
final class NotationLexer {
    /** A number, then arrows with a count ({@code ^3}), a sum ({@code ^[3]}) or a unit ({@code ^<3>}), then a star. */
    static final Pattern LITERAL = Pattern.compile(
            "(?<num>[0-9]+(?:/[0-9]+)?)?(?:(?<arrows>\\^+|v+)(?:(?<times>[0-9]+)|\\[(?<sum>[0-9]+)]|<(?<unit>[0-9]+)>)?)?"
                    + "(?:\\*(?<star>[0-9]+)?)?");
    private static final String PUNCTUATION = "{},()+-:.";

    /** One token: its kind, its text and where it starts. */
    record Token(Kind kind, String text, int at) {
        boolean is(String s) {
            return kind != Kind.LITERAL && kind != Kind.NAME && text.equals(s);
        }

        /** The number of bars of a {@link Kind#BARS} token. */
        int bars() {
            return kind == Kind.BARS ? text.length() : 0;
        }
    }

    /** Kinds of tokens. */
    enum Kind { LITERAL, NAME, BARS, PUNCT }

    private NotationLexer() {
    }

    /** The tokens of {@code s}; {@code null} entries never occur. */
    static List<Token> tokens(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        Matcher literal = LITERAL.matcher(s);
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '±') {
                out.add(new Token(Kind.PUNCT, "+-", i++));
            } else if (c == '+' && i + 1 < s.length() && s.charAt(i + 1) == '-') {
                out.add(new Token(Kind.PUNCT, "+-", i));
                i += 2;
            } else if (c == '|') {
                int start = i;
                while (i < s.length() && s.charAt(i) == '|') {
                    i++;
                }
                out.add(new Token(Kind.BARS, s.substring(start, i), start));
            } else if (PUNCTUATION.indexOf(c) >= 0) {
                out.add(new Token(Kind.PUNCT, String.valueOf(c), i++));
            } else {
                literal.region(i, s.length());
                int end = literal.lookingAt() ? literal.end() : i;
                // "val" is a name, not "v" then "al"; "2Tiny" is the literal 2, then a name
                boolean name = end == i || (Character.isLetter(c) && end < s.length() && isNamePart(s.charAt(end)));
                if (name) {
                    end = i;
                    while (end < s.length() && isNamePart(s.charAt(end))) {
                        end++;
                    }
                    if (end == i) {
                        end = i + 1; // a stray character: the parser names it
                    }
                }
                out.add(new Token(name ? Kind.NAME : Kind.LITERAL, s.substring(i, end), i));
                i = end;
            }
        }
        return out;
    }

    private static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
