package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Positions;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.value.Outcome;

/**
 * The blackboard XOR game (LeetCode 810): players erase one number in turn; who starts a turn with the board's XOR
 * equal to 0 wins (so erasing to XOR 0 loses). The player to move wins exactly when the XOR is 0 or the count is
 * even. With an even count and XOR {@code x != 0}, erasing any number other than {@code x} leaves an odd count
 * with XOR not 0, and from there every erasure leaves an even count (with XOR 0, or not): those are the winning
 * moves, and an odd count with XOR not 0 has none.
 *
 * <p>The winner is not decided by the last move, so no Grundy value is reported.
 */
public final class XorBlackboardGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    @Override
    public String id() {
        return "xor-blackboard";
    }

    @Override
    public String summary() {
        return "blackboard XOR game (LeetCode 810): erase a number; start a turn with XOR 0 and you win";
    }

    @Override
    public String syntax() {
        return "A1 A2 ... (the numbers on the board, non-negative integers of any size)";
    }

    @Override
    public List<String> examples() {
        return List.of("1 1 2", "1 2 3 4", "5 5");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        List<BigInteger> board = new ArrayList<>();
        Positions.requireNonEmpty(position, "the numbers on the board, such as 1 1 2");
        for (int i = 0; i < position.size(); i++) {
            board.add(Positions.parseNonNegative(position.get(i), "number " + (i + 1)));
        }
        BigInteger x = BigInteger.ZERO;
        for (BigInteger v : board) {
            x = x.xor(v);
        }
        boolean even = board.size() % 2 == 0;
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofWin(x.signum() == 0 || even));
        if (x.signum() == 0) {
            answer.note("the board's XOR is 0: the player to move has won already, no move is needed");
        } else if (even) {
            for (int i = 0; i < board.size(); i++) {
                if (!board.get(i).equals(x)) {
                    List<String> to = null;
                    if (board.size() <= Solution.MAX_COMPONENTS_WITH_TO) {
                        to = new ArrayList<>(position);
                        to.remove(i);
                    }
                    answer.move(MoveReport.of("erase number " + (i + 1) + " (" + board.get(i) + ")", to));
                }
            }
        }
        answer.note("the player to move wins exactly when the XOR is 0 or the count of numbers is even");
        answer.grundyAndRemotenessUndefined("grundy and remoteness not reported: the winner is decided by the XOR rule, not by the last move");
        return answer.build();
    }

    /**
     * The erasures of {@link XorBlackboardRules}; every board of one to three numbers up to 5, in every order, and of four to six numbers up to 7, ascending, whose XOR is
     * not 0. A
     * board of XOR 0 is won without a move (the rules' claim), so it lists no winning move and is left out; such
     * boards are still reached, and judged by the rules, as the targets of moves.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> boards = new ArrayList<>();
        for (List<String> p : SmallRules.integerLists(6, 7)) {
            List<Integer> v = SmallRules.ints(p);
            boolean small = v.size() <= 3 && v.stream().allMatch(n -> n <= 5);
            boolean ascending = v.size() > 3 && v.equals(v.stream().sorted().toList());
            if ((small || ascending) && v.stream().reduce(0, (a, b) -> a ^ b) != 0) {
                boards.add(p);
            }
        }
        return Optional.of(new SmallRules<>(XorBlackboardRules.GAME, SmallRules::ints, boards));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new XorBlackboardMoves());
    }

    /** The numbers on the board, each the move that erases it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ClassicBoards.xorBlackboard(this, options, position);
    }
}
