package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.solve.NimHeap;
import org.sprague.solve.SpragueGrundySum;
import org.sprague.solve.SumMove;
import org.sprague.value.Outcome;

/**
 * The coin game of hihoCoder 1172 (Turning Turtles; Berlekamp, Conway, Guy, Winning Ways ch. 14): coins in a row;
 * a move turns one head to tails and may also turn any one coin to its left. A head at place {@code i} (from 1)
 * is a Nim heap of {@code i}: turning it alone empties the heap, turning coin {@code j < i} too moves it to
 * {@code j} (two heads at {@code j} cancel, as equal heaps do in a nim-sum). So the Grundy value is the XOR of the
 * places of the heads, and the winning moves turn a head at {@code i} with {@code i XOR x < i}, together with coin
 * {@code i XOR x} unless that is 0: the one sum solver ({@link SpragueGrundySum}) over {@link NimHeap} lists them.
 */
public final class CoinsGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many coins the remoteness search (every subset of them) handles in about a second. */
    static final int COINS_PER_SECOND = 16;

    @Override
    public String id() {
        return "coins";
    }

    @Override
    public String summary() {
        return "coin row (hihoCoder 1172): turn a head over, and optionally one coin to its left";
    }

    @Override
    public String syntax() {
        return "COINS (one word of H and T, left to right, such as HHTHTTHT)";
    }

    @Override
    public List<String> examples() {
        return List.of("HHTHTTHT", "THHT");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        String row = parse(position);
        List<BigInteger> heads = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == 'H') {
                heads.add(BigInteger.valueOf(i + 1));
            }
        }
        SpragueGrundySum.Analysis<BigInteger> sum = new SpragueGrundySum<>(NimHeap.INSTANCE).analyse(heads);
        long x = sum.value().longValueExact();
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofGrundy(x)).grundy(x);
        for (SumMove<BigInteger> m : sum.winningMoves()) {
            int place = heads.get(m.component()).intValueExact();
            int other = m.option().intValueExact();
            char[] next = row.toCharArray();
            next[place - 1] = 'T';
            String text = "turn coin " + place;
            if (other > 0) {
                next[other - 1] = next[other - 1] == 'H' ? 'T' : 'H';
                text = "turn coins " + place + " and " + other;
            }
            answer.move(MoveReport.of(text, row.length() <= Solution.MAX_COMPONENTS_WITH_TO
                    ? List.of(new String(next)) : null));
        }
        answer.note("a head at place i (from 1) is a Nim heap of i");
        if (row.length() > Solution.MAX_COMPONENTS_WITH_TO && x != 0) {
            answer.note("'to' left out of the moves: the row has more than " + Solution.MAX_COMPONENTS_WITH_TO
                    + " coins");
        }
        // the search indexes rows by an int bit mask
        double estimate = row.length() > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.exponential(row.length(), COINS_PER_SECOND);
        OptionalWork.remoteness(answer, options.budget(), estimate, a -> {
            int mask = 0;
            for (int i = 0; i < row.length(); i++) {
                mask |= row.charAt(i) == 'H' ? 1 << i : 0;
            }
            a.remoteness(new IndexedGrundySolver(CoinRules.row(row.length())).remoteness(mask));
        });
        return answer.build();
    }

    static String parse(List<String> position) {
        if (position.size() != 1) {
            throw new BadInputException("coins takes one word of H and T, such as 'coins HHTHTTHT'; got "
                    + position.size() + " words");
        }
        String row = position.get(0);
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c != 'H' && c != 'T') {
                throw new BadInputException("coin " + (i + 1) + " is '" + c + "'; use H (heads) and T (tails) only");
            }
        }
        if (row.isEmpty()) {
            throw new BadInputException("coins needs at least one coin, such as 'coins HT'");
        }
        return row;
    }

    /**
     * The row's rules ({@link CoinRules#row}) on the mask of its heads; every row of one to ten coins. A move
     * only turns coins left of a head, so one mask over the longest row serves rows of every length.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> rows = SmallRules.words('T', 'H', 10);
        return Optional.of(new SmallRules<>(SmallRules.boxed(CoinRules.row(10)), p -> {
            String row = parse(p);
            int mask = 0;
            for (int i = 0; i < row.length(); i++) {
                mask |= row.charAt(i) == 'H' ? 1 << i : 0;
            }
            return mask;
        }, rows));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.COINS);
    }

    /** The row of coins; a head is the move that turns it alone, an arc under two coins the move that turns both. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (rows, moves) -> Boards.cells("coins", rows, moves,
                moves.stream().map(org.sprague.catalog.moves.Move::to).toList()));
    }
}
