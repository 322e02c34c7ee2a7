package org.sprague.catalog.partizan.games;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;

/**
 * Partizan Euclid, a game of Richard Nowakowski and Neil McKay, with the rules CGSuite states for it (its tutorial
 * "CGSuite In Action" and the example {@code desktop-app/release/etc/default-userdir/examples/PartizanEuclid.cgs};
 * {@code game.heap.PartizanEuclid} in its library): a position is a pair (p, q) of positive integers. When q
 * divides p the game is over; otherwise, with r = p mod q, Left's one move is to (q, r) and Right's one move is to
 * (q, q - r). Pairs with q > p are positions too (then r = p). No paper on the game was found to cite beyond
 * CGSuite.
 */
public final class PartizanEuclid extends PartizanRulesetGame<PartizanEuclid.Pair> {
    /** The largest number read: past it a line of play may be too long to follow. */
    static final long MOST = 1_000_000_000_000L;

    /**
     * A position.
     *
     * @param p the first number
     * @param q the second number, the one that divides
     */
    public record Pair(long p, long q) {
        @Override
        public String toString() {
            return p + " " + q;
        }
    }

    @Override
    public String id() {
        return "partizan-euclid";
    }

    @Override
    public String summary() {
        return "Partizan Euclid: from (p, q), Left moves to (q, p mod q), Right to (q, q - p mod q); over when q"
                + " divides p";
    }

    @Override
    public String syntax() {
        return "P Q, two positive integers";
    }

    @Override
    public List<String> examples() {
        return List.of("8 3", "8 7", "12 5", "100 37");
    }

    @Override
    public Pair parse(List<String> position) {
        if (position.size() != 2 || !position.stream().allMatch(a -> a.matches("[0-9]+"))) {
            throw new BadInputException(id() + " takes two positive integers P Q, e.g. 8 3");
        }
        if (position.stream().anyMatch(a -> new BigInteger(a).compareTo(BigInteger.valueOf(MOST)) > 0)) {
            throw new ResourceLimitException(id() + ": a number past " + MOST + ", the largest read");
        }
        long p = Long.parseLong(position.get(0));
        long q = Long.parseLong(position.get(1));
        if (p < 1 || q < 1) {
            throw new BadInputException(id() + ": the numbers must be positive, e.g. 8 3");
        }
        return new Pair(p, q);
    }

    @Override
    public List<PartizanMove<Pair>> moves(Pair position, boolean left) {
        long r = position.p() % position.q();
        if (r == 0) {
            return List.of();
        }
        Pair to = new Pair(position.q(), left ? r : position.q() - r);
        return List.of(new PartizanMove<>("(" + position.p() + "," + position.q() + ") -> (" + to.p() + ","
                + to.q() + ")", to));
    }

    @Override
    public List<String> format(Pair position) {
        return List.of(Long.toString(position.p()), Long.toString(position.q()));
    }

    @Override
    protected String valueNote() {
        return "every pair reached valued once";
    }

    /** The two numbers as stones; the one move of the player to move is on the second, the number that divides. */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        Pair pair = parse(position);
        List<Board.Spot> spots = moves.stream().map(m -> new Board.Spot(0, 1, 0, 1, m.text())).toList();
        return Optional.of(new Board.Grid("stones", List.of(List.of("" + pair.p(), "" + pair.q())), spots));
    }
}
