package org.sprague.catalog;

import java.util.List;

/**
 * The service interface through which games are found: each line of
 * {@code META-INF/services/org.sprague.catalog.GameProvider} names a class with a public no-argument
 * constructor. A game class is its own provider ({@link CatalogGame} implements this interface); a family of
 * games made from one class with different parameters (the heap rulesets) has one provider that lists them.
 * {@link Catalog} shows the games in the order the lines give, jar by jar along the class path.
 */
public interface GameProvider {
    /** The games this provider adds, in the order {@code sprague list} shows them. */
    List<CatalogGame> games();
}
