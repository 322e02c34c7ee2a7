package org.sprague.catalog.classic;

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
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ImpartialGame;
import org.sprague.solve.IndexedGrundySolver;
import org.sprague.value.Outcome;

/**
 * The coin board of FZU 1928: a move turns two coins of one row or one column, the lower or right one from F
 * (heads) to B. A head at row {@code r}, column {@code c} (from 0) moves like a pair of Nim heaps {@code (r, c)}
 * where one heap shrinks (the partner coin's place), so its Grundy value is {@code r XOR c}; a board is the XOR
 * of its heads (coin-turning games are sums of their single-head positions, Winning Ways ch. 14).
 *
 * <p>The winning moves turn a head at {@code (r, c)} with {@code t = (r XOR c) XOR x}: with coin
 * {@code (r, r XOR t)} when that column is left of {@code c}, and with coin {@code (c XOR t, c)} when that row is
 * above {@code r}. Heads in row-major order, the row partner before the column partner.
 */
public final class Coins2dGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many coins the remoteness search (every subset of them) handles in about a second. */
    static final int COINS_PER_SECOND = 16;

    @Override
    public String id() {
        return "coins2d";
    }

    @Override
    public String summary() {
        return "coin board (FZU 1928): turn two coins of a row or column, the lower/right one from F to B";
    }

    @Override
    public String syntax() {
        return "ROW... (one word of F and B per row, all rows of equal length, such as FB BB)";
    }

    @Override
    public List<String> examples() {
        return List.of("FB BB", "BF BB", "FFB BFF FBF");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        char[][] board = parse(position);
        int rows = board.length;
        int cols = board[0].length;
        long x = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                x ^= board[r][c] == 'F' ? r ^ c : 0;
            }
        }
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofGrundy(x)).grundy(x);
        if (x != 0) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if (board[r][c] != 'F') {
                        continue;
                    }
                    long t = (r ^ c) ^ x;
                    long c2 = r ^ t;
                    if (c2 < c) {
                        answer.move(move(board, r, c, r, (int) c2));
                    }
                    long r2 = c ^ t;
                    if (r2 < r) {
                        answer.move(move(board, r, c, (int) r2, c));
                    }
                }
            }
        }
        answer.note("a head (F) at row r, column c (from 0) has Grundy value r XOR c");
        if (rows * cols > Solution.MAX_COMPONENTS_WITH_TO && x != 0) {
            answer.note("'to' left out of the moves: the board has more than " + Solution.MAX_COMPONENTS_WITH_TO
                    + " coins");
        }
        // the search indexes boards by an int bit mask
        double estimate = rows * cols > 30 ? Double.POSITIVE_INFINITY
                : OptionalWork.exponential(rows * cols, COINS_PER_SECOND);
        OptionalWork.remoteness(answer, options.budget(), estimate, a -> {
            int mask = 0;
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    mask |= board[r][c] == 'F' ? 1 << (r * cols + c) : 0;
                }
            }
            a.remoteness(new IndexedGrundySolver(CoinRules.board(rows, cols)).remoteness(mask));
        });
        return answer.build();
    }

    private static MoveReport move(char[][] board, int r, int c, int r2, int c2) {
        List<String> to = new ArrayList<>();
        for (int i = 0; i < board.length && board.length * board[0].length <= Solution.MAX_COMPONENTS_WITH_TO; i++) {
            char[] row = board[i].clone();
            if (i == r) {
                row[c] = 'B';
            }
            if (i == r2) {
                row[c2] = row[c2] == 'F' ? 'B' : 'F';
            }
            to.add(new String(row));
        }
        String text = "turn (" + (r + 1) + "," + (c + 1) + ") and (" + (r2 + 1) + "," + (c2 + 1) + ")";
        return MoveReport.of(text, board.length * board[0].length <= Solution.MAX_COMPONENTS_WITH_TO ? to : null);
    }

    static char[][] parse(List<String> position) {
        if (position.isEmpty()) {
            throw new BadInputException("missing position: give the rows of the board, such as 'coins2d FB BB'");
        }
        char[][] board = new char[position.size()][];
        for (int r = 0; r < board.length; r++) {
            String row = position.get(r);
            if (row.isEmpty()) {
                throw new BadInputException("row " + (r + 1) + " is empty");
            }
            if (row.length() != position.get(0).length()) {
                throw new BadInputException("row " + (r + 1) + " has " + row.length() + " coins but row 1 has "
                        + position.get(0).length() + "; every row needs the same length");
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch != 'F' && ch != 'B') {
                    throw new BadInputException("row " + (r + 1) + ", column " + (c + 1) + " is '" + ch
                            + "'; use F (heads) and B (tails) only");
                }
            }
            board[r] = row.toCharArray();
        }
        return board;
    }

    /**
     * The board's rules ({@link CoinRules#board}) on {@code [rows, cols, mask of heads]}; every board of up to
     * three rows and four columns.
     */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> boards = SmallBoards.every(3, 4, 'F', 'B');
        ImpartialGame<List<Integer>> game = (p, sink) -> CoinRules.board(p.get(0), p.get(1))
                .forEachOption(p.get(2), mask -> sink.accept(List.of(p.get(0), p.get(1), mask)));
        return Optional.of(new SmallRules<>(game, p -> {
            char[][] board = parse(p);
            int cols = board[0].length;
            int mask = 0;
            for (int r = 0; r < board.length; r++) {
                for (int c = 0; c < cols; c++) {
                    mask |= board[r][c] == 'F' ? 1 << (r * cols + c) : 0;
                }
            }
            return List.of(board.length, cols, mask);
        }, boards));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.COINS_2D);
    }

    /** The coin board; the two coins a move turns are that move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ClassicBoards.coins2d(this, options, position);
    }
}
