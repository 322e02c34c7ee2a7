package org.sprague.cli.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;

/**
 * One request of the web API, read from a query string or a JSON body and checked before any work: a known game,
 * only the options that game declares (never a path on the server's disk, never code), and a position within the
 * size limits. A graph comes as the text of its file, which is written to a temporary file for the solver.
 *
 * @param game the catalog game
 * @param position the position's arguments
 * @param options the game's options, with dashes, as the command line gives them
 * @param graphFile the temporary graph file to delete afterwards, or {@code null}
 */
record WebRequest(CatalogGame game, List<String> position, GameOptions options, Path graphFile)
        implements AutoCloseable {
    /** The option of a search's threads, which the server sets to one for every request that has it. */
    static final String ONE_THREAD_OPTION = "--threads";

    /** Most position arguments accepted. */
    static final int MAX_ITEMS = 10_000;
    /** Most characters over all position arguments. */
    static final int MAX_CHARS = 100_000;
    /** Largest graph file text accepted. */
    static final int MAX_GRAPH_BYTES = 64 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** From query parameters: {@code game}, {@code position} (space separated), and the game's options by name. */
    static WebRequest ofQuery(Map<String, List<String>> query, String... reserved) {
        String game = single(query, "game");
        String position = query.containsKey("position") ? single(query, "position") : "";
        Map<String, String> options = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : query.entrySet()) {
            if (!e.getKey().equals("game") && !e.getKey().equals("position") && !List.of(reserved).contains(e.getKey())) {
                options.put(e.getKey(), e.getValue().isEmpty() ? "" : e.getValue().get(0));
            }
        }
        if (game != null && org.sprague.compound.Games.find(game) != null
                && readsAFile(org.sprague.compound.Games.find(game))) {
            throw new BadInputException("a graph comes only as an upload: POST its file's text as \"graph\"");
        }
        return of(game, words(position), options, null);
    }

    /** From a JSON body {@code {"game": ..., "position": [...], "options": {...}, "graph": "..."}}. */
    static WebRequest ofJson(String body) {
        JsonNode root = body(body);
        if (root == null || !root.isObject()) {
            throw new BadInputException("the request body must be a JSON object such as {\"game\": \"nim\","
                    + " \"position\": [\"3\", \"4\", \"5\"]}");
        }
        String game = root.path("game").isTextual() ? root.get("game").asText() : null;
        List<String> position = new ArrayList<>();
        JsonNode p = root.path("position");
        if (p.isArray()) {
            for (JsonNode item : p) {
                if (!item.isValueNode()) {
                    throw new BadInputException("\"position\" holds strings or numbers, such as [\"3\", \"4\"]");
                }
                position.add(item.asText());
            }
        } else if (p.isTextual()) {
            position = words(p.asText());
        } else if (!p.isMissingNode() && !p.isNull()) {
            throw new BadInputException("\"position\" must be a list such as [\"3\", \"4\", \"5\"]");
        }
        Map<String, String> options = new LinkedHashMap<>();
        JsonNode o = root.path("options");
        if (o.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getValue().isValueNode()) {
                    throw new BadInputException("option " + e.getKey() + " must be a string, number or boolean");
                }
                options.put(e.getKey(), e.getValue().asText());
            }
        } else if (!o.isMissingNode() && !o.isNull()) {
            throw new BadInputException("\"options\" must be an object such as {\"k\": 2}");
        }
        JsonNode graph = root.path("graph");
        return of(game, position, options, graph.isTextual() ? graph.asText() : null);
    }

    /**
     * The one JSON value of a request body: malformed JSON is bad input (HTTP 422), and text after the value is a
     * malformed request (HTTP 400), since a body is one object and what follows it would be silently ignored.
     */
    static JsonNode body(String body) {
        try (com.fasterxml.jackson.core.JsonParser parser = JSON.createParser(body)) {
            JsonNode root = JSON.readTree(parser);
            com.fasterxml.jackson.core.JsonToken more;
            try {
                more = parser.nextToken();
            } catch (IOException e) {
                more = com.fasterxml.jackson.core.JsonToken.NOT_AVAILABLE;
            }
            if (more != null) {
                throw new WebServer.BadRequest("the request body has text after its JSON object; send one object");
            }
            return root;
        } catch (IOException e) {
            throw new BadInputException("the request body is not JSON: " + String.valueOf(e.getMessage()).lines()
                    .findFirst().orElse(""));
        }
    }

    private static WebRequest of(String id, List<String> position, Map<String, String> given, String graphText) {
        if (id == null || id.isBlank()) {
            throw new BadInputException("missing game: give \"game\", such as nim; GET /api/games lists them");
        }
        CatalogGame game = org.sprague.compound.Games.find(id);
        if (game == null) {
            throw new BadInputException("unknown game '" + id + "'; 'sprague list' shows every game");
        }
        checkSize(position);
        GameOptions options = options(game.id(), game.options(), given);
        Path file = null;
        if (readsAFile(game)) {
            file = graphFile(graphText);
            Map<String, String> m = new LinkedHashMap<>(options.asMap());
            m.put("--file", file.toString());
            options = new GameOptions(m);
        } else if (graphText != null) {
            throw new BadInputException("\"graph\" is only for the game graph");
        }
        return new WebRequest(game, position, options, file);
    }

    /** Whether {@code game} reads its position from a file ({@code --file}): over the web, an uploaded text. */
    static boolean readsAFile(CatalogGame game) {
        return game.options().stream().anyMatch(o -> o.name().equals("--file"));
    }

    /**
     * Only the options the game declares and {@link WebOptions#ACCEPTED} allows: no file, code or cluster option
     * ever comes from the web.
     */
    static GameOptions options(String id, List<GameOption> declaredOptions, Map<String, String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            String name = e.getKey().startsWith("--") ? e.getKey() : "--" + e.getKey();
            GameOption declared = declaredOptions.stream().filter(o -> o.name().equals(name)).findFirst()
                    .orElse(null);
            if (!WebOptions.accepted(name)) {
                if (declared == null && !WebOptions.REFUSED.contains(name)) {
                    throw new BadInputException("unknown option '" + name + "' for " + id);
                }
                if (WebOptions.SERVER_RUN.contains(name)) {
                    throw new BadInputException(name + " is not accepted over the web: the server chooses its own"
                            + " threads, time and saving for every request");
                }
                throw new BadInputException(name + " is not accepted over the web: the server reads no files, runs"
                        + " no code and reaches no other machine for a client"
                        + (name.equals("--file") ? "; upload a graph's text as \"graph\"" : ""));
            }
            if (declared == null) {
                throw new BadInputException("unknown option '" + name + "' for " + id);
            }
            if (declared.isFlag()) {
                if (e.getValue().equals("true") || e.getValue().isEmpty()) {
                    out.put(name, "true");
                } else if (!e.getValue().equals("false")) {
                    throw new BadInputException(name + " is a flag: true or false, got '" + e.getValue() + "'");
                }
            } else {
                out.put(name, e.getValue());
            }
        }
        // one thread a search: the server's lanes already run requests side by side on the machine's cores
        if (declaredOptions.stream().anyMatch(o -> o.name().equals(ONE_THREAD_OPTION))) {
            out.put(ONE_THREAD_OPTION, "1");
        }
        return new GameOptions(out);
    }

    private static Path graphFile(String text) {
        if (text == null) {
            throw new BadInputException("the game graph needs its file's text as \"graph\" (a move 'u v' a line)");
        }
        if (text.getBytes(StandardCharsets.UTF_8).length > MAX_GRAPH_BYTES) {
            throw new BadInputException("the graph is larger than " + MAX_GRAPH_BYTES / 1024 + " KiB; solve larger"
                    + " graphs with the command line");
        }
        try {
            Path file = Files.createTempFile("sprague-graph-", ".txt");
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new IllegalStateException("cannot write a temporary graph file: " + e.getMessage(), e);
        }
    }

    private static void checkSize(List<String> position) {
        if (position.size() > MAX_ITEMS) {
            throw new BadInputException("the position has " + position.size() + " items; the web page takes at most "
                    + MAX_ITEMS + " (the command line takes any number)");
        }
        long chars = 0;
        for (String s : position) {
            chars += s.length();
        }
        if (chars > MAX_CHARS) {
            throw new BadInputException("the position has " + chars + " characters; the web page takes at most "
                    + MAX_CHARS);
        }
    }

    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.strip().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    private static String single(Map<String, List<String>> query, String name) {
        List<String> v = query.get(name);
        return v == null || v.isEmpty() ? null : v.get(0);
    }

    /**
     * A message in the page's words: the temporary file an uploaded graph was written to is "the graph", since the
     * person never saw its path.
     */
    String withoutTemporaryPath(String message) {
        if (graphFile == null || message == null) {
            return message;
        }
        String path = graphFile.toString();
        return message.replace("the graph file " + path, "the graph").replace("graph file " + path, "the graph")
                .replace(path, "the graph").replace(String.valueOf(graphFile.getFileName()), "the graph");
    }

    @Override
    public void close() {
        if (graphFile != null) {
            try {
                Files.deleteIfExists(graphFile);
            } catch (IOException e) {
                graphFile.toFile().deleteOnExit();
            }
        }
    }
}
