package org.sprague.split;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.sprague.BadInputException;

/**
 * Who wins a Domineering board with each player first, split at a fixed depth: the positions after
 * {@code depth} moves (alternately the first player's and the other's, from both first players, one per
 * symmetry class, {@link BoardImages#partizanKey}) are the leaves, each solved alone by the single-machine
 * search ({@link DomineeringLeafSearch}), and the tree above them is combined by minimax on win and loss: under
 * normal play a player to move wins exactly when some move reaches a position the opponent, to move, loses
 * (Zermelo; Berlekamp, Conway and Guy, Winning Ways, chapter 2). Vertical dominoes are Left's, horizontal ones
 * Right's, as in the single-machine search. The answer is exact whatever the depth; the first player's winning
 * move is one whose whole subtree the leaves prove won.
 */
public final class DomineeringSplit implements SplitGame {
    /** The game's name. */
    public static final String ID = "domineering";
    /** The most leaves a split may make: each is a task and a word in the driver's memory. */
    public static final int MAX_LEAVES = 200_000;

    /**
     * The answer of a split search.
     *
     * @param leftWinsFirst whether Left, moving first, wins
     * @param rightWinsFirst whether Right, moving first, wins
     * @param winningMove the asked first player's winning move ({@code vertical (1,2)-(2,2)}), or null when it
     *     loses
     * @param reached the board that move reaches, or null
     * @param leaves the number of leaves solved
     * @param positions the positions their searches visited
     */
    public record Answer(boolean leftWinsFirst, boolean rightWinsFirst, String winningMove, List<String> reached,
            int leaves, long positions) {
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Leaf solve(String key, org.sprague.solve.Budget budget) {
        return DomineeringLeafSearch.solve(BoardImages.rows(key.substring(2)), key.charAt(0) == 'L', budget);
    }

    /**
     * The leaves of a split of {@code rows} at {@code depth}: the positions after {@code depth} moves with Left
     * first and with Right first, each symmetry class once.
     *
     * @param rows the board, rows of {@code .} and {@code #}
     * @param depth the moves before the split, at least 1
     * @return the leaves' words, in the order first met
     * @throws BadInputException when the split makes more than {@link #MAX_LEAVES} leaves
     */
    public static List<String> leaves(List<String> rows, int depth) {
        Set<String> keys = new LinkedHashSet<>();
        Set<String> seen = new java.util.HashSet<>();
        collect(rows, true, depth, keys, seen);
        collect(rows, false, depth, keys, seen);
        return new ArrayList<>(keys);
    }

    private static void collect(List<String> rows, boolean left, int depth, Set<String> keys, Set<String> seen) {
        String key = BoardImages.partizanKey(rows, left);
        if (depth == 0) {
            keys.add(key);
            if (keys.size() > MAX_LEAVES) {
                throw new BadInputException("a split this deep makes more than " + MAX_LEAVES + " subtrees; give a"
                        + " smaller depth");
            }
            return;
        }
        if (!seen.add(depth + ":" + key)) {
            return;
        }
        for (int[] m : moves(rows, left)) {
            collect(play(rows, m), !left, depth - 1, keys, seen);
        }
    }

    /**
     * The leaves still needed to decide who wins with each player first, at most {@code most} of them, in the
     * order of the moves that lead to them (a lazy minimax: a subtree already decided by the leaves solved asks for
     * nothing more, and a position with a move proven winning asks nothing for its other moves).
     *
     * @param rows the board
     * @param depth the split's depth
     * @param solved the leaves solved so far
     * @param most the most leaves to return
     * @return the leaves to solve next; empty when both first players' outcomes are decided
     */
    @Override
    public List<String> next(List<String> rows, int depth, Map<String, Leaf> solved, int most) {
        List<String> want = new ArrayList<>();
        Map<String, Integer> memo = new HashMap<>();
        eval(rows, true, depth, solved, memo, want, most);
        eval(rows, false, depth, solved, memo, want, most);
        return want;
    }

    /**
     * Combines solved leaves into the answer.
     *
     * @param rows the board
     * @param depth the split's depth
     * @param leftFirst whether the winning move asked for is Left's (else Right's)
     * @param solved leaves enough to decide both first players' outcomes ({@link #next} returns none)
     * @return who wins with each player first, and the asked first player's winning move
     * @throws IllegalStateException when the leaves do not decide them
     */
    public static Answer combine(List<String> rows, int depth, boolean leftFirst, Map<String, Leaf> solved) {
        Map<String, Integer> memo = new HashMap<>();
        boolean left = decided(eval(rows, true, depth, solved, memo, null, 0));
        boolean right = decided(eval(rows, false, depth, solved, memo, null, 0));
        String move = null;
        List<String> reached = null;
        if (leftFirst ? left : right) {
            for (int[] m : moves(rows, leftFirst)) {
                List<String> after = play(rows, m);
                if (eval(after, !leftFirst, depth - 1, solved, memo, null, 0) == LOSS) {
                    move = text(m);
                    reached = after;
                    break;
                }
            }
            if (move == null) {
                throw new IllegalStateException("a won position without a winning move");
            }
        }
        long positions = 0;
        for (Leaf l : solved.values()) {
            positions += l.positions();
        }
        return new Answer(left, right, move, reached, solved.size(), positions);
    }

    private static final int WIN = 1;
    private static final int LOSS = 0;
    private static final int UNKNOWN = -1;

    private static boolean decided(int outcome) {
        if (outcome == UNKNOWN) {
            throw new IllegalStateException("the leaves solved do not decide the board");
        }
        return outcome == WIN;
    }

    /**
     * Whether the player to move wins ({@link #WIN}, {@link #LOSS}, or {@link #UNKNOWN} while leaves it needs are
     * unsolved, which are then added to {@code want} up to {@code most}, unless {@code want} is null).
     */
    private static int eval(List<String> rows, boolean left, int depth, Map<String, Leaf> solved,
            Map<String, Integer> memo, List<String> want, int most) {
        String key = BoardImages.partizanKey(rows, left);
        if (depth == 0) {
            Leaf leaf = solved.get(key);
            if (leaf != null) {
                return leaf.value() == 1 ? WIN : LOSS;
            }
            if (want != null && want.size() < most && !want.contains(key)) {
                want.add(key);
            }
            return UNKNOWN;
        }
        Integer known = memo.get(depth + ":" + key);
        if (known != null) {
            return known;
        }
        int asked = want == null ? 0 : want.size();
        int outcome = LOSS;
        for (int[] m : moves(rows, left)) {
            int child = eval(play(rows, m), !left, depth - 1, solved, memo, want, most);
            if (child == LOSS) {
                outcome = WIN;
                break;
            }
            if (child == UNKNOWN) {
                outcome = UNKNOWN;
            }
        }
        if (outcome != UNKNOWN) {
            memo.put(depth + ":" + key, outcome);
            if (want != null) {
                want.subList(asked, want.size()).clear(); // decided: the leaves asked for below are not needed
            }
        }
        return outcome;
    }

    /** Left's vertical or Right's horizontal dominoes on empty cells, row by row: {r1, c1, r2, c2}. */
    static List<int[]> moves(List<String> rows, boolean left) {
        List<int[]> out = new ArrayList<>();
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        for (int r = 0; r + dr < rows.size(); r++) {
            for (int c = 0; c + dc < rows.get(r).length(); c++) {
                if (rows.get(r).charAt(c) == '.' && rows.get(r + dr).charAt(c + dc) == '.') {
                    out.add(new int[] {r, c, r + dr, c + dc});
                }
            }
        }
        return out;
    }

    /** The board after a domino. */
    static List<String> play(List<String> rows, int[] m) {
        List<String> out = new ArrayList<>(rows);
        out.set(m[0], fill(out.get(m[0]), m[1]));
        out.set(m[2], fill(out.get(m[2]), m[3]));
        return out;
    }

    private static String fill(String row, int c) {
        return row.substring(0, c) + '#' + row.substring(c + 1);
    }

    /** As the single-machine search writes a move: {@code vertical (1,2)-(2,2)}, rows and columns from 1. */
    private static String text(int[] m) {
        return (m[0] == m[2] ? "horizontal" : "vertical") + " (" + (m[0] + 1) + "," + (m[1] + 1) + ")-("
                + (m[2] + 1) + "," + (m[3] + 1) + ")";
    }
}
