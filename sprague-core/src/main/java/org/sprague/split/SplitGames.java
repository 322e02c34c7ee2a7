package org.sprague.split;

import java.util.List;
import org.sprague.BadInputException;
import org.sprague.solve.Budget;

/** The games whose searches split, by name, and the in-process solver of their leaves. */
public final class SplitGames {
    private static final List<SplitGame> ALL = List.of(new DomineeringSplit(), new CramSplit());

    private SplitGames() {
    }

    /**
     * The game named {@code id}.
     *
     * @param id {@code domineering} or {@code cram}
     * @return the game
     * @throws BadInputException for another name
     */
    public static SplitGame find(String id) {
        for (SplitGame g : ALL) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new BadInputException("no split search for '" + id + "'; games: domineering, cram");
    }

    /**
     * Solves one leaf in this process.
     *
     * @param game the game's name
     * @param key the leaf's word
     * @param budget its search's steps and time
     * @return the leaf
     */
    public static SplitGame.Leaf solve(String game, String key, Budget budget) {
        return find(game).solve(key, budget);
    }

    /**
     * A solved leaf as one line, as a solver on another machine sends it back: its word, value and positions,
     * separated by tabs.
     *
     * @param key the leaf's word
     * @param leaf the leaf
     * @return the line
     */
    public static String line(String key, SplitGame.Leaf leaf) {
        return key + "\t" + leaf.value() + "\t" + leaf.positions();
    }

    /**
     * Reads lines of {@link #line} into {@code into}.
     *
     * @param lines the lines
     * @param into receives each word's leaf
     * @return {@code into}
     */
    public static java.util.Map<String, SplitGame.Leaf> read(List<String> lines,
            java.util.Map<String, SplitGame.Leaf> into) {
        for (String line : lines) {
            String[] f = line.split("\t");
            into.put(f[0], new SplitGame.Leaf(Long.parseLong(f[1]), Long.parseLong(f[2])));
        }
        return into;
    }
}
