package org.sprague.partizan;

import java.util.HashMap;
import java.util.Map;

/**
 * Companions of canonical games, as CGSuite defines {@code Companion} (its values for the test games of
 * cgsuite/cgsuite, lib/core/src/test/scala/org/cgsuite/lang2/CanonicalShortGameTestCase.scala, are this class's
 * oracle): the companion of 0 is {@code *}; of any other number, the number itself; of any other game
 * {@code {companions of G^L, and 0 when G > 0 | companions of G^R, and 0 when G < 0}}. So {@code ^} has companion
 * {@code ^*}, {@code *} has 0, {@code *n} ({@code n >= 2}) itself. On all-small games the companion exchanges the
 * roles of 0 and {@code *} (Siegel, Combinatorial Game Theory, AMS 2013, II.7, where companions relate the atomic
 * weights of {@code G} and its companion).
 */
public final class Companions {
    private final CanonicalGames games;
    private final Map<Integer, Integer> memo = new HashMap<>();

    /**
     * Companions in {@code games}.
     *
     * @param games the space the ids live in
     */
    public Companions(CanonicalGames games) {
        this.games = games;
    }

    /**
     * The companion of {@code g}.
     *
     * @param g a canonical id
     * @return the id of the companion
     */
    public int of(int g) {
        if (g == 0) {
            return games.nimber(1);
        }
        if (games.isNumber(g)) {
            return g;
        }
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        Integer sign = games.compare(g, 0);
        int made = games.game(side(games.leftOptions(g), sign != null && sign > 0),
                side(games.rightOptions(g), sign != null && sign < 0));
        memo.put(g, made);
        return made;
    }

    private int[] side(int[] options, boolean withZero) {
        // with zero, the extra last slot keeps its initial 0: the id of the game 0
        int[] out = new int[options.length + (withZero ? 1 : 0)];
        for (int i = 0; i < options.length; i++) {
            out[i] = of(options[i]);
        }
        return out;
    }
}
