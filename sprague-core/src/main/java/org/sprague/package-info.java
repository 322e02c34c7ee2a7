/**
 * sprague: solving two-player games of perfect information. The two exceptions every layer may throw live here:
 * {@link org.sprague.BadInputException} (malformed input, exit 2 at the command line) and
 * {@link org.sprague.ResourceLimitException} (a budget would be exceeded, exit 3).
 */
package org.sprague;
