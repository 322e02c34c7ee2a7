package org.sprague.compound;

import java.util.ArrayList;
import java.util.List;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;

/**
 * The catalog as front ends offer it: every registered game, and impartial games that have no Nim-k of their
 * own get {@code --k K} ({@link NimKGame}), over components whose moves can be listed.
 */
public final class Games {
    private Games() {
    }

    /** Every game, in catalog order. */
    public static List<CatalogGame> all() {
        List<CatalogGame> out = new ArrayList<>();
        for (CatalogGame g : Catalog.all()) {
            out.add(withNimK(g));
        }
        return out;
    }

    /** The game named {@code id}, or {@code null}. */
    public static CatalogGame find(String id) {
        CatalogGame g = Catalog.find(id);
        return g == null ? null : withNimK(g);
    }

    /** Whether {@code game} is answering a Nim-k compound that this class added ({@code --k} given). */
    public static boolean isAddedCompound(CatalogGame game, org.sprague.catalog.GameOptions options) {
        return game instanceof NimKGame && options.string(NimKGame.K) != null;
    }

    /** {@code game} with {@code --k} where it is impartial, lacks a Nim-k of its own and lists its moves. */
    static CatalogGame withNimK(CatalogGame game) {
        if (game.kind() != GameKind.IMPARTIAL) {
            return game;
        }
        for (GameOption o : game.options()) {
            if (o.name().equals(NimKGame.K.name())) {
                return game; // its own Nim-k (Nim, the heap rulesets, moore)
            }
        }
        return game.moves().<CatalogGame>map(moves -> new NimKGame(game, moves)).orElse(game);
    }
}
