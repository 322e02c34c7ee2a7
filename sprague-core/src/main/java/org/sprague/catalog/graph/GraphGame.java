package org.sprague.catalog.graph;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.io.InputFile;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.Figure;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.GraphPositions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.PositionTable;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.TerminalLabel;
import org.sprague.graph.GameGraph;
import org.sprague.graph.GeneralizedSpragueGrundy;
import org.sprague.graph.GraphFileParser;
import org.sprague.graph.LoopyValues;
import org.sprague.solve.LoopySpragueGrundySum;
import org.sprague.solve.SumMove;
import org.sprague.solve.retrograde.RetrogradeEngines;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.solve.retrograde.TurnGameSolver;
import org.sprague.value.Outcome;

/**
 * A game on a directed graph read from a file (the contract's graph file format; games on graphs with cycles
 * as in C. A. B. Smith, "Graphs and composite games", Journal of Combinatorial Theory 1, 1966): a token
 * moves along the edges, labelled nodes end the game, cycles mean a draw. Solved by retrograde analysis.
 *
 * <p>Without a position, every node is answered in file order of first mention ({@link PositionTable}). With
 * {@code --start NODE} (or one NODE argument) one node is answered with its winning moves. Several NODE arguments
 * are a sum (one token on each node; a move moves one token), answered by generalized Sprague-Grundy values.
 *
 * <p>{@code --impartial} adds the generalized Sprague-Grundy value ({@link GeneralizedSpragueGrundy}) as fields
 * {@code sg} (the finite value, or {@code null} when infinite), {@code sgReach} (only when infinite: the finite
 * values among the node's moves, the K of ∞(K)) and {@code sgText} (the value as written in the literature, such
 * as {@code 2} or {@code ∞(0,2)}); a single node's {@code grundy} is its finite value.
 *
 * <p>It states no {@link #rules} for the Grundy solvers, which need short games: a graph may have cycles and draws.
 * Sums are held against a brute force of the whole product game in {@code GraphSumBruteForceTest}.
 */
public final class GraphGame implements CatalogGame {
    /** The graph file ({@code -}: standard input). */
    public static final GameOption FILE = GameOption.value("--file", "F",
            "the graph file ('-': standard input): 'u v' per move, 'u : win|loss|draw' per label", null);
    /** Answer one node only, with its winning moves. */
    public static final GameOption START =
            GameOption.value("--start", "NODE", "answer this node only, with its winning moves", null);
    /** Add generalized Sprague-Grundy values. */
    public static final GameOption IMPARTIAL =
            GameOption.flag("--impartial", "add generalized Sprague-Grundy values (loopy impartial games)");
    /** The retrograde engine. */
    public static final GameOption ENGINE = GameOption.value("--engine", "E",
            "retrograde engine: local (this machine, the default) or spark", null);
    /** The Spark master, with the spark engine. */
    public static final GameOption MASTER =
            GameOption.value("--master", "URL", "with --engine spark: the Spark master (default local[*])", null);

    @Override
    public GameKind kind() {
        return GameKind.LOOPY;
    }

    @Override
    public String id() {
        return "graph";
    }

    @Override
    public String summary() {
        return "a token on a directed graph from a file: labelled nodes end the game, cycles draw (retrograde"
                + " analysis)";
    }

    @Override
    public String syntax() {
        return "[NODE...] (no node: every node of the file; one node: that node; several: a sum of tokens)";
    }

    @Override
    public List<String> examples() {
        return List.of("--file docs/examples/cycle.txt", "--file docs/examples/cycle.txt --start b",
                "--file docs/examples/loopy.txt --impartial", "--file docs/examples/loopy.txt u h1");
    }

    @Override
    public List<GameOption> options() {
        return List.of(FILE, START, IMPARTIAL, ENGINE, MASTER);
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        String file = options.string(FILE);
        if (file == null) {
            throw new BadInputException("graph needs " + FILE.name()
                    + " F, a graph file with 'u v' per move and 'u : win' per label");
        }
        GameGraph graph = read(file);
        List<String> nodes = new ArrayList<>(position);
        String start = options.string(START);
        if (start != null) {
            if (!nodes.isEmpty()) {
                throw new BadInputException("give the start node either as " + START.name()
                        + " NODE or as NODE arguments, not both");
            }
            nodes.add(start);
        }
        boolean impartial = options.flag(IMPARTIAL);
        TurnGameSolver solver = RetrogradeEngines.solver(options.string(ENGINE), options.string(MASTER));
        if (nodes.isEmpty()) {
            return table(graph, impartial, solver);
        }
        int[] ids = resolve(graph, nodes, file);
        if (ids.length == 1) {
            return single(graph, ids[0], nodes, impartial, solver);
        }
        return sum(graph, ids, nodes);
    }

    /** Reads and parses {@code file}; {@code -} is standard input. */
    public static GameGraph read(String file) {
        if (file.equals("-")) {
            try {
                return GraphFileParser.parse(System.in, "standard input");
            } catch (IOException e) {
                throw new BadInputException("cannot read the graph from standard input: " + e.getMessage());
            }
        }
        // a regular file only: a FIFO would block the run for ever, /dev/zero would fill the heap
        try (InputStream in = InputFile.open(file, "graph file")) {
            return GraphFileParser.parse(in, file);
        } catch (IOException e) {
            throw new BadInputException("cannot read graph file " + file + ": " + e.getMessage());
        }
    }

    private static int[] resolve(GameGraph graph, List<String> nodes, String file) {
        int[] ids = new int[nodes.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = graph.find(nodes.get(i));
            if (ids[i] < 0) {
                throw new BadInputException("unknown start node '" + nodes.get(i) + "': the graph file "
                        + (file.equals("-") ? "on standard input" : file) + " never mentions it");
            }
        }
        return ids;
    }

    private PositionTable table(GameGraph graph, boolean impartial, TurnGameSolver solver) {
        TurnGameSolution solved = solver.solve(graph);
        LongestChain chains = new LongestChain(graph, solved);
        if (!impartial) {
            // every node without an object per row: the CLI streams these
            return new GraphPositions(id(), graph.names(), solved, List.of(new GraphPositions.Column("longestChain",
                    u -> {
                        Long c = chains.of(u);
                        return c == null ? -1 : c;
                    })), List.of(new Detail.Whole("longestChain", chains.whole(graph.nodeCount()))));
        }
        LoopyValues sg = impartial ? GeneralizedSpragueGrundy.compute(graph) : null;
        List<String> notes = new ArrayList<>();
        if (impartial && graph.hasLabels()) {
            notes.add(LABEL_NOTE);
        }
        return new PositionTable(id(), graph.nodeCount(), u -> {
            long r = solved.remoteness(u);
            List<Detail> fields = new ArrayList<>();
            fields.add(chain(chains.of(u)));
            if (sg != null) {
                fields.addAll(sgFields(sg, u));
            }
            return new PositionTable.Row(graph.name(u), solved.outcome(u), remoteness(r), fields);
        }, notes, List.of(new Detail.Whole("longestChain", chains.whole(graph.nodeCount()))));
    }

    private static final String LABEL_NOTE = "for Sprague-Grundy values a label is turned"
            + " into moves: loss = no moves, win = one move to a node without moves, draw = one move to itself";

    private static final String INFINITE = "the generalized Sprague-Grundy value is infinite";

    /** The longest chain from a node, absent where there is none (a draw). */
    private static Detail chain(Long length) {
        return length == null ? new Detail.Absent("longestChain") : new Detail.Whole("longestChain", length);
    }

    /** A draw has no remoteness (the solver gives -1 for it). */
    private static Figure<Long> remoteness(long r) {
        return r < 0 ? Figure.undefined("a draw has no remoteness") : Figure.known(r);
    }

    private static List<Detail> sgFields(LoopyValues sg, int u) {
        List<Detail> fields = new ArrayList<>();
        fields.add(sg.isInfinite(u) ? new Detail.Absent("sg") : new Detail.Whole("sg", sg.value(u)));
        if (sg.isInfinite(u)) {
            List<Long> k = new ArrayList<>();
            for (int v : sg.reach(u)) {
                k.add((long) v);
            }
            fields.add(new Detail.Wholes("sgReach", k));
        }
        fields.add(new Detail.Text("sgText", sg.describe(u)));
        return fields;
    }

    private Solution single(GameGraph graph, int u, List<String> position, boolean impartial,
            TurnGameSolver solver) {
        TurnGameSolution solved = solver.solve(graph);
        long r = solved.remoteness(u);
        Solution.Builder answer = Solution.builder(id(), position, solved.outcome(u)).loopy().remoteness(remoteness(r));
        answer.detail(chain(new LongestChain(graph, solved).of(u)));
        if (impartial) {
            LoopyValues sg = GeneralizedSpragueGrundy.compute(graph);
            answer.grundy(sg.isInfinite(u) ? Figure.undefined(INFINITE) : Figure.known(BigInteger.valueOf(sg.value(u))));
            sgFields(sg, u).forEach(answer::detail);
            if (graph.hasLabels()) {
                answer.note(LABEL_NOTE);
            }
        }
        TerminalLabel label = graph.label(u);
        if (label != TerminalLabel.NONE) {
            answer.note("node " + graph.name(u) + " is labelled " + label.name().toLowerCase(java.util.Locale.ROOT)
                    + ": the game ends there, its moves are ignored");
            return answer.build();
        }
        Set<Integer> winning = new LinkedHashSet<>();
        int[] off = graph.offsets();
        int[] tgt = graph.targets();
        for (int i = off[u]; i < off[u + 1]; i++) {
            if (solved.outcome(tgt[i]) == Outcome.SECOND) {
                winning.add(tgt[i]);
            }
        }
        for (int v : winning) {
            answer.move(MoveReport.of(graph.name(u) + " -> " + graph.name(v), List.of(graph.name(v))));
        }
        return answer.build();
    }

    /**
     * A sum of tokens by the one loopy sum solver ({@link LoopySpragueGrundySum}) over the nodes' generalized
     * Sprague-Grundy values; its moves become text here. A win label's move to the fresh node that ends the game
     * has no node to show, so it is reported as a note, with the listing marked incomplete.
     */
    private Solution sum(GameGraph graph, int[] ids, List<String> position) {
        LoopyValues sg = GeneralizedSpragueGrundy.compute(graph);
        LoopySpragueGrundySum.Analysis<Integer> sum = sg.sum(ids);
        Solution.Builder answer = Solution.builder(id(), position, sum.outcome()).loopy()
                .remoteness(Figure.notComputed("remoteness is not computed for sums"));
        answer.grundy(sum.value().isPresent() ? Figure.known(BigInteger.valueOf(sum.value().getAsLong()))
                : Figure.undefined(INFINITE));
        answer.detail(sum.value().isPresent() ? new Detail.Whole("sg", sum.value().getAsLong())
                : new Detail.Absent("sg"));
        answer.detail("sgText", sum.text());
        answer.note("a sum of " + ids.length + " tokens, solved by generalized Sprague-Grundy values (Smith's"
                + " theorem); remoteness is not computed for sums");
        if (graph.hasLabels()) {
            answer.note(LABEL_NOTE);
        }
        for (SumMove<Integer> m : sum.winningMoves()) {
            String from = graph.name(ids[m.component()]);
            int v = m.option();
            if (v == sg.freshLoss()) {
                answer.movesIncomplete("node " + from + " is labelled win: ending the game there wins,"
                        + " a move that has no target node to show");
                continue;
            }
            List<String> to = new ArrayList<>(position);
            to.set(m.component(), graph.name(v));
            answer.move(new MoveReport(from + " -> " + graph.name(v),
                    ids.length > Solution.MAX_COMPONENTS_WITH_TO ? null : to, m.component() + 1, graph.name(v)));
        }
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new GraphMoves());
    }

    /**
     * The graph with its tokens, when it is small enough to draw; a node is the move of a token there (of the only
     * token: a sum of several tokens is played from the move list).
     */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (tokens, moves) -> {
            GameGraph graph = read(options.required(FILE));
            if (graph.nodeCount() > Boards.MOST_EDGES || graph.moveCount() > Boards.MOST_EDGES) {
                return Optional.empty();
            }
            java.util.Set<String> on = new java.util.HashSet<>(tokens);
            java.util.Map<String, String> byNode = new java.util.HashMap<>();
            if (tokens.size() == 1) {
                for (org.sprague.catalog.moves.Move m : moves) {
                    byNode.putIfAbsent(m.to().get(0), m.text());
                }
            }
            List<Board.Node> nodes = new ArrayList<>();
            List<Board.Edge> edges = new ArrayList<>();
            for (int n = 0; n < graph.nodeCount(); n++) {
                String name = graph.name(n);
                TerminalLabel label = graph.label(n);
                nodes.add(new Board.Node(name, label == TerminalLabel.NONE ? null
                        : label.name().toLowerCase(java.util.Locale.ROOT), on.contains(name), byNode.get(name)));
                for (int e = graph.offsets()[n]; e < graph.offsets()[n + 1]; e++) {
                    edges.add(new Board.Edge(name, graph.name(graph.targets()[e]), "plain", null));
                }
            }
            return Optional.of(new Board.Graph(nodes, edges));
        });
    }
}
