package org.sprague.partizan.loopy;

import org.sprague.ResourceLimitException;
import org.sprague.solve.Budget;

/**
 * The order of the sides of loopy games, for any finite games, stoppers or not (Winning Ways, ch. 11, "Games
 * infinite and indefinite": comparing onsides and offsides; Siegel, <i>Combinatorial Game Theory</i>, AMS 2013,
 * ch. VI, the order of sides). A<sup>+</sup> &ge; B<sup>+</sup> exactly when Left, moving second in A - B, does
 * not lose, where play that goes on forever counts as Left's win when it moves in A infinitely often (the onside
 * A<sup>+</sup>, where Left wins infinite play, is in Left's hands; -B<sup>+</sup> is the offside of -B, where
 * Right does). A<sup>-</sup> &ge; B<sup>-</sup> likewise, with infinite play Left's when it moves in -B infinitely
 * often. This is the judging of infinite play that CGSuite's {@code LoopyGame} comparison of sides uses
 * ({@code lib/core/src/main/scala/org/cgsuite/core/LoopyGame.java}, read for the definition only).
 * For stoppers both orders are the stopper order ({@link Stoppers#geq}): a play of a sum of stoppers that
 * alternates forever must move in both infinitely often.
 * <p>
 * The game is a Büchi game on states (a, b, player to move, whether the last move was in A): Left wins the plays
 * that end with Right unable to move and the infinite plays that meet the target states infinitely often. Its
 * winning region is the greatest fixed point Z = Attr(target &cap; CPre(Z)) (Thomas, "On the synthesis of
 * strategies in infinite games", STACS 1995), each round an attractor linear in the moves; at most as many rounds
 * as states.
 */
public final class SidedComparison {
    /** The most states a comparison builds unless told otherwise (four a pair of positions). */
    public static final int DEFAULT_MAX_STATES = 8_000_000;

    /** The most state visits of all the rounds of one comparison (each round visits every state). */
    static final long MAX_VISITS = 400_000_000L;

    private SidedComparison() {
    }

    /**
     * Whether A<sup>+</sup> &ge; B<sup>+</sup> (onsides).
     *
     * @param a a loopy game
     * @param b another loopy game
     * @param maxStates the most states the comparison may build
     * @return true when the onside of {@code a} is at least the onside of {@code b}
     * @throws ResourceLimitException past {@code maxStates}
     */
    public static boolean onsideGeq(LoopyGraph a, LoopyGraph b, int maxStates) {
        return leftSurvives(a, b, true, maxStates, Budget.Deadline.none());
    }

    /**
     * Whether A<sup>-</sup> &ge; B<sup>-</sup> (offsides).
     *
     * @param a a loopy game
     * @param b another loopy game
     * @param maxStates the most states the comparison may build
     * @return true when the offside of {@code a} is at least the offside of {@code b}
     * @throws ResourceLimitException past {@code maxStates}
     */
    public static boolean offsideGeq(LoopyGraph a, LoopyGraph b, int maxStates) {
        return leftSurvives(a, b, false, maxStates, Budget.Deadline.none());
    }

    /**
     * Whether Left, Right moving first in A - B, survives: wins, or plays forever moving infinitely often in A
     * ({@code onside}) or in -B (offside).
     */
    /**
     * Whether the side ({@code onside}: A<sup>+</sup> &ge; B<sup>+</sup>, else A<sup>-</sup> &ge;
     * B<sup>-</sup>), the deadline checked between the rounds of the fixed point.
     */
    static boolean geq(LoopyGraph a, LoopyGraph b, boolean onside, int maxStates, Budget.Deadline deadline) {
        return leftSurvives(a, b, onside, maxStates, deadline);
    }

    private static boolean leftSurvives(LoopyGraph a, LoopyGraph b, boolean onside, int maxStates,
            Budget.Deadline deadline) {
        long states = 4L * a.size() * b.size();
        if (states > maxStates) {
            throw new ResourceLimitException("comparing the sides of games of " + a.size() + " and " + b.size()
                    + " positions takes " + states + " states, more than " + maxStates + "; give smaller games",
                    ResourceLimitException.Resource.OTHER, states);
        }
        BuchiGame game = new BuchiGame(a, b, onside);
        boolean[] win = game.leftWins(deadline);
        return win[game.state(0, 0, false, false)];
    }

    /** The game A - B as states with their moves, and its Büchi solution for Left. */
    private static final class BuchiGame {
        private final LoopyGraph a;
        private final LoopyGraph b;
        private final int nb;
        private final int n;
        private final boolean targetInA;

        BuchiGame(LoopyGraph a, LoopyGraph b, boolean targetInA) {
            this.a = a;
            this.b = b;
            this.nb = b.size();
            this.n = 4 * a.size() * nb;
            this.targetInA = targetInA;
        }

        /** State (a, b, Left to move?, last move in A?). */
        int state(int va, int vb, boolean leftMoves, boolean lastInA) {
            return ((va * nb + vb) * 2 + (leftMoves ? 1 : 0)) * 2 + (lastInA ? 1 : 0);
        }

        boolean leftMoves(int s) {
            return ((s >> 1) & 1) == 1;
        }

        boolean target(int s) {
            return ((s & 1) == 1) == targetInA;
        }

        /** The states after each move from {@code s}: the mover's options in A, and in -B (the other's in B). */
        int[] successors(int s) {
            int pair = s >> 2;
            int va = pair / nb;
            int vb = pair % nb;
            boolean left = leftMoves(s);
            int[] inA = a.options(va, left);
            int[] inB = b.options(vb, !left);
            int[] out = new int[inA.length + inB.length];
            for (int i = 0; i < inA.length; i++) {
                out[i] = state(inA[i], vb, !left, true);
            }
            for (int i = 0; i < inB.length; i++) {
                out[inA.length + i] = state(va, inB[i], !left, false);
            }
            return out;
        }

        boolean[] leftWins(Budget.Deadline deadline) {
            int[][] predecessors = predecessors();
            boolean[] z = new boolean[n];
            java.util.Arrays.fill(z, true);
            for (int round = 0; round <= n; round++) {
                if ((long) round * n > MAX_VISITS) {
                    throw new ResourceLimitException("comparing the sides took more than " + MAX_VISITS
                            + " state visits (" + round + " rounds of " + n + " states); give smaller games",
                            ResourceLimitException.Resource.OTHER, (double) round * n);
                }
                deadline.check("round " + round + " of comparing sides of " + n + " states");
                boolean[] next = attractor(targetsInto(z), z, predecessors);
                if (java.util.Arrays.equals(next, z)) {
                    return z;
                }
                z = next;
            }
            return z;
        }

        /** The target states from which Left forces the next state into {@code z} (Right stuck counts). */
        private boolean[] targetsInto(boolean[] z) {
            boolean[] out = new boolean[n];
            for (int s = 0; s < n; s++) {
                if (target(s) && z[s] && controls(s, z)) {
                    out[s] = true;
                }
            }
            return out;
        }

        private boolean controls(int s, boolean[] into) {
            int[] next = successors(s);
            if (leftMoves(s)) {
                for (int t : next) {
                    if (into[t]) {
                        return true;
                    }
                }
                return false;
            }
            for (int t : next) {
                if (!into[t]) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Left's attractor of {@code goal} inside {@code z}: the states of z from which Left forces a goal state
         * or Right's being stuck, staying in z.
         */
        private boolean[] attractor(boolean[] goal, boolean[] z, int[][] predecessors) {
            boolean[] in = new boolean[n];
            int[] pending = new int[n];
            int[] queue = new int[n];
            int tail = 0;
            for (int s = 0; s < n; s++) {
                if (!z[s]) {
                    continue;
                }
                if (goal[s]) {
                    in[s] = true;
                    queue[tail++] = s;
                } else if (!leftMoves(s)) {
                    int[] next = successors(s);
                    int inside = 0;
                    boolean escapes = false;
                    for (int t : next) {
                        if (z[t]) {
                            inside++;
                        } else {
                            escapes = true;
                        }
                    }
                    if (escapes) {
                        pending[s] = -1;
                    } else if (inside == 0) {
                        in[s] = true;
                        queue[tail++] = s;
                    } else {
                        pending[s] = inside;
                    }
                }
            }
            for (int head = 0; head < tail; head++) {
                for (int p : predecessors[queue[head]]) {
                    if (!z[p] || in[p]) {
                        continue;
                    }
                    if (leftMoves(p)) {
                        in[p] = true;
                        queue[tail++] = p;
                    } else if (pending[p] > 0 && pending[p]-- == 1) {
                        in[p] = true;
                        queue[tail++] = p;
                    }
                }
            }
            return in;
        }

        private int[][] predecessors() {
            int[] count = new int[n];
            for (int s = 0; s < n; s++) {
                for (int t : successors(s)) {
                    count[t]++;
                }
            }
            int[][] out = new int[n][];
            for (int s = 0; s < n; s++) {
                out[s] = new int[count[s]];
            }
            for (int s = 0; s < n; s++) {
                for (int t : successors(s)) {
                    out[t][--count[t]] = s;
                }
            }
            return out;
        }
    }
}
