/**
 * The {@code values} command: one subcommand per game with heap rules, rule files and grid tables; it picks the
 * engine (general mex, the long-run naive and sparse engines with checkpoints, misère tables) and hands the one
 * answer type to one printer.
 */
package org.sprague.cli.values;
