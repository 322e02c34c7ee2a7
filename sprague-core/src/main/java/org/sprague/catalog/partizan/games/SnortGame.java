package org.sprague.catalog.partizan.games;

import java.util.List;

/**
 * Snort (Winning Ways ch. 2, after Simon Norton): Left colours an uncoloured node blue ({@code x}), Right red
 * ({@code o}), never next to a node of the opponent's colour. Played on a grid (cells adjacent by a side, as
 * CGSuite's grid rulesets) or on a graph given as an edge list (CGSuite's {@code game.graph.Snort}: Left may colour
 * a node untinted or tinted by Left). The rules, parts and syntax are in {@link ColouringGraphs}.
 */
public final class SnortGame extends ColouringGraphs {
    @Override
    public String id() {
        return "snort";
    }

    @Override
    public String summary() {
        return "Snort: Left colours a node blue (x), Right red (o), never next to the opponent's colour; on a grid or"
                + " a graph";
    }

    @Override
    public List<String> examples() {
        return List.of("...", "..|..", "1-2 2-3 3-4 4-1 2:o");
    }

    @Override
    protected char barred(boolean left) {
        return left ? 'o' : 'x';
    }
}
