package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CgsuiteNotation;

/**
 * Prints a loopy game so that {@link LoopyNotation} reads it back: a loop-free game as its canonical form in
 * CGSuite's notation; a stopper equal to {@code on}, {@code off}, {@code over} or {@code under} by that name; a
 * game in which nobody is ever stuck as {@code dud}; one equal to x + over or x + under for a number x as CGSuite
 * prints it ({@code 3/2under} for {@code {pass|3/2}}, {@code CanonicalStopperTestCase}); upon and its kin in
 * CGSuite's upon-th notation ({@link UponForms}: {@code ^[on]}, {@code -1/4v[on]}, {@code ^<on>});
 * a stopper in its simplest form ({@link SimplestStoppers}, {@link StopperPrinter}) when the pairs of its
 * positions are at most the position limit; otherwise the graph itself as given, each node that a later option
 * returns to named before its braces ({@code a{{|a}|}}) and {@code pass} for a node's own braces, as CGSuite
 * writes loopy games.
 */
public final class LoopyPrinter {
    /** The longest graph form printed; longer ones print as null. */
    public static final int MAX_CHARS = 20_000;

    private final CanonicalGames games;
    private final CgsuiteNotation notation;
    private final int maxPositions;

    /**
     * A printer for short pieces in {@code games}.
     *
     * @param games the store of short games
     * @param maxPositions the most positions a graph may have
     */
    public LoopyPrinter(CanonicalGames games, int maxPositions) {
        this.games = games;
        this.notation = new CgsuiteNotation(games);
        this.maxPositions = maxPositions;
    }

    /**
     * The text of {@code g}, or null when its graph form is longer than {@link #MAX_CHARS}.
     *
     * @param g a loopy game
     * @return the text of {@code g}, or null when its graph form is longer than {@link #MAX_CHARS}
     */
    public String print(LoopyGraph g) {
        int[] ids = ShortForms.of(g, games);
        if (ids[0] >= 0) {
            return notation.print(ids[0]);
        }
        if (Stoppers.isStopper(g)) {
            StopperPrinter stoppers = new StopperPrinter(games, notation, maxPositions);
            String name = stoppers.constantName(g);
            if (name != null) {
                return name;
            }
            if ((long) g.size() * g.size() <= maxPositions) {
                LoopyGraph simplest = SimplestStoppers.simplest(g, maxPositions);
                int[] simplestIds = ShortForms.of(simplest, games);
                if (simplestIds[0] >= 0) {
                    return notation.print(simplestIds[0]);
                }
                try {
                    return stoppers.print(simplest);
                } catch (TooLong e) {
                    return null;
                }
            }
        }
        if (neverStuck(g)) {
            return "dud";
        }
        try {
            return new Walk(g, ids).node(0);
        } catch (TooLong e) {
            return null;
        }
    }

    /**
     * True when every position of {@code g} has a Left and a Right option: then in any sum with g nobody is ever
     * left without a move, every play is infinite, and g has dud's outcome in every context, so it equals dud
     * (Winning Ways ch. 11: dud, the deathless universal draw; Siegel ch. VI, dud + G = dud).
     */
    static boolean neverStuck(LoopyGraph g) {
        for (int v = 0; v < g.size(); v++) {
            if (g.leftView(v).length == 0 || g.rightView(v).length == 0) {
                return false;
            }
        }
        return true;
    }

    static final class TooLong extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLong() {
            super(null, null, false, false);
        }
    }

    /** The depth-first walk that writes the graph form. */
    private final class Walk {
        private final LoopyGraph g;
        private final int[] ids;
        private final List<Integer> path = new ArrayList<>();
        private final Map<Integer, String> pathNames = new HashMap<>();
        private final Map<Integer, Boolean> used = new HashMap<>();
        private int names;
        private int chars;

        Walk(LoopyGraph g, int[] ids) {
            this.g = g;
            this.ids = ids;
        }

        String node(int v) {
            if (ids[v] >= 0) {
                return count(notation.print(ids[v]));
            }
            if (pathNames.containsKey(v)) {
                if (path.get(path.size() - 1) == v) {
                    return count("pass");
                }
                used.put(v, true);
                return count(pathNames.get(v));
            }
            String name = name(names++);
            path.add(v);
            pathNames.put(v, name);
            used.put(v, false);
            String left = options(g.leftView(v));
            String right = options(g.rightView(v));
            path.remove(path.size() - 1);
            pathNames.remove(v);
            boolean named = used.remove(v);
            return count((named ? name : "") + "{" + left + "|" + right + "}");
        }

        private String options(int[] options) {
            List<String> texts = new ArrayList<>();
            for (int w : options) {
                texts.add(node(w));
            }
            return String.join(",", texts);
        }

        private String count(String s) {
            chars += s.length();
            if (chars > MAX_CHARS) {
                throw new TooLong();
            }
            return s;
        }
    }

    /** The n-th name: a, b, ..., z (v left out: it reads as down), then a1, b1, ... */
    static String name(int n) {
        String letters = "abcdefghijklmnopqrstuwxyz";
        String base = String.valueOf(letters.charAt(n % letters.length()));
        return n < letters.length() ? base : base + (n / letters.length());
    }
}
