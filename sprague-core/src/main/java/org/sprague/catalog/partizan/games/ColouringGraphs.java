package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;

/**
 * The games where Left colours a node blue ({@code x}) and Right red ({@code o}), each move barred next to a node
 * of one colour: Col (next to the mover's own colour) and Snort (next to the opponent's), Winning Ways ch. 2. Both
 * are played on a grid (cells adjacent by a side, CGSuite's notation: {@code .} empty, {@code x}, {@code o},
 * {@code #} blocked, rows joined by {@code |}) or on a graph given as an edge list ({@code 1-2 2-3 3-1}, a node
 * coloured by {@code 1:x} or {@code 3:o}, an uncoloured node without edges by {@code 4:.}; names are letters,
 * digits and {@code _}). A position is a graph either way, and a word with {@code -} or {@code :} makes it a
 * graph.
 *
 * <p>The parts use the standard reduction (CGSuite's {@code game.graph.GenCol} tags, cgt-tools'
 * {@code short/partizan/games/col.rs}): an uncoloured node next to a coloured one is <i>tinted</i> by that colour,
 * a node tinted by both colours is dead (neither player may colour it, in either game), and the live uncoloured
 * nodes split into connected components, each a part. A grid's part is its region cropped with the coloured cells
 * that tint it, under the least of its eight mirror images; a graph's part keeps its uncoloured nodes, relabelled
 * canonically (see {@link #relabelled}), with one coloured node of each colour standing for its tints.
 */
public abstract class ColouringGraphs extends PartizanRulesetGame<ColouringGraphs.Position> {
    /** Most cells of a grid or nodes of a graph read. */
    static final int MOST_NODES = 4096;
    /** Most orderings tried for a canonical relabelling of a graph's part. */
    static final int MOST_ORDERINGS = 5040;

    /**
     * A position: nodes uncoloured ({@code .}), Left's ({@code x}), Right's ({@code o}) or, on a grid, blocked
     * ({@code #}).
     *
     * @param width a grid's columns (its nodes are its cells, row by row), or 0 for a graph
     * @param state each node's character
     * @param names a graph's node names (empty for a grid)
     * @param edges a graph's neighbours of each node, ascending (empty for a grid)
     */
    public record Position(int width, String state, List<String> names, List<List<Integer>> edges) {
        /** How many nodes (a grid's cells). */
        int nodes() {
            return state.length();
        }

        /** The neighbours of node {@code i}. */
        List<Integer> neighbours(int i) {
            if (width == 0) {
                return edges.get(i);
            }
            List<Integer> out = new ArrayList<>(4);
            int r = i / width;
            int c = i % width;
            if (r > 0) {
                out.add(i - width);
            }
            if (c > 0) {
                out.add(i - 1);
            }
            if (c + 1 < width) {
                out.add(i + 1);
            }
            if (i + width < state.length()) {
                out.add(i + width);
            }
            return out;
        }

        /** Whether node {@code i} has a neighbour coloured {@code colour}. */
        boolean touches(int i, char colour) {
            for (int j : neighbours(i)) {
                if (state.charAt(j) == colour) {
                    return true;
                }
            }
            return false;
        }

        /** The node's name for people: a grid's (row,col), a graph's name. */
        String label(int i) {
            return width == 0 ? names.get(i) : "(" + (i / width + 1) + "," + (i % width + 1) + ")";
        }

        Position coloured(int i, char colour) {
            char[] s = state.toCharArray();
            s[i] = colour;
            return new Position(width, new String(s), names, edges);
        }

        /** The rows of a grid. */
        List<String> rows() {
            List<String> rows = new ArrayList<>();
            for (int i = 0; i < state.length(); i += width) {
                rows.add(state.substring(i, i + width));
            }
            return rows;
        }
    }

    @Override
    public String syntax() {
        return "a grid: rows of . (empty), x (Left's, blue), o (Right's, red), # (blocked) joined by | or as words,"
                + " cells adjacent by a side; or a graph: edges a-b with colours a:x, a:o and lone nodes a:. as words"
                + " (nodes named by letters, digits and _)";
    }

    /**
     * The colour a node next to which {@code left} may not colour.
     *
     * @param left whether Left moves
     * @return {@code x} or {@code o}
     */
    protected abstract char barred(boolean left);

    /** Whether a node may be coloured by the player: uncoloured and not next to the barred colour. */
    private boolean mayColour(Position p, int i, boolean left) {
        return p.state().charAt(i) == '.' && !p.touches(i, barred(left));
    }

    /** Live: uncoloured and next to at most one colour, so that one player or both may colour it. */
    private static boolean live(Position p, int i) {
        return p.state().charAt(i) == '.' && !(p.touches(i, 'x') && p.touches(i, 'o'));
    }

    @Override
    public List<PartizanMove<Position>> moves(Position p, boolean left) {
        List<PartizanMove<Position>> out = new ArrayList<>();
        char colour = left ? 'x' : 'o';
        for (int i = 0; i < p.nodes(); i++) {
            if (mayColour(p, i, left)) {
                out.add(new PartizanMove<>((left ? "blue " : "red ") + p.label(i), p.coloured(i, colour)));
            }
        }
        return out;
    }

    @Override
    public List<String> format(Position p) {
        if (p.width() > 0) {
            return List.of(String.join("|", p.rows()));
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < p.nodes(); i++) {
            for (int j : p.edges().get(i)) {
                if (j > i) {
                    out.add(p.names().get(i) + "-" + p.names().get(j));
                }
            }
        }
        for (int i = 0; i < p.nodes(); i++) {
            if (p.state().charAt(i) != '.' || p.edges().get(i).isEmpty()) {
                out.add(p.names().get(i) + ":" + p.state().charAt(i));
            }
        }
        return out;
    }

    /** Uncoloured nodes that someone may still colour. */
    @Override
    public int size(Position part) {
        int n = 0;
        for (int i = 0; i < part.nodes(); i++) {
            n += live(part, i) ? 1 : 0;
        }
        return n;
    }

    @Override
    public List<Position> parts(Position p) {
        List<Position> out = new ArrayList<>();
        boolean[] seen = new boolean[p.nodes()];
        for (int i = 0; i < p.nodes(); i++) {
            if (seen[i] || !live(p, i)) {
                continue;
            }
            List<Integer> component = new ArrayList<>(List.of(i));
            seen[i] = true;
            for (int k = 0; k < component.size(); k++) {
                for (int j : p.neighbours(component.get(k))) {
                    if (!seen[j] && live(p, j)) {
                        seen[j] = true;
                        component.add(j);
                    }
                }
            }
            out.add(p.width() > 0 ? gridPart(p, component) : graphPart(p, component));
        }
        return out;
    }

    /** The component's cells with the coloured cells next to them, cropped; every other cell blocked. */
    private static Position gridPart(Position p, List<Integer> component) {
        char[] kept = new char[p.nodes()];
        Arrays.fill(kept, '#');
        for (int i : component) {
            kept[i] = '.';
            for (int j : p.neighbours(i)) {
                if (p.state().charAt(j) != '.' && p.state().charAt(j) != '#') {
                    kept[j] = p.state().charAt(j);
                }
            }
        }
        return grid(ColGrids.cropped(p.width(), new String(kept)));
    }

    /** The component's nodes, numbered from 1, with a node of each colour next to the nodes it tints. */
    private static Position graphPart(Position p, List<Integer> component) {
        int n = component.size();
        StringBuilder tints = new StringBuilder();
        List<List<Integer>> adjacency = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int i = component.get(k);
            tints.append(p.touches(i, 'x') ? 'x' : p.touches(i, 'o') ? 'o' : '.');
            List<Integer> near = new ArrayList<>();
            for (int j : p.neighbours(i)) {
                int at = component.indexOf(j);
                if (at >= 0) {
                    near.add(at);
                }
            }
            adjacency.add(near);
        }
        return relabelled(tints.toString(), adjacency);
    }

    @Override
    public Position representative(Position part) {
        if (part.width() > 0) {
            return grid(ColGrids.leastImage(part.rows()));
        }
        return part; // graphPart relabels already
    }

    /**
     * A graph of {@code tints.length()} uncoloured nodes, each tinted {@code x}, {@code o} or not ({@code .}),
     * relabelled 1..n in a canonical order: nodes sorted by colour refinement (tint, then the multiset of their
     * neighbours' classes, to a fixed point), ties broken by trying every ordering of the tied nodes, up to
     * {@link #MOST_ORDERINGS}, for the least adjacency; past that, the first such ordering. Any ordering keeps the
     * value; the search over ties makes isomorphic parts of up to 7 nodes share one representative whatever their
     * shape. A node {@code x} (or {@code o}) follows, joined to the nodes that tint stands for.
     */
    static Position relabelled(String tints, List<List<Integer>> adjacency) {
        int n = tints.length();
        int[] order = ColGrids.canonicalOrder(tints, adjacency, MOST_ORDERINGS);
        int[] place = new int[n];
        for (int k = 0; k < n; k++) {
            place[order[k]] = k;
        }
        List<List<Integer>> edges = new ArrayList<>();
        StringBuilder state = new StringBuilder();
        List<String> names = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            List<Integer> near = new ArrayList<>();
            for (int j : adjacency.get(order[k])) {
                near.add(place[j]);
            }
            edges.add(near);
            state.append('.');
            names.add(Integer.toString(k + 1));
        }
        for (char colour : new char[] {'x', 'o'}) {
            List<Integer> tinted = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                if (tints.charAt(order[k]) == colour) {
                    tinted.add(k);
                }
            }
            if (!tinted.isEmpty()) {
                int hub = edges.size();
                for (int k : tinted) {
                    edges.get(k).add(hub);
                }
                edges.add(tinted);
                state.append(colour);
                names.add(Integer.toString(hub + 1));
            }
        }
        for (List<Integer> near : edges) {
            near.sort(null);
        }
        List<List<Integer>> frozen = new ArrayList<>();
        for (List<Integer> near : edges) {
            frozen.add(List.copyOf(near));
        }
        return new Position(0, state.toString(), List.copyOf(names), List.copyOf(frozen));
    }

    /**
     * Parses a grid (words of {@code . x o #}) or a graph (words with {@code -} or {@code :}).
     *
     * @param words the position's arguments
     * @return the position
     */
    @Override
    public Position parse(List<String> words) {
        boolean graph = words.stream().anyMatch(w -> w.contains("-") || w.contains(":"));
        if (!graph) {
            return grid(ColGrids.rows(id(), words, ".xo#", MOST_NODES));
        }
        return parseGraph(words);
    }

    private static Position grid(List<String> rows) {
        return new Position(rows.get(0).length(), String.join("", rows), List.of(), List.of());
    }

    private Position parseGraph(List<String> words) {
        Map<String, Integer> index = new LinkedHashMap<>();
        Map<String, Character> colours = new LinkedHashMap<>();
        List<int[]> pairs = new ArrayList<>();
        for (String word : words) {
            for (String token : word.trim().split("\\s+")) {
                if (token.matches("[A-Za-z0-9_]+-[A-Za-z0-9_]+")) {
                    String[] ends = token.split("-");
                    if (ends[0].equals(ends[1])) {
                        throw new BadInputException(id() + ": an edge joins two different nodes, not '" + token + "'");
                    }
                    pairs.add(new int[] {node(index, ends[0]), node(index, ends[1])});
                } else if (token.matches("[A-Za-z0-9_]+:[.xo]")) {
                    String name = token.substring(0, token.length() - 2);
                    node(index, name);
                    Character before = colours.put(name, token.charAt(token.length() - 1));
                    if (before != null && before != token.charAt(token.length() - 1)) {
                        throw new BadInputException(id() + ": node " + name + " is given two colours");
                    }
                } else {
                    throw new BadInputException(id() + " on a graph takes edges a-b and colours a:x, a:o or a:. (a"
                            + " node named by letters, digits and _), not '" + token + "'");
                }
            }
        }
        if (index.size() > MOST_NODES) {
            throw new ResourceLimitException(id() + ": the graph has " + index.size() + " nodes; at most "
                    + MOST_NODES + " are read");
        }
        List<List<Integer>> near = new ArrayList<>();
        for (int i = 0; i < index.size(); i++) {
            near.add(new ArrayList<>());
        }
        for (int[] e : pairs) {
            if (!near.get(e[0]).contains(e[1])) {
                near.get(e[0]).add(e[1]);
                near.get(e[1]).add(e[0]);
            }
        }
        StringBuilder state = new StringBuilder();
        List<List<Integer>> frozen = new ArrayList<>();
        for (String name : index.keySet()) {
            state.append(colours.getOrDefault(name, '.'));
            List<Integer> list = near.get(index.get(name));
            list.sort(null);
            frozen.add(List.copyOf(list));
        }
        return new Position(0, state.toString(), List.copyOf(index.keySet()), List.copyOf(frozen));
    }

    private static int node(Map<String, Integer> index, String name) {
        return index.computeIfAbsent(name, k -> index.size());
    }

    /** A grid with each move's cell clickable; a graph with each node its move. */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        Position p = parse(position);
        if (p.width() > 0) {
            return Boards.cells("xo", p.rows(), moves, rowsOf(reached));
        }
        if (p.nodes() > Boards.MOST_EDGES) {
            return Optional.empty();
        }
        Map<Integer, String> byNode = new LinkedHashMap<>();
        for (int m = 0; m < moves.size(); m++) {
            // the node a move colours is the one whose name the move's label ends with
            String text = moves.get(m).text();
            byNode.put(p.names().indexOf(text.substring(text.indexOf(' ') + 1)), text);
        }
        List<Board.Node> nodes = new ArrayList<>();
        List<Board.Edge> edges = new ArrayList<>();
        for (int i = 0; i < p.nodes(); i++) {
            char c = p.state().charAt(i);
            nodes.add(new Board.Node(p.names().get(i), c == 'x' ? "blue" : c == 'o' ? "red" : null, false,
                    byNode.get(i)));
            for (int j : p.edges().get(i)) {
                if (j > i) {
                    edges.add(new Board.Edge(p.names().get(i), p.names().get(j), "undirected", null));
                }
            }
        }
        return Optional.of(new Board.Graph(nodes, edges));
    }

    /** Reached grids as rows, so that the cells a move changes are found row by row. */
    private static List<List<String>> rowsOf(List<List<String>> reached) {
        List<List<String>> out = new ArrayList<>();
        for (List<String> r : reached) {
            out.add(r.size() == 1 ? List.of(r.get(0).split("\\|")) : r);
        }
        return out;
    }
}
