package org.sprague.catalog.graph;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Figure;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Integers;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.value.Outcome;

/**
 * Cat and Mouse (LeetCode 913), solved by retrograde analysis over every (mouse, cat, turn)
 * position of the given graph ({@link CatMouse}).
 *
 * <p>The answer is for the player to move (the mouse, unless a turn is given): {@code outcome} {@code first} means
 * that player wins. The extra field {@code winner} names the winner ({@code mouse}, {@code cat} or {@code draw})
 * and {@code leetcode} gives LeetCode's number for it: 1 when the mouse wins, 2 when the cat wins, 0 for a draw.
 * From the standard start (mouse to move) that is: {@code first} = 1, {@code second} = 2, {@code draw} = 0.
 *
 * <p>It states no {@link #rules} for the Grundy solvers: the game is partizan (cat and mouse move differently) and
 * loopy (a draw is an endless chase), and those solvers need short impartial games. {@code CatMouseGameTest} holds
 * it against a brute force of its own.
 */
public final class CatMouseGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.LOOPY;
    }

    private static final String[] TURN_NAMES = {"mouse", "cat"};

    @Override
    public String id() {
        return "cat-mouse";
    }

    @Override
    public String summary() {
        return "Cat and Mouse (LeetCode 913): the mouse (first, from node 1) runs for the hole at 0, the cat (from"
                + " node 2, never entering 0) hunts it; repeated positions draw";
    }

    @Override
    public String syntax() {
        return "GRAPH [MOUSE CAT [mouse|cat]] (GRAPH a LeetCode adjacency list as one argument, such as"
                + " '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'; start nodes default to 1 and 2, the mouse moving)";
    }

    @Override
    public List<String> examples() {
        return List.of("'[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'", "'[[1,3],[0],[3],[0,2]]'",
                "'[[1,3],[0],[3],[0,2]]' 3 2 cat");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        if (position.isEmpty() || position.size() == 2 || position.size() > 4) {
            throw new BadInputException("cat-mouse takes GRAPH [MOUSE CAT [mouse|cat]], such as"
                    + " '[[1,3],[0],[3],[0,2]]' (quote the list so the shell passes it as one argument)");
        }
        int[][] graph = AdjacencyList.parse(position.get(0), "cat-mouse graph");
        int n = graph.length;
        int mouse = position.size() > 1 ? node(position.get(1), "mouse", n) : 1;
        int cat = position.size() > 1 ? node(position.get(2), "cat", n) : 2;
        int turn = position.size() > 3 ? turn(position.get(3)) : CatMouse.MOUSE;
        if (cat == 0) {
            throw new BadInputException("the cat may never be at node 0 (the hole); give the cat another node");
        }
        if (Math.max(mouse, cat) >= n) {
            throw new BadInputException("cat-mouse graph has " + n + " nodes; the mouse starts at 1 and the cat at 2,"
                    + " so it needs at least 3");
        }
        CatMouse rules = new CatMouse(graph);
        TurnGameSolution table = new CountingRetrogradeSolver().solve(rules);
        long start = rules.position(mouse, cat, turn);
        Outcome outcome = table.outcome(start);
        long r = table.remoteness(start);
        String winner = outcome == Outcome.DRAW ? "draw"
                : TURN_NAMES[outcome == Outcome.FIRST ? turn : 1 - turn];
        Solution.Builder answer = Solution.builder(id(), position, outcome).loopy()
                .remoteness(r < 0 ? Figure.undefined("a draw has no remoteness") : Figure.known(r))
                .detail("winner", winner)
                .detail("leetcode", winner.equals("mouse") ? 1L : winner.equals("cat") ? 2L : 0L);
        if (rules.label(start) == org.sprague.game.TerminalLabel.NONE) {
            answer.moves(winningMoves(rules, table, start, position.get(0)));
        } else {
            answer.note("the game is already over at this position");
        }
        return answer.build();
    }

    private static List<MoveReport> winningMoves(CatMouse rules, TurnGameSolution table, long start, String graph) {
        Set<Long> seen = new LinkedHashSet<>();
        rules.forEachMove(start, q -> {
            if (table.outcome(q) == Outcome.SECOND) {
                seen.add(q);
            }
        });
        List<MoveReport> moves = new ArrayList<>();
        int turn = CatMouse.turn(start);
        for (long q : seen) {
            int from = turn == CatMouse.MOUSE ? rules.mouse(start) : rules.cat(start);
            int to = turn == CatMouse.MOUSE ? rules.mouse(q) : rules.cat(q);
            moves.add(MoveReport.of(TURN_NAMES[turn] + " " + from + " -> " + to, List.of(graph,
                    Integer.toString(rules.mouse(q)), Integer.toString(rules.cat(q)), TURN_NAMES[CatMouse.turn(q)])));
        }
        return moves;
    }

    private static int node(String text, String who, int n) {
        if (!Integers.isInteger(text)) {
            throw new BadInputException(who + " node must be a node number, got " + Integers.quoted(text));
        }
        java.math.BigInteger big = Integers.parse(text, who + " node");
        long v = big.bitLength() < 63 ? big.longValue() : Long.MAX_VALUE;
        if (v < 0 || v >= n) {
            throw new BadInputException(who + " node " + v + " is not in the graph (nodes 0.." + (n - 1) + ")");
        }
        return (int) v;
    }

    private static int turn(String text) {
        return switch (text) {
            case "mouse" -> CatMouse.MOUSE;
            case "cat" -> CatMouse.CAT;
            default -> throw new BadInputException("whose turn: 'mouse' or 'cat', got '" + text + "'");
        };
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new CatMouseMoves());
    }

    /** The graph with the hole, the mouse and the cat; a node is the move of the player to move to it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, CatMouseBoard::of);
    }
}
