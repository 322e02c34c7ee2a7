package org.sprague.graph;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.game.TerminalLabel;

/**
 * The reference for {@link GraphFileParser}: the format read line by line as strings, split by a regular
 * expression, names kept in a {@code HashMap}, simple and slow. Tests hold the byte parser to it on random files.
 *
 * <p>Reads the graph file format of the command-line contract: one statement per line, {@code #} starts a comment;
 * {@code u v} is a move from node {@code u} to node {@code v}; {@code u : win}, {@code u : loss} or
 * {@code u : draw} labels node {@code u}. Nodes are numbered in order of first mention.
 *
 * <p>Errors are {@link BadInputException}s naming the line: a line of another shape (such as three tokens
 * without {@code :}), an unknown label, a node given two different labels, or {@code u: win} written without the
 * space before the colon (which would otherwise silently read as a move to a node named {@code win}).
 */
final class LineGraphFileParser {
    private final Map<String, Integer> ids = new HashMap<>();
    private String[] names = new String[16];
    private byte[] labels = new byte[16];
    private int[] from = new int[16];
    private int[] to = new int[16];
    private int nodes;
    private int edges;
    private boolean anyLabel;

    private LineGraphFileParser() {
    }

    /**
     * Parses a whole graph file.
     *
     * @param source the file's name, for messages
     */
    static GameGraph parse(Reader in, String source) throws IOException {
        LineGraphFileParser p = new LineGraphFileParser();
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in, 1 << 16);
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            p.statement(line, number, source);
        }
        if (p.nodes == 0) {
            throw new BadInputException("the graph file " + source + " has no moves or labels; write one 'u v' or"
                    + " 'u : win' per line");
        }
        return GameGraph.fromEdges(p.nodes, p.from, p.to, p.edges,
                p.anyLabel ? Arrays.copyOf(p.labels, p.nodes) : null, Arrays.copyOf(p.names, p.nodes));
    }

    private void statement(String line, int number, String source) {
        int hash = line.indexOf('#');
        String body = (hash >= 0 ? line.substring(0, hash) : line).strip();
        if (body.isEmpty()) {
            return;
        }
        String[] t = body.split("\\s+");
        String where = source + " line " + number;
        if (t.length == 2) {
            if (t[0].endsWith(":") || t[1].startsWith(":") || t[1].endsWith(":")) {
                throw new BadInputException(where + ": a label needs spaces around the colon, as in 'u : win'");
            }
            edge(node(t[0]), node(t[1]));
        } else if (t.length == 3 && t[1].equals(":")) {
            TerminalLabel label = switch (t[2]) {
                case "win" -> TerminalLabel.WIN;
                case "loss" -> TerminalLabel.LOSS;
                case "draw" -> TerminalLabel.DRAW;
                default -> throw new BadInputException(where + ": unknown label '" + t[2]
                        + "'; a label is win, loss or draw");
            };
            int u = node(t[0]);
            if (labels[u] != 0 && labels[u] != label.code()) {
                throw new BadInputException(where + ": node '" + t[0] + "' is already labelled "
                        + TerminalLabel.ofCode(labels[u]).name().toLowerCase(java.util.Locale.ROOT) + "; a node has one label");
            }
            labels[u] = label.code();
            anyLabel = true;
        } else {
            throw new BadInputException(where + ": expected 'u v' (a move) or 'u : win|loss|draw' (a label), got "
                    + t.length + " token" + (t.length == 1 ? "" : "s") + " '" + body + "'");
        }
    }

    private int node(String name) {
        Integer id = ids.get(name);
        if (id != null) {
            return id;
        }
        if (nodes == names.length) {
            names = Arrays.copyOf(names, nodes * 2);
            labels = Arrays.copyOf(labels, nodes * 2);
        }
        names[nodes] = name;
        ids.put(name, nodes);
        return nodes++;
    }

    private void edge(int u, int v) {
        if (edges == from.length) {
            if (edges == Integer.MAX_VALUE - 8) {
                throw new BadInputException("the graph file has more than " + edges + " moves");
            }
            int grown = (int) Math.min(Integer.MAX_VALUE - 8L, 2L * edges);
            from = Arrays.copyOf(from, grown);
            to = Arrays.copyOf(to, grown);
        }
        from[edges] = u;
        to[edges] = v;
        edges++;
    }
}
