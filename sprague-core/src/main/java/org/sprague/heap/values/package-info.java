/**
 * The {@code values} question of a heap ruleset, asked the same way by every front end (the command line, the
 * web page, surveys): {@link org.sprague.heap.values.ValuesQuestion} names what is asked,
 * {@link org.sprague.heap.values.ValuesEngine} chooses the engine that answers it, and
 * {@link org.sprague.heap.values.ValuesLimits} holds the budget policy of each engine (the long runs of the
 * sequence engines, the general mex table, the misère quotient).
 */
package org.sprague.heap.values;
