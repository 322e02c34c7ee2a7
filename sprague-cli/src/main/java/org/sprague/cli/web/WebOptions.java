package org.sprague.cli.web;

import java.util.Set;

/**
 * Which game options a client of the web API may give: an allow-list, so that an option added later is refused
 * over the web until someone decides it is safe. None of the accepted options names a file, runs code, reaches
 * another machine or writes to the server's standard error; {@code WebOptionsTest} fails when a game or command
 * has an option in neither set, so every new option is decided here.
 */
final class WebOptions {
    /** The options a client may give: values of the game itself (rules, variants, who moves first, limits). */
    static final Set<String> ACCEPTED = Set.of("--alice", "--all-but", "--assume-moore", "--bob", "--code",
            "--first", "--ground", "--impartial", "--k", "--m", "--max", "--method", "--misere", "--set", "--start",
            "--stats", "--sums", "--variant");

    /**
     * Options never taken from a client: a path on the server's disk ({@code --file}, whose graph comes as an
     * upload instead; {@code --regions}, {@code --cases}), code to compile ({@code --rules}), a cluster to reach
     * ({@code --engine}, {@code --master}, {@code --split-depth}), a bar on the server's standard error ({@code --progress}), or how a
     * search runs ({@link #SERVER_RUN}).
     */
    static final Set<String> REFUSED = Set.of("--file", "--regions", "--cases", "--rules", "--engine", "--master",
            "--split-depth", "--progress", "--threads", "--checkpoint", "--resume", "--checkpoint-every", "--time");

    /**
     * The refused options that choose how a search runs (threads, a time, a checkpoint directory): the server
     * chooses these for every request.
     */
    static final Set<String> SERVER_RUN = Set.of("--threads", "--checkpoint", "--resume", "--checkpoint-every",
            "--time");

    private WebOptions() {
    }

    /** Whether a client may give {@code name} (spelled with its dashes). */
    static boolean accepted(String name) {
        return ACCEPTED.contains(name);
    }
}
