package org.sprague.partizan.loopy;

import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * Sided values of loopy games: the entry point for anything that has a loopy game graph and wants its value
 * (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI: onsides, offsides and the sidling theorem; Winning
 * Ways, ch. 11). A stopper is its own onside and offside, in simplest form; any other game gets its sides by
 * cutting one player's moves on its alternating cycles ({@link SideCuts}) or by {@link Sidling}, each candidate
 * kept only when {@link SidedComparison} finds it equal to the game's side (G<sup>+</sup> = S<sup>+</sup> both
 * ways); a game for which neither gives stoppers within the round bound (Bach's Carousel) gets
 * {@code stopperSided} false and its outcomes with each player first.
 * Sums, negatives and comparison follow Siegel ch. VI: (G + H)<sup>+</sup> is the onside of G<sup>+</sup> +
 * H<sup>+</sup>, -(S &amp; T) = -T &amp; -S, and G &ge; H exactly when G<sup>+</sup> &ge; H<sup>+</sup> and
 * G<sup>-</sup> &ge; H<sup>-</sup>.
 */
public final class SidedValues {
    /**
     * The most positions a game may have for its sides to be sought. Sidling recomputes only what changed, each
     * value at most {@link #MAX_VALUE_POSITIONS} positions, and a candidate of a few positions is checked against
     * the game cheaply ({@link SidedComparison}, four states a pair of positions); what costs most is a game whose
     * sidling finds no side, whose large cuts are then checked, each a game on all pairs of positions, skipped past
     * the comparison's limits. Backsliding Toads and Frogs {@code tttt..ffff}, 3,150 positions, takes about 1.4 s of
     * CPU, Bach's Carousel plus 60 (915 positions, no stopper sides) about 7 s, both with the JVM's start; the
     * search also stops at the command's time budget.
     */
    public static final int MAX_SIDED_POSITIONS = 4000;

    /**
     * The most pairs of positions (a cut's and the game's) for a cut of the alternating cycles to be checked
     * before sidling; larger cuts are checked after sidling fails.
     */
    static final long CHEAP_CUT_PAIRS = 10_000;

    /**
     * The largest graph a position's value may take while sidling, whatever the game's size: a position whose
     * next value would be larger keeps its value (the values of positions whose side is a limit, as 1, 1/2, 1/4,
     * ... approach {@code over}, grow without end; simplifying them costs the square of their size, and the
     * start's side often does not depend on them). 64 finds the sides of Backsliding Toads and Frogs
     * {@code ttt..fff} in a third of the time that 128 takes.
     */
    static final int MAX_VALUE_POSITIONS = 64;

    /** The most sidling rounds, whatever the game's size. */
    public static final int MAX_ROUNDS = 100;

    private SidedValues() {
    }

    /**
     * The sided value of node {@code node} of {@code graph}, with the default limits.
     *
     * @param graph a loopy game graph
     * @param node one of its nodes
     * @return the sided value of the game that starts at {@code node}
     * @throws ResourceLimitException when a graph or a comparison passes the position limit (exit 3)
     */
    public static SidedValue of(LoopyGraph graph, int node) {
        return ofGame(graph.from(node), LoopyGraph.DEFAULT_MAX_POSITIONS);
    }

    /**
     * The sided value of {@code g}'s start.
     *
     * @param g a loopy game
     * @param maxPositions the most positions a graph, or pairs of positions, may take
     * @return the sided value of {@code g}
     * @throws ResourceLimitException when a graph or a comparison passes {@code maxPositions} (exit 3)
     */
    public static SidedValue ofGame(LoopyGraph g, int maxPositions) {
        return ofGame(g, maxPositions, Budget.Deadline.none());
    }

    /**
     * The sided value of {@code g}'s start, sought until {@code deadline}: past it, the value says the sides were
     * not found in time, with who wins with each player first (which is exact).
     *
     * @param g a loopy game
     * @param maxPositions the most positions a graph, or pairs of positions, may take
     * @param deadline the end of the search's time
     * @return the sided value of {@code g}
     * @throws ResourceLimitException when a graph or a comparison passes {@code maxPositions} (exit 3)
     */
    public static SidedValue ofGame(LoopyGraph g, int maxPositions, Budget.Deadline deadline) {
        if (Stoppers.isStopper(g)) {
            LoopyGraph s = simplestOrGiven(g, maxPositions, deadline);
            return SidedValue.ofSides(s, s);
        }
        LoopyOutcomes outcomes = new LoopyOutcomes(g);
        if (g.size() > MAX_SIDED_POSITIONS) {
            return notStopperSided(g, outcomes, "sides not sought: the game has " + g.size() + " positions, more than "
                    + MAX_SIDED_POSITIONS);
        }
        try {
            return sides(g, outcomes, maxPositions, deadline);
        } catch (ResourceLimitException e) {
            if (e.resource() != ResourceLimitException.Resource.TIME) {
                throw e;
            }
            return notStopperSided(g, outcomes, "the sides were not found in time (" + e.getMessage() + ")");
        }
    }

    private static SidedValue sides(LoopyGraph g, LoopyOutcomes outcomes, int maxPositions,
            Budget.Deadline deadline) {
        int rounds = rounds(g);
        Sidling sidling = new Sidling(g, maxPositions, rounds, MAX_VALUE_POSITIONS, deadline);
        int states = (int) Math.min(Integer.MAX_VALUE, 4L * maxPositions);
        LoopyGraph on = side(g, sidling, true, states, maxPositions, deadline);
        LoopyGraph off = on == null ? null : side(g, sidling, false, states, maxPositions, deadline);
        if (on == null || off == null) {
            return notStopperSided(g, outcomes, "sidling did not settle on stoppers in " + rounds + " rounds (values"
                    + " of at most " + MAX_VALUE_POSITIONS + " positions), and no cut of its alternating cycles is a"
                    + " side");
        }
        return SidedValue.ofSides(on, off);
    }

    /**
     * The simplest form of stopper {@code s}, one strongly connected component at a time
     * ({@link LoopyGameValues#simplestForm}); {@code s} as given when a component is too large to compare all
     * pairs of its positions within {@code maxPositions}.
     */
    static LoopyGraph simplestOrGiven(LoopyGraph s, int maxPositions, Budget.Deadline deadline) {
        try {
            return LoopyGameValues.simplestForm(s, new CanonicalGames(), maxPositions, deadline);
        } catch (ResourceLimitException e) {
            if (e.resource() == ResourceLimitException.Resource.TIME) {
                throw e;
            }
            return s;
        }
    }

    /**
     * One side of {@code g}: a cut of its alternating cycles ({@link SideCuts}) that is that side, when checking
     * it is cheap (at most {@link #CHEAP_CUT_PAIRS} pairs of positions); else sidling, whose start's value is
     * checked whenever a round leaves it unchanged; else the other cuts. Each candidate is checked against
     * {@code g} both ways by the order of sides. Null when none is that side.
     */
    private static LoopyGraph side(LoopyGraph g, Sidling sidling, boolean onside, int states, int maxPositions,
            Budget.Deadline deadline) {
        LoopyGraph[] cuts = SideCuts.candidates(g, onside);
        for (boolean cheap : new boolean[] {true, false}) {
            for (LoopyGraph cut : cuts) {
                long pairs = (long) cut.size() * g.size();
                if ((pairs <= CHEAP_CUT_PAIRS) == cheap && (long) cut.size() * cut.size() <= maxPositions
                        && isSide(cut, g, onside, states, deadline)) {
                    return simplestOrGiven(cut, maxPositions, deadline);
                }
            }
            if (cheap) {
                LoopyGraph sidled = sidling.side(onside, s -> isSide(s, g, onside, states, deadline));
                if (sidled != null) {
                    return sidled;
                }
            }
        }
        return null;
    }

    /** Whether stopper {@code s} is the side of {@code g}, checked both ways, within {@code states}. */
    private static boolean isSide(LoopyGraph s, LoopyGraph g, boolean onside, int states, Budget.Deadline deadline) {
        deadline.check("a candidate side of " + s.size() + " positions being checked against the game's "
                + g.size());
        try {
            return 4L * s.size() * g.size() <= states && sameSide(s, g, onside, states, deadline);
        } catch (ResourceLimitException e) {
            if (e.resource() == ResourceLimitException.Resource.TIME) {
                throw e;
            }
            return false; // a candidate the comparison cannot settle within its limits is not kept
        }
    }

    private static boolean sameSide(LoopyGraph s, LoopyGraph g, boolean onside, int states,
            Budget.Deadline deadline) {
        return SidedComparison.geq(s, g, onside, states, deadline)
                && SidedComparison.geq(g, s, onside, states, deadline);
    }

    /** The sidling rounds allowed for {@code g}: two a position and 10, at most {@link #MAX_ROUNDS}. */
    static int rounds(LoopyGraph g) {
        return (int) Math.min(MAX_ROUNDS, 2L * g.size() + 10);
    }

    private static SidedValue notStopperSided(LoopyGraph g, LoopyOutcomes outcomes, String note) {
        return new SidedValue(g, g, false, outcomes.leftFirst(0), outcomes.rightFirst(0), note);
    }


    /**
     * The sum: the onside of the sum of the onsides and the offside of the sum of the offsides.
     *
     * @param a a sided value
     * @param b another
     * @param maxPositions the most positions a graph may take
     * @return the sided value of the sum
     */
    public static SidedValue sum(SidedValue a, SidedValue b, int maxPositions) {
        LoopyGraph onSum = LoopyGraph.sum(a.onside(), b.onside(), maxPositions);
        LoopyGraph offSum = LoopyGraph.sum(a.offside(), b.offside(), maxPositions);
        SidedValue on = ofGame(onSum, maxPositions);
        SidedValue off = ofGame(offSum, maxPositions);
        if (a.stopperSided() && b.stopperSided() && on.stopperSided() && off.stopperSided()) {
            return SidedValue.ofSides(on.onside(), off.offside());
        }
        return SidedValue.notStopperSided(onSum, offSum, "a term of the sum, or the sum, has no sides found as"
                + " stoppers");
    }

    /**
     * The negative: -(S &amp; T) = -T &amp; -S.
     *
     * @param a a sided value
     * @return its negative
     */
    public static SidedValue negate(SidedValue a) {
        if (!a.stopperSided()) {
            return SidedValue.notStopperSided(a.offside().negate(), a.onside().negate(), a.note());
        }
        return SidedValue.ofSides(a.offside().negate(), a.onside().negate());
    }

    /**
     * Whether A &ge; B: A<sup>+</sup> &ge; B<sup>+</sup> and A<sup>-</sup> &ge; B<sup>-</sup>.
     *
     * @param a a sided value
     * @param b another
     * @param maxPositions the most pairs of positions a comparison may take
     * @return whether A &ge; B
     */
    public static boolean geq(SidedValue a, SidedValue b, int maxPositions) {
        int states = (int) Math.min(Integer.MAX_VALUE, 4L * maxPositions);
        return SidedComparison.onsideGeq(a.onside(), b.onside(), states)
                && SidedComparison.offsideGeq(a.offside(), b.offside(), states);
    }

    /**
     * -1, 0 or 1 as A &lt; B, A = B or A &gt; B; null when they are confused.
     *
     * @param a a sided value
     * @param b another
     * @param maxPositions the most pairs of positions a comparison may take
     * @return the comparison, null when confused
     */
    public static Integer compare(SidedValue a, SidedValue b, int maxPositions) {
        boolean ge = geq(a, b, maxPositions);
        boolean le = geq(b, a, maxPositions);
        return ge && le ? Integer.valueOf(0) : ge ? Integer.valueOf(1) : le ? Integer.valueOf(-1) : null;
    }

    /**
     * Reads a loopy value, or {@code S & T} (CGSuite's sidling operator: onside S, offside T, both stoppers with
     * T &le; S; {@code lib/core/src/test/scala/org/cgsuite/lang/SidedValueTestCase.scala}: {@code 1 & 0}), or a
     * sum with sided values in parentheses ({@link SidedNotation}: {@code (1 & 0) + (1 & 0)}).
     *
     * @param text the expression
     * @param games the store of short games
     * @param maxPositions the most positions a graph may take
     * @return its sided value
     * @throws BadInputException when it is not in the notation, a side is not a stopper, or T &le; S fails
     */
    public static SidedValue parse(String text, CanonicalGames games, int maxPositions) {
        if (SidedNotation.isSum(text)) {
            return SidedNotation.parse(text, games, maxPositions);
        }
        int amp = topLevelAmpersand(text);
        LoopyNotation reader = new LoopyNotation(games, maxPositions);
        if (amp < 0) {
            return ofGame(reader.parse(text), maxPositions);
        }
        LoopyGraph s = reader.parse(text.substring(0, amp));
        LoopyGraph t = reader.parse(text.substring(amp + 1));
        if (!Stoppers.isStopper(s) || !Stoppers.isStopper(t)) {
            throw new BadInputException("cannot read sided value '" + text + "': both sides of '&' must be stoppers"
                    + " (no play that alternates forever)");
        }
        if (!Stoppers.geq(s, t, maxPositions)) {
            throw new BadInputException("cannot read sided value '" + text + "': the offside (after '&') must be"
                    + " at most the onside");
        }
        return SidedValue.ofSides(simplestOrGiven(s, maxPositions, Budget.Deadline.none()),
                simplestOrGiven(t, maxPositions, Budget.Deadline.none()));
    }

    /** The index of the one '&' outside braces and parentheses, -1 when none; two are an error. */
    static int topLevelAmpersand(String text) {
        int depth = 0;
        int found = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            depth += SidedNotation.depthChange(c);
            if (c == '&') {
                if (depth != 0) {
                    throw new BadInputException("cannot read '" + text + "': '&' joins a whole onside and offside"
                            + " (alone, in parentheses as a term of a sum, or as an option in braces), not inside"
                            + " brackets");
                }
                if (found >= 0) {
                    throw new BadInputException("cannot read '" + text + "': one '&' at most (onside & offside)");
                }
                found = i;
            }
        }
        return found;
    }

    /**
     * The text of a sided value: {@code S & T} in simplest forms, the stopper alone when S = T, as CGSuite prints
     * them; null when not stopper-sided or a side is too long to print.
     *
     * @param v a sided value
     * @param games the store of short games
     * @param maxPositions the most positions a graph may take
     * @return the text, or null
     */
    public static String text(SidedValue v, CanonicalGames games, int maxPositions) {
        if (!v.stopperSided()) {
            return null;
        }
        LoopyPrinter printer = new LoopyPrinter(games, maxPositions);
        String on = printer.print(v.onside());
        if (Integer.valueOf(0).equals(Stoppers.compare(v.onside(), v.offside(), maxPositions))) {
            return on;
        }
        String off = printer.print(v.offside());
        return on == null || off == null ? null : on + " & " + off;
    }
}
