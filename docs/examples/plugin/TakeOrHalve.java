package example.plugin;

import java.util.List;
import java.util.Optional;
import org.sprague.author.Formula;
import org.sprague.author.HeapGame;
import org.sprague.author.Leaves;
import org.sprague.author.Period;

/**
 * Take or halve, a game from a plug-in jar: a position is a list of heaps; a move takes 1, 2 or 5 tokens from one
 * heap, or splits a heap of even size into two equal halves. Whoever cannot move loses.
 *
 * <p>G(0), G(1), G(2) = 0, 1, 2, and G(n) = (n + 1) mod 4 for n &gt;= 3. By hand: G(3) = mex{G(2), G(1)} = mex{2, 1}
 * = 0; G(4) = mex{G(3), G(2), halves 0} = mex{0, 2, 0} = 1; G(5) = mex{G(4), G(3), G(0)} = mex{1, 0, 0} = 2;
 * G(6) = mex{G(5), G(4), G(1), halves 0} = mex{2, 1, 1, 0} = 3; G(7) = mex{G(6), G(5), G(2)} = mex{3, 2, 2} = 0.
 * For n &gt;= 8, by induction: n - 5 &gt;= 3 has the value of n - 1 (four less), and two equal halves have values
 * that cancel (0), so the values of the options are G(n - 1), G(n - 2), and 0 when n is even: n = 4m + 3 gives
 * mex{3, 2} = 0, n = 4m gives mex{0, 3, 0} = 1, n = 4m + 1 gives mex{1, 0} = 2, n = 4m + 2 gives mex{2, 1, 0} = 3.
 *
 * <p>The rule and the formula are the whole game: sprague derives the solution of any sum (by the nim-sum, with
 * every winning move), misère play, the moves for play and explanations, and the Grundy tables. It is registered
 * by one line in {@code META-INF/services/org.sprague.author.HeapGame}.
 */
public final class TakeOrHalve implements HeapGame {
    @Override
    public String id() {
        return "take-or-halve";
    }

    @Override
    public String summary() {
        return "take 1, 2 or 5 from a heap, or halve a heap of even size (plug-in example)";
    }

    @Override
    public void options(long n, Leaves leaves) {
        for (long take : new long[] {1, 2, 5}) {
            if (take <= n) {
                leaves.leave(n - take);
            }
        }
        if (n > 0 && n % 2 == 0) {
            leaves.leave(n / 2, n / 2);
        }
    }

    /** The formula proven above. */
    @Override
    public Optional<Formula> formula() {
        return Optional.of(Formula.periodic("G(n) = n for n < 3, (n + 1) mod 4 for n >= 3 (by induction on n)",
                n -> n < 3 ? n : (n + 1) % 4, new Period(3, 4, 0)));
    }

    @Override
    public List<String> examples() {
        return List.of("6", "3 4", "7 1000000000000");
    }
}
