/**
 * The {@code sprague} command's entry ({@link org.sprague.cli.Main}) and what every command shares: option
 * spellings ({@link org.sprague.cli.OptionNames}, {@link org.sprague.cli.GameOptionSpecs}), exit codes and error
 * lines ({@link org.sprague.cli.Errors}), positions from standard input, progress bars. The commands are in
 * {@code command} and {@code values}, the printers in {@code output}, the web server in {@code web}, plots in
 * {@code plot} and the bridge to Spark in {@code spark}. The only layer that knows command-line words.
 */
package org.sprague.cli;
