/**
 * The catalog: named games found through {@link java.util.ServiceLoader} ({@link org.sprague.catalog.GameProvider}),
 * their typed answers ({@link org.sprague.catalog.Answer}: one record per kind of game) and the shared parsing of
 * positions ({@link org.sprague.catalog.Integers}, {@link org.sprague.catalog.Positions}). Games use the engine
 * packages; front ends use only this package and the two exceptions of {@code org.sprague}.
 */
package org.sprague.catalog;
