package org.sprague.author;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameProvider;

/**
 * The games of plug-in jars written to this API: every {@link HeapGame} named in
 * {@code META-INF/services/org.sprague.author.HeapGame} and every {@link PartizanGame} named in
 * {@code META-INF/services/org.sprague.author.PartizanGame} on the class path, in that order, each made a game of
 * the catalog. A heap game whose {@link Formula} disagrees with its moves on the small heaps is refused, so that no
 * command answers from a wrong formula. sprague-core registers this provider itself; a plug-in does not name it.
 *
 * <p>Example: a jar with the class {@code example.plugin.TakeOrHalve} and the file
 * {@code META-INF/services/org.sprague.author.HeapGame} holding the line {@code example.plugin.TakeOrHalve} adds
 * {@code sprague solve take-or-halve 6} once it is on the class path ({@code SPRAGUE_CLASSPATH}).
 */
public final class AuthoredGames implements GameProvider {
    /**
     * Loads the games of the class path.
     *
     * @return the games, heap games first
     * @throws BadInputException naming the game, when a heap game's formula disagrees with its moves
     */
    @Override
    public List<CatalogGame> games() {
        ClassLoader loader = AuthoredGames.class.getClassLoader();
        List<CatalogGame> out = new ArrayList<>();
        for (HeapGame game : ServiceLoader.load(HeapGame.class, loader)) {
            out.add(heapGame(game));
        }
        for (PartizanGame<?> game : ServiceLoader.load(PartizanGame.class, loader)) {
            out.add(partizanGame(game));
        }
        return out;
    }

    /**
     * A heap game of this API as a game of the catalog: what the loader does with each, and what a test calls to
     * hold an author's game without a jar.
     *
     * @param game the game
     * @return the catalog's game
     * @throws BadInputException when its formula disagrees with its moves on the small heaps
     */
    public static CatalogGame heapGame(HeapGame game) {
        RuleAsRuleset rules = new RuleAsRuleset(game);
        String problem = rules.formulaProblem();
        if (problem != null) {
            throw new BadInputException(problem);
        }
        return org.sprague.catalog.heap.HeapGame.of(game.id(), game.summary(), game.examples(), rules);
    }

    /**
     * A partizan game of this API as a game of the catalog.
     *
     * @param game the game
     * @param <P> its position type
     * @return the catalog's game
     */
    public static <P> CatalogGame partizanGame(PartizanGame<P> game) {
        return new PartizanAsRuleset<>(game);
    }
}
