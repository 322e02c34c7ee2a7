package org.sprague.partizan.loopy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * One side of a loopy game by sidling (Winning Ways, ch. 11, "Games infinite and indefinite", sidling; Siegel,
 * <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI, the sidling theorem): every position starts as {@code on}
 * (for the onside; {@code off} for the offside), and each round gives every position the value
 * {G<sup>L</sup>|G<sup>R</sup>} of its options' values, a stopper put in simplest form. The
 * values only go down (up for the offside), and the onside is their limit (Siegel ch. VI).
 * <p>
 * A position's value can change only when an option's value changed, so each round recomputes only those
 * positions, in the order of the strongly connected components (a component after the components its moves lead
 * to, the start last), each with the values already found in the round (the values still only go down: the
 * operation is monotone); values are kept once per structure (equal simplest forms built the same way are one
 * object) and the simplest form of each option set is remembered. The start's value often stops changing long
 * before the other positions' values do (a far position whose side is a limit, as 1, 1/2, 1/4, ... approach
 * {@code over}, never settles, yet may not matter to the start): whenever a round leaves the start's value as it
 * was, that value is offered to a check ({@code isSide}, the order of sides against the game,
 * {@link SidedComparison}), and kept when the check accepts it. So a value is never a guess. The rounds are
 * bounded: {@link #side} gives up (null) after {@code maxRounds} rounds or when a round changes nothing; a
 * position whose next value's graph would pass {@code maxValuePositions} keeps its value (an upper bound of its
 * onside, a lower bound of its offside), so a game whose values grow without end still settles, its start's value
 * checked as any other. A game whose sides are not stoppers (Bach's Carousel) never passes the check.
 */
final class Sidling {
    private final LoopyGraph g;
    private final int maxPositions;
    private final int maxRounds;
    private final int maxValuePositions;
    private final CanonicalGames games = new CanonicalGames();
    private final Budget.Deadline deadline;
    private final int[][] predecessors;
    /** The positions, those of a component after the components its moves lead to (the start last). */
    private final int[] order;
    private final Map<String, LoopyGraph> interned = new HashMap<>();
    private final Map<String, LoopyGraph> formOfOptions = new HashMap<>();

    /**
     * Sidling of {@code g} for at most {@code maxRounds} rounds, each value's graph at most
     * {@code maxValuePositions} positions (a position whose next value is larger keeps its value).
     */
    Sidling(LoopyGraph g, int maxPositions, int maxRounds, int maxValuePositions, Budget.Deadline deadline) {
        this.deadline = deadline;
        this.g = g;
        this.maxPositions = maxPositions;
        this.maxRounds = maxRounds;
        this.maxValuePositions = maxValuePositions;
        this.predecessors = ShortForms.predecessors(g);
        this.order = StrongComponents.of(g).stream().flatMapToInt(java.util.Arrays::stream).toArray();
    }

    /**
     * The onside ({@code onside}) or offside of the start, a stopper in simplest form that {@code isSide}
     * accepts, or null when none is found within the bounds. Each value of the start that a round leaves
     * unchanged is offered to {@code isSide} once.
     */
    LoopyGraph side(boolean onside, Predicate<LoopyGraph> isSide) {
        int n = g.size();
        LoopyGraph start = intern(new LoopyNotation(games, maxPositions).parse(onside ? "on" : "off"));
        LoopyGraph[] values = new LoopyGraph[n];
        Arrays.fill(values, start);
        boolean[] dirty = new boolean[n];
        Arrays.fill(dirty, true);
        Set<LoopyGraph> offered = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (int rounds = 1; rounds <= maxRounds; rounds++) {
            deadline.check("sidling round " + rounds + " of at most " + maxRounds);
            LoopyGraph before = values[0];
            boolean changed = false;
            int done = 0;
            for (int v : order) {
                if (!dirty[v]) {
                    continue;
                }
                if ((++done & 63) == 0) {
                    deadline.check("sidling round " + rounds + ": " + done + " positions recomputed");
                }
                dirty[v] = false;
                LoopyGraph candidate = options(v, values);
                if (candidate.size() > maxValuePositions || (long) candidate.size() * candidate.size() > maxPositions) {
                    continue; // kept at its value of before: an upper bound of its onside (lower of its offside)
                }
                LoopyGraph value = formOfOptions.computeIfAbsent(LoopyGameValues.structure(candidate),
                        k -> simplest(candidate));
                if (value != values[v]) {
                    values[v] = value;
                    changed = true;
                    for (int p : predecessors[v]) {
                        dirty[p] = true;
                    }
                }
            }
            if (values[0] == before && offered.add(values[0]) && isSide.test(values[0])) {
                return values[0];
            }
            if (!changed) {
                return null;
            }
        }
        return null;
    }

    /**
     * The simplest form of {options' values | options' values}, kept once per structure: only its start needs
     * simplifying, as every other node is a node of a simplest form.
     */
    private LoopyGraph simplest(LoopyGraph candidate) {
        int id = ShortForms.of(candidate, games)[0];
        if (id >= 0) {
            GraphBuilder builder = new GraphBuilder(maxPositions);
            return intern(builder.graph(builder.importShort(games, id)));
        }
        return intern(LoopyGameValues.simplestAboveForms(candidate, maxPositions));
    }

    private LoopyGraph intern(LoopyGraph value) {
        return interned.computeIfAbsent(LoopyGameValues.structure(value), k -> value);
    }

    /** The stopper {values of v's Left options | values of its Right options}. */
    private LoopyGraph options(int v, LoopyGraph[] values) {
        GraphBuilder builder = new GraphBuilder(maxPositions);
        int root = builder.open();
        Map<LoopyGraph, Integer> imported = new IdentityHashMap<>();
        int[] left = g.leftView(v);
        int[] right = g.rightView(v);
        int[] l = new int[left.length];
        int[] r = new int[right.length];
        for (int i = 0; i < left.length; i++) {
            l[i] = imported.computeIfAbsent(values[left[i]], builder::importGraph);
        }
        for (int i = 0; i < right.length; i++) {
            r[i] = imported.computeIfAbsent(values[right[i]], builder::importGraph);
        }
        builder.set(root, l, r);
        return builder.graph(root);
    }
}
