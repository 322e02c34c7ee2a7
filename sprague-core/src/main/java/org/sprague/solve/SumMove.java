package org.sprague.solve;

/**
 * A move in a sum of games: component {@code component} (0-based) moves to {@code option}.
 */
public record SumMove<P>(int component, P option) {
}
