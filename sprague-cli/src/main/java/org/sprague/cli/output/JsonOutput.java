package org.sprague.cli.output;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.PositionTable;
import org.sprague.catalog.ScoringAnswer;
import org.sprague.catalog.Solution;

/**
 * Writes answers as the JSON objects of the command-line contract, streaming (one object, nothing else).
 */
public final class JsonOutput implements AutoCloseable {
    private static final JsonFactory FACTORY = new JsonFactory();
    private final JsonGenerator g;
    private Integer caseNumber;

    public JsonOutput(OutputStream out) throws IOException {
        g = FACTORY.createGenerator(out, JsonEncoding.UTF8);
        g.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
        // --cases writes one object a line: no separator between them
        g.setRootValueSeparator(null);
    }

    public void answer(Answer answer, GameOptions options) throws IOException {
        answer(answer, options, null);
    }

    /** An answer; with {@code caseNumber}, a {@code --cases} line that starts with {@code "case": N}. */
    public void answer(Answer answer, GameOptions options, Integer caseNumber) throws IOException {
        this.caseNumber = caseNumber;
        if (answer instanceof Solution s) {
            solution(s, options);
        } else if (answer instanceof PositionTable t) {
            table(t);
        } else if (answer instanceof PartizanAnswer p) {
            partizan(p, options);
        } else if (answer instanceof PartizanOutcomeAnswer p) {
            head(p.game(), p.position(), options);
            PartizanOutcomeOutput.jsonFields(p, PartizanOutcomeOutput.statsAsked(options), g);
            g.writeFieldName("notes");
            strings(p.notes());
            g.writeEndObject();
        } else {
            throw new IllegalStateException("no JSON form for " + answer.getClass().getSimpleName());
        }
    }

    /**
     * The contract's object for one position: the fields every kind has, then the kind's own ({@code value} for
     * scoring games), then the game's details, then the moves and notes.
     */
    void solution(Solution s, GameOptions options) throws IOException {
        solution(s, options, null);
    }

    /** The same, with {@code "explanation"} (plain data, see {@code solve --explain}) after the details. */
    void solution(Solution s, GameOptions options, Map<String, Object> explanation) throws IOException {
        head(s.game(), s.position(), options);
        g.writeStringField("outcome", s.outcome().label());
        g.writeFieldName("grundy");
        number(s.grundy().orNull());
        g.writeFieldName("remoteness");
        value(s.remoteness().orNull());
        if (s instanceof ScoringAnswer sc) {
            g.writeNumberField("value", sc.value());
        }
        details(s.details());
        if (explanation != null) {
            g.writeFieldName("explanation");
            value(explanation);
        }
        g.writeArrayFieldStart("winningMoves");
        for (MoveReport m : s.winningMoves()) {
            g.writeStartObject();
            g.writeStringField("move", m.move());
            if (m.to() != null) {
                g.writeFieldName("to");
                strings(m.to());
            }
            if (m.component() != null) {
                g.writeNumberField("component", m.component());
                g.writeStringField("toComponent", m.toComponent());
            }
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeBooleanField("winningMovesComplete", s.winningMovesComplete());
        g.writeFieldName("notes");
        strings(s.notes());
        g.writeEndObject();
    }

    /** A partizan position: the contract's fields, then the canonical value and its thermography. */
    void partizan(PartizanAnswer p, GameOptions options) throws IOException {
        partizan(p, options, null);
    }

    /** The same, with {@code "explanation"} when one is given. */
    void partizan(PartizanAnswer p, GameOptions options, Map<String, Object> explanation) throws IOException {
        head(p.game(), p.position(), options);
        PartizanOutput.jsonFields(p.analysis(), g);
        if (explanation != null) {
            g.writeFieldName("explanation");
            value(explanation);
        }
        g.writeFieldName("notes");
        strings(p.notes());
        g.writeEndObject();
    }

    /** Opens a position's object: {@code game}, {@code position}, {@code options}. */
    private void head(String game, List<String> position, GameOptions options) throws IOException {
        g.writeStartObject();
        if (caseNumber != null) {
            g.writeNumberField("case", caseNumber);
        }
        g.writeStringField("game", game);
        g.writeFieldName("position");
        strings(position);
        options(options);
    }

    private void details(List<Detail> details) throws IOException {
        for (Detail d : details) {
            g.writeFieldName(d.name());
            value(d.plain());
        }
    }

    /** {@code {"game": ..., "positions": [{"node": ..., "outcome": ..., "remoteness": ...}, ...], "notes": []}}. */
    void table(PositionTable t) throws IOException {
        g.writeStartObject();
        g.writeStringField("game", t.game());
        g.writeArrayFieldStart("positions");
        for (int i = 0; i < t.size(); i++) {
            PositionTable.Row row = t.row(i);
            g.writeStartObject();
            g.writeStringField("node", row.node());
            g.writeStringField("outcome", row.outcome().label());
            g.writeFieldName("remoteness");
            value(row.remoteness().orNull());
            details(row.details());
            g.writeEndObject();
        }
        g.writeEndArray();
        details(t.details());
        g.writeFieldName("notes");
        strings(t.notes());
        g.writeEndObject();
    }

    public void games(List<CatalogGame> games) throws IOException {
        g.writeStartObject();
        g.writeArrayFieldStart("games");
        for (CatalogGame game : games) {
            g.writeStartObject();
            g.writeStringField("id", game.id());
            g.writeStringField("kind", game.kind().label());
            g.writeStringField("summary", game.summary());
            g.writeStringField("syntax", game.syntax());
            g.writeArrayFieldStart("options");
            for (GameOption o : game.options()) {
                g.writeStartObject();
                g.writeStringField("name", o.name());
                g.writeStringField("param", o.paramLabel());
                g.writeStringField("description", o.description());
                g.writeStringField("default", o.defaultValue());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeFieldName("examples");
            strings(game.examples());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /** The options given, by name without dashes: flags as {@code true}, values as given. */
    void options(GameOptions options) throws IOException {
        g.writeObjectFieldStart("options");
        for (Map.Entry<String, String> e : options.asMap().entrySet()) {
            String name = e.getKey().replaceFirst("^-+", "");
            if (e.getValue().equals("true")) {
                g.writeBooleanField(name, true);
            } else {
                g.writeStringField(name, e.getValue());
            }
        }
        g.writeEndObject();
    }

    private void strings(Collection<String> values) throws IOException {
        g.writeStartArray();
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }

    private void number(BigInteger v) throws IOException {
        if (v == null) {
            g.writeNull();
        } else if (v.bitLength() < 63) {
            g.writeNumber(v.longValue());
        } else {
            g.writeNumber(v);
        }
    }

    /** Plain data: null, strings, booleans, numbers, lists and maps of them. */
    private void value(Object v) throws IOException {
        if (v == null) {
            g.writeNull();
        } else if (v instanceof String s) {
            g.writeString(s);
        } else if (v instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (v instanceof BigInteger b) {
            number(b);
        } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            g.writeNumber(((Number) v).longValue());
        } else if (v instanceof Number n) {
            g.writeNumber(n.doubleValue());
        } else if (v instanceof Map<?, ?> m) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                value(e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof Collection<?> c) {
            g.writeStartArray();
            for (Object o : c) {
                value(o);
            }
            g.writeEndArray();
        } else if (v instanceof int[] a) {
            g.writeArray(a, 0, a.length);
        } else {
            g.writeString(v.toString());
        }
    }

    /** {@code {"case": N, "error": "..."}}: a bad case of {@code --cases}. */
    public void error(int caseNumber, String message) throws IOException {
        g.writeStartObject();
        g.writeNumberField("case", caseNumber);
        g.writeStringField("error", message);
        g.writeEndObject();
    }

    /** Writes what is buffered, so that a line can follow. */
    public void flush() throws IOException {
        g.flush();
    }

    @Override
    public void close() throws IOException {
        g.close();
    }
}
