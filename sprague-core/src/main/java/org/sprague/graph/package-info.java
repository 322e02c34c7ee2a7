/**
 * Explicit game graphs (compressed adjacency arrays, optional terminal labels), their text format, and Smith's
 * generalized Sprague-Grundy values of loopy impartial games. Engine layer.
 */
package org.sprague.graph;
