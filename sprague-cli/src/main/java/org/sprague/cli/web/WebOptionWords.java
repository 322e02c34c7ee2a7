package org.sprague.cli.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.GameOption;

/**
 * An option as the page shows it, in the user's words rather than a command-line spelling: a label and a help
 * text taken from the option's own description (its words before the first colon or semicolon label it, the rest
 * explains it), a mention of another option by its label, and the choices of a value such as {@code left|right}.
 */
final class WebOptionWords {
    /**
     * Options the page never offers: files and code are not taken over the web, a graph's start is the position, a
     * progress line would go to the server's standard error.
     */
    static final List<String> HIDDEN = List.of("--file", "--rules", "--engine", "--master", "--split-depth",
            "--start", "--progress");

    private WebOptionWords() {
    }

    static Map<String, Object> of(GameOption o, List<GameOption> all) {
        String text = plain(o.description(), all);
        int cut = firstOf(text, ':', ';');
        String opening = cut < 0 ? text : text.substring(0, cut).strip();
        String help = cut < 0 ? "" : text.substring(cut + 1).strip();
        String label = opening;
        // two options of a game whose descriptions open alike ("with a search: ...") are told apart by their help's
        // first clause
        if (cut >= 0 && all.stream().anyMatch(other -> !other.name().equals(o.name())
                && label(other).equals(opening))) {
            int clause = firstOf(help, ',', '(');
            label = opening + ": " + (clause < 0 ? help : help.substring(0, clause)).strip();
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("label", label);
        m.put("help", help);
        m.put("choices", o.paramLabel() != null && o.paramLabel().contains("|")
                ? List.of(o.paramLabel().split("\\|")) : List.of());
        return m;
    }

    /** The label alone (the description's words before a colon), for mentions in other options' texts. */
    static String label(GameOption o) {
        String d = o.description();
        int cut = firstOf(d, ':', ';');
        return cut < 0 ? d : d.substring(0, cut).strip();
    }

    /** {@code text} with each mention of an option spelled {@code --name} replaced by that option's label. */
    static String plain(String text, List<GameOption> all) {
        String out = text;
        for (GameOption other : all) {
            out = out.replaceAll("(?<![\\w-])" + java.util.regex.Pattern.quote(other.name()) + "(?![\\w-])",
                    java.util.regex.Matcher.quoteReplacement("'" + label(other) + "'"));
        }
        return out;
    }

    /** A game's summary or position syntax without option spellings: {@code [--ground G]} reads {@code [ground G]}. */
    static String unspelled(String text) {
        return text.replaceAll("(?<![\\w-])--([a-z][a-z-]*)", "$1");
    }

    private static int firstOf(String text, char a, char b) {
        int i = text.indexOf(a);
        int j = text.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }
}
