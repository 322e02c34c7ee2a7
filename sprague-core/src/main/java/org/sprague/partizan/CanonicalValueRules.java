package org.sprague.partizan;

import java.util.ArrayList;
import java.util.List;

/**
 * A value as a game of its own: the moves are the options of its canonical form. This is what
 * {@code sprague value} analyses.
 */
public final class CanonicalValueRules implements PartizanRules<Integer> {
    private final CanonicalGames games;
    private final Notation notation;

    /**
     * Values of {@code games}.
     *
     * @param games the games space the values live in
     */
    public CanonicalValueRules(CanonicalGames games) {
        this.games = games;
        this.notation = new Notation(games);
    }

    @Override
    public CanonicalGames games() {
        return games;
    }

    @Override
    public List<PartizanMove<Integer>> moves(Integer position, boolean left) {
        List<PartizanMove<Integer>> out = new ArrayList<>();
        for (int o : left ? games.leftOptions(position) : games.rightOptions(position)) {
            out.add(new PartizanMove<>("to " + notation.print(o), o));
        }
        return out;
    }

    @Override
    public int value(Integer position) {
        return position;
    }

    @Override
    public List<String> format(Integer position) {
        return List.of(notation.print(position));
    }
}
