package org.sprague.catalog.hackenbush;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

/**
 * Green Hackenbush on any rooted graph (Berlekamp, Conway and Guy, Winning Ways, 1982, ch. 7): cut an edge, and everything no longer connected to
 * the ground falls; who cannot cut loses. Value by {@link GreenHackenbush} (colon and fusion principles); the
 * winning moves are the edges whose cut leaves value 0, each checked by recomputing the value (linear time per
 * edge).
 */
public final class HackenbushGame implements CatalogGame {
    /** The name of the ground node. */
    public static final GameOption GROUND = GameOption.value("--ground", "G", "the name of the ground node", "0");

    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many edges the remoteness search (every subset of them) handles in about a second. */
    static final int EDGES_PER_SECOND = 16;
    /** Graphs with more edges list no winning moves (each needs a linear-time recomputation). */
    static final int MOVE_LIMIT = 5000;

    @Override
    public String id() {
        return "hackenbush";
    }

    @Override
    public String summary() {
        return "Green Hackenbush: cut an edge, what loses contact with the ground falls (colon and fusion principles)";
    }

    @Override
    public String syntax() {
        return "[--ground G] EDGE... (edges U-V between named nodes, such as 0-1 1-2 1-3; node G, default 0, is the"
                + " ground; loops and parallel edges allowed)";
    }

    @Override
    public List<String> examples() {
        return List.of("0-1 1-2 1-3", "0-a a-b b-0 b-c", "--ground g g-x x-y y-g x-x");
    }

    @Override
    public List<GameOption> options() {
        return List.of(GROUND);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        Positions.requireNonEmpty(position, "edges U-V with node 0 as the ground, such as 0-1 1-2 1-3");
        String ground = options.string(GROUND, "0");
        RootedGraph g = RootedGraph.parse(position, ground);
        boolean[] all = g.allEdges();
        long value = GreenHackenbush.value(g, all);
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofGrundy(value)).grundy(value);
        if (value != 0) {
            if (g.edges() <= MOVE_LIMIT) {
                for (int e = 0; e < g.edges(); e++) {
                    all[e] = false;
                    if (GreenHackenbush.value(g, all) == 0) {
                        answer.move(MoveReport.of("cut edge " + (e + 1) + " (" + g.label(e) + ")",
                                g.edges() <= Solution.MAX_COMPONENTS_WITH_TO ? g.labels(g.connected(all)) : null));
                    }
                    all[e] = true;
                }
            } else {
                answer.movesIncomplete("winning moves not listed: more than " + MOVE_LIMIT + " edges");
            }
        }
        answer.note("value by the colon principle (trees) and the fusion principle (cycles)");
        // the search indexes what is left by an int bit mask
        double estimate = g.edges() > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.exponential(g.edges(), EDGES_PER_SECOND);
        OptionalWork.remoteness(answer, options.budget(), estimate, a -> {
            HackenbushRules rules = new HackenbushRules(g);
            a.remoteness(new IndexedGrundySolver(rules).remoteness(rules.full()));
        });
        return answer.build();
    }

    /**
     * Cutting an edge and dropping what loses the ground, on the sorted list of edges still standing; every graph of
     * one to five edges (loops and parallel edges included) over the ground and three more nodes in which every
     * edge hangs from the ground.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        String ground = options.string(GROUND, "0");
        List<String> nodes = List.of(ground, "1", "2", "3");
        List<String> kinds = new ArrayList<>();
        for (int u = 0; u < nodes.size(); u++) {
            for (int v = u; v < nodes.size(); v++) {
                kinds.add(nodes.get(u) + "-" + nodes.get(v));
            }
        }
        List<List<String>> graphs = new ArrayList<>();
        List<List<String>> level = List.of(List.of());
        for (int edges = 1; edges <= 5; edges++) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> g : level) {
                // multisets: each edge kind no earlier than the last one taken
                int from = g.isEmpty() ? 0 : kinds.indexOf(g.get(g.size() - 1));
                for (int i = from; i < kinds.size(); i++) {
                    List<String> longer = new ArrayList<>(g);
                    longer.add(kinds.get(i));
                    next.add(longer);
                    if (standing(longer, ground).size() == longer.size()) {
                        graphs.add(longer);
                    }
                }
            }
            level = next;
        }
        ImpartialGame<List<String>> game = (edges, sink) -> {
            for (int e = 0; e < edges.size(); e++) {
                List<String> left = new ArrayList<>(edges);
                left.remove(e);
                sink.accept(standing(left, ground));
            }
        };
        return Optional.of(new SmallRules<>(game, p -> standing(p, ground), graphs));
    }

    /** The edges connected to the ground, sorted (a search from the ground over the edges given). */
    private static List<String> standing(List<String> edges, String ground) {
        Set<String> reached = new HashSet<>(Set.of(ground));
        boolean grew = true;
        while (grew) {
            grew = false;
            for (String e : edges) {
                String[] ends = e.split("-");
                if (reached.contains(ends[0]) != reached.contains(ends[1])) {
                    reached.add(ends[0]);
                    reached.add(ends[1]);
                    grew = true;
                }
            }
        }
        List<String> kept = new ArrayList<>();
        for (String e : edges) {
            if (reached.contains(e.split("-")[0])) {
                kept.add(e);
            }
        }
        kept.sort(null);
        return List.copyOf(kept);
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new CutMoves(false));
    }

    /** The edges hanging from the ground, all green; edge e is the move that cuts it (the moves list edges in order). */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        String ground = options.string(GROUND, "0");
        return Boards.drawn(this, options, position, (edges, moves) -> {
            if (edges.size() > Boards.MOST_EDGES || moves.size() != edges.size()) {
                return Optional.empty();
            }
            List<Board.Edge> out = new ArrayList<>();
            for (int e = 0; e < edges.size(); e++) {
                String[] ends = edges.get(e).split("-", 2);
                out.add(new Board.Edge(ends[0], ends[1], "green", moves.get(e).text()));
            }
            return Optional.of(new Board.Edges(ground, out));
        });
    }
}
