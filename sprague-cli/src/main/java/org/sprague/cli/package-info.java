/**
 * The {@code sprague} command: picocli commands built from the catalog, option spellings, the text and JSON
 * printers (one per kind of answer), exit codes. The only layer that knows command-line words.
 */
package org.sprague.cli;
