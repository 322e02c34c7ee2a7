/**
 * Catalog games: green Hackenbush on rooted graphs and Fibonacci trees (colon principle, fusion). Registered in META-INF/services/org.sprague.catalog.GameProvider.
 */
package org.sprague.catalog.hackenbush;
