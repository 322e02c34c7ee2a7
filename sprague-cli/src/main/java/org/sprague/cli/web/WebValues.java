package org.sprague.cli.web;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.JsonNode;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.HeapRules;
import org.sprague.compound.Games;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.values.ValuesLimits;
import org.sprague.heap.values.ValuesQuestion;

/**
 * A {@code values} request of the web API: a heap ruleset with its options, {@code upto} (at most
 * {@link #MAX_UPTO} over the web) or, without it, values until the period is proven (up to {@link #MAX_UPTO}).
 */
record WebValues(HeapRuleset rules, Integer upto, boolean stats) {
    static final int MAX_UPTO = 1_000_000;
    /** Steps of the mex algorithm one request may take over the web: about a second. */
    static final double WORK_BUDGET = 3e8;

    static WebValues ofQuery(Map<String, List<String>> query) {
        Map<String, String> flat = new LinkedHashMap<>();
        query.forEach((k, v) -> flat.put(k, v.isEmpty() ? "" : v.get(0)));
        return of(flat);
    }

    static WebValues ofJson(String body) {
        JsonNode root = WebRequest.body(body);
        if (root == null || !root.isObject()) {
            throw new BadInputException("the request body must be a JSON object such as {\"ruleset\": \"octal\","
                    + " \"options\": {\"code\": \"0.77\"}, \"upto\": 100}");
        }
        Map<String, String> flat = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().equals("options") && e.getValue().isObject()) {
                e.getValue().fields().forEachRemaining(o -> flat.put(o.getKey(), o.getValue().asText()));
            } else if (e.getValue().isValueNode()) {
                flat.put(e.getKey(), e.getValue().asText());
            } else {
                throw new BadInputException("field " + e.getKey() + " must be a string, number or boolean");
            }
        }
        return of(flat);
    }

    private static WebValues of(Map<String, String> fields) {
        Map<String, String> given = new LinkedHashMap<>(fields);
        String id = given.remove("ruleset");
        if (id == null) {
            throw new BadInputException("missing ruleset: give \"ruleset\", one of " + String.join(", ",
                    heapGames()));
        }
        HeapRules heaps = Games.find(id) == null ? null : Games.find(id).heapRules().orElse(null);
        if (heaps == null) {
            throw new BadInputException("unknown ruleset '" + id + "'; rulesets: " + String.join(", ",
                    heapGames()));
        }
        String upto = given.remove("upto");
        String stats = given.remove("stats");
        GameOptions options = WebRequest.options(id, heaps.options(), given);
        Integer n = null;
        if (upto != null) {
            try {
                n = Integer.parseInt(upto.strip());
            } catch (NumberFormatException e) {
                throw new BadInputException("upto takes a whole number from 0 to " + MAX_UPTO + ", got '" + upto + "'");
            }
            if (n < 0 || n > MAX_UPTO) {
                throw new BadInputException("upto must be from 0 to " + MAX_UPTO + " here (the command line takes"
                        + " more), got " + n);
            }
        }
        return new WebValues(heaps.ruleset(options), n, "true".equals(stats));
    }

    /** The ids of the games whose positions are heaps, in catalog order. */
    private static List<String> heapGames() {
        return Games.all().stream().filter(g -> g.heapRules().isPresent()).map(CatalogGame::id).toList();
    }

    /**
     * The answer as {@code values --json} computes it for these rules (so both print the same object): the same
     * question, within the page's limits (the sequence engines held by ten times the mex budget, the mex by it).
     */
    GrundyValues compute() {
        ValuesQuestion.Builder question = ValuesQuestion.builder(rules).limits(ValuesLimits.shared(WORK_BUDGET,
                WORK_BUDGET * 10, "the web page's budget", "ask for fewer values, or use the command line"));
        return (upto != null ? question.upto(upto) : question.searchTo((long) MAX_UPTO)).build().answer();
    }

    /** The options as {@code --json} echoes them: without the temporary graph file's path. */
    static GameOptions shownOptions(GameOptions options) {
        Map<String, String> m = new LinkedHashMap<>(options.asMap());
        m.remove("--file");
        return new GameOptions(m);
    }
}
