package org.sprague.play;

import java.util.LinkedHashMap;
import java.util.Map;
import org.sprague.catalog.heap.HeapRulesets;

/**
 * The catalog games whose every move front ends can list, by catalog id. Games not listed here are still
 * solved and explained by the catalog, but cannot be played move by move.
 */
public final class GameMoves {
    private static final Map<String, PositionMoves> BY_ID = build();

    private GameMoves() {
    }

    private static Map<String, PositionMoves> build() {
        Map<String, PositionMoves> m = new LinkedHashMap<>();
        m.put("nim", new HeapListMoves("nim"));
        m.put("moore", new MooreMoves());
        for (String id : HeapRulesets.ids()) {
            m.put(id, new HeapListMoves(id));
        }
        m.put("wythoff", (o, p) -> ClassicMoves.wythoff(p));
        m.put("fibonacci-nim", (o, p) -> ClassicMoves.fibonacciNim(p));
        m.put("staircase", (o, p) -> ClassicMoves.staircase(p));
        m.put("coins", (o, p) -> ClassicMoves.coins(p));
        m.put("divisor", (o, p) -> ClassicMoves.divisor(p));
        m.put("flip", (o, p) -> ClassicMoves.flip(p));
        m.put("graph", new GraphMoves());
        m.put("cat-mouse", new CatMouseMoves());
        m.put("predict-winner", new ScoringMoves(ScoringMoves.Kind.TAKE_END, "predict-winner"));
        m.put("stone-game", new ScoringMoves(ScoringMoves.Kind.TAKE_END, "predict-winner"));
        m.put("stone-game-3", new ScoringMoves(ScoringMoves.Kind.TAKE_FRONT_UP_TO_3, "stone-game-3"));
        m.put("stone-game-7", new ScoringMoves(ScoringMoves.Kind.REMOVE_END_SCORE_REST, "stone-game-7"));
        return m;
    }

    /** The moves of game {@code id}, or {@code null} when they are not available. */
    public static PositionMoves of(String id) {
        return BY_ID.get(id);
    }

    /** The ids of the games whose moves can be listed, in catalog order of registration. */
    public static java.util.List<String> ids() {
        return java.util.List.copyOf(BY_ID.keySet());
    }

    /** Whether game {@code id} can be played move by move. */
    public static boolean playable(String id) {
        return BY_ID.containsKey(id);
    }
}
