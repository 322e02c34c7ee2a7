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
import org.sprague.catalog.GridTable;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.Move;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.WinningMoves;
import org.sprague.value.Outcome;

/**
 * Wythoff's game (POJ 1067, HDU 1527, HDU 2177): two piles; take any number from one pile or the same number from
 * both. Outcome and every winning move by {@link Wythoff}'s exact Beatty pairs, for piles of any size; Grundy
 * value and remoteness by the generic engine when the piles are small.
 *
 * <p>Winning moves come in HDU 2177's order: the equal-take move first, then the move in pile 1, then the move in
 * pile 2; each {@code to} lists the smaller pile first, as HDU 2177 prints it, and a move reaching the same pair
 * as an earlier one is listed once (from {@code 2 2}, emptying to {@code 1 2} from either pile).
 */
public final class WythoffGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many (positions x options) the search handles in about a second, the standard search budget. */
    static final double COST_PER_SECOND = 2e7;

    @Override
    public String id() {
        return "wythoff";
    }

    @Override
    public String summary() {
        return "Wythoff's game (POJ 1067, HDU 1527, HDU 2177): take from one pile, or the same from both";
    }

    @Override
    public String syntax() {
        return "A B (two pile sizes, non-negative integers of any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("5 8", "4 7", "123456789012345678901234567890 199757280763899870123370692655");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    /** Two piles; every pair up to 9. */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> pairs = new ArrayList<>();
        for (List<String> p : SmallRules.integerLists(2, 9)) {
            if (p.size() == 2) {
                pairs.add(p);
            }
        }
        return Optional.of(new SmallRules<>(WythoffRules.GAME, SmallRules::ints, pairs));
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        if (position.size() != 2) {
            throw new BadInputException("wythoff takes two pile sizes, such as 'wythoff 5 8'; got "
                    + position.size() + " values");
        }
        BigInteger a = Positions.parseNonNegative(position.get(0), "pile 1");
        BigInteger b = Positions.parseNonNegative(position.get(1), "pile 2");
        List<MoveReport> moves = winningMoves(a, b);
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(!moves.isEmpty())).moves(moves);
        answer.note("losing pairs (floor(k*phi), floor(k*phi^2)), computed exactly with integer square roots");
        double cost = (a.doubleValue() + 1) * (b.doubleValue() + 1) * (a.doubleValue() + b.doubleValue() + 1);
        // the search holds piles as ints
        double estimate = a.bitLength() > 30 || b.bitLength() > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.linear(cost, COST_PER_SECOND);
        OptionalWork.grundyAndRemoteness(answer, options.budget(), estimate, done -> {
            MemoizedGrundySolver<List<Integer>> engine =
                    new MemoizedGrundySolver<>(WythoffRules.GAME, WythoffRules.SORTED, Long.MAX_VALUE);
            List<Integer> start = List.of(a.intValueExact(), b.intValueExact());
            done.grundy(engine.grundy(start)).remoteness(engine.remoteness(start));
        });
        return answer.build();
    }

    /**
     * Every winning move from piles {@code (a, b)}, in HDU 2177's order: the engine's listing ({@link WinningMoves})
     * over the candidate moves, tested against Wythoff's pairs. Every move is kept, even two that reach the same
     * pair of sizes (from 2 3: both piles -1, or pile 2 -> 1); 'to' keeps the piles in the position's order.
     */
    static List<MoveReport> winningMoves(BigInteger a, BigInteger b) {
        List<MoveReport> moves = new ArrayList<>();
        for (Move<List<BigInteger>> m : WinningMoves.of(WythoffRules.CANDIDATES, WythoffRules::lost, List.of(a, b))) {
            moves.add(MoveReport.of(m.label(), List.of(m.to().get(0).toString(), m.to().get(1).toString())));
        }
        return moves;
    }

    /** {@inheritDoc} */
    /** Grundy (or misère) values of every pair of pile sizes, for {@code values wythoff}. */
    @Override
    public Optional<GridTable> gridTable() {
        return Optional.of(new GridTable() {
            @Override
            public String description() {
                return "Grundy values of Wythoff's game on a grid of pile sizes.";
            }

            @Override
            public int[][] values(int rows, int cols, boolean misere) {
                return WythoffGrid.values(rows, cols, misere);
            }
        });
    }

    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.WYTHOFF);
    }

    /** The Beatty pair of the position's difference, and whether the position is that pair. */
    @Override
    public Optional<String> closedForm(GameOptions options, List<String> position) {
        if (position.size() != 2) {
            return Optional.empty();
        }
        try {
            BigInteger a = Positions.parseNonNegative(position.get(0), "pile 1");
            BigInteger b = Positions.parseNonNegative(position.get(1), "pile 2");
            BigInteger k = a.subtract(b).abs();
            BigInteger low = Wythoff.lower(k);
            String pair = "(" + low + ", " + low.add(k) + ")";
            return Optional.of("Beatty pairs: the losing positions are (floor(k*phi), floor(k*phi) + k); here k = |"
                    + a + " - " + b + "| = " + k + " and floor(k*phi) = " + low + ", so the losing pair with this"
                    + " difference is " + pair + (a.min(b).equals(low) ? ", which is this position: the player to move"
                    + " loses" : ", not this position: the player to move wins"));
        } catch (BadInputException e) {
            return Optional.empty(); // the answer reports the bad position itself
        }
    }

    /** The queen on a grid, brought home to the corner (0, 0); each square she reaches is a move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, Boards::queen);
    }
}
