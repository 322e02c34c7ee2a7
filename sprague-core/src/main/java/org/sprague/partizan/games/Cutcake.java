package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.PartizanRules;

/**
 * Cutcake (Winning Ways ch. 2): rectangles of cake ruled into unit squares. Left cuts a piece along a
 * vertical line (splitting its width), Right along a horizontal one (splitting its height); the pieces
 * form a disjunctive sum. Every value is an integer (Winning Ways' table). A position is a list of pieces
 * {@code WxH} ({@code W} columns, {@code H} rows), each solved once per size.
 */
public final class Cutcake implements PartizanRules<List<Cutcake.Piece>> {
    /** The largest side accepted. */
    public static final int MAX_SIDE = 400;

    private final CanonicalGames games;
    private int[][] memo = new int[0][0];

    /** Cutcake over {@code games}. */
    public Cutcake(CanonicalGames games) {
        this.games = games;
    }

    /**
     * A piece of cake.
     *
     * @param width columns
     * @param height rows
     */
    public record Piece(int width, int height) {
        @Override
        public String toString() {
            return width + "x" + height;
        }
    }

    /** Parses pieces {@code WxH}. */
    public static List<Piece> parse(List<String> args) {
        if (args.isEmpty()) {
            throw new BadInputException("cutcake needs at least one piece WxH (W columns, H rows)");
        }
        List<Piece> out = new ArrayList<>();
        for (String arg : args) {
            var m = java.util.regex.Pattern.compile("([0-9]{1,4})x([0-9]{1,4})").matcher(arg);
            if (!m.matches()) {
                throw new BadInputException("bad cutcake piece '" + arg + "': write WxH, e.g. 3x2 (3 columns, 2 rows)");
            }
            int w = Integer.parseInt(m.group(1));
            int h = Integer.parseInt(m.group(2));
            if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE) {
                throw new BadInputException("cutcake piece " + arg + ": sides must be 1.." + MAX_SIDE);
            }
            out.add(new Piece(w, h));
        }
        return out;
    }

    @Override
    public CanonicalGames games() {
        return games;
    }

    /**
     * The moves, each position made only when asked for: a sum of many pieces has many moves, and copying the
     * list of pieces for each would take time quadratic in their number.
     */
    @Override
    public List<PartizanMove<List<Piece>>> moves(List<Piece> position, boolean left) {
        List<PartizanMove<List<Piece>>> out = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            Piece p = position.get(i);
            int side = left ? p.width() : p.height();
            for (int a = 1; a < side; a++) {
                Piece first = left ? new Piece(a, p.height()) : new Piece(p.width(), a);
                Piece second = left ? new Piece(side - a, p.height()) : new Piece(p.width(), side - a);
                int index = i;
                String text = "piece " + (i + 1) + ": " + p + " -> " + first + " + " + second;
                out.add(new PartizanMove<>(text, () -> {
                    List<Piece> next = new ArrayList<>(position);
                    next.set(index, first);
                    next.add(index + 1, second);
                    return next;
                }, i < Integer.MAX_VALUE / (2 * (MAX_SIDE + 1)) - 1 ? tag(i, a, left) : -1));
            }
        }
        return out;
    }

    /** A move's tag: the piece's index, where it is cut, and by whom. */
    private static int tag(int index, int a, boolean left) {
        return (index * (MAX_SIDE + 1) + a) * 2 + (left ? 1 : 0);
    }

    /** The position whose value {@link #valueAfter} last used, and that value. */
    private List<Piece> lastPosition;
    private int lastValue;

    /** The value after a cut: the position's value less the piece's, plus the two new pieces' values. */
    @Override
    public int valueAfter(List<Piece> position, PartizanMove<List<Piece>> move) {
        if (move.tag() < 0) {
            return value(move.to());
        }
        if (lastPosition != position) {
            lastValue = value(position);
            lastPosition = position;
        }
        int index = move.tag() / (2 * (MAX_SIDE + 1));
        int a = move.tag() / 2 % (MAX_SIDE + 1);
        boolean left = move.tag() % 2 == 1;
        Piece p = position.get(index);
        int pieces = left ? games.sum(value(a, p.height()), value(p.width() - a, p.height()))
                : games.sum(value(p.width(), a), value(p.width(), p.height() - a));
        return games.sum(games.difference(lastValue, value(p.width(), p.height())), pieces);
    }

    @Override
    public int value(List<Piece> position) {
        int[] values = new int[position.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(position.get(i).width(), position.get(i).height());
        }
        return games.sum(values);
    }

    @Override
    public List<String> format(List<Piece> position) {
        return position.stream().map(Piece::toString).toList();
    }

    /** The value of one {@code w x h} piece, filling the table of smaller pieces first (no recursion). */
    int value(int w, int h) {
        if (w < memo.length && h < memo[0].length && memo[w][h] >= 0) {
            return memo[w][h];
        }
        if (memo.length <= w || memo[0].length <= h) {
            int[][] grown = new int[Math.max(w + 1, memo.length)][Math.max(h + 1, memo.length == 0 ? 0 : memo[0].length)];
            for (int[] row : grown) {
                java.util.Arrays.fill(row, -1);
            }
            for (int x = 0; x < memo.length; x++) {
                System.arraycopy(memo[x], 0, grown[x], 0, memo[x].length);
            }
            memo = grown;
        }
        for (int x = 1; x <= w; x++) {
            for (int y = 1; y <= h; y++) {
                if (memo[x][y] < 0) {
                    int[] left = new int[x - 1];
                    for (int a = 1; a < x; a++) {
                        left[a - 1] = games.sum(memo[a][y], memo[x - a][y]);
                    }
                    int[] right = new int[y - 1];
                    for (int b = 1; b < y; b++) {
                        right[b - 1] = games.sum(memo[x][b], memo[x][y - b]);
                    }
                    memo[x][y] = games.game(left, right);
                }
            }
        }
        return memo[w][h];
    }
}
