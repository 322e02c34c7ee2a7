package org.sprague.author;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;

/**
 * A {@link PartizanGame} as a game of the catalog: its options as the engines' moves, everything else from
 * {@link PartizanRulesetGame}.
 *
 * @param <P> the game's position type
 */
final class PartizanAsRuleset<P> extends PartizanRulesetGame<P> {
    private final PartizanGame<P> game;

    PartizanAsRuleset(PartizanGame<P> game) {
        this.game = game;
    }

    @Override
    public String id() {
        return game.id();
    }

    @Override
    public String summary() {
        return game.summary();
    }

    @Override
    public String syntax() {
        return game.syntax();
    }

    @Override
    public List<String> examples() {
        return game.examples();
    }

    @Override
    public P parse(List<String> position) {
        return game.parse(position);
    }

    @Override
    public List<PartizanMove<P>> moves(P position, boolean left) {
        List<Move<P>> options = game.options(position, left);
        List<PartizanMove<P>> out = new ArrayList<>(options.size());
        for (Move<P> m : options) {
            out.add(new PartizanMove<>(m.label(), m.to()));
        }
        return out;
    }

    @Override
    public List<String> format(P position) {
        return game.format(position);
    }

    @Override
    public List<P> parts(P position) {
        return game.parts(position);
    }

    @Override
    public int size(P part) {
        return game.size(part);
    }
}
