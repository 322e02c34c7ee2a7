package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CgsuiteNotation;

/**
 * Prints a stopper in simplest form ({@link SimplestStoppers}) as CGSuite prints canonical stoppers (expected
 * strings from its {@code lib/core/src/test/scala/org/cgsuite/lang/CanonicalStopperTestCase.scala}):
 * <ul>
 * <li>a loop-free subposition as its canonical form ({@link CgsuiteNotation});</li>
 * <li>a subposition equal to {@code on}, {@code off}, {@code over}, {@code under} or a number x plus
 *     over or under by that name ({@code 3/2under}); {@code {0||0|-X}} as {@code Tiny(X)} and
 *     {@code {X|0||0}} as {@code Miny(X)} for such a named X ({@code {0|Tiny(on)}}, {@code Tiny(over)});</li>
 * <li>a subposition of one of CGSuite's upon forms in its upon-th notation ({@link UponForms}: upon =
 *     {@code ^[on]}, {@code -1/4v[on]}, {@code ^<on>});</li>
 * <li>otherwise slash bars as for short games ({@code {0||0|a}}: a game uses one bar more than its options, a side
 *     of several options puts each in braces, four bars go in braces), {@code pass} for an option back to the
 *     same node, and a name before the braces of a node that a deeper option returns to
 *     ({@code a{0||||0|||a|*||*}}), names given in the order of their first use.</li>
 * </ul>
 * Short options come first, in CGSuite's order, then the loopy ones.
 */
final class StopperPrinter {
    private static final int MAX_BARS = 4;

    private final CanonicalGames games;
    private final CgsuiteNotation notation;
    private final LoopyNotation reader;
    private final int maxPositions;

    /** A printed option and, when it is not in braces, the bars of its outermost level (else 0). */
    private record Printed(String text, int bars) {
    }

    StopperPrinter(CanonicalGames games, CgsuiteNotation notation, int maxPositions) {
        this.games = games;
        this.notation = notation;
        this.reader = new LoopyNotation(games, maxPositions);
        this.maxPositions = maxPositions;
    }

    /** The text of stopper {@code s} in simplest form; {@link LoopyPrinter.TooLong} past the length limit. */
    String print(LoopyGraph s) {
        return new Walk(s).node(0, true).text();
    }

    /**
     * The name of stopper {@code g}'s value when it is {@code on}, {@code off}, {@code over}, {@code under} or a
     * number plus over or under, else null (upon and its kin print in upon-th notation: {@link UponForms}).
     */
    String constantName(LoopyGraph g) {
        for (String name : LoopyNotation.CONSTANTS) {
            if (!name.equals("dud") && !name.equals("upon") && equal(g, name)) {
                return name;
            }
        }
        Stop[] stops = Stoppers.stops(g, games);
        if (stops[0].infinity() == 0 && stops[0].equals(stops[1]) && small(stops[0])) {
            for (String name : List.of("over", "under")) {
                String text = stops[0].number() + name;
                if (equal(g, text)) {
                    return text;
                }
            }
        }
        return null;
    }

    private boolean equal(LoopyGraph g, String text) {
        return Integer.valueOf(0).equals(Stoppers.compare(g, reader.parse(text), maxPositions));
    }

    /** A number whose graph is small enough to try as x + over: at most 64 in size. */
    private static boolean small(Stop x) {
        return x.number().floor().abs().bitLength() <= 6;
    }

    /** The depth-first walk that writes the form. */
    private final class Walk {
        private final LoopyGraph g;
        private final int[] ids;
        private final UponForms upons;
        private final Map<Integer, String> names = new HashMap<>();
        private final List<Integer> path = new ArrayList<>();
        private final Map<Integer, String> pathNames = new HashMap<>();
        private int nameCount;
        private int chars;

        Walk(LoopyGraph g) {
            this.g = g;
            this.ids = ShortForms.of(g, games);
            this.upons = new UponForms(games, g, ids);
        }

        Printed node(int v, boolean braces) {
            if (ids[v] >= 0) {
                return count(notation.printOption(ids[v], braces), braces ? 0 : notation.bars(ids[v]));
            }
            String name = name(v);
            if (name != null) {
                return count(name, 0);
            }
            if (pathNames.containsKey(v)) {
                if (path.get(path.size() - 1) == v) {
                    return count("pass", 0);
                }
                if (pathNames.get(v) == null) {
                    pathNames.put(v, LoopyPrinter.name(nameCount++));
                }
                return count(pathNames.get(v), 0);
            }
            path.add(v);
            pathNames.put(v, null);
            StringBuilder l = new StringBuilder();
            StringBuilder r = new StringBuilder();
            int bars = Math.max(side(g.leftView(v), l), side(g.rightView(v), r));
            path.remove(path.size() - 1);
            String label = pathNames.remove(v);
            if (braces || label != null || bars >= MAX_BARS) {
                return count((label != null ? label : "") + "{" + l + "|".repeat(bars) + r + "}", 0);
            }
            return count(l + "|".repeat(bars) + r, bars);
        }

        private int side(int[] options, StringBuilder out) {
            List<Integer> sorted = new ArrayList<>();
            for (int w : options) {
                sorted.add(w);
            }
            sorted.sort(Comparator.<Integer>comparingInt(w -> ids[w] >= 0 ? 0 : 1)
                    .thenComparing((a, b) -> ids[a] >= 0 && ids[b] >= 0 ? notation.compareOptions(ids[a], ids[b]) : 0));
            int bars = 1;
            for (int i = 0; i < sorted.size(); i++) {
                Printed p = node(sorted.get(i), sorted.size() > 1);
                out.append(i > 0 ? "," : "").append(p.text());
                bars = Math.max(bars, p.bars() + 1);
            }
            return bars;
        }

        /** The name of loopy node {@code v}, or null: a constant, Tiny or Miny of one. */
        private String name(int v) {
            if (!names.containsKey(v)) {
                LoopyGraph sub = g.from(v);
                String name = constantName(sub);
                if (name == null) {
                    name = tinyOrMiny(v);
                }
                if (name == null) {
                    UponForms.Form form = upons.of(v);
                    name = form == null ? null : form.text(games, notation);
                }
                names.put(v, name);
            }
            return names.get(v);
        }

        /** {@code Tiny(X)} for {@code {0||0|-X}}, {@code Miny(X)} for {@code {X|0||0}}, X a named loopy node. */
        private String tinyOrMiny(int v) {
            for (boolean tiny : new boolean[] {true, false}) {
                int[] zeroSide = g.options(v, tiny);
                int[] innerSide = g.options(v, !tiny);
                if (zeroSide.length != 1 || !isZero(zeroSide[0]) || innerSide.length != 1) {
                    continue;
                }
                int u = innerSide[0];
                int[] uZero = g.options(u, tiny);
                int[] uFar = g.options(u, !tiny);
                if (ids[u] >= 0 || uZero.length != 1 || !isZero(uZero[0]) || uFar.length != 1 || ids[uFar[0]] >= 0) {
                    continue;
                }
                LoopyGraph x = g.from(uFar[0]);
                String name = constantName(tiny ? x.negate() : x);
                if (name != null) {
                    return (tiny ? "Tiny(" : "Miny(") + name + ")";
                }
            }
            return null;
        }

        private boolean isZero(int w) {
            return ids[w] >= 0 && games.isNumber(ids[w]) && games.numberValue(ids[w]).signum() == 0;
        }

        private Printed count(String s, int bars) {
            chars += s.length();
            if (chars > LoopyPrinter.MAX_CHARS) {
                throw new LoopyPrinter.TooLong();
            }
            return new Printed(s, bars);
        }
    }
}
