/**
 * Catalog games: Nim and Moore's Nim-k. Registered in META-INF/services/org.sprague.catalog.GameProvider.
 */
package org.sprague.catalog.nim;
