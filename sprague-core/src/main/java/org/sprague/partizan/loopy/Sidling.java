package org.sprague.partizan.loopy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * One side of a loopy game by sidling (Winning Ways, ch. 11, "Games infinite and indefinite", sidling; Siegel,
 * <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI, the sidling theorem): every position starts as {@code on}
 * (for the onside; {@code off} for the offside), and each round gives every position the value
 * {G<sup>L</sup>|G<sup>R</sup>} of its options' values of the round before, a stopper put in simplest form. The
 * values only go down (up for the offside); when a round changes no value, the values are the side of each
 * position, a stopper. The rounds are bounded: {@link #side} gives up (null) after {@code maxRounds} rounds or
 * when a value's graph would pass {@code maxPositions}; a game whose sides are not stoppers (Bach's Carousel)
 * never settles, and neither do some whose sides are loopy stoppers approached only in the limit (the result is
 * then "not settled", never a guess). What settles is checked against the game by {@link SidedComparison}.
 */
final class Sidling {
    private final LoopyGraph g;
    private final int maxPositions;
    private final int maxRounds;
    private final int maxValuePositions;
    private final CanonicalGames games = new CanonicalGames();
    private final Budget.Deadline deadline;
    private int rounds;

    /**
     * Sidling of {@code g} for at most {@code maxRounds} rounds, each value's graph at most
     * {@code maxValuePositions} positions (a value that keeps growing is a sequence that does not settle).
     */
    Sidling(LoopyGraph g, int maxPositions, int maxRounds, int maxValuePositions, Budget.Deadline deadline) {
        this.deadline = deadline;
        this.g = g;
        this.maxPositions = maxPositions;
        this.maxRounds = maxRounds;
        this.maxValuePositions = maxValuePositions;
    }

    /** The rounds the last call of {@link #side} took. */
    int rounds() {
        return rounds;
    }

    /**
     * The onside ({@code onside}) or offside of the start, a stopper in simplest form, or null when sidling does
     * not settle within the bounds.
     */
    LoopyGraph side(boolean onside) {
        int n = g.size();
        LoopyGraph start = new LoopyNotation(games, maxPositions).parse(onside ? "on" : "off");
        LoopyGraph[] values = new LoopyGraph[n];
        int[] shortIds = new int[n];
        Arrays.fill(values, start);
        Arrays.fill(shortIds, -1);
        for (rounds = 1; rounds <= maxRounds; rounds++) {
            LoopyGraph[] next = new LoopyGraph[n];
            int[] nextIds = new int[n];
            boolean changed = false;
            deadline.check("sidling round " + rounds + " of at most " + maxRounds);
            for (int v = 0; v < n; v++) {
                LoopyGraph candidate = options(v, values);
                if (candidate.size() > maxValuePositions || (long) candidate.size() * candidate.size() > maxPositions) {
                    return null;
                }
                nextIds[v] = ShortForms.of(candidate, games)[0];
                next[v] = nextIds[v] >= 0 ? shortGraph(nextIds[v]) : LoopyGameValues.simplestForm(candidate, games, maxPositions, deadline);
                changed = changed || (nextIds[v] >= 0 || shortIds[v] >= 0 ? nextIds[v] != shortIds[v]
                        : !Integer.valueOf(0).equals(Stoppers.compare(next[v], values[v], maxPositions)));
            }
            if (!changed) {
                return next[0];
            }
            values = next;
            shortIds = nextIds;
        }
        return null;
    }

    /** The graph of the short game {@code id} in canonical form (the loop-free values take this fast path). */
    private LoopyGraph shortGraph(int id) {
        GraphBuilder builder = new GraphBuilder(maxPositions);
        return builder.graph(builder.importShort(games, id));
    }

    /** The stopper {values of v's Left options | values of its Right options}. */
    private LoopyGraph options(int v, LoopyGraph[] values) {
        GraphBuilder builder = new GraphBuilder(maxPositions);
        int root = builder.open();
        Map<Integer, Integer> imported = new HashMap<>();
        int[] left = g.leftView(v);
        int[] right = g.rightView(v);
        int[] l = new int[left.length];
        int[] r = new int[right.length];
        for (int i = 0; i < left.length; i++) {
            l[i] = imported.computeIfAbsent(left[i], w -> builder.importGraph(values[w]));
        }
        for (int i = 0; i < right.length; i++) {
            r[i] = imported.computeIfAbsent(right[i], w -> builder.importGraph(values[w]));
        }
        builder.set(root, l, r);
        return builder.graph(root);
    }
}
