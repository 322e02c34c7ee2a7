package org.sprague.cli.web;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.cli.Errors;
import org.sprague.cli.output.ExplanationText;
import org.sprague.cli.output.JsonOutput;
import org.sprague.cli.output.ValuesOutput;
import org.sprague.cli.plot.ValuesPlot;
import org.sprague.play.MoveValues;

/**
 * {@code sprague serve}: a local web page and its JSON API (Javalin). The API answers with the very objects that
 * {@code --json} prints; bad input is HTTP 422 and a budget HTTP 503, each with the command line's one-line
 * message as {@code {"error": "error: ..."}}. Static assets come from the jar; nothing is fetched from elsewhere.
 */
public final class WebServer implements AutoCloseable {
    /** Largest request body accepted. */
    static final long MAX_BODY = 256 * 1024;
    /** Time for one request, waiting included. */
    static final long TIMEOUT_MILLIS = 10_000;

    /** The longest time per move: a request's time less room for listing the moves and waiting in a lane. */
    static final long MAX_MOVE_MILLIS = TIMEOUT_MILLIS - 2_000;

    /** Most threads of the HTTP server: requests wait in the lanes, not on server threads, so few are needed. */
    static final int HTTP_THREADS = Math.max(16, 2 * Runtime.getRuntime().availableProcessors() + 8);
    /** How long an idle HTTP server thread stays, and how long a request may be silent while it is read. */
    static final int IDLE_MILLIS = 5_000;

    private final ObjectMapper json = new ObjectMapper();
    private final WebLanes lanes = new WebLanes(TIMEOUT_MILLIS);
    private final Javalin app;
    /** The time to value a position's moves where a game values them by a search with a time limit. */
    private final Duration moveTime;

    /** A server whose play values moves by search within {@link MoveValues#DEFAULT_MOVE_TIME} per position. */
    public WebServer() {
        this(MoveValues.DEFAULT_MOVE_TIME);
    }

    /**
     * A server whose play values a position's moves by search within {@code moveTime} where the game values them
     * so (Domineering on big boards).
     *
     * @param moveTime positive, and less than a request's time {@link #TIMEOUT_MILLIS}
     */
    public WebServer(Duration moveTime) {
        if (moveTime.toMillis() > MAX_MOVE_MILLIS) {
            throw new BadInputException("--move-time must be at most " + MAX_MOVE_MILLIS / 1000 + "s on the web"
                    + " page, which answers a request within " + TIMEOUT_MILLIS / 1000 + "s");
        }
        this.moveTime = moveTime;
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = MAX_BODY;
            // a bounded pool whose idle threads soon go: a burst of requests leaves no crowd of threads behind
            org.eclipse.jetty.util.thread.QueuedThreadPool threads = new org.eclipse.jetty.util.thread
                    .QueuedThreadPool(HTTP_THREADS, 2, IDLE_MILLIS);
            threads.setName("sprague-http");
            config.jetty.threadPool = threads;
            // a body shorter than its Content-Length is given up after this silence, not after half a minute
            config.jetty.modifyHttpConfiguration(http -> http.setIdleTimeout(IDLE_MILLIS));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
        });
        // a malformed query (a bad percent-escape) is the client's error, found before any handler reads it
        app.before("/api/*", ctx -> checkQuery(ctx.queryString()));
        app.get("/api/games", ctx -> ctx.json(games()));
        app.get("/api/solve", ctx -> answer(ctx, () -> WebRequest.ofQuery(ctx.queryParamMap(), "explain"),
                truthy(ctx.queryParam("explain"))));
        app.post("/api/solve", ctx -> answer(ctx, () -> WebRequest.ofJson(body(ctx)),
                explainField(body(ctx))));
        app.get("/api/values", ctx -> values(ctx, WebValues.ofQuery(ctx.queryParamMap())));
        app.post("/api/values", ctx -> values(ctx, WebValues.ofJson(body(ctx))));
        app.get("/api/values/plot.png", ctx -> plot(ctx, WebValues.ofQuery(ctx.queryParamMap())));
        app.post("/api/moves", ctx -> moves(ctx, () -> WebRequest.ofJson(body(ctx))));
        app.post("/api/board", ctx -> board(ctx, () -> WebRequest.ofJson(body(ctx))));
        app.exception(BadRequest.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        app.exception(BadInputException.class, (e, ctx) -> error(ctx, 422, Errors.message(e)));
        app.exception(ResourceLimitException.class, (e, ctx) -> error(ctx, 503, Errors.message(e)));
        app.exception(Exception.class, (e, ctx) -> error(ctx, 500, "internal error (" + e.getClass().getSimpleName()
                + ": " + Errors.oneLine(e.getMessage()) + "); this is a bug in sprague"));
    }

    /** Starts listening; returns the address to print. */
    public String start(String host, int port) {
        app.start(host, port);
        String shown = host.contains(":") ? "[" + host + "]" : host;
        return "http://" + shown + ":" + app.port() + "/";
    }

    int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        lanes.close();
    }

    /** A source of a request that may throw bad input while it is read. */
    private interface RequestSource {
        WebRequest get();
    }

    private void answer(Context ctx, RequestSource source, boolean explain) {
        WebRequest r = source.get();
        // the known slow paths: explanations, misère searches, graphs, long positions
        boolean heavy = explain || r.options().flag(GameOption.MISERE) || chars(r.position()) > 200
                || WebRequest.readsAFile(r.game());
        respond(ctx, r, "application/json", lanes.submit(heavy, () -> {
            Answer a = r.game().solve(r.options(), r.position());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            if (explain) {
                ExplanationText.json(r.game(), r.options(), a, WebValues.shownOptions(r.options()), out);
            } else {
                try (JsonOutput w = new JsonOutput(out)) {
                    w.answer(a, WebValues.shownOptions(r.options()));
                }
            }
            return out.toByteArray();
        }));
    }

    private void values(Context ctx, WebValues v) {
        respond(ctx, null, "application/json", lanes.submit(true, () -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            org.sprague.heap.GrundyValues g = v.compute();
            // the same object as 'values --json': with the losing positions and a guessed pattern
            ValuesOutput.json(g, v.stats(), ValuesOutput.facts(g, null), out);
            return out.toByteArray();
        }));
    }

    private void plot(Context ctx, WebValues v) {
        respond(ctx, null, "image/png", lanes.submit(true, () -> ValuesPlot.png(v.compute())));
    }

    private void moves(Context ctx, RequestSource source) {
        WebRequest r = source.get();
        respond(ctx, r, "application/json", lanes.submit(true, () -> json.writeValueAsBytes(WebPlay.moves(r, moveTime))));
    }

    private void board(Context ctx, RequestSource source) {
        WebRequest r = source.get();
        respond(ctx, r, "application/json", lanes.submit(false, () -> json.writeValueAsBytes(WebBoard.answer(r))));
    }

    /** Answers asynchronously, so that waiting requests hold no server thread; cleans up the request after. */
    private static void respond(Context ctx, WebRequest r, String type, CompletableFuture<byte[]> work) {
        ctx.future(() -> work.handle((body, failure) -> {
            if (r != null) {
                r.close();
            }
            if (failure == null) {
                ctx.contentType(type).result(body);
            } else {
                Throwable e = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                // worded as the command line words them: the API takes the same option names
                if (e instanceof BadInputException) {
                    error(ctx, 422, shown(r, Errors.message(e)));
                } else if (e instanceof ResourceLimitException) {
                    error(ctx, 503, shown(r, Errors.message(e)));
                } else {
                    error(ctx, 500, "internal error (" + e.getClass().getSimpleName() + ": "
                            + Errors.oneLine(e.getMessage()) + "); this is a bug in sprague");
                }
            }
            return null;
        }));
    }

    /** A message without the request's temporary graph file path. */
    private static String shown(WebRequest r, String message) {
        return r == null ? message : r.withoutTemporaryPath(message);
    }

    private Map<String, Object> games() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (CatalogGame g : org.sprague.compound.Games.all()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", g.id());
            m.put("summary", g.summary());
            // impartial, scoring, loopy or partizan: the page groups its list of games by it
            m.put("kind", g.kind().label());
            m.put("syntax", g.syntax());
            // a game whose position is a file's text (a graph): the page offers a text box and uploads it
            m.put("readsAFile", WebRequest.readsAFile(g));
            // the page's words: no option spelled as on the command line
            m.put("summaryWords", WebOptionWords.unspelled(g.summary()));
            m.put("syntaxWords", WebOptionWords.unspelled(g.syntax()));
            List<Map<String, Object>> options = new ArrayList<>();
            for (GameOption o : g.options()) {
                Map<String, Object> om = new LinkedHashMap<>();
                om.put("name", o.name().substring(2));
                om.putAll(WebOptionWords.of(o, g.options()));
                om.put("hidden", WebOptionWords.HIDDEN.contains(o.name()) || !WebOptions.accepted(o.name()));
                om.put("flag", o.isFlag());
                om.put("param", o.paramLabel());
                om.put("description", o.description());
                om.put("default", o.defaultValue());
                options.add(om);
            }
            m.put("options", options);
            m.put("examples", g.examples());
            m.put("playable", g.moves().isPresent());
            m.put("ruleset", g.heapRules().isPresent());
            list.add(m);
        }
        return Map.of("games", list);
    }

    private static void error(Context ctx, int status, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("error", "error: " + Errors.oneLine(message));
        ctx.status(status).json(m);
    }

    /** A request that cannot be read as HTTP: a malformed query or a body shorter than announced (HTTP 400). */
    static final class BadRequest extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadRequest(String message) {
            super(message);
        }
    }

    /** Fails with {@link BadRequest} when the query string has a malformed percent-escape. */
    static void checkQuery(String query) {
        if (query == null) {
            return;
        }
        for (String part : query.split("&", -1)) {
            try {
                java.net.URLDecoder.decode(part, java.nio.charset.StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                throw new BadRequest("the query is malformed near '" + Errors.oneLine(part.length() > 60
                        ? part.substring(0, 60) + "..." : part) + "': a percent sign must start an escape such as"
                        + " %20");
            }
        }
    }

    /** The request body, or {@link BadRequest} when it ends before its Content-Length or stays silent. */
    private static String body(Context ctx) {
        try {
            return ctx.body();
        } catch (io.javalin.http.HttpResponseException e) {
            // a body over the size limit: Javalin's own answer (413)
            throw e;
        } catch (Exception e) {
            throw new BadRequest("the request body could not be read (shorter than its Content-Length, or silent"
                    + " for " + IDLE_MILLIS / 1000 + " s)");
        }
    }

    /** The body's {@code "explain"} field; a body that is not JSON is reported by the request reader. */
    private boolean explainField(String body) {
        try {
            return json.readTree(body).path("explain").asBoolean(false);
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }

    private static boolean truthy(String v) {
        return v != null && (v.isEmpty() || v.equals("true") || v.equals("1"));
    }

    private static long chars(List<String> position) {
        long n = 0;
        for (String s : position) {
            n += s.length();
        }
        return n;
    }
}
