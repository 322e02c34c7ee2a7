package org.sprague.play;

import java.util.LinkedHashMap;
import java.util.Map;
import org.sprague.catalog.heap.HeapRulesets;
import org.sprague.partizan.games.BlueRedHackenbush;
import org.sprague.partizan.games.Cutcake;
import org.sprague.partizan.games.Domineering;
import org.sprague.partizan.games.HackenbushPosition;
import org.sprague.partizan.games.ToadsAndFrogs;

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
        m.put("moore", new MooreMoves(false));
        for (String id : HeapRulesets.ids()) {
            m.put(id, new HeapListMoves(id));
        }
        m.put("wythoff", (o, p) -> ClassicMoves.wythoff(p));
        m.put("fibonacci-nim", (o, p) -> ClassicMoves.fibonacciNim(p));
        m.put("staircase", (o, p) -> ClassicMoves.staircase(p));
        m.put("coins", (o, p) -> ClassicMoves.coins(p));
        m.put("divisor", (o, p) -> ClassicMoves.divisor(p));
        m.put("flip", (o, p) -> ClassicMoves.flip(p));
        m.put("coins2d", (o, p) -> ClassicMoves.coins2d(p));
        m.put("xor-blackboard", new XorBlackboardMoves());
        m.put("football", new MooreMoves(true));
        m.put("hackenbush", new CutMoves(false));
        m.put("fibonacci-tree", new CutMoves(true));
        m.put("graph", new GraphMoves());
        m.put("cat-mouse", new CatMouseMoves());
        m.put("predict-winner", new ScoringMoves(ScoringMoves.Kind.TAKE_END, "predict-winner"));
        m.put("stone-game", new ScoringMoves(ScoringMoves.Kind.TAKE_END, "predict-winner"));
        m.put("stone-game-3", new ScoringMoves(ScoringMoves.Kind.TAKE_FRONT_UP_TO_3, "stone-game-3"));
        m.put("stone-game-7", new ScoringMoves(ScoringMoves.Kind.REMOVE_END_SCORE_REST, "stone-game-7"));
        m.put("stone-game-2", new StoneGame2Moves());
        m.put("stone-game-5", new StoneGame5Moves());
        m.put("stone-game-6", new StoneGame6Moves());
        m.put("stone-game-8", new StoneGame8Moves());
        m.put("stone-game-9", new StoneGame9Moves());
        m.put("sum-game", new SumGameMoves());
        m.put("colors", new ColorsMoves());
        m.put("blue-red-hackenbush", new PartizanMoves<>(HackenbushPosition::parse, BlueRedHackenbush::new));
        m.put("domineering", new PartizanMoves<>(Domineering.Board::parse, Domineering::new));
        m.put("cutcake", new PartizanMoves<>(Cutcake::parse, Cutcake::new));
        m.put("toads-and-frogs", new PartizanMoves<>(ToadsAndFrogs::parse, ToadsAndFrogs::new));
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
