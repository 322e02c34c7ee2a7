package org.sprague.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.game.Canonicalizer;
import org.sprague.game.ImpartialGame;
import org.sprague.game.IndexedImpartialGame;
import org.sprague.game.IndexedTurnGame;
import org.sprague.game.ScoreGame;
import org.sprague.game.TerminalLabel;
import org.sprague.solve.retrograde.CountingRetrogradeSolver;
import org.sprague.solve.retrograde.MemoryBudget;
import org.sprague.solve.retrograde.TurnGameSolution;
import org.sprague.solve.score.AlphaBetaNegamaxSolver;
import org.sprague.solve.score.MemoizedNegamaxSolver;
import org.sprague.solve.score.ScoreSolver;
import org.sprague.value.Outcome;

/**
 * Contract of every solver: after a budget error or a cycle error, the same instance answers small positions
 * correctly, and a position on the failed search path is neither reported as a cycle that does not exist nor
 * refused for room the failed search still holds.
 *
 * <p>The game: take 1 or 2 from a heap (heaps below {@link #LOOP}); heap {@link #LOOP} also moves to
 * {@code LOOP + 1}, which moves back, a real cycle. Expected answers come from {@link BruteSubtraction}.
 */
class UsableAfterErrorTest {
    static final int LOOP = 1000;
    static final int BUDGET = 12;

    static final ImpartialGame<Integer> GAME = (n, sink) -> {
        if (n == LOOP) {
            sink.accept(LOOP + 1);
            sink.accept(3);
        } else if (n == LOOP + 1) {
            sink.accept(LOOP);
        } else {
            for (int s = 1; s <= 2 && s <= n; s++) {
                sink.accept(n - s);
            }
        }
    };

    /** The same game as a scoring game: the player who cannot move scores -1. */
    static final ScoreGame<Integer> SCORE_GAME = new ScoreGame<>() {
        @Override
        public void forEachMove(Integer n, MoveSink<Integer> sink) {
            GAME.forEachOption(n, next -> sink.move(next, 0));
        }

        @Override
        public long terminalScore(Integer n) {
            return -1;
        }
    };

    @Test
    void memoizedGrundySolver() {
        MemoizedGrundySolver<Integer> s = new MemoizedGrundySolver<>(GAME, Canonicalizer.identity(), BUDGET);
        assertThatThrownBy(() -> s.grundy(100)).isInstanceOf(ResourceLimitException.class);
        assertThatThrownBy(() -> s.grundy(95)).isInstanceOf(ResourceLimitException.class);
        checkSmallNormalPlay(s);
        assertThatThrownBy(() -> s.grundy(LOOP)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> s.grundy(LOOP)).isInstanceOf(IllegalArgumentException.class);
        checkSmallNormalPlay(s);
    }

    @Test
    void memoizedMisereSolver() {
        MemoizedMisereSolver<Integer> s = new MemoizedMisereSolver<>(GAME, Canonicalizer.identity(), BUDGET);
        assertThatThrownBy(() -> s.outcome(100)).isInstanceOf(ResourceLimitException.class);
        assertThatThrownBy(() -> s.outcome(95)).isInstanceOf(ResourceLimitException.class);
        checkSmallMisere(s);
        assertThatThrownBy(() -> s.outcome(LOOP)).isInstanceOf(IllegalArgumentException.class);
        checkSmallMisere(s);
    }

    @Test
    void indexedGrundySolver() {
        // numbered positions need no position budget; a cycle is the error it can meet
        IndexedImpartialGame indexed = new IndexedImpartialGame() {
            @Override
            public int size() {
                return LOOP + 2;
            }

            @Override
            public void forEachOption(int position, java.util.function.IntConsumer sink) {
                GAME.forEachOption(position, sink::accept);
            }
        };
        IndexedGrundySolver s = new IndexedGrundySolver(indexed);
        assertThatThrownBy(() -> s.grundy(LOOP)).isInstanceOf(IllegalArgumentException.class);
        checkSmallNormalPlay(s);
        assertThatThrownBy(() -> s.grundy(LOOP + 1)).isInstanceOf(IllegalArgumentException.class);
        checkSmallNormalPlay(s);
    }

    @Test
    void nimKSumSolver() {
        GrundySolver<Integer> components = new MemoizedGrundySolver<>(GAME);
        NimKSumSolver<Integer> s = new NimKSumSolver<>(GAME, components::grundy, 1, Canonicalizer.identity(), 40);
        assertThatThrownBy(() -> s.solve(List.of(100, 100))).isInstanceOf(ResourceLimitException.class);
        for (int a = 0; a <= 3; a++) {
            for (int b = 0; b <= 3; b++) {
                boolean lost = (BruteSubtraction.grundy(a) ^ BruteSubtraction.grundy(b)) == 0;
                assertThat(s.solve(List.of(a, b)).outcome()).as("%d %d", a, b)
                        .isEqualTo(lost ? Outcome.SECOND : Outcome.FIRST);
            }
        }
    }

    @Test
    void memoizedNegamaxSolver() {
        checkScoreSolver(new MemoizedNegamaxSolver<>(SCORE_GAME, BUDGET));
    }

    @Test
    void alphaBetaNegamaxSolver() {
        checkScoreSolver(new AlphaBetaNegamaxSolver<>(SCORE_GAME, BUDGET));
    }

    @Test
    void countingRetrogradeSolver() {
        CountingRetrogradeSolver s = new CountingRetrogradeSolver(MemoryBudget.bytes(4_000));
        assertThatThrownBy(() -> s.solve(chain(100_000, 1))).isInstanceOf(ResourceLimitException.class);
        checkSmallRetrograde(s);
        // a move to a position that does not exist is bad input, met during the solve
        assertThatThrownBy(() -> s.solve(chain(20, 5))).isInstanceOf(IllegalArgumentException.class);
        checkSmallRetrograde(s);
    }

    private static void checkScoreSolver(ScoreSolver<Integer> s) {
        assertThatThrownBy(() -> s.value(100)).isInstanceOf(ResourceLimitException.class);
        // 95 lay on the failed path: still too big, but not a cycle
        assertThatThrownBy(() -> s.value(95)).isInstanceOf(ResourceLimitException.class);
        checkSmallScores(s);
        assertThatThrownBy(() -> s.value(LOOP)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cycle");
        checkSmallScores(s);
        assertThatThrownBy(() -> s.value(LOOP + 1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static void checkSmallScores(ScoreSolver<Integer> s) {
        for (int n = 0; n <= 8; n++) {
            assertThat(s.value(n)).as("value of %d", n).isEqualTo(BruteSubtraction.grundy(n) == 0 ? -1 : 1);
        }
    }

    private static void checkSmallNormalPlay(GrundySolver<Integer> s) {
        for (int n = 0; n <= 8; n++) {
            assertThat(s.grundy(n)).as("G(%d)", n).isEqualTo(BruteSubtraction.grundy(n));
            assertThat(s.remoteness(n)).as("remoteness of %d", n).isEqualTo(BruteSubtraction.remoteness(n, false));
        }
    }

    private static void checkSmallMisere(OutcomeSolver<Integer> s) {
        for (int n = 0; n <= 8; n++) {
            assertThat(s.outcome(n)).as("misère %d", n)
                    .isEqualTo(BruteSubtraction.wins(n, true) ? Outcome.FIRST : Outcome.SECOND);
            assertThat(s.remoteness(n)).as("misère remoteness of %d", n)
                    .isEqualTo(BruteSubtraction.remoteness(n, true));
        }
    }

    private static void checkSmallRetrograde(CountingRetrogradeSolver s) {
        TurnGameSolution solution = s.solve(chain(9, 2));
        for (int n = 0; n < 9; n++) {
            assertThat(solution.outcome(n)).as("position %d", n)
                    .isEqualTo(BruteSubtraction.wins(n, false) ? Outcome.FIRST : Outcome.SECOND);
            assertThat(solution.remoteness(n)).isEqualTo(BruteSubtraction.remoteness(n, false));
        }
    }

    /** Positions 0..size-1, each moving 1..take down (a take that leaves the table points past it). */
    private static IndexedTurnGame chain(int size, int take) {
        return new IndexedTurnGame() {
            @Override
            public long size() {
                return size;
            }

            @Override
            public TerminalLabel label(long position) {
                return TerminalLabel.NONE;
            }

            @Override
            public void forEachMove(long position, LongConsumer sink) {
                if (take > 2) {
                    sink.accept(position + take); // off the end for the last positions
                    return;
                }
                for (int s = 1; s <= take && s <= position; s++) {
                    sink.accept(position - s);
                }
            }
        };
    }
}
