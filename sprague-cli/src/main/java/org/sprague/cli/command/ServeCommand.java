package org.sprague.cli.command;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.sprague.BadInputException;
import org.sprague.cli.Errors;
import org.sprague.cli.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sprague serve}: the local web page, on 127.0.0.1 unless {@code --host} says otherwise. Prints its address
 * and serves until stopped (Ctrl-C).
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve a local web page: solve positions, read explanations, play against the engine, see"
                + " charts; and its JSON API (/api/solve, /api/values, /api/moves).")
public final class ServeCommand implements Callable<Integer> {
    /** How long a stop (SIGTERM, Ctrl-C) waits for the requests in flight before the process ends anyway. */
    static final long STOP_MILLIS = 2_000;

    @Option(names = "--port", paramLabel = "N", description = "the port (default 8080; 0 picks a free one)")
    int port = 8080;

    @Option(names = "--host", paramLabel = "H", description = "the address to listen on (default 127.0.0.1: this"
            + " machine only)")
    String host = "127.0.0.1";

    @Option(names = "--move-time", paramLabel = "TIME", description = "in play, where moves are valued by a search"
            + " with a time limit (Domineering on big boards): the time to value a position's moves, and so the"
            + " engine's time per move, such as 500ms or 3s (the default), at most 8s")
    String moveTime;

    @Override
    public Integer call() throws InterruptedException {
        if (host.isBlank()) {
            throw new BadInputException("--host is empty: give an address such as 127.0.0.1 (this machine only)"
                    + " or 0.0.0.0 (every interface)");
        }
        if (port < 0 || port > 65535) {
            throw new BadInputException("--port must be from 0 to 65535, got " + port);
        }
        WebServer server = new WebServer(PlayCommand.moveTime(moveTime));
        String address;
        try {
            address = server.start(host, port);
        } catch (RuntimeException e) {
            server.close();
            throw new BadInputException("cannot listen on " + host + ":" + port + ": " + Errors.oneLine(
                    e.getCause() == null ? e.getMessage() : e.getCause().getMessage()));
        }
        System.out.println("sprague serve: " + address + " (Ctrl-C stops it)");
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // a request still computing must not keep the process after SIGTERM: the server gets a bounded time
            // to stop, then the JVM halts whatever is left (its worker threads are daemons)
            org.sprague.cli.Main.runAtMost(server::close, "sprague-stop", STOP_MILLIS);
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }
}
