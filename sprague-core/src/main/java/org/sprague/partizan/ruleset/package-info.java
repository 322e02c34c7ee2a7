/**
 * Partizan rulesets stated once: a game gives Left's and Right's moves from a position of its own type, and
 * optionally how a position splits into independent parts, a representative up to value-keeping symmetries, a
 * size, and a static decision ({@link org.sprague.partizan.ruleset.PartizanRuleset}). Two generic engines serve
 * every ruleset: canonical values memoised per part ({@link org.sprague.partizan.ruleset.MemoisedCanonicalValues})
 * and, where the values are out of reach, who wins by a search of the sum of the searched parts and the value of the
 * small ones ({@link org.sprague.partizan.ruleset.SumOutcomeSearch}).
 */
package org.sprague.partizan.ruleset;
