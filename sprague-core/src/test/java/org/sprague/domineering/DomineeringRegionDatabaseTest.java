package org.sprague.domineering;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;
import org.sprague.search.AlphaBetaOutcomeSearch;
import org.sprague.search.SearchProgress;
import org.sprague.search.TranspositionTable;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The database of region values: written and read back, its values against the canonical engine (a wiring check)
 * and against a plain minimax over sets of cells written here (the outcome class of each small region and of sums
 * of two), its file checks, and the search with it against the search without it.
 */
class DomineeringRegionDatabaseTest {
    private static final int MAX = 10;

    @TempDir
    static Path dir;

    private static Path file;
    private static DomineeringRegionDatabase database;

    @BeforeAll
    static void build() throws IOException {
        file = dir.resolve("regions.bin");
        DomineeringRegionDatabase.build(MAX, new CanonicalGames(), visited -> { }).write(file);
        database = DomineeringRegionDatabase.read(file);
    }

    @Test
    void holdsOneShapePerSymmetryClass() {
        // free polyominoes (OEIS A000105) of 1..10 cells: Domineering's 8 symmetries are those of the square
        assertThat(database.shapes()).isEqualTo(1 + 1 + 2 + 5 + 12 + 35 + 108 + 369 + 1285 + 4655);
        assertThat(database.maxSquares()).isEqualTo(MAX);
    }

    @Test
    void wiringCheckValuesReadBackEqualFreshEngineValues() {
        CanonicalGames games = new CanonicalGames();
        DomineeringRegionDatabase.Lookup lookup = database.in(games);
        Domineering engine = new Domineering(games);
        int[] checked = {0};
        Polyominoes.each(MAX, region -> {
            assertThat(lookup.value(region)).as("%s", region).isEqualTo(engine.value(region));
            checked[0]++;
        });
        assertThat(checked[0]).isEqualTo(50148);
    }

    @Test
    void outcomeClassOfEverySmallRegionAgreesWithMinimax() {
        CanonicalGames games = new CanonicalGames();
        DomineeringRegionDatabase.Lookup lookup = database.in(games);
        Minimax minimax = new Minimax();
        Polyominoes.each(7, region -> assertThat(OutcomeClass.of(games, lookup.value(region))).as("%s", region)
                .isEqualTo(minimax.outcomeClass(cells(region, 0))));
    }

    @Test
    void outcomeClassOfSumsOfTwoRegionsAgreesWithMinimax() {
        List<Region> small = new ArrayList<>();
        Polyominoes.each(6, small::add);
        CanonicalGames games = new CanonicalGames();
        DomineeringRegionDatabase.Lookup lookup = database.in(games);
        Minimax minimax = new Minimax();
        Random random = new Random(11);
        for (int i = 0; i < 1500; i++) {
            Region a = small.get(random.nextInt(small.size()));
            Region b = small.get(random.nextInt(small.size()));
            BitSet both = cells(a, 0);
            // b to the right of a with an empty column between: two regions of one position
            both.or(cells(b, a.width() + 1));
            assertThat(OutcomeClass.of(games, games.sum(lookup.value(a), lookup.value(b)))).as("%s + %s", a, b)
                    .isEqualTo(minimax.outcomeClass(both));
        }
    }

    @Test
    void wrongVersionIsBadInputInOneLine() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer.wrap(bytes).putInt(8, 2);
        Path other = dir.resolve("version2.bin");
        Files.write(other, bytes);
        assertThatThrownBy(() -> DomineeringRegionDatabase.read(other)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("version 2").hasMessageNotContaining("\n");
    }

    @Test
    void corruptFilesAreBadInputInOneLine() throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        byte[] flipped = bytes.clone();
        flipped[bytes.length / 2] ^= 0x10;
        byte[] truncated = java.util.Arrays.copyOf(bytes, bytes.length - 100);
        for (byte[] bad : List.of(flipped, truncated, "not a database at all".getBytes())) {
            Path other = dir.resolve("bad.bin");
            Files.write(other, bad);
            assertThatThrownBy(() -> DomineeringRegionDatabase.read(other)).isInstanceOf(BadInputException.class)
                    .hasMessageNotContaining("\n");
        }
        assertThatThrownBy(() -> DomineeringRegionDatabase.read(dir.resolve("missing.bin")))
                .isInstanceOf(BadInputException.class).hasMessageContaining("cannot read");
    }

    @Test
    void searchWithTheDatabaseAgreesWithoutItOnRectanglesAndMinimaxOnSmallOnes() {
        Minimax minimax = new Minimax();
        for (int h = 1; h <= 5; h++) {
            for (int w = 1; w <= 5; w++) {
                DomineeringBitboard plain = new DomineeringBitboard(w, h, null);
                OutcomeClass with = searched(w, h, plain.full(), true);
                assertThat(with).as("%dx%d", h, w).isEqualTo(searched(w, h, plain.full(), false));
                if (w * h <= 16) {
                    assertThat(with).as("%dx%d by minimax", h, w).isEqualTo(minimax.outcomeClass(board(w, h,
                            plain.full())));
                }
            }
        }
    }

    @Test
    void searchWithTheDatabaseAgreesWithoutItOnRandomBoards() {
        Random random = new Random(5);
        Minimax minimax = new Minimax();
        for (int i = 0; i < 60; i++) {
            int w = 3 + random.nextInt(4);
            int h = 3 + random.nextInt(4);
            long state = 0;
            for (int cell = 0; cell < w * h; cell++) {
                state |= random.nextInt(100) < 75 ? 1L << cell : 0;
            }
            OutcomeClass with = searched(w, h, state, true);
            assertThat(with).as("board %d: %s", i, new DomineeringBitboard(w, h, null).rows(state))
                    .isEqualTo(searched(w, h, state, false));
            if (Long.bitCount(state) <= 18) {
                assertThat(with).isEqualTo(minimax.outcomeClass(board(w, h, state)));
            }
        }
    }

    private static OutcomeClass searched(int width, int height, long state, boolean withDatabase) {
        DomineeringRegionValues values = withDatabase
                ? new DomineeringRegionValues(new CanonicalGames(), 24, 0, 0, database) : null;
        DomineeringBitboard game = new DomineeringBitboard(width, height, values);
        AlphaBetaOutcomeSearch search = new AlphaBetaOutcomeSearch(game, new TranspositionTable(14),
                Budget.Deadline.none(), Long.MAX_VALUE, SearchProgress.NONE);
        boolean leftWins = search.solve(state, true).moverWins();
        boolean rightWins = search.solve(state, false).moverWins();
        return leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
    }

    /** The cells of a region shifted {@code dc} columns right, as grid indices {@code r * 32 + c}. */
    private static BitSet cells(Region region, int dc) {
        BitSet out = new BitSet();
        for (int r = 0; r < region.height(); r++) {
            for (int c = 0; c < region.width(); c++) {
                if (region.has(r, c)) {
                    out.set(r * 32 + c + dc);
                }
            }
        }
        return out;
    }

    /** The empty cells of a bitboard state as grid indices {@code r * 32 + c}. */
    private static BitSet board(int width, int height, long state) {
        BitSet out = new BitSet();
        for (int cell = 0; cell < width * height; cell++) {
            if ((state >>> cell & 1) != 0) {
                out.set(cell / width * 32 + cell % width);
            }
        }
        return out;
    }

    /** Plain minimax over sets of empty cells on a grid 32 wide: whoever cannot place a domino loses. */
    private static final class Minimax {
        private final Map<BitSet, Boolean> leftFirst = new HashMap<>();
        private final Map<BitSet, Boolean> rightFirst = new HashMap<>();

        OutcomeClass outcomeClass(BitSet empty) {
            boolean left = wins(empty, true);
            boolean right = wins(empty, false);
            return left && right ? OutcomeClass.N : left ? OutcomeClass.L : right ? OutcomeClass.R : OutcomeClass.P;
        }

        /** Whether the player to move wins: Left places vertical dominoes (cell and the one below). */
        boolean wins(BitSet empty, boolean left) {
            Map<BitSet, Boolean> memo = left ? leftFirst : rightFirst;
            Boolean known = memo.get(empty);
            if (known != null) {
                return known;
            }
            int step = left ? 32 : 1;
            boolean win = false;
            for (int cell = empty.nextSetBit(0); cell >= 0 && !win; cell = empty.nextSetBit(cell + 1)) {
                if (empty.get(cell + step) && (left || cell % 32 != 31)) {
                    BitSet next = (BitSet) empty.clone();
                    next.clear(cell);
                    next.clear(cell + step);
                    win = !wins(next, !left);
                }
            }
            memo.put(empty, win);
            return win;
        }
    }
}
