package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reduced canonical forms (Siegel, Combinatorial Game Theory, AMS 2013, II.6; Calistrate, "The reduced canonical
 * form of a game", 1996; Grossman and Siegel, "Reductions of partizan games", 2009): {@code rcf(G)} is the
 * simplest game infinitesimally close to {@code G}, the unique game with {@code rcf(G) - G} infinitesimal that
 * has no Inf-dominated and no Inf-reversible option.
 *
 * <p>{@code G >= H} modulo infinitesimals ({@code G >=_Inf H}: {@code G + e >= H} for some infinitesimal
 * {@code e}) holds exactly when the right stop of {@code G - H} is at least 0 (Siegel II.6). A game
 * infinitesimally close to a number {@code x} reduces to {@code x}; any other reduces to
 * {@code {rcf(G^L) | rcf(G^R)}} with Inf-dominated options removed and Inf-reversible ones bypassed
 * (a left option {@code A} is Inf-reversible through {@code A^R} when {@code A^R <=_Inf G}), which gives the
 * reduced form whatever the order (Siegel II.6).
 */
public final class ReducedCanonicalForms {
    private final CanonicalGames games;
    private final Stops stops;
    private final Map<Integer, Integer> memo = new HashMap<>();

    /**
     * Reduced forms in {@code games}.
     *
     * @param games the space the ids live in
     * @param stops the stops of that space
     */
    public ReducedCanonicalForms(CanonicalGames games, Stops stops) {
        this.games = games;
        this.stops = stops;
    }

    /**
     * The reduced canonical form of {@code g}.
     *
     * @param g a canonical id
     * @return the id of {@code rcf(g)}: a number when {@code g} is infinitesimally close to one
     */
    public int of(int g) {
        if (games.isNumber(g)) {
            return g;
        }
        if (stops.numberish(g)) {
            return games.number(stops.left(g));
        }
        Integer known = memo.get(g);
        if (known != null) {
            return known;
        }
        List<Integer> left = reduceAll(games.leftOptions(g));
        List<Integer> right = reduceAll(games.rightOptions(g));
        boolean changed = true;
        while (changed) {
            int whole = build(left, right);
            changed = dropDominated(left, true) | dropDominated(right, false);
            changed |= bypassReversible(left, whole, true) | bypassReversible(right, whole, false);
        }
        int made = build(left, right);
        memo.put(g, made);
        return made;
    }

    /**
     * {@code g >=_Inf h}: the right stop of {@code g - h} is at least 0.
     *
     * @param g a game's id
     * @param h another game's id
     * @return whether {@code g >=_Inf h}
     */
    public boolean geqModuloInfinitesimals(int g, int h) {
        return stops.right(games.difference(g, h)).signum() >= 0;
    }

    private List<Integer> reduceAll(int[] options) {
        List<Integer> out = new ArrayList<>();
        for (int o : options) {
            int r = of(o);
            if (!out.contains(r)) {
                out.add(r);
            }
        }
        return out;
    }

    private int build(List<Integer> left, List<Integer> right) {
        return games.game(left.stream().mapToInt(Integer::intValue).toArray(),
                right.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Removes options that another is at least as good as for their player, modulo infinitesimals. */
    private boolean dropDominated(List<Integer> options, boolean left) {
        for (int i = 0; i < options.size(); i++) {
            for (int j = 0; j < options.size(); j++) {
                int a = options.get(i);
                int b = options.get(j);
                if (i != j && (left ? geqModuloInfinitesimals(b, a) : geqModuloInfinitesimals(a, b))) {
                    options.remove(i);
                    return true;
                }
            }
        }
        return false;
    }

    /** Replaces one Inf-reversible option by the options its reversing option gives back to the same player. */
    private boolean bypassReversible(List<Integer> options, int whole, boolean left) {
        for (int i = 0; i < options.size(); i++) {
            int a = options.get(i);
            for (int back : left ? games.rightOptions(a) : games.leftOptions(a)) {
                if (left ? geqModuloInfinitesimals(whole, back) : geqModuloInfinitesimals(back, whole)) {
                    options.remove(i);
                    for (int o : left ? games.leftOptions(back) : games.rightOptions(back)) {
                        int r = of(o);
                        if (!options.contains(r)) {
                            options.add(r);
                        }
                    }
                    return true;
                }
            }
        }
        return false;
    }
}
