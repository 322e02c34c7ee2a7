package org.sprague.partizan.loopy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.partizan.CanonicalGames;
import org.sprague.solve.Budget;

/**
 * The value of a node of a loopy game graph, as far as it is known: who wins with each player first (draws
 * included, {@link LoopyOutcomes}), which moves keep that result, and, when the graph is a stopper, its simplest
 * form, printed, and its stops (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI: stoppers, their
 * simplest forms and stops). A graph that is not a stopper has a sided value (onside &amp; offside, Siegel ch. VI,
 * "sidling"); that is not found here, and {@link #value()} is then null.
 *
 * <p>The simplest form of a large graph is found one strongly connected component at a time, from the components
 * no move leaves to the start's: a node's options outside its component are already in simplest form, and a
 * stopper keeps its value when an option is replaced by an equal stopper (equality of stoppers is a congruence
 * for options, Siegel ch. VI), so each component is simplified with those forms in place of the rest of the
 * graph. Forms of the same structure are kept once. A game whose play returns to a position only through
 * a few positions (a fox going to and fro while the geese stand) is so valued in time linear in its positions.
 */
public final class LoopyGameValues {
    private final LoopyGraph graph;
    private final LoopyOutcomes outcomes;
    private final boolean stopper;
    private final CanonicalGames games;
    private final int maxPositions;
    private LoopyGraph simplest;

    /**
     * The values of the nodes of {@code g}, its start node 0.
     *
     * @param g a loopy game
     * @param games the store of short games
     * @param maxPositions the most positions the comparisons of one component's subpositions may take
     */
    public LoopyGameValues(LoopyGraph g, CanonicalGames games, int maxPositions) {
        this.graph = g;
        this.outcomes = new LoopyOutcomes(g);
        this.stopper = Stoppers.isStopper(g);
        this.games = games;
        this.maxPositions = maxPositions;
    }

    /**
     * The number of positions of the graph.
     *
     * @return the number of nodes
     */
    public int positions() {
        return graph.size();
    }

    /**
     * Who wins from node {@code v} with Left moving first.
     *
     * @param v a node
     * @return the winner, or {@link Winner#DRAW}
     */
    public Winner leftFirst(int v) {
        return outcomes.leftFirst(v);
    }

    /**
     * Who wins from node {@code v} with Right moving first.
     *
     * @param v a node
     * @return the winner, or {@link Winner#DRAW}
     */
    public Winner rightFirst(int v) {
        return outcomes.rightFirst(v);
    }

    /**
     * The outcome class when neither player first draws: L, R, N (the first player wins) or P (the second).
     *
     * @param leftFirst who wins with Left first
     * @param rightFirst who wins with Right first
     * @return the class, or null when a draw is possible (the two winners then say it all)
     */
    public static String outcomeClass(Winner leftFirst, Winner rightFirst) {
        if (leftFirst == Winner.DRAW || rightFirst == Winner.DRAW) {
            return null;
        }
        if (leftFirst == rightFirst) {
            return leftFirst == Winner.LEFT ? "L" : "R";
        }
        return leftFirst == Winner.LEFT ? "N" : "P";
    }

    /**
     * Whether moving from {@code v} to its option {@code w} keeps the mover's result: a win stays a win (the
     * opponent, to move at {@code w}, loses), a draw stays a draw. Nothing keeps a loss.
     *
     * @param v a node
     * @param leftMoves whether Left moves
     * @param w an option of that player at {@code v}
     * @return true when the move keeps the win, or the draw
     */
    public boolean keeps(int v, boolean leftMoves, int w) {
        Winner now = leftMoves ? outcomes.leftFirst(v) : outcomes.rightFirst(v);
        Winner after = leftMoves ? outcomes.rightFirst(w) : outcomes.leftFirst(w);
        Winner mover = leftMoves ? Winner.LEFT : Winner.RIGHT;
        return now == mover ? after == mover : now == Winner.DRAW && after == Winner.DRAW;
    }

    /**
     * Whether the start is a stopper: no play in which the players take turns goes on forever.
     *
     * @return true for a stopper
     */
    public boolean isStopper() {
        return stopper;
    }

    /**
     * The simplest form of the start, a stopper.
     *
     * @param deadline checked between components
     * @return the simplest form, node 0 its start; null when the start is not a stopper
     */
    public LoopyGraph simplest(Budget.Deadline deadline) {
        if (stopper && simplest == null) {
            simplest = new ComponentForms(deadline).form();
        }
        return simplest;
    }

    /**
     * The simplest form of stopper {@code g}, found one strongly connected component at a time as
     * {@link #simplest(Budget.Deadline)} finds it.
     *
     * @param g a stopper
     * @param games the store of short games
     * @param maxPositions the most positions the comparisons of one component's subpositions may take
     * @param deadline checked between components
     * @return the simplest form, node 0 its start
     * @throws org.sprague.BadInputException when {@code g} is not a stopper
     */
    public static LoopyGraph simplestForm(LoopyGraph g, CanonicalGames games, int maxPositions,
            Budget.Deadline deadline) {
        LoopyGameValues values = new LoopyGameValues(g, games, maxPositions);
        if (!values.isStopper()) {
            return SimplestStoppers.simplest(g, maxPositions); // refuses it, with the reason
        }
        return values.simplest(deadline);
    }

    /**
     * The simplest form of stopper {@code g} whose every node but its start is a node of a simplest form and does
     * not reach the start (a game {G<sup>L</sup>|G<sup>R</sup>} of options in simplest form, as sidling builds):
     * the subgraph of a node equal to the start (a subposition of a simplest form is in simplest form), else the
     * simplest form of {@code g} ({@link SimplestStoppers}), without simplifying each option again.
     *
     * @param g a stopper whose nodes other than 0 are nodes of simplest forms
     * @param maxPositions the most positions the comparisons of its subpositions may take
     * @return the simplest form of {@code g}
     */
    static LoopyGraph simplestAboveForms(LoopyGraph g, int maxPositions) {
        boolean[][] ge = SimplestStoppers.order(g, maxPositions);
        for (int j = 1; j < g.size(); j++) {
            if (ge[0][j] && ge[j][0]) {
                return g.from(j);
            }
        }
        return SimplestStoppers.simplest(g, maxPositions);
    }

    /**
     * The value of the start as CGSuite writes it: a stopper's simplest form; null when the start is not a stopper
     * (its value is sided) or the form is too long to print.
     *
     * @param deadline checked between components
     * @return the printed value, or null
     */
    public String value(Budget.Deadline deadline) {
        LoopyGraph form = simplest(deadline);
        return form == null ? null : new LoopyPrinter(games, maxPositions).print(form);
    }

    /**
     * The left ({@code [0]}) and right ({@code [1]}) stops of the start, taken on its simplest form; null when the
     * start is not a stopper.
     *
     * @param deadline checked between components
     * @return the stops, or null
     */
    public Stop[] stops(Budget.Deadline deadline) {
        LoopyGraph form = simplest(deadline);
        return form == null ? null : Stoppers.stops(form, games);
    }

    /** The simplest forms of every node, component by component in the order Tarjan's algorithm closes them. */
    private final class ComponentForms {
        private final Budget.Deadline deadline;
        private final LoopyGraph[] form = new LoopyGraph[graph.size()];
        private final Map<String, LoopyGraph> interned = new HashMap<>();

        ComponentForms(Budget.Deadline deadline) {
            this.deadline = deadline;
        }

        LoopyGraph form() {
            int done = 0;
            for (int[] component : StrongComponents.of(graph)) {
                if ((done & 255) == 0 || component.length > 64) {
                    deadline.check("simplest forms of " + done + " of the " + graph.size() + " positions found");
                }
                simplify(component);
                done += component.length;
            }
            return form[0];
        }

        /** Each node of the component simplified with its outside options replaced by their forms. */
        private void simplify(int[] component) {
            Map<Integer, Integer> local = new HashMap<>();
            for (int v : component) {
                local.put(v, local.size());
            }
            List<int[]> left = new ArrayList<>();
            List<int[]> right = new ArrayList<>();
            for (int v : component) {
                left.add(null);
                right.add(null);
            }
            Map<LoopyGraph, Integer> imported = new java.util.IdentityHashMap<>();
            for (int v : component) {
                left.set(local.get(v), options(graph.leftView(v), local, imported, left, right));
                right.set(local.get(v), options(graph.rightView(v), local, imported, left, right));
            }
            int[][] l = left.toArray(new int[0][]);
            int[][] r = right.toArray(new int[0][]);
            int k = component.length;
            int n = l.length;
            boolean[][] ge = (long) n * n <= maxPositions ? SimplestStoppers.order(new LoopyGraph(l, r), maxPositions)
                    : null;
            int[] known = new int[k];
            for (int i = 0; i < k; i++) {
                known[i] = ge == null ? -1 : equalDone(ge, i, k, n);
            }
            if (ge != null) {
                // an option equal to a form already found goes to that form: a stopper keeps its value
                redirect(l, known);
                redirect(r, known);
            }
            for (int i = 0; i < k; i++) {
                int equal = known[i];
                LoopyGraph done = equal < 0 ? null : equal < k ? form[component[equal]]
                        : intern(LoopyGraph.reachable(equal, l, r));
                form[component[i]] = done != null ? done
                        : intern(SimplestStoppers.simplest(LoopyGraph.reachable(i, l, r), maxPositions));
            }
        }

        private static void redirect(int[][] options, int[] known) {
            for (int[] o : options) {
                for (int j = 0; j < o.length; j++) {
                    if (o[j] < known.length && known[o[j]] >= known.length) {
                        o[j] = known[o[j]];
                    }
                }
            }
        }

        /**
         * A node equal to member {@code i} whose simplest form is known: a node of an option's form (each
         * subposition of a simplest form is in simplest form) or a member before {@code i}; -1 when none is.
         */
        private static int equalDone(boolean[][] ge, int i, int k, int n) {
            for (int j = k; j < n; j++) {
                if (ge[i][j] && ge[j][i]) {
                    return j;
                }
            }
            for (int j = 0; j < i; j++) {
                if (ge[i][j] && ge[j][i]) {
                    return j;
                }
            }
            return -1;
        }

        private int[] options(int[] of, Map<Integer, Integer> local, Map<LoopyGraph, Integer> imported,
                List<int[]> left, List<int[]> right) {
            int[] out = new int[of.length];
            for (int i = 0; i < of.length; i++) {
                Integer inside = local.get(of[i]);
                if (inside != null) {
                    out[i] = inside;
                    continue;
                }
                LoopyGraph f = form[of[i]];
                Integer base = imported.get(f);
                if (base == null) {
                    base = left.size();
                    imported.put(f, base);
                    for (int u = 0; u < f.size(); u++) {
                        left.add(shift(f.leftView(u), base));
                        right.add(shift(f.rightView(u), base));
                    }
                }
                out[i] = base;
            }
            return out;
        }

        /**
         * The form kept for {@code g}: the first one of the same structure (node 0 first, options in their order).
         * A structural key, not the printed text: printing compares a form with the named constants and short
         * games, which cost most of the time of small forms (sidling's values).
         */
        private LoopyGraph intern(LoopyGraph g) {
            return interned.computeIfAbsent(structure(g), t -> g);
        }
    }

    /** The option lists of every node, in order: equal for graphs built the same way. */
    static String structure(LoopyGraph g) {
        StringBuilder key = new StringBuilder();
        for (int v = 0; v < g.size(); v++) {
            key.append(java.util.Arrays.toString(g.leftView(v))).append('|')
                    .append(java.util.Arrays.toString(g.rightView(v))).append(';');
        }
        return key.toString();
    }

    private static int[] shift(int[] a, int base) {
        int[] out = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] + base;
        }
        return out;
    }
}
