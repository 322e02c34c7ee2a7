/**
 * Printers: one text and one JSON form per kind of answer ({@link org.sprague.cli.output.Output} dispatches on the
 * answer's record type), Grundy tables and their facts, surveys, explanations and the terminal game's text.
 */
package org.sprague.cli.output;
