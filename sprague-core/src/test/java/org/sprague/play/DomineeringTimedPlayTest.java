package org.sprague.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.moves.Evaluation;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.moves.Undecided;
import org.sprague.play.PlaySession.Played;
import org.sprague.play.PlaySession.Side;
import org.sprague.value.Outcome;

/**
 * Domineering's moves valued by a search with a time per move ({@code --method search}, and {@code auto} on big
 * boards), held against the plain minimax of {@link GameOracles#domineering()} and against the canonical values
 * ({@code --method value}) on every board both reach: a searched move is a win or a loss exactly when the oracle
 * says so, undecided only when its time ran out, and the engine plays a found win.
 */
class DomineeringTimedPlayTest {
    private static final CatalogGame GAME = Catalog.find("domineering");
    private static final PositionMoves RULES = MoveValues.require(GAME);
    private static final Duration AMPLE = Duration.ofSeconds(20);
    private static final GameOptions SEARCH = GameOptions.of("--method", "search");
    private static final GameOptions VALUE = GameOptions.of("--method", "value");

    private static List<String> position(String first, List<String> rows) {
        List<String> p = new ArrayList<>(List.of("--first", first));
        p.addAll(rows);
        return p;
    }

    /** Checks every move of {@code position}: searched, canonical and brute force agree, and nothing is undecided. */
    private static void agree(List<String> position, Function<List<String>, Long> oracle) {
        List<Move> moves = RULES.moves(SEARCH, position);
        List<Evaluation> searched = RULES.evaluateAll(GAME, SEARCH, moves, AMPLE);
        List<Evaluation> canonical = RULES.evaluateAll(GAME, VALUE, moves, AMPLE);
        for (int i = 0; i < moves.size(); i++) {
            String where = position + " " + moves.get(i).text();
            assertThat(searched.get(i).decided()).as(where).isTrue();
            Outcome truth = oracle.apply(moves.get(i).to()) > 0 ? Outcome.FIRST : Outcome.SECOND;
            assertThat(searched.get(i).outcome()).as(where).isEqualTo(truth);
            assertThat(canonical.get(i).outcome()).as(where).isEqualTo(truth);
        }
    }

    @Test
    void searchedValuesAgreeWithTheBruteForceAndTheCanonicalValuesOnEveryRectangleUpTo4x5() {
        Function<List<String>, Long> oracle = GameOracles.domineering();
        for (int h = 1; h <= 5; h++) {
            for (int w = 1; w <= 5; w++) {
                if (h * w > 20) {
                    continue;
                }
                for (String first : List.of("left", "right")) {
                    agree(position(first, Collections.nCopies(h, ".".repeat(w))), oracle);
                }
            }
        }
    }

    @Test
    void searchedValuesAgreeWithTheBruteForceAndTheCanonicalValuesOnRandomBoards() {
        Function<List<String>, Long> oracle = GameOracles.domineering();
        Random random = new Random(8);
        for (int n = 0; n < 30; n++) {
            int h = 3 + random.nextInt(3);
            int w = 3 + random.nextInt(4);
            List<String> rows = new ArrayList<>();
            for (int r = 0; r < h; r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < w; c++) {
                    // about a third of the cells covered, so that the boards stay within the brute force's reach
                    row.append(random.nextInt(3) == 0 || h * w > 20 && random.nextInt(4) == 0 ? '#' : '.');
                }
                rows.add(row.toString());
            }
            agree(position(random.nextBoolean() ? "left" : "right", rows), oracle);
        }
    }

    /**
     * Boards past one word (9x9, 8x10, 10x8) are searched too, with two words a position: a few blocks of empty
     * cells on each, within the brute force's reach and the canonical values'.
     */
    @Test
    void boardsPastOneWordAgreeWithTheBruteForceAndTheCanonicalValues() {
        Function<List<String>, Long> oracle = GameOracles.domineering();
        Random random = new Random(81);
        int[][] sizes = {{9, 9}, {8, 10}, {10, 8}};
        for (int n = 0; n < 12; n++) {
            int h = sizes[n % 3][0];
            int w = sizes[n % 3][1];
            char[][] grid = new char[h][w];
            for (char[] row : grid) {
                java.util.Arrays.fill(row, '#');
            }
            int empty = 0;
            while (empty < 12) {
                int r0 = random.nextInt(h - 1);
                int c0 = random.nextInt(w - 1);
                for (int r = r0; r < Math.min(h, r0 + 2 + random.nextInt(2)); r++) {
                    for (int c = c0; c < Math.min(w, c0 + 2 + random.nextInt(2)); c++) {
                        empty += grid[r][c] == '#' ? 1 : 0;
                        grid[r][c] = '.';
                    }
                }
            }
            // one of the blocks in the last rows, so that cells past the 64th are in play
            grid[h - 1][w - 1] = '.';
            grid[h - 2][w - 1] = '.';
            grid[h - 1][w - 2] = '.';
            List<String> rows = new ArrayList<>();
            for (char[] row : grid) {
                rows.add(new String(row));
            }
            List<String> position = position(random.nextBoolean() ? "left" : "right", rows);
            agree(position, oracle);
            // and by the search, not by the canonical values (which carry their form)
            List<Move> moves = RULES.moves(SEARCH, position);
            assertThat(RULES.evaluateAll(GAME, SEARCH, moves, AMPLE)).allMatch(e -> e.canonical() == null);
        }
    }

    @Test
    void undecidedMovesAppearOnlyWhenTheTimeRunsOutAndTheTimeIsKept() {
        List<String> empty = position("left", Collections.nCopies(8, "........"));
        List<Move> moves = RULES.moves(GameOptions.none(), empty);
        long start = System.nanoTime();
        List<Evaluation> quick = RULES.evaluateAll(GAME, GameOptions.none(), moves, Duration.ofMillis(300));
        long millis = (System.nanoTime() - start) / 1_000_000;
        // the empty 8x8 board is decided by minutes of search, none of its 56 first moves in 0.3 s
        assertThat(quick).hasSize(56).allMatch(e -> !e.decided());
        assertThat(millis).isLessThan(300 + 400);
        // the search looks at its clock every 4096 positions, so a slice may pass its end by a little
        long searched = quick.stream().mapToLong(e -> e.undecided().millis()).sum();
        assertThat(searched).isLessThanOrEqualTo(300 + 100);
    }

    @Test
    void theEngineMovesAWinningMoveWheneverTheSearchFindsOne() {
        Function<List<String>, Long> oracle = GameOracles.domineering();
        Random random = new Random(88);
        int wins = 0;
        for (int n = 0; n < 20; n++) {
            List<String> rows = new ArrayList<>();
            for (int r = 0; r < 4; r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < 5; c++) {
                    row.append(random.nextInt(4) == 0 ? '#' : '.');
                }
                rows.add(row.toString());
            }
            PlaySession s = new PlaySession(GAME, SEARCH, position("left", rows), Side.ENGINE)
                    .moveTime(Duration.ofSeconds(5));
            if (s.over()) {
                continue;
            }
            boolean winFound = s.moves().stream().anyMatch(m -> m.result().equals("win"));
            Played p = s.engineMove();
            if (winFound) {
                wins++;
                assertThat(p.move().result()).isEqualTo("win");
                // the oracle: the engine's move leaves the opponent lost
                assertThat(oracle.apply(p.move().move().to())).as(rows.toString()).isNegative();
            }
        }
        assertThat(wins).isPositive();
    }

    @Test
    void withoutAFoundWinTheEnginePlaysTheUndecidedMoveOfTheBestBalanceAndNoErrorIsClaimed() {
        PlaySession s = new PlaySession(GAME, GameOptions.none(), Collections.nCopies(8, "........"), Side.ENGINE)
                .moveTime(Duration.ofMillis(200));
        List<ValuedMove> moves = s.moves();
        Played p = s.engineMove();
        assertThat(moves).noneMatch(m -> m.result().equals("win"));
        assertThat(p.move().result()).isEqualTo("undecided");
        int chosen = p.move().after().undecided().balance();
        assertThat(moves).filteredOn(m -> !m.decided())
                .allMatch(m -> m.after().undecided().balance() <= chosen);
        assertThat(p.erred()).isFalse();
    }

    @Test
    void onlyDecidedResultsMakeAnError() {
        Move a = Move.of("a", List.of("x"));
        ValuedMove win = new ValuedMove(a, new Evaluation(Outcome.SECOND, null, null, null));
        ValuedMove loss = new ValuedMove(a, new Evaluation(Outcome.FIRST, null, null, null));
        ValuedMove undecided = new ValuedMove(a, Evaluation.undecided(new Undecided(5, 0)));
        assertThat(new Played(Side.HUMAN, loss, win).erred()).isTrue();
        assertThat(new Played(Side.HUMAN, undecided, win).erred()).isFalse();
        assertThat(new Played(Side.HUMAN, loss, undecided).erred()).isFalse();
        assertThat(new Played(Side.HUMAN, undecided, undecided).erred()).isFalse();
        // best first: a win, then an undecided move, then a loss
        assertThat(List.of(loss, undecided, win).stream().sorted(ValuedMove.BEST_FIRST).toList())
                .containsExactly(win, undecided, loss);
    }
}
