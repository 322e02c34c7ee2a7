/**
 * The commands other than {@code values}: {@code solve} (one picocli subcommand per game, built from the catalog;
 * {@code --cases}, {@code --rules}), {@code play}, {@code list}, {@code value}, {@code serve} and {@code survey}.
 * Each parses its own options, makes a budget, asks the engine and prints through {@link org.sprague.cli.output}.
 */
package org.sprague.cli.command;
