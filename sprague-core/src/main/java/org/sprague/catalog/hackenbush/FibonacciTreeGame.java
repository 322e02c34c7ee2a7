package org.sprague.catalog.hackenbush;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.sprague.BadInputException;
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
import org.sprague.catalog.board.TreeBoard;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.Budget;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

/**
 * LeetCode 2005, the subtree removal game on a Fibonacci tree: remove a node with its subtree; whoever must remove
 * the root loses. Green Hackenbush with the root as ground; value by {@link FibonacciTree}'s closed form for any
 * {@code N}, and, for positions in mid-game, along the paths of the removed nodes.
 *
 * <p>A node is named by its path from the root: {@code L} to the left subtree {@code order(k-2)}, {@code R} to the
 * right subtree {@code order(k-1)}. Every winning move is listed for trees of at most {@link #LIST_LIMIT} nodes;
 * for larger ones one winning move is found by descending from the root, when its path is at most
 * {@link #PATH_LIMIT} steps long (winning nodes of order(N) lie deeper as N grows).
 */
public final class FibonacciTreeGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    static final long LIST_LIMIT = 50_000;
    static final int PATH_LIMIT = 500;
    /** How many edges the remoteness search (every subset of them) handles in about a second. */
    static final int EDGES_PER_SECOND = 20;

    @Override
    public String id() {
        return "fibonacci-tree";
    }

    @Override
    public String summary() {
        return "Fibonacci tree (LeetCode 2005): remove a subtree; whoever must remove the root loses";
    }

    @Override
    public String syntax() {
        return "N [PATH...] (the order, any size; then the removed nodes, each a path of L and R from the root)";
    }

    @Override
    public List<String> examples() {
        return List.of("3", "1", "5 RR", "1000000000000000000");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /** A trie of removed paths. */
    static final class Cuts {
        Cuts left;
        Cuts right;
        boolean removed;

        Cuts child(char side) {
            return side == 'L' ? left : right;
        }

        Cuts grow(char side) {
            if (side == 'L') {
                return left == null ? (left = new Cuts()) : left;
            }
            return right == null ? (right = new Cuts()) : right;
        }
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        Positions.requireNonEmpty(position, "the order N, such as 3");
        BigInteger n = Positions.parseNonNegative(position.get(0), "N");
        if (n.signum() == 0) {
            throw new BadInputException("N must be at least 1 (order(0) is the empty tree), got 0");
        }
        List<String> paths = position.subList(1, position.size());
        for (String p : paths) {
            checkPath(n, p);
        }
        BigInteger value = valueOf(n, trie(paths, null), 0);
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(value.signum() != 0)).grundy(value);
        if (value.signum() != 0) {
            addMoves(answer, position, n, paths);
        }
        answer.note(paths.isEmpty() ? "the player to move loses exactly when N mod 6 = 1"
                : "value along the removed paths, by the colon principle");
        if (n.compareTo(BigInteger.valueOf(LARGEST_EXPLICIT_ORDER)) <= 0) {
            addRemoteness(answer, n.intValue(), paths, options.budget());
        } else {
            OptionalWork.remoteness(answer, options.budget(), Double.POSITIVE_INFINITY, a -> { });
        }
        return answer.build();
    }

    private static void checkPath(BigInteger n, String path) {
        if (path.isEmpty() || !path.matches("[LR]+")) {
            throw new BadInputException("a removed node is a path of L and R from the root, such as RL; got '" + path
                    + "' (the root itself cannot be removed as a move)");
        }
        BigInteger k = n;
        for (int i = 0; i < path.length(); i++) {
            k = k.subtract(path.charAt(i) == 'L' ? BigInteger.TWO : BigInteger.ONE);
            if (k.signum() <= 0) {
                throw new BadInputException("node " + path + " does not exist in order(" + n + ")");
            }
        }
    }

    private static Cuts trie(List<String> paths, String extra) {
        Cuts root = new Cuts();
        List<String> all = new ArrayList<>(paths);
        if (extra != null) {
            all.add(extra);
        }
        for (String p : all) {
            Cuts c = root;
            for (int i = 0; i < p.length(); i++) {
                c = c.grow(p.charAt(i));
            }
            c.removed = true;
        }
        return root;
    }

    /** The value of {@code order(k)} with the removals below {@code cuts} ({@code null}: none). */
    static BigInteger valueOf(BigInteger k, Cuts cuts, int depth) {
        if (cuts == null) {
            return FibonacciTree.value(k);
        }
        BigInteger v = BigInteger.ZERO;
        for (char side : new char[] {'L', 'R'}) {
            BigInteger child = k.subtract(side == 'L' ? BigInteger.TWO : BigInteger.ONE);
            Cuts c = cuts.child(side);
            if (child.signum() > 0 && (c == null || !c.removed)) {
                v = v.xor(valueOf(child, c, depth + 1).add(BigInteger.ONE));
            }
        }
        return v;
    }

    private void addMoves(Solution.Builder answer, List<String> position, BigInteger n, List<String> paths) {
        if (n.compareTo(BigInteger.valueOf(80)) <= 0 && FibonacciTree.size(n.intValue()) <= LIST_LIMIT) {
            List<String> nodes = new ArrayList<>();
            collect(n.intValue(), trie(paths, null), "", nodes);
            for (String p : nodes) {
                if (valueOf(n, trie(paths, p), 0).signum() == 0) {
                    answer.move(move(position, p));
                }
            }
            return;
        }
        StringBuilder path = new StringBuilder();
        if (descend(n, trie(paths, null), BigInteger.ZERO, path)) {
            answer.move(move(position, path.toString()));
            answer.movesIncomplete("one winning move shown: the tree has too many nodes to try every one");
        } else {
            answer.movesIncomplete("winning moves not listed: the first one found lies deeper than " + PATH_LIMIT
                    + " steps below the root");
        }
    }

    private static MoveReport move(List<String> position, String path) {
        List<String> to = new ArrayList<>(position);
        to.add(path);
        return MoveReport.of("remove node " + path, to);
    }

    /** The paths of the nodes still standing below the root, in preorder (left before right). */
    private static void collect(int k, Cuts cuts, String prefix, List<String> out) {
        for (char side : new char[] {'L', 'R'}) {
            int child = k - (side == 'L' ? 2 : 1);
            Cuts c = cuts == null ? null : cuts.child(side);
            if (child >= 1 && (c == null || !c.removed)) {
                out.add(prefix + side);
                collect(child, c, prefix + side, out);
            }
        }
    }

    /**
     * Appends to {@code path} the steps to a node whose removal turns the value of {@code order(k)} (with
     * {@code cuts}) into {@code target}, which must be below its value: in the branch whose value {@code b} exceeds
     * {@code b' = target XOR (the other branch)}, cut the branch's edge when {@code b' = 0}, or else make the
     * subtree's value {@code b' - 1}.
     */
    private static boolean descend(BigInteger k, Cuts cuts, BigInteger target, StringBuilder path) {
        while (path.length() < PATH_LIMIT) {
            BigInteger[] branch = new BigInteger[2];
            BigInteger total = BigInteger.ZERO;
            for (int s = 0; s < 2; s++) {
                BigInteger child = k.subtract(BigInteger.valueOf(s == 0 ? 2 : 1));
                Cuts c = cuts == null ? null : cuts.child(s == 0 ? 'L' : 'R');
                branch[s] = child.signum() > 0 && (c == null || !c.removed)
                        ? valueOf(child, c, 0).add(BigInteger.ONE) : BigInteger.ZERO;
                total = total.xor(branch[s]);
            }
            boolean moved = false;
            for (int s = 0; s < 2 && !moved; s++) {
                BigInteger want = target.xor(total).xor(branch[s]);
                if (want.compareTo(branch[s]) < 0) {
                    char side = s == 0 ? 'L' : 'R';
                    path.append(side);
                    if (want.signum() == 0) {
                        return true;
                    }
                    k = k.subtract(BigInteger.valueOf(s == 0 ? 2 : 1));
                    cuts = cuts == null ? null : cuts.child(side);
                    target = want.subtract(BigInteger.ONE);
                    moved = true;
                }
            }
            if (!moved) {
                throw new IllegalStateException("no branch lowers the value of order(" + k + ")");
            }
        }
        return false;
    }

    /** Orders whose explicit trees are built to look for a small remaining tree (order 25: about 10^5 edges). */
    private static final int LARGEST_EXPLICIT_ORDER = 25;

    private static void addRemoteness(Solution.Builder answer, int n, List<String> paths, Budget budget) {
        RootedGraph tree = FibonacciTree.explicit(n);
        // keep only the edges still on the tree, renumbered, so a large tree cut down to a few edges is searched
        List<Integer> kept = new java.util.ArrayList<>();
        for (int e = 0; e < tree.edges(); e++) {
            boolean removed = false;
            for (String p : paths) {
                removed |= tree.label(e).startsWith(p);
            }
            if (!removed) {
                kept.add(e);
            }
        }
        // the search indexes what is left by an int bit mask
        double estimate = kept.size() > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.exponential(kept.size(), EDGES_PER_SECOND);
        OptionalWork.remoteness(answer, budget, estimate, a -> search(a, tree, kept));
    }

    private static void search(Solution.Builder answer, RootedGraph tree, List<Integer> kept) {
        int[] newId = new int[tree.nodes()];
        java.util.Arrays.fill(newId, -1);
        newId[0] = 0;
        int nodes = 1;
        int[] from = new int[kept.size()];
        int[] to = new int[kept.size()];
        List<String> labels = new java.util.ArrayList<>();
        for (int i = 0; i < kept.size(); i++) {
            int e = kept.get(i);
            for (int node : new int[] {tree.from(e), tree.to(e)}) {
                if (newId[node] < 0) {
                    newId[node] = nodes++;
                }
            }
            from[i] = newId[tree.from(e)];
            to[i] = newId[tree.to(e)];
            labels.add(tree.label(e));
        }
        HackenbushRules rules = new HackenbushRules(new RootedGraph(nodes, from, to, labels));
        answer.remoteness(new IndexedGrundySolver(rules).remoteness(rules.full()));
    }

    /**
     * Removing a standing node below the root, on {@code N} and the sorted set of removed paths that no other
     * removed path contains (a node under a removed one is gone already); every order up to 6, and orders 5 and 6
     * after every one or two removals.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        ImpartialGame<List<String>> game = (p, sink) -> {
            int n = Integer.parseInt(p.get(0));
            List<String> removed = p.subList(1, p.size());
            for (String node : nodes(n)) {
                if (removed.stream().noneMatch(node::startsWith)) {
                    List<String> next = new ArrayList<>(p);
                    next.add(node);
                    sink.accept(canonical(next));
                }
            }
        };
        List<List<String>> positions = new ArrayList<>();
        for (int n = 1; n <= 6; n++) {
            positions.add(List.of(Integer.toString(n)));
        }
        for (int n = 5; n <= 6; n++) {
            List<String> all = nodes(n);
            for (int i = 0; i < all.size(); i++) {
                positions.add(List.of(Integer.toString(n), all.get(i)));
                for (int j = i + 1; j < all.size(); j++) {
                    positions.add(List.of(Integer.toString(n), all.get(i), all.get(j)));
                }
            }
        }
        return Optional.of(new SmallRules<>(game, FibonacciTreeGame::canonical, positions));
    }

    /** The paths of the nodes below the root of {@code order(n)}: L leads to order(n-2), R to order(n-1). */
    private static List<String> nodes(int n) {
        List<String> out = new ArrayList<>();
        for (String side : new String[] {"L", "R"}) {
            int child = n - (side.equals("L") ? 2 : 1);
            if (child >= 1) {
                out.add(side);
                for (String below : nodes(child)) {
                    out.add(side + below);
                }
            }
        }
        return out;
    }

    /** {@code N} then the removed paths not under another removed path, sorted. */
    private static List<String> canonical(List<String> position) {
        List<String> removed = position.subList(1, position.size());
        TreeSet<String> kept = new TreeSet<>();
        for (String r : removed) {
            if (removed.stream().noneMatch(o -> !o.equals(r) && r.startsWith(o))) {
                kept.add(r);
            }
        }
        List<String> out = new ArrayList<>(List.of(position.get(0)));
        out.addAll(kept);
        return List.copyOf(out);
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new CutMoves(true));
    }

    /**
     * The tree on the ground at its root (green Hackenbush); each edge is the move that removes the node above it.
     * Orders of more than two digits are far too large to draw.
     */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        if (position.isEmpty() || !position.get(0).matches("[0-9]{1,2}")) {
            return Optional.empty();
        }
        return Boards.drawn(this, options, position, (words, moves) -> TreeBoard.of(words, moves,
                moves.stream().map(Move::to).toList()));
    }
}
