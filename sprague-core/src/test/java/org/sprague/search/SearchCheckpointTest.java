package org.sprague.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;
import org.sprague.domineering.Domineering;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.solve.Budget;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A search table saved and loaded ({@link SearchCheckpoint}): the same entries come back, a damaged or foreign
 * checkpoint is refused as bad input, and a Domineering search resumed from its saves gives the class of a search
 * without them (a wiring test: the engine against itself) in fewer positions.
 */
class SearchCheckpointTest {
    @TempDir
    Path dir;

    private static Map<Long, Long> entries(TranspositionTable t) {
        Map<Long, Long> out = new HashMap<>();
        t.forEach(out::put);
        return out;
    }

    @Test
    void theSavedEntriesComeBackWhole() {
        TranspositionTable table = new TranspositionTable(10);
        for (int i = 1; i <= 300; i++) {
            table.put(i * 0x9E3779B97F4A7C15L, i % 7, i % 2 == 0, i % 3 == 0, i % 50, i % 20);
        }
        SearchCheckpoint saved = new SearchCheckpoint(dir.resolve("run"), "test", 60);
        saved.create();
        saved.save(table, 1234);
        TranspositionTable back = new TranspositionTable(10);
        SearchCheckpoint loaded = new SearchCheckpoint(dir.resolve("run"), "test", 60);
        assertThat(loaded.load(back)).isEqualTo(entries(table).size());
        assertThat(entries(back)).isEqualTo(entries(table));
        assertThat(loaded.positionsBefore()).isEqualTo(1234);
        assertThat(back.get(2 * 0x9E3779B97F4A7C15L, 2, true)).isEqualTo(table.get(2 * 0x9E3779B97F4A7C15L, 2, true))
                .isNotZero();
    }

    @Test
    void aDamagedOrForeignCheckpointIsRefused() throws IOException {
        TranspositionTable table = new TranspositionTable(8);
        table.put(42, 0, true, true, 3, 5);
        SearchCheckpoint saved = new SearchCheckpoint(dir, "domineering one-word 3x3 ...|...|...", 60);
        saved.create();
        saved.save(table, 1);
        assertThatThrownBy(() -> new SearchCheckpoint(dir, "domineering one-word 4x4 x", 60)
                .load(new TranspositionTable(8))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("holds the search of 'domineering one-word 3x3");
        assertThatThrownBy(saved::create).isInstanceOf(BadInputException.class).hasMessageContaining("holds a search already").hasMessageContaining("resuming from the checkpoint");
        Path file;
        try (var files = Files.list(dir)) {
            file = files.filter(f -> f.getFileName().toString().startsWith("table-")).findFirst().orElseThrow();
        }
        byte[] bytes = Files.readAllBytes(file);
        bytes[3] ^= 1;
        Files.write(file, bytes);
        assertThatThrownBy(() -> new SearchCheckpoint(dir, "domineering one-word 3x3 ...|...|...", 60)
                .load(new TranspositionTable(8))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("checksum of table-");
        assertThatThrownBy(() -> new SearchCheckpoint(dir.resolve("none"), "x", 60).load(new TranspositionTable(8)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("no search checkpoint");
    }

    @Test
    void aResumedDomineeringSearchGivesTheSameClassInFewerPositions() {
        Domineering.Board board = Domineering.Board.parse(Collections.nCopies(6, "......."));
        Path run = dir.resolve("6x7");
        String name = DomineeringSearch.checkpointName(board);
        DomineeringSearch.Answer first = DomineeringSearch.solve(board, true, Budget.unlimited(),
                SearchProgress.NONE, null, false, new DomineeringSearch.Run(2, new SearchCheckpoint(run, name, 0.001),
                        false));
        DomineeringSearch.Answer resumed = DomineeringSearch.solve(board, true, Budget.unlimited(),
                SearchProgress.NONE, null, false, new DomineeringSearch.Run(1, new SearchCheckpoint(run, name, 60),
                        true));
        DomineeringSearch.Answer alone = DomineeringSearch.solve(board, true, Budget.unlimited(),
                SearchProgress.NONE, null, false);
        assertThat(first.outcome().outcomeClass()).isEqualTo(alone.outcome().outcomeClass());
        assertThat(resumed.outcome().outcomeClass()).isEqualTo(alone.outcome().outcomeClass());
        long resumedPositions = resumed.outcome().leftSearch().nodes() + resumed.outcome().rightSearch().nodes();
        long alonePositions = alone.outcome().leftSearch().nodes() + alone.outcome().rightSearch().nodes();
        assertThat(resumedPositions).isLessThan(alonePositions);
    }
}
