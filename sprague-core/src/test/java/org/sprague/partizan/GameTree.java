package org.sprague.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The test oracle: games as explicit trees {L | R} and a plain minimax over sums of them, written without the
 * engine (no canonical forms, no numbers, no caches beyond a memo on the positions themselves). Equal
 * subtrees are equal objects, so the minimax memo also merges transpositions.
 */
public final class GameTree {
    public static final GameTree ZERO = new GameTree(List.of(), List.of());

    private final List<GameTree> left;
    private final List<GameTree> right;
    private final int hash;

    public GameTree(List<GameTree> left, List<GameTree> right) {
        this.left = List.copyOf(left);
        this.right = List.copyOf(right);
        this.hash = this.left.hashCode() * 31 + this.right.hashCode();
    }

    public List<GameTree> left() {
        return left;
    }

    public List<GameTree> right() {
        return right;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || (o instanceof GameTree t && t.hash == hash && t.left.equals(left) && t.right.equals(right));
    }

    /** The game tree of {@code position} under test-written move rules, shared subtrees made once. */
    public static <P> GameTree ofPosition(P position, java.util.function.BiFunction<P, Boolean, List<P>> moves,
            Map<P, GameTree> memo) {
        GameTree known = memo.get(position);
        if (known != null) {
            return known;
        }
        List<GameTree> l = new ArrayList<>();
        List<GameTree> r = new ArrayList<>();
        for (P p : moves.apply(position, true)) {
            l.add(ofPosition(p, moves, memo));
        }
        for (P p : moves.apply(position, false)) {
            r.add(ofPosition(p, moves, memo));
        }
        GameTree made = new GameTree(l, r);
        memo.put(position, made);
        return made;
    }

    public GameTree negate() {
        return new GameTree(negateAll(right), negateAll(left));
    }

    private static List<GameTree> negateAll(List<GameTree> games) {
        List<GameTree> out = new ArrayList<>();
        for (GameTree g : games) {
            out.add(g.negate());
        }
        return out;
    }

    /** A random tree of at most {@code depth} levels, each side with up to {@code width} options. */
    public static GameTree random(Random random, int depth, int width) {
        if (depth == 0) {
            return ZERO;
        }
        List<GameTree> l = new ArrayList<>();
        List<GameTree> r = new ArrayList<>();
        int nl = random.nextInt(width + 1);
        int nr = random.nextInt(width + 1);
        for (int i = 0; i < nl; i++) {
            l.add(random(random, random.nextInt(depth), width));
        }
        for (int i = 0; i < nr; i++) {
            r.add(random(random, random.nextInt(depth), width));
        }
        return new GameTree(l, r);
    }

    /** The id of this tree's value, built option by option. */
    public int toId(CanonicalGames games) {
        int[] l = new int[left.size()];
        int[] r = new int[right.size()];
        for (int i = 0; i < l.length; i++) {
            l[i] = left.get(i).toId(games);
        }
        for (int i = 0; i < r.length; i++) {
            r[i] = right.get(i).toId(games);
        }
        return games.game(l, r);
    }

    /** The canonical form the engine holds for {@code id}, as an explicit tree. */
    public static GameTree of(CanonicalGames games, int id) {
        List<GameTree> l = new ArrayList<>();
        List<GameTree> r = new ArrayList<>();
        for (int o : games.leftOptions(id)) {
            l.add(of(games, o));
        }
        for (int o : games.rightOptions(id)) {
            r.add(of(games, o));
        }
        return new GameTree(l, r);
    }

    /** Plain minimax on a disjunctive sum of trees. */
    public static final class Minimax {
        private final Map<List<GameTree>, Boolean> leftFirst = new HashMap<>();
        private final Map<List<GameTree>, Boolean> rightFirst = new HashMap<>();

        /** Does the player to move win in the sum, Left moving first ({@code left}) or Right? */
        public boolean firstWins(List<GameTree> sum, boolean left) {
            Map<List<GameTree>, Boolean> memo = left ? leftFirst : rightFirst;
            Boolean known = memo.get(sum);
            if (known != null) {
                return known;
            }
            boolean wins = false;
            for (int i = 0; i < sum.size() && !wins; i++) {
                for (GameTree option : left ? sum.get(i).left() : sum.get(i).right()) {
                    List<GameTree> next = new ArrayList<>(sum);
                    next.set(i, option);
                    if (!firstWins(next, !left)) {
                        wins = true;
                        break;
                    }
                }
            }
            memo.put(sum, wins);
            return wins;
        }

        /** "L", "R", "N" or "P" of the sum. */
        public String outcomeClass(List<GameTree> sum) {
            boolean l = firstWins(sum, true);
            boolean r = firstWins(sum, false);
            return l && r ? "N" : l ? "L" : r ? "R" : "P";
        }

        /** {@code g <= h}: Right moving first loses in {@code h - g}. */
        public boolean leq(GameTree g, GameTree h) {
            return !firstWins(List.of(h, g.negate()), false);
        }
    }
}
