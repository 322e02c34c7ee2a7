package org.sprague.partizan;

/**
 * Test helper: rewrites CGSuite's slash bars ({@code {a||b|c}} is {@code {a|{b|c}}}) as the nested braces the
 * parser reads, so that values copied from CGSuite's tests can be typed as CGSuite wrote them. Inside one pair of
 * braces the longest run of bars splits the game; a side that still holds bars is one game, else a list of
 * options. Parentheses nest like braces.
 */
final class SlashBars {
    private SlashBars() {
    }

    static String nested(String s) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '{') {
                int end = closing(s, i);
                out.append(group(s.substring(i + 1, end)));
                i = end + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static String group(String inner) {
        int best = 0;
        int at = -1;
        int depth = 0;
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                int run = 1;
                while (i + run < inner.length() && inner.charAt(i + run) == '|') {
                    run++;
                }
                if (run > best) {
                    best = run;
                    at = i;
                } else if (run == best) {
                    at = best == 1 ? at : -2;
                }
                i += run - 1;
            }
        }
        if (best <= 1) {
            return "{" + nested(inner) + "}";
        }
        if (at == -2) {
            throw new IllegalArgumentException("ambiguous bars in " + inner);
        }
        return "{" + side(inner.substring(0, at)) + "|" + side(inner.substring(at + best)) + "}";
    }

    private static String side(String piece) {
        return hasTopLevelBar(piece) ? group(piece) : nested(piece);
    }

    private static boolean hasTopLevelBar(String s) {
        int depth = 0;
        for (char c : s.toCharArray()) {
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                return true;
            }
        }
        return false;
    }

    private static int closing(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{' || c == '(') {
                depth++;
            } else if (c == '}' || c == ')') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        throw new IllegalArgumentException("unbalanced " + s);
    }
}
