/**
 * Why an answer holds, in the terms of its theory ({@link org.sprague.explain.Explainer}): components and their
 * nim-sum, options and their mex, minimax, the retrograde level, a closed-form rule worked out on the position
 * ({@link org.sprague.catalog.CatalogGame#closedForm}), and a line of best play ({@link org.sprague.explain.PrincipalLine}).
 */
package org.sprague.explain;
