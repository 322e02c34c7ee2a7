package org.sprague.catalog.classic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.sprague.catalog.GameOptions;
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

    static final PositionMoves WYTHOFF = new WythoffMoves();
    static final PositionMoves FIBONACCI_NIM = new FibonacciNimMoves();
    static final PositionMoves STAIRCASE = (options, position) -> staircase(position);
    static final PositionMoves COINS = (options, position) -> coins(position);
    static final PositionMoves COINS_2D = (options, position) -> coins2d(position);
    static final PositionMoves DIVISOR = new DivisorMoves();
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
            throw new BadInputException(usage + "; got " + position.size() + (position.size() == 1 ? " value" : " values"));
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

    /** {@code text} in lower case, spaces around it dropped and runs of spaces made one. */
    private static String words(String text) {
        return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    /** Wythoff's moves, listed or typed at any size: {@code pile I -> N} or {@code both T}. */
    private static final class WythoffMoves implements PositionMoves {
        @Override
        public List<Move> moves(GameOptions options, List<String> position) {
            return wythoff(position);
        }

        @Override
        public Optional<String> typedSyntax(GameOptions options, List<String> position) {
            return Optional.of("pile I -> N (N below pile I), or both T (take T from both piles)");
        }

        /**
         * {@code pile I -> N} (also as the listing writes it, {@code pile I: FROM -> N}), {@code both T} or the
         * listing's {@code take T from both piles}.
         */
        @Override
        public Move typed(GameOptions options, List<String> position, String text) {
            BigInteger[] piles = piles(position);
            String t = words(text);
            java.util.regex.Matcher pile = java.util.regex.Pattern
                    .compile("(?:pile )?([12])(?: ?: ?(\\d+))? ?(?:->| ) ?(\\d+)").matcher(t);
            java.util.regex.Matcher both = java.util.regex.Pattern
                    .compile("(?:both|take) (\\d+)(?: from both piles)?").matcher(t);
            if (pile.matches()) {
                int i = Integer.parseInt(pile.group(1)) - 1;
                BigInteger to = new BigInteger(pile.group(3));
                if (pile.group(2) != null && !new BigInteger(pile.group(2)).equals(piles[i])) {
                    throw new BadInputException("pile " + (i + 1) + " has " + piles[i] + ", not " + pile.group(2));
                }
                if (to.compareTo(piles[i]) >= 0) {
                    throw new BadInputException("pile " + (i + 1) + " has " + piles[i] + ": a move leaves fewer, not "
                            + to);
                }
                return pileMove(piles, i, to);
            }
            if (both.matches() && (t.startsWith("both") || t.endsWith("from both piles"))) {
                BigInteger take = new BigInteger(both.group(1));
                if (take.signum() <= 0 || take.compareTo(piles[0].min(piles[1])) > 0) {
                    throw new BadInputException("both piles lose the same amount, from 1 to the smaller pile ("
                            + piles[0].min(piles[1]) + "), not " + take);
                }
                return bothMove(piles, take);
            }
            throw new BadInputException("'" + text.strip() + "' is not a move: type "
                    + typedSyntax(options, position).orElseThrow());
        }

        /** One token from pile 1, else from pile 2. */
        @Override
        public Optional<Move> anyMove(GameOptions options, List<String> position) {
            BigInteger[] piles = piles(position);
            for (int i = 0; i < 2; i++) {
                if (piles[i].signum() > 0) {
                    return Optional.of(pileMove(piles, i, piles[i].subtract(BigInteger.ONE)));
                }
            }
            return Optional.empty();
        }

        private static BigInteger[] piles(List<String> position) {
            arity(position, 2, "wythoff takes two pile sizes, such as 'wythoff 5 8'");
            return new BigInteger[] {Positions.parseNonNegative(position.get(0), "pile 1"),
                Positions.parseNonNegative(position.get(1), "pile 2")};
        }

        private static Move pileMove(BigInteger[] piles, int i, BigInteger to) {
            BigInteger[] after = piles.clone();
            after[i] = to;
            return Move.of("pile " + (i + 1) + ": " + piles[i] + " -> " + to, List.of(after[0].toString(),
                    after[1].toString()));
        }

        private static Move bothMove(BigInteger[] piles, BigInteger take) {
            return Move.of("take " + take + " from both piles", List.of(piles[0].subtract(take).toString(),
                    piles[1].subtract(take).toString()));
        }
    }

    /** Fibonacci Nim's moves, listed or typed at any size: {@code take T}. */
    private static final class FibonacciNimMoves implements PositionMoves {
        @Override
        public List<Move> moves(GameOptions options, List<String> position) {
            return fibonacciNim(position);
        }

        @Override
        public Optional<String> typedSyntax(GameOptions options, List<String> position) {
            FibonacciNimGame.Limits limits = FibonacciNimGame.limits(position);
            return Optional.of("take T (1 <= T <= " + limits.cap().min(limits.tokens()) + ")");
        }

        /** {@code take T}, the bare number {@code T}, or the listing's {@code take T (N -> LEFT)}. */
        @Override
        public Move typed(GameOptions options, List<String> position, String text) {
            FibonacciNimGame.Limits limits = FibonacciNimGame.limits(position);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:take )?(\\d+)(?: \\((\\d+) -> \\d+\\))?")
                    .matcher(words(text));
            if (!m.matches()) {
                throw new BadInputException("'" + text.strip() + "' is not a move: type "
                        + typedSyntax(options, position).orElseThrow());
            }
            BigInteger take = new BigInteger(m.group(1));
            BigInteger most = limits.cap().min(limits.tokens());
            if (take.signum() <= 0 || take.compareTo(most) > 0) {
                throw new BadInputException(most.signum() == 0 ? "no take is left: the game is over"
                        : "a take is 1 to " + most + " here, not " + take);
            }
            Move move = take(limits.tokens(), take);
            if (m.group(2) != null && !m.group(2).equals(limits.tokens().toString())) {
                throw new BadInputException(limits.tokens() + " tokens are left, not " + m.group(2));
            }
            return move;
        }

        /** A take of one token. */
        @Override
        public Optional<Move> anyMove(GameOptions options, List<String> position) {
            FibonacciNimGame.Limits limits = FibonacciNimGame.limits(position);
            return limits.cap().min(limits.tokens()).signum() > 0
                    ? Optional.of(take(limits.tokens(), BigInteger.ONE)) : Optional.empty();
        }

        private static Move take(BigInteger n, BigInteger t) {
            BigInteger left = n.subtract(t);
            return Move.of("take " + t + " (" + n + " -> " + left + ")", List.of(left.toString(), t.toString()));
        }
    }

    /** The divisor game's moves, listed or typed at any size: {@code subtract X}. */
    private static final class DivisorMoves implements PositionMoves {
        @Override
        public List<Move> moves(GameOptions options, List<String> position) {
            return divisor(position);
        }

        @Override
        public Optional<String> typedSyntax(GameOptions options, List<String> position) {
            return Optional.of("subtract X (X a divisor of N, 1 <= X < N)");
        }

        /** {@code subtract X}, the bare number {@code X}, or the listing's {@code subtract X (N -> LEFT)}. */
        @Override
        public Move typed(GameOptions options, List<String> position, String text) {
            BigInteger n = number(position);
            java.util.regex.Matcher m = java.util.regex.Pattern
                    .compile("(?:subtract )?(\\d+)(?: \\((\\d+) -> \\d+\\))?").matcher(words(text));
            if (!m.matches()) {
                throw new BadInputException("'" + text.strip() + "' is not a move: type "
                        + typedSyntax(options, position).orElseThrow());
            }
            BigInteger x = new BigInteger(m.group(1));
            if (m.group(2) != null && !m.group(2).equals(n.toString())) {
                throw new BadInputException("N is " + n + ", not " + m.group(2));
            }
            if (x.signum() <= 0 || x.compareTo(n) >= 0 || n.mod(x).signum() != 0) {
                throw new BadInputException(x + " is not a move from " + n + ": subtract a divisor X of N with"
                        + " 1 <= X < N");
            }
            return subtract(n, x);
        }

        /** Subtract 1, the divisor every N above 1 has. */
        @Override
        public Optional<Move> anyMove(GameOptions options, List<String> position) {
            BigInteger n = number(position);
            return n.compareTo(BigInteger.ONE) > 0 ? Optional.of(subtract(n, BigInteger.ONE)) : Optional.empty();
        }

        private static BigInteger number(List<String> position) {
            arity(position, 1, "divisor takes one number, such as 'divisor 12'");
            BigInteger n = Positions.parseNonNegative(position.get(0), "N");
            if (n.signum() == 0) {
                throw new BadInputException("N must be at least 1, got 0");
            }
            return n;
        }

        private static Move subtract(BigInteger n, BigInteger x) {
            BigInteger left = n.subtract(x);
            return Move.of("subtract " + x + " (" + n + " -> " + left + ")", List.of(left.toString()));
        }
    }
}
