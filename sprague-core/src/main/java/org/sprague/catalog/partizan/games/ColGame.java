package org.sprague.catalog.partizan.games;

import java.util.List;

/**
 * Col (Winning Ways ch. 2; Conway, <i>On Numbers and Games</i>, ch. 7, after Colin Vout): Left colours an
 * uncoloured node blue ({@code x}), Right red ({@code o}), never next to a node of the mover's own colour. Played
 * on a grid (CGSuite's {@code Col} grid ruleset: cells adjacent by a side) or on a graph given as an edge list
 * (CGSuite's {@code game.graph.GenCol}, {@code Col := GenCol([Nothing, Right], [Nothing, Left])}: Left may colour a
 * node untinted or tinted by Right). Every Col position is a number or a number plus {@code *} (Winning Ways
 * ch. 2). The rules, parts and syntax are in {@link ColouringGraphs}.
 */
public final class ColGame extends ColouringGraphs {
    @Override
    public String id() {
        return "col";
    }

    @Override
    public String summary() {
        return "Col: Left colours a node blue (x), Right red (o), never next to the mover's own colour; on a grid or"
                + " a graph";
    }

    @Override
    public List<String> examples() {
        return List.of("..", "...|...", "x..o", "1-2 2-3 3-1 1:x");
    }

    @Override
    protected char barred(boolean left) {
        return left ? 'x' : 'o';
    }
}
