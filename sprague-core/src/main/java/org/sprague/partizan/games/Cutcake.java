package org.sprague.partizan.games;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;

/**
 * Cutcake (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 2): rectangles of cake ruled into unit squares. Left
 * cuts a piece along a vertical line (splitting its width), Right along a horizontal one (splitting its height); the
 * pieces form a disjunctive sum, each piece a part. A position is a list of pieces {@code WxH} ({@code W} columns,
 * {@code H} rows). Every value is an integer (<i>Winning Ways</i>' table of Cutcake), and the table's pattern is a
 * closed form this ruleset states as its known value ({@link #knownValue}): with {@code a} and {@code b} the
 * exponents of the largest powers of two at most {@code W} and {@code H}, a piece is {@code floor(W / 2^b) - 1} when
 * {@code a > b}, {@code -(floor(H / 2^a) - 1)} when {@code b > a}, and 0 when they are equal. {@code CutcakeTest}
 * holds it to the values of the options on every piece up to 24x24.
 */
public final class Cutcake implements PartizanRuleset<List<Cutcake.Piece>> {
    /** The largest side accepted. */
    public static final int MAX_SIDE = 400;

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

    /**
     * Parses pieces {@code WxH}.
     *
     * @param args one piece an argument
     * @return the pieces
     * @throws BadInputException for a malformed piece or a side out of 1..{@value #MAX_SIDE}
     */
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

    /**
     * The cuts, each made in one piece (its part) and each position made only when asked for: a sum of many pieces
     * has many moves, and copying the list of pieces for each would take time quadratic in their number.
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
                out.add(PartizanMove.inPart(text, () -> {
                    List<Piece> next = new ArrayList<>(position);
                    next.set(index, first);
                    next.add(index + 1, second);
                    return next;
                }, i, () -> List.of(first, second)));
            }
        }
        return out;
    }

    @Override
    public List<String> format(List<Piece> position) {
        return position.stream().map(Piece::toString).toList();
    }

    /** Each piece alone, in order (the part a move names is its piece's index). */
    @Override
    public List<List<Piece>> parts(List<Piece> position) {
        if (position.size() == 1) {
            return List.of(position);
        }
        List<List<Piece>> out = new ArrayList<>(position.size());
        for (Piece p : position) {
            out.add(List.of(p));
        }
        return out;
    }

    /** The closed form of <i>Winning Ways</i>' table for one piece (the class comment). */
    @Override
    public int knownValue(List<Piece> part, CanonicalGames games) {
        if (part.size() != 1) {
            return NOT_KNOWN;
        }
        return games.integer(value(part.get(0).width(), part.get(0).height()));
    }

    /** The value of a {@code w x h} piece by the closed form. */
    static long value(int w, int h) {
        int a = 31 - Integer.numberOfLeadingZeros(w);
        int b = 31 - Integer.numberOfLeadingZeros(h);
        return a > b ? (w >> b) - 1 : b > a ? -((h >> a) - 1) : 0;
    }
}
