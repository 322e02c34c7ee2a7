package org.sprague.catalog.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.game.ScoreGame;
import org.sprague.solve.score.AlphaBetaNegamaxSolver;
import org.sprague.solve.score.MemoizedNegamaxSolver;
import org.sprague.solve.score.ScoreSolver;
import org.sprague.solve.score.ScoredMove;

/** Helpers for the scoring-game tests: exhaustive rows, solving through the catalog, the generic cross-check. */
final class ScoringChecks {
    private ScoringChecks() {
    }

    static Solution solve(CatalogGame game, String... args) {
        return (Solution) game.solve(GameOptions.none(), List.of(args));
    }

    static Solution solve(CatalogGame game, int[] row) {
        return (Solution) game.solve(GameOptions.none(), strings(row));
    }

    static long value(Solution s) {
        return (Long) s.detail("value");
    }

    static List<String> strings(int[] row) {
        List<String> out = new ArrayList<>(row.length);
        for (int v : row) {
            out.add(Integer.toString(v));
        }
        return out;
    }

    static List<String> strings(List<Integer> row) {
        List<String> out = new ArrayList<>(row.size());
        for (int v : row) {
            out.add(Integer.toString(v));
        }
        return out;
    }

    static List<Integer> boxed(int[] row) {
        return Arrays.stream(row).boxed().toList();
    }

    /** Every row of length minLength..maxLength with values in [min, max]. */
    static void forEachRow(int minLength, int maxLength, int min, int max, Consumer<int[]> action) {
        for (int n = minLength; n <= maxLength; n++) {
            int[] row = new int[n];
            Arrays.fill(row, min);
            while (true) {
                action.accept(row.clone());
                int i = n - 1;
                while (i >= 0 && row[i] == max) {
                    row[i] = min;
                    i--;
                }
                if (i < 0) {
                    break;
                }
                row[i]++;
            }
        }
    }

    /** Both generic solvers, fresh, on {@code rules}. */
    static <P> List<ScoreSolver<P>> engines(ScoreGame<P> rules) {
        return List.of(new MemoizedNegamaxSolver<>(rules), new AlphaBetaNegamaxSolver<>(rules));
    }

    /**
     * Smith's remoteness of a win/lose scoring game (values +-1) by plain recursion: 0 at the end; a won position
     * is 1 + the least remoteness among its optimal moves, a lost one 1 + the greatest among all its moves.
     */
    static <P> long remoteness(ScoreGame<P> rules, ScoreSolver<P> engine, P p, java.util.Map<P, Long> memo) {
        Long known = memo.get(p);
        if (known != null) {
            return known;
        }
        List<ScoredMove<P>> moves = engine.moves(p);
        long r;
        if (moves.isEmpty()) {
            r = 0;
        } else if (engine.value(p) > 0) {
            r = Long.MAX_VALUE;
            for (ScoredMove<P> m : engine.optimalMoves(p)) {
                r = Math.min(r, 1 + remoteness(rules, engine, m.next(), memo));
            }
        } else {
            r = 0;
            for (ScoredMove<P> m : moves) {
                r = Math.max(r, 1 + remoteness(rules, engine, m.next(), memo));
            }
        }
        memo.put(p, r);
        return r;
    }

    /**
     * The catalog's fast answer equals the generic solvers': value, outcome, and (when {@code render} is given)
     * the optimal moves' resulting positions in order.
     */
    static <P> void assertAgrees(Solution fast, ScoreSolver<P> engine, P start, Function<P, List<String>> render) {
        long value = engine.value(start);
        assertThat(value(fast)).as("value of %s", fast.position()).isEqualTo(value);
        assertThat(fast.outcome()).as("outcome of %s", fast.position()).isEqualTo(ScoreSolver.outcomeOf(value));
        if (render != null) {
            List<List<String>> expected = new ArrayList<>();
            for (ScoredMove<P> m : engine.optimalMoves(start)) {
                expected.add(render.apply(m.next()));
            }
            assertThat(fast.winningMoves()).extracting(MoveReport::to).as("optimal moves of %s", fast.position())
                    .containsExactlyElementsOf(expected);
        }
    }
}
