package org.sprague.cli.web;

import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;

/**
 * A position's board as the page draws it: the game's own {@link Board} as JSON with its {@code kind}, or
 * {@code null} when the game describes none (the page then shows the position as text).
 */
final class WebBoard {
    private static final ObjectMapper JSON = new ObjectMapper();

    private WebBoard() {
    }

    static ObjectNode of(CatalogGame game, GameOptions options, List<String> position) {
        return game.board(options, position).map(WebBoard::json).orElse(null);
    }

    static ObjectNode json(Board board) {
        ObjectNode node = JSON.valueToTree(board);
        node.put("kind", board.kind());
        return node;
    }

    /** {@code POST /api/board}'s answer. */
    static Map<String, Object> answer(WebRequest r) {
        java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
        out.put("game", r.game().id());
        out.put("position", r.position());
        out.put("board", of(r.game(), WebPlay.playOptions(r), r.position()));
        return out;
    }
}
