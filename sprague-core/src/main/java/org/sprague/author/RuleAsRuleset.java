package org.sprague.author;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.heap.ClosedForm;
import org.sprague.heap.HeapOracle;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.PartsSink;
import org.sprague.heap.Periodicity;

/**
 * A {@link HeapGame}'s rule as the engines' {@link HeapRuleset}: every move checked (at most three heaps, each
 * smaller than the heap moved in), its formula as a {@link ClosedForm}, and huge heaps answered by listing their
 * moves when there are few.
 */
final class RuleAsRuleset implements HeapRuleset {
    /** Heaps on which the most parts a move leaves is read, and the formula checked against the mex rule. */
    static final int CHECKED_UP_TO = 256;
    /** Moves of one huge heap listed at most (beyond, its winning moves are not all listed). */
    static final int LISTED_AT_LARGE_SIZE = 100_000;

    private final HeapGame game;
    private final int maxParts;
    private final ClosedForm form;

    RuleAsRuleset(HeapGame game) {
        this.game = game;
        int parts = 1;
        for (int n = 0; n <= CHECKED_UP_TO; n++) {
            for (long[] move : moves(n, Integer.MAX_VALUE)) {
                parts = Math.max(parts, move.length);
            }
        }
        this.maxParts = parts;
        this.form = game.formula().map(f -> closedForm(game.id(), f)).orElse(null);
    }

    @Override
    public String name() {
        return game.id();
    }

    @Override
    public String rules() {
        return game.summary();
    }

    @Override
    public int maxParts() {
        return maxParts;
    }

    @Override
    public void forEachOption(int n, PartsSink sink) {
        game.options(n, heaps -> {
            long[] parts = checked(n, heaps);
            sink.accept(part(parts, 0), part(parts, 1), part(parts, 2));
        });
    }

    private static int part(long[] parts, int i) {
        return i < parts.length ? (int) parts[i] : 0;
    }

    @Override
    public ClosedForm closedForm() {
        return form;
    }

    /** {@code n} times the moves of a heap of {@code n} (read at 1,024 and 2,048, growing with n if they grow). */
    @Override
    public double cost(long n) {
        if (n <= 1024) {
            return (double) n * Math.max(1, count(n));
        }
        double at1024 = Math.max(1, count(1024));
        boolean growing = count(2048) > 1.5 * at1024;
        return n * at1024 * (growing ? n / 1024.0 : 1);
    }

    private long count(long n) {
        long[] count = {0};
        game.options(n, heaps -> count[0]++);
        return count[0];
    }

    /** A huge heap's moves, listed when there are at most {@link #LISTED_AT_LARGE_SIZE}. */
    @Override
    public boolean optionsOfValueAtLargeSize(BigInteger n, HeapOracle.Query query) {
        if (n.bitLength() > 63) {
            return false;
        }
        List<long[]> moves = moves(n.longValue(), LISTED_AT_LARGE_SIZE);
        if (moves == null) {
            return false;
        }
        for (long[] move : moves) {
            query.leave(Arrays.stream(move).mapToObj(BigInteger::valueOf).toList());
        }
        return true;
    }

    /** Whether a move leaves {@code parts}, by listing the heap's moves when there are few. */
    @Override
    public Optional<Boolean> allows(BigInteger n, List<BigInteger> parts) {
        if (n.bitLength() > 63 || parts.stream().anyMatch(p -> p.signum() <= 0 || p.bitLength() > 63)) {
            return n.bitLength() > 63 ? Optional.empty() : Optional.of(false);
        }
        List<long[]> moves = moves(n.longValue(), LISTED_AT_LARGE_SIZE);
        if (moves == null) {
            return Optional.empty();
        }
        long[] wanted = parts.stream().mapToLong(BigInteger::longValue).sorted().toArray();
        return Optional.of(moves.stream().anyMatch(m -> Arrays.equals(m, wanted)));
    }

    /** The moves of a heap of {@code n}, each its non-empty parts sorted; null when there are more than {@code cap}. */
    private List<long[]> moves(long n, int cap) {
        List<long[]> out = new ArrayList<>();
        try {
            game.options(n, heaps -> {
                if (out.size() == cap) {
                    throw new TooMany();
                }
                long[] parts = checked(n, heaps);
                Arrays.sort(parts);
                out.add(parts);
            });
        } catch (TooMany e) {
            return null;
        }
        return out;
    }

    /** Stops listing a heap's moves past the cap. */
    private static final class TooMany extends RuntimeException {
        TooMany() {
            super(null, null, false, false);
        }
    }

    /** The non-empty heaps of one move, checked: at most three, each from 1 to {@code n - 1}. */
    private long[] checked(long n, long[] heaps) {
        long[] parts = Arrays.stream(heaps == null ? new long[0] : heaps).filter(h -> h != 0).toArray();
        if (parts.length > 3) {
            throw new BadInputException("a move of " + game.id() + " from a heap of " + n + " leaves "
                    + parts.length + " heaps; a move leaves at most three");
        }
        for (long p : parts) {
            if (p < 0 || p >= n) {
                throw new BadInputException("a move of " + game.id() + " from a heap of " + n + " leaves a heap"
                        + " of " + p + "; every heap a move leaves is from 0 to the heap moved in less one, so that"
                        + " the game ends");
            }
        }
        return parts;
    }

    /** The author's formula for the engines: heaps beyond a long are refused in one line. */
    private static ClosedForm closedForm(String id, Formula formula) {
        Periodicity periodicity = formula.period()
                .map(p -> new Periodicity(p.preperiod(), p.period(), p.saltus())).orElse(null);
        return new ClosedForm() {
            @Override
            public BigInteger grundy(BigInteger n) {
                if (n.bitLength() > 63) {
                    throw new BadInputException(id + " takes heaps up to " + Long.MAX_VALUE + ", not " + n);
                }
                return BigInteger.valueOf(formula.grundy(n.longValue()));
            }

            @Override
            public String statement() {
                return formula.statement();
            }

            @Override
            public Periodicity periodicity() {
                return periodicity;
            }
        };
    }

    /**
     * Checks the formula against the mex rule on the heaps up to {@link #CHECKED_UP_TO}, and its period on them:
     * the one-line reason when it disagrees, else {@code null}.
     */
    String formulaProblem() {
        if (form == null) {
            return null;
        }
        int[] g = new int[CHECKED_UP_TO + 1];
        computeValues(g, 0, CHECKED_UP_TO);
        for (int n = 0; n <= CHECKED_UP_TO; n++) {
            BigInteger said = form.grundy(BigInteger.valueOf(n));
            if (said.longValue() != g[n]) {
                return "the formula of " + game.id() + " says G(" + n + ") = " + said + ", but its moves give "
                        + g[n] + " (the mex of its options' values)";
            }
        }
        Periodicity p = form.periodicity();
        if (p != null) {
            for (int n = p.preperiod(); n + p.period() <= CHECKED_UP_TO; n++) {
                if (g[n + p.period()] != g[n] + p.saltus()) {
                    return "the period of " + game.id() + " (from " + p.preperiod() + ", period " + p.period()
                            + ", saltus " + p.saltus() + ") does not hold at G(" + (n + p.period()) + ") = "
                            + g[n + p.period()] + " and G(" + n + ") = " + g[n];
                }
            }
        }
        return null;
    }
}
