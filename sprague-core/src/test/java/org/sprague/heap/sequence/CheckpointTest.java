package org.sprague.heap.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;
import org.sprague.heap.SequenceStats;

class CheckpointTest {
    private static ValueStore sample(int size) {
        ValueStore s = new ValueStore(size);
        for (int i = 0; i < size; i++) {
            s.set(i, (i * 7919) % 251);
        }
        return s;
    }

    @Test
    void savedSegmentsLoadBackExactly(@TempDir Path dir) {
        ValueStore s = sample(10_000);
        Checkpoint cp = new Checkpoint(dir, "grundy");
        cp.save(s, 1000);
        cp.save(s, 4000);
        s.set(5000, 1000);
        cp.save(s, 10_000);
        ValueStore back = new ValueStore(10_000);
        assertThat(new Checkpoint(dir, "grundy").load(back)).isEqualTo(10_000);
        for (int i = 0; i < 10_000; i++) {
            assertThat(back.get(i)).isEqualTo(s.get(i));
        }
    }

    @Test
    void manySavesAreMergedIntoOneFile(@TempDir Path dir) throws Exception {
        ValueStore s = sample(5000);
        Checkpoint cp = new Checkpoint(dir, "grundy");
        for (int done = 100; done <= 5000; done += 100) {
            cp.save(s, done);
        }
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.toString().endsWith(".bin")).count()).isLessThanOrEqualTo(33);
        }
        ValueStore back = new ValueStore(5000);
        assertThat(new Checkpoint(dir, "grundy").load(back)).isEqualTo(5000);
        assertThat(back.get(4999)).isEqualTo(s.get(4999));
    }

    @Test
    void damageAndOtherRulesetsAreRefused(@TempDir Path dir) throws Exception {
        ValueStore s = sample(3000);
        new Checkpoint(dir, "octal 0.16").save(s, 3000);
        assertThatThrownBy(() -> new Checkpoint(dir, "grundy").load(new ValueStore(3000)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("is of octal 0.16, not of grundy");
        Path segment = dir.resolve("values-000000.bin");
        byte[] bytes = Files.readAllBytes(segment);
        bytes[1234] ^= 1;
        Files.write(segment, bytes);
        assertThatThrownBy(() -> new Checkpoint(dir, "octal 0.16").load(new ValueStore(3000)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("does not match its checksum");
        bytes[1234] ^= 1;
        Files.write(segment, bytes);
        Path manifest = dir.resolve(Checkpoint.MANIFEST);
        List<String> lines = Files.readAllLines(manifest);
        lines.set(2, lines.get(2).replace(" 3000 ", " 2999 "));
        Files.write(manifest, lines);
        assertThatThrownBy(() -> new Checkpoint(dir, "octal 0.16").load(new ValueStore(3000)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("checksum of manifest.txt");
        assertThatThrownBy(() -> new Checkpoint(dir.resolve("none"), "grundy").load(new ValueStore(10)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("no checkpoint");
    }

    @Test
    void aResumedEngineContinuesExactly(@TempDir Path dir) {
        SplitRules rules = SplitRules.of(org.sprague.heap.GrundyGameRuleset.INSTANCE);
        ValueStore whole = new ValueStore(40_001);
        try (SequenceEngine e = new SparseSpaceEngine(rules, 1)) {
            e.extend(whole, 0, 40_000);
        }
        ValueStore first = new ValueStore(40_001);
        try (SequenceEngine e = new SparseSpaceEngine(rules, 1)) {
            e.extend(first, 0, 17_000);
        }
        new Checkpoint(dir, "grundy").save(first, 17_001);
        ValueStore resumed = new ValueStore(40_001);
        long done = new Checkpoint(dir, "grundy").load(resumed);
        try (SequenceEngine e = new SparseSpaceEngine(rules, 2)) {
            e.extend(resumed, done, 40_000);
        }
        assertThat(SequenceStats.of(resumed, 40_000).hash()).isEqualTo(SequenceStats.of(whole, 40_000).hash());
    }
}
