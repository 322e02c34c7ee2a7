package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.Positions;
import org.sprague.catalog.classic.FibonacciNimGame;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;

/**
 * Moves of the classic games whose positions are a few numbers or one word: Wythoff, Fibonacci Nim, the divisor
 * game, staircase Nim, Flip Game II and the coin row. Each method lists every legal move in the game's natural
 * order and writes the reached position in the game's own syntax; also the coin board of FZU 1928.
 */
final class ClassicMoves {
    private static final BigInteger MOST = BigInteger.valueOf(PositionMoves.MAX_MOVES);

    static final PositionMoves WYTHOFF = (options, position) -> wythoff(position);
    static final PositionMoves FIBONACCI_NIM = (options, position) -> fibonacciNim(position);
    static final PositionMoves STAIRCASE = (options, position) -> staircase(position);
    static final PositionMoves COINS = (options, position) -> coins(position);
    static final PositionMoves COINS_2D = (options, position) -> coins2d(position);
    static final PositionMoves DIVISOR = (options, position) -> divisor(position);
    static final PositionMoves FLIP = (options, position) -> flip(position);

    private ClassicMoves() {
    }

    /** Wythoff: from pile 1, from pile 2, then the same from both; each by the amount taken, ascending. */
    static List<Move> wythoff(List<String> position) {
        arity(position, 2, "wythoff takes two pile sizes, such as 'wythoff 5 8'");
        int a = small(Positions.parseNonNegative(position.get(0), "pile 1"), "pile 1");
        int b = small(Positions.parseNonNegative(position.get(1), "pile 2"), "pile 2");
        List<Move> out = new ArrayList<>();
        for (int t = 1; t <= a; t++) {
            out.add(Move.of("pile 1: " + a + " -> " + (a - t), texts(a - t, b)));
        }
        for (int t = 1; t <= b; t++) {
            out.add(Move.of("pile 2: " + b + " -> " + (b - t), texts(a, b - t)));
        }
        for (int t = 1; t <= Math.min(a, b); t++) {
            out.add(Move.of("take " + t + " from both piles", texts(a - t, b - t)));
        }
        return out;
    }

    /** Fibonacci Nim: take t tokens, 1 <= t <= the cap (N-1 at first, else twice the previous take). */
    static List<Move> fibonacciNim(List<String> position) {
        FibonacciNimGame.Limits limits = FibonacciNimGame.limits(position);
        BigInteger n = limits.tokens();
        BigInteger cap = limits.cap().min(n);
        int most = small(cap, "the largest take");
        List<Move> out = new ArrayList<>();
        for (int t = 1; t <= most; t++) {
            BigInteger left = n.subtract(BigInteger.valueOf(t));
            out.add(Move.of("take " + t + " (" + n + " -> " + left + ")", List.of(left.toString(),
                    Integer.toString(t))));
        }
        return out;
    }

    /** The divisor game: subtract a divisor x < n, x ascending. */
    static List<Move> divisor(List<String> position) {
        arity(position, 1, "divisor takes one number, such as 'divisor 12'");
        BigInteger big = Positions.parseNonNegative(position.get(0), "N");
        if (big.signum() == 0) {
            throw new BadInputException("N must be at least 1, got 0");
        }
        if (big.bitLength() > 40) {
            throw new BadInputException("N is too large to list its divisors here (at most 2^40)");
        }
        long n = big.longValue();
        java.util.TreeSet<Long> divisors = new java.util.TreeSet<>();
        for (long x = 1; x * x <= n; x++) {
            if (n % x == 0) {
                divisors.add(x);
                divisors.add(n / x);
            }
        }
        divisors.remove(n);
        List<Move> out = new ArrayList<>();
        for (long x : divisors) {
            out.add(Move.of("subtract " + x + " (" + n + " -> " + (n - x) + ")", List.of(Long.toString(n - x))));
        }
        return out;
    }

    /** Staircase Nim (POJ 1704): move one chessman left, not onto or past its neighbour nor past cell 1. */
    static List<Move> staircase(List<String> position) {
        if (position.isEmpty()) {
            throw new BadInputException("staircase takes the chessmen's cells, such as 'staircase 1 2 3'");
        }
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            BigInteger c = Positions.parseInteger(position.get(i), "cell " + (i + 1));
            if (c.signum() <= 0) {
                throw new BadInputException("cell " + (i + 1) + " must be positive, got " + c);
            }
            cells.add(small(c, "cell " + (i + 1)));
        }
        List<Integer> sorted = new ArrayList<>(cells);
        sorted.sort(null);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            int at = cells.get(i);
            int k = sorted.indexOf(at);
            if (k + 1 < sorted.size() && sorted.get(k + 1) == at) {
                throw new BadInputException("two chessmen on cell " + at + ": cells must be distinct");
            }
            int floor = k == 0 ? 1 : sorted.get(k - 1) + 1;
            for (int q = at - 1; q >= floor; q--) {
                List<String> to = new ArrayList<>(position);
                to.set(i, Integer.toString(q));
                out.add(Move.of("chessman " + (i + 1) + ": " + at + " -> " + q, to));
            }
        }
        return out;
    }

    /** Flip Game II: turn two adjacent {@code ++} into {@code --}, leftmost first. */
    static List<Move> flip(List<String> position) {
        arity(position, 1, "flip takes one word of + and -, such as 'flip ++++'");
        String s = position.get(0);
        if (!s.matches("[+-]*")) {
            throw new BadInputException("flip takes one word of + and -, got '" + s + "'");
        }
        List<Move> out = new ArrayList<>();
        for (int i = 0; i + 1 < s.length(); i++) {
            if (s.charAt(i) == '+' && s.charAt(i + 1) == '+') {
                String to = s.substring(0, i) + "--" + s.substring(i + 2);
                out.add(Move.of("flip " + (i + 1) + "-" + (i + 2), List.of(to)));
            }
        }
        return out;
    }

    /** The coin row (hihoCoder 1172): turn a head over, alone or with one coin to its left. */
    static List<Move> coins(List<String> position) {
        arity(position, 1, "coins takes one word of H and T, such as 'coins HHTHTTHT'");
        String s = position.get(0);
        if (!s.matches("[HT]+")) {
            throw new BadInputException("coins takes one word of H and T, got '" + s + "'");
        }
        if (s.length() > 70) {
            throw new BadInputException("the row is too long to list every move here (at most 70 coins)");
        }
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != 'H') {
                continue;
            }
            out.add(Move.of("turn coin " + (i + 1), List.of(turn(s, i))));
            for (int j = 0; j < i; j++) {
                out.add(Move.of("turn coins " + (j + 1) + " and " + (i + 1), List.of(turn(turn(s, i), j))));
            }
        }
        return out;
    }

    /** The coin board (FZU 1928): turn a head F to B with one coin left of it in its row or above it in its column. */
    static List<Move> coins2d(List<String> position) {
        if (position.isEmpty() || position.size() * position.get(0).length() > 400) {
            throw new BadInputException("coins2d takes 1 to 400 coins in rows of F and B, such as 'coins2d FB BB'");
        }
        int width = position.get(0).length();
        for (String row : position) {
            if (row.length() != width || !row.matches("[FB]+")) {
                throw new BadInputException("coins2d takes rows of F and B of one length, such as 'coins2d FB BB'");
            }
        }
        List<Move> out = new ArrayList<>();
        for (int r = 0; r < position.size(); r++) {
            for (int c = 0; c < width; c++) {
                if (position.get(r).charAt(c) != 'F') {
                    continue;
                }
                for (int c2 = 0; c2 < c; c2++) {
                    out.add(Move.of("turn (" + (r + 1) + "," + (c + 1) + ") with (" + (r + 1) + "," + (c2 + 1) + ")",
                            board(position, r, c, r, c2)));
                }
                for (int r2 = 0; r2 < r; r2++) {
                    out.add(Move.of("turn (" + (r + 1) + "," + (c + 1) + ") with (" + (r2 + 1) + "," + (c + 1) + ")",
                            board(position, r, c, r2, c)));
                }
            }
        }
        return out;
    }

    private static List<String> board(List<String> rows, int r, int c, int r2, int c2) {
        List<String> out = new ArrayList<>(rows);
        out.set(r, flip(out.get(r), c));
        out.set(r2, flip(out.get(r2), c2));
        return out;
    }

    private static String flip(String row, int i) {
        return row.substring(0, i) + (row.charAt(i) == 'F' ? 'B' : 'F') + row.substring(i + 1);
    }

    private static String turn(String s, int i) {
        char c = s.charAt(i) == 'H' ? 'T' : 'H';
        return s.substring(0, i) + c + s.substring(i + 1);
    }

    private static void arity(List<String> position, int n, String usage) {
        if (position.size() != n) {
            throw new BadInputException(usage + "; got " + position.size() + " values");
        }
    }

    private static int small(BigInteger n, String what) {
        if (n.compareTo(MOST) > 0) {
            throw new BadInputException(what + " is " + n + ": moves are listed one by one, so it must be at most "
                    + MOST + " here");
        }
        return n.intValue();
    }

    private static List<String> texts(int a, int b) {
        return List.of(Integer.toString(a), Integer.toString(b));
    }
}
