package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * Incentives of canonical games (Winning Ways ch. 8, "incentives"; Siegel, Combinatorial Game Theory, AMS 2013,
 * II.5 and the proof of the number avoidance theorem): a left incentive is {@code G^L - G}, a right incentive
 * {@code G - G^R}, over the canonical options; each measures what a move gains its player. A number's incentives
 * are negative (moving in a number costs), and a player with no move has no incentives.
 */
public final class Incentives {
    private final CanonicalGames games;

    /**
     * Incentives of games in {@code games}.
     *
     * @param games the space the ids live in
     */
    public Incentives(CanonicalGames games) {
        this.games = games;
    }

    /**
     * The left incentives {@code G^L - G}.
     *
     * @param g a canonical id
     * @return one id for each canonical left option, in the order of the options
     */
    public int[] left(int g) {
        int[] l = games.leftOptions(g);
        int[] out = new int[l.length];
        for (int i = 0; i < l.length; i++) {
            out[i] = games.difference(l[i], g);
        }
        return out;
    }

    /**
     * The right incentives {@code G - G^R}.
     *
     * @param g a canonical id
     * @return one id for each canonical right option, in the order of the options
     */
    public int[] right(int g) {
        int[] r = games.rightOptions(g);
        int[] out = new int[r.length];
        for (int i = 0; i < r.length; i++) {
            out[i] = games.difference(g, r[i]);
        }
        return out;
    }

    /**
     * The incentives of {@code g}: the left and right incentives that no other is greater than, duplicates
     * removed, as CGSuite lists {@code Incentives} (the best moves for either player to make in a sum).
     *
     * @param g a canonical id
     * @return the maximal incentives, ascending by id
     */
    public int[] maximal(int g) {
        List<Integer> all = new ArrayList<>();
        for (int i : left(g)) {
            all.add(i);
        }
        for (int i : right(g)) {
            all.add(i);
        }
        return all.stream().distinct().filter(i -> all.stream().noneMatch(j -> j.intValue() != i.intValue() && games.leq(i, j)))
                .sorted().mapToInt(Integer::intValue).toArray();
    }
}
