package org.sprague.catalog.board;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.sprague.catalog.moves.Move;

/**
 * Boards of one row of stones or numbers, as the scoring and blackboard games have them. As in {@link Boards}, each
 * clickable stone is matched to its move by the row the move leaves ({@code reached}, the rows after the moves in
 * the moves' order, leading words such as {@code --turn bob} taken off), so no rule is stated twice.
 */
public final class RowBoards {
    private RowBoards() {
    }

    /**
     * Stones each of which a move takes away alone: stone i is the move that leaves the row without it. Where a run
     * of equal stones leaves the same row, the moves go to the run's stones in order, among those {@code candidate}
     * admits (Colors removes only a letter between two like it, so an end of the run is not a candidate).
     *
     * @param row the stones, in order
     * @param moves the listed moves
     * @param reached the row each move leaves
     * @param candidate which stones (by index from 0) a move may be drawn on
     * @param caption the sentence drawn with the row, or {@code null}
     * @return the board; empty when the row is too long to draw
     */
    public static Optional<Board> removals(List<String> row, List<Move> moves, List<List<String>> reached,
            IntPredicate candidate, String caption) {
        return row(row, moves, reached, caption, (to, move, found) -> {
            for (int i = 0; i < row.size(); i++) {
                int stone = i;
                List<String> without = new ArrayList<>(row);
                without.remove(i);
                if (candidate.test(i) && found.stream().noneMatch(s -> s.col() == stone) && without.equals(to)) {
                    return new Board.Spot(0, i, 0, i, move);
                }
            }
            return null;
        });
    }

    /**
     * Moves that take (or merge) the first k stones: stone k - 1, the last one taken, is that move. A move takes
     * the first k stones when it leaves the rest alone ({@code merged} false), or the rest after one new stone, their
     * sum ({@code merged} true, Stone Game VIII).
     *
     * @param row the stones, in order
     * @param moves the listed moves
     * @param reached the row each move leaves
     * @param merged whether the stones taken are put back as one stone in front
     * @param caption the sentence drawn with the row, or {@code null}
     * @return the board; empty when the row is too long to draw
     */
    public static Optional<Board> prefixes(List<String> row, List<Move> moves, List<List<String>> reached,
            boolean merged, String caption) {
        int n = row.size();
        return row(row, moves, reached, caption, (to, move, found) -> {
            int k = n - to.size() + (merged ? 1 : 0);
            List<String> after = merged && !to.isEmpty() ? to.subList(1, to.size()) : to;
            return k >= 1 && k <= n && after.equals(row.subList(k, n)) ? new Board.Spot(0, k - 1, 0, k - 1, move)
                    : null;
        });
    }

    /**
     * Moves that keep a part of the row from one end (Stone Game V's splits): the span of stones a move keeps is
     * that move, drawn from its first stone to its last; two moves keeping equal rows take the front and the back.
     *
     * @param row the stones, in order
     * @param moves the listed moves
     * @param reached the row each move leaves
     * @param caption the sentence drawn with the row, or {@code null}
     * @return the board; empty when the row is too long to draw
     */
    public static Optional<Board> kept(List<String> row, List<Move> moves, List<List<String>> reached,
            String caption) {
        int n = row.size();
        return row(row, moves, reached, caption, (to, move, found) -> {
            int k = to.size();
            if (k == 0 || k > n) {
                return null;
            }
            boolean frontFree = found.stream().noneMatch(s -> s.col() == 0 && s.col2() == k - 1);
            if (to.equals(row.subList(0, k)) && frontFree) {
                return new Board.Spot(0, 0, 0, k - 1, move);
            }
            return to.equals(row.subList(n - k, n)) ? new Board.Spot(0, n - k, 0, n - 1, move) : null;
        });
    }

    /** Where a move's spot lies on the row, given the row it leaves and the spots found so far; null for none. */
    private interface SpotOf {
        Board.Spot of(List<String> to, String move, List<Board.Spot> found);
    }

    /** The row of stones with a spot for each move that {@code spotOf} places; empty for a row too long. */
    private static Optional<Board> row(List<String> row, List<Move> moves, List<List<String>> reached,
            String caption, SpotOf spotOf) {
        if (row.isEmpty() || row.size() > Boards.MOST_STONES) {
            return Optional.empty();
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
            Board.Spot spot = spotOf.of(reached.get(m), moves.get(m).text(), spots);
            if (spot != null) {
                spots.add(spot);
            }
        }
        return Optional.of(new Board.Grid("stones", List.of(List.copyOf(row)), spots, caption));
    }

    /**
     * Numbers a move subtracts from {@code n} (the divisor game): one stone for each move, showing n less the
     * number the move leaves.
     *
     * @param n the number on the board
     * @param moves the listed moves
     * @param reached the number each move leaves
     * @param caption the sentence drawn with the stones, or {@code null}
     * @return the board; empty when the moves are too many to draw
     */
    public static Optional<Board> subtracted(String n, List<Move> moves, List<String> reached, String caption) {
        if (moves.size() > Boards.MOST_STONES || !n.matches("[0-9]{1,1000}")) {
            return Optional.empty();
        }
        List<String> amounts = new ArrayList<>();
        List<Board.Spot> spots = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
            amounts.add(new BigInteger(n).subtract(new BigInteger(reached.get(m))).toString());
            spots.add(new Board.Spot(0, m, 0, m, moves.get(m).text()));
        }
        if (amounts.isEmpty()) {
            // nothing to subtract: the number alone, which no move leaves
            return Optional.of(new Board.Grid("stones", List.of(List.of(n)), List.of(), caption));
        }
        return Optional.of(new Board.Grid("stones", List.of(amounts), spots, caption));
    }
}
