package org.sprague.cli.web;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.cli.output.PlayText;
import org.sprague.play.MoveValues;
import org.sprague.play.ValuedMove;

/**
 * {@code POST /api/moves}: every move of a position with its value for the mover, and the engine's choice, so
 * that the page can play ({@code "result"} is {@code "undecided"} for a move that a search with a time limit did not
 * decide, and the engine's choice is then a win if one was found, else the undecided move of the best heuristic
 * balance): {@code {"moves": [{"move", "to", "result", "remoteness", "value", "gain", "canonical", "outcomeClass",
 * "searchMillis", "text"}], "board": the position's board or null,
 * "best": index (from 0, or null at the end), "outcome": the position's outcome for the player to move}}.
 */
final class WebPlay {
    private WebPlay() {
    }

    /** The request's options for play: a graph's start node comes as the position, so --start would name a second. */
    static GameOptions playOptions(WebRequest r) {
        Map<String, String> given = new LinkedHashMap<>(r.options().asMap());
        given.remove("--start");
        return new GameOptions(given);
    }

    /**
     * The moves of the request's position with their values, and the engine's choice.
     *
     * @param r the request
     * @param moveTime the time to value the moves where the game values them by a search with a time limit
     */
    static Map<String, Object> moves(WebRequest r, Duration moveTime) {
        List<String> position = r.position();
        GameOptions options = playOptions(r);
        List<ValuedMove> valued = MoveValues.of(r.game(), options, position, moveTime);
        ValuedMove best = MoveValues.best(valued);
        List<Map<String, Object>> list = new ArrayList<>();
        for (ValuedMove v : valued) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", v.move().text());
            m.put("to", v.move().to());
            m.put("result", v.result());
            m.put("remoteness", v.remoteness());
            m.put("value", v.value());
            m.put("gain", v.move().gain());
            // a partizan game's value left after the move, from Left's side
            m.put("canonical", v.after().canonical());
            // and its outcome class: who wins from there, whoever moves next
            m.put("outcomeClass", WebOutcomeClass.of(v.after().canonical()));
            // how long a search looked at an undecided move before the time per move ran out
            m.put("searchMillis", v.decided() ? null : v.after().undecided().millis());
            m.put("text", PlayText.value(v));
            list.add(m);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("game", r.game().id());
        out.put("position", position);
        out.put("moves", list);
        out.put("best", best == null ? null : valued.indexOf(best));
        out.put("board", WebBoard.of(r.game(), options, position));
        // a scoring row played out is empty; an empty XOR blackboard is a position with an outcome of its own
        boolean scoredOut = position.isEmpty() && r.game().kind() == org.sprague.catalog.GameKind.SCORING;
        if (valued.isEmpty() && !scoredOut) {
            Evaluation here = MoveValues.here(r.game(), options, position);
            out.put("outcome", here.decided() ? here.outcome().label() : null);
        } else {
            out.put("outcome", null);
        }
        return out;
    }
}
