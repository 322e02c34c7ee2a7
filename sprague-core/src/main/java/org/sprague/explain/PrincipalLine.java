package org.sprague.explain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.play.MoveValues;
import org.sprague.play.ValuedMove;

/**
 * A line of best play from a position to the end: each side plays its best move by
 * {@link ValuedMove#BEST_FIRST}, so the winner hurries and the loser delays as Smith's remoteness defines, and a
 * scoring game follows an optimal move. The line stops after {@code maxMoves} moves or when its time is up, and
 * says so.
 */
public final class PrincipalLine {
    private PrincipalLine() {
    }

    /**
     * The line as plain data: {@code moves} (each with {@code player} "first" or "second", {@code move},
     * {@code to}, and its {@code result} for the mover), {@code complete}, and {@code why} when it is cut short.
     */
    public static Map<String, Object> of(CatalogGame game, GameOptions options, List<String> position, int maxMoves,
            long deadlineNanos) {
        List<Map<String, Object>> moves = new ArrayList<>();
        List<String> at = position;
        String why = null;
        java.util.Set<List<String>> seen = new java.util.HashSet<>();
        while (true) {
            List<String> key = new ArrayList<>(at);
            key.add(moves.size() % 2 == 0 ? "first" : "second");
            if (!seen.add(key)) {
                // a draw: best play returns to a position with the same player to move
                Map<String, Object> line = line(moves, null);
                line.put("repeats", true);
                return line;
            }
            if (moves.size() >= maxMoves) {
                why = "shortened to the first " + maxMoves + " moves";
                break;
            }
            if (System.nanoTime() > deadlineNanos) {
                why = "shortened: the time for explaining ran out";
                break;
            }
            ValuedMove best = MoveValues.best(MoveValues.of(game, options, at));
            if (best == null) {
                break;
            }
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("player", moves.size() % 2 == 0 ? "first" : "second");
            step.put("move", best.move().text());
            step.put("to", best.move().to());
            step.put("result", best.result());
            if (best.value() != null) {
                step.put("gain", best.move().gain());
            }
            moves.add(step);
            at = best.move().to();
        }
        return line(moves, why);
    }

    private static Map<String, Object> line(List<Map<String, Object>> moves, String why) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("moves", moves);
        line.put("complete", why == null);
        if (why != null) {
            line.put("why", why);
        }
        return line;
    }
}
