package org.sprague.catalog.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Who wins a loopy partizan game with each player first, by brute force written for the tests: every position
 * reached from the start listed by asking the rules directly, then labels over (position, player to move) swept to
 * a fixed point over all states at once (a mover with a move to a state lost for the opponent wins; a mover all of
 * whose moves reach states won by the opponent loses; whatever is never labelled is a draw, Siegel, <i>Combinatorial
 * Game Theory</i>, ch. VI). It shares nothing with the engine: no graph class, no queue of move counters.
 *
 * @param <P> the position type
 */
public final class LoopyBruteForce<P> {
    private final PartizanRuleset<P> rules;
    private final Map<P, Integer> index = new HashMap<>();
    private final List<P> positions = new ArrayList<>();
    /** {@code label[mover][i]}: +1 the mover (0 Left, 1 Right) wins at position i, -1 loses, 0 a draw. */
    private final int[][] label;

    /**
     * Labels every position reached from {@code start}.
     *
     * @param rules the game's moves
     * @param start the start
     */
    public LoopyBruteForce(PartizanRuleset<P> rules, P start) {
        this.rules = rules;
        index.put(start, 0);
        positions.add(start);
        for (int i = 0; i < positions.size(); i++) {
            for (boolean left : new boolean[] {true, false}) {
                for (PartizanMove<P> m : rules.moves(positions.get(i), left)) {
                    if (!index.containsKey(m.to())) {
                        index.put(m.to(), positions.size());
                        positions.add(m.to());
                    }
                }
            }
        }
        int n = positions.size();
        label = new int[2][n];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int mover = 0; mover < 2; mover++) {
                for (int i = 0; i < n; i++) {
                    if (label[mover][i] != 0) {
                        continue;
                    }
                    boolean win = false;
                    boolean allLost = true;
                    for (PartizanMove<P> m : rules.moves(positions.get(i), mover == 0)) {
                        int next = label[1 - mover][index.get(m.to())];
                        win |= next == -1;
                        allLost &= next == 1;
                    }
                    int now = win ? 1 : allLost ? -1 : 0;
                    if (now != 0) {
                        label[mover][i] = now;
                        changed = true;
                    }
                }
            }
        }
    }

    /**
     * Who wins {@code p} with that player first.
     *
     * @param p a position reached from the start
     * @param leftFirst whether Left moves first
     * @return {@code left}, {@code right} or {@code draw}
     */
    public String winner(P p, boolean leftFirst) {
        int mover = leftFirst ? 0 : 1;
        int l = label[mover][index.get(p)];
        return l == 0 ? "draw" : (l == 1) == leftFirst ? "left" : "right";
    }

    /**
     * The texts of the moves of the first player that keep the result: to a position the opponent, moving, loses;
     * where the mover can only draw, to one the opponent draws.
     *
     * @param p a position reached from the start
     * @param leftFirst whether Left moves first
     * @return the moves' texts, in the rules' order
     */
    public List<String> keepingMoves(P p, boolean leftFirst) {
        int mover = leftFirst ? 0 : 1;
        int now = label[mover][index.get(p)];
        List<String> out = new ArrayList<>();
        for (PartizanMove<P> m : rules.moves(p, leftFirst)) {
            int next = label[1 - mover][index.get(m.to())];
            if (now == 1 && next == -1 || now == 0 && next == 0) {
                out.add(m.text());
            }
        }
        return out;
    }

    /**
     * The positions reached from the start, the start first.
     *
     * @return the positions
     */
    public List<P> positions() {
        return positions;
    }
}
