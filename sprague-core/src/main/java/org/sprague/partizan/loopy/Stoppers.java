package org.sprague.partizan.loopy;

import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;

/**
 * Stoppers (Siegel, <i>Combinatorial Game Theory</i>, AMS 2013, ch. VI, "Loopy games"): a loopy game is a stopper
 * when no subposition admits an infinite alternating run (a sequence of moves in which Left and Right take turns).
 * For stoppers G and H, G &ge; H exactly when Left, moving second, survives G - H (wins or plays forever); this is
 * the comparison theorem for stoppers in Siegel ch. VI (Conway, <i>On Numbers and Games</i>, ch. 16, for the
 * original). The stops of a stopper come from alternating play that ends at a number: L(G) = x when G equals a
 * number x, else the largest R(G<sup>L</sup>), and {@code off} when Left has no move; R(G) likewise, {@code on}
 * when Right has no move (CGSuite's {@code CanonicalStopperTestCase}: {@code {pass|}} has stops on and on,
 * {@code {pass|3/2}} has stops 3/2 and 3/2).
 */
public final class Stoppers {
    private Stoppers() {
    }

    /**
     * The alternating states in an order where every alternating move goes forward (state 2v: Left to move at v,
     * 2v+1: Right to move), or null when some alternating run is infinite.
     */
    static int[] alternatingOrder(LoopyGraph g) {
        return Cycles.order(2 * g.size(), s -> {
            int[] options = g.options(s / 2, s % 2 == 0);
            int[] next = new int[options.length];
            for (int i = 0; i < options.length; i++) {
                next[i] = 2 * options[i] + (s % 2 == 0 ? 1 : 0);
            }
            return next;
        });
    }

    /**
     * True when {@code g} is a stopper: no node admits an infinite alternating run.
     *
     * @param g a loopy game
     * @return true when {@code g} is a stopper: no node admits an infinite alternating run
     */
    public static boolean isStopper(LoopyGraph g) {
        return alternatingOrder(g) != null;
    }

    /**
     * The left stop ({@code [0]}) and right stop ({@code [1]}) of the start of stopper {@code g}. Only nodes from
     * which no cycle can be reached are recognised as numbers (a loopy node equal to a number is played through).
     *
     * @param g a loopy game
     * @param games the store of short games
     * @return the left stop ({@code [0]}) and right stop ({@code [1]}) of the start of stopper {@code g}
     * @throws BadInputException when {@code g} is not a stopper
     */
    public static Stop[] stops(LoopyGraph g, CanonicalGames games) {
        int[] order = alternatingOrder(g);
        if (order == null) {
            throw new BadInputException("the game is not a stopper (some play alternates forever): it has no stops");
        }
        int[] ids = ShortForms.of(g, games);
        Stop[] stop = new Stop[2 * g.size()];
        for (int i = order.length - 1; i >= 0; i--) {
            int s = order[i];
            int v = s / 2;
            boolean leftMoves = s % 2 == 0;
            if (ids[v] >= 0 && games.isNumber(ids[v])) {
                stop[s] = Stop.of(games.numberValue(ids[v]));
                continue;
            }
            Stop best = leftMoves ? Stop.OFF : Stop.ON;
            for (int w : g.options(v, leftMoves)) {
                Stop t = stop[2 * w + (leftMoves ? 1 : 0)];
                if (leftMoves ? t.compareTo(best) > 0 : t.compareTo(best) < 0) {
                    best = t;
                }
            }
            stop[s] = best;
        }
        return new Stop[] {stop[0], stop[1]};
    }

    /**
     * Whether G &ge; H for stoppers: Left, moving second in G - H, does not lose.
     *
     * @param g a loopy game
     * @param h another loopy game
     * @param maxPositions the most positions a graph may have
     * @return true when Left, moving second in G - H, does not lose
     * @throws BadInputException when either is not a stopper
     */
    public static boolean geq(LoopyGraph g, LoopyGraph h, int maxPositions) {
        requireStopper(g);
        requireStopper(h);
        LoopyGraph difference = LoopyGraph.sum(g, h.negate(), maxPositions);
        return new LoopyOutcomes(difference).rightFirst(0) != Winner.RIGHT;
    }

    /**
     * -1, 0 or 1 as G &lt; H, G = H or G &gt; H for stoppers, null when they are confused.
     *
     * @param g a loopy game
     * @param h another loopy game
     * @param maxPositions the most positions a graph may have
     * @return -1, 0 or 1 as G &lt; H, G = H or G &gt; H for stoppers, null when they are confused
     */
    public static Integer compare(LoopyGraph g, LoopyGraph h, int maxPositions) {
        boolean ge = geq(g, h, maxPositions);
        boolean le = geq(h, g, maxPositions);
        return ge && le ? Integer.valueOf(0) : ge ? Integer.valueOf(1) : le ? Integer.valueOf(-1) : null;
    }

    private static void requireStopper(LoopyGraph g) {
        if (!isStopper(g)) {
            throw new BadInputException("only stoppers compare by the stopper order (no play that alternates"
                    + " forever); other loopy games compare by their sides (SidedValues.compare)");
        }
    }
}
