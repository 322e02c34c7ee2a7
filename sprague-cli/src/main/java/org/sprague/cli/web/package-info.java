/**
 * {@code sprague serve}: the local web page and its JSON API (Javalin), answering with the objects {@code --json}
 * prints, in bounded lanes of worker threads with a time limit per request.
 */
package org.sprague.cli.web;
