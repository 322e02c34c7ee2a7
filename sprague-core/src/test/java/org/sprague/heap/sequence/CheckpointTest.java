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
    void aForgedRulesetLineWithAValidChecksumSaysWhatIsWrong(@TempDir Path dir) throws Exception {
        new Checkpoint(dir, "grundy").save(sample(100), 100);
        Path manifest = dir.resolve(Checkpoint.MANIFEST);
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(manifest));
        lines.set(1, "ruleset grundy ");
        // the forger's checksum: CRC32C of every line before it, each ended by a line feed, in hexadecimal
        String body = String.join("\n", lines.subList(0, lines.size() - 1)) + "\n";
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        lines.set(lines.size() - 1, "checksum " + Long.toHexString(crc.getValue()));
        Files.write(manifest, lines);
        assertThatThrownBy(() -> new Checkpoint(dir, "grundy").load(new ValueStore(100)))
                .isInstanceOf(BadInputException.class).hasMessage("checkpoint " + dir + " is damaged: manifest.txt"
                        + " line 2 names the ruleset 'grundy ' with spaces around it; a save writes 'ruleset grundy';"
                        + " its values are not used (start again in another directory, or remove it)");
    }

    @Test
    void aManifestThatIsAFifoIsRefusedWithoutReadingIt(@TempDir Path dir) throws Exception {
        org.sprague.io.SpecialFiles.fifo(dir.resolve(Checkpoint.MANIFEST));
        assertThatThrownBy(() -> new Checkpoint(dir, "grundy").load(new ValueStore(100)))
                .isInstanceOf(BadInputException.class).hasMessageContaining("is not a regular file");
    }

    @Test
    void damageAndOtherRulesetsAreRefused(@TempDir Path dir) throws Exception {
        ValueStore s = sample(3000);
        new Checkpoint(dir, "octal 0.16").save(s, 3000);
        assertThatThrownBy(() -> new Checkpoint(dir, "grundy").load(new ValueStore(3000)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("holds the values of the ruleset 'octal 0.16', not of 'grundy'");
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

    /** A checkpoint of Grundy's game G(0..upto), computed by the engine. */
    private static Path grundyCheckpoint(Path dir, int upto) {
        ValueStore g = new ValueStore(upto + 1);
        try (SequenceEngine e = new NaiveMexEngine(SplitRules.of(org.sprague.heap.GrundyGameRuleset.INSTANCE))) {
            e.extend(g, 0, upto);
        }
        new Checkpoint(dir, "grundy").save(g, upto + 1);
        return dir;
    }

    /** Rewrites the manifest's segment line with {@code edit} and makes its own checksum again, as a forger would. */
    private static void forgeManifest(Path dir, java.util.function.UnaryOperator<String> edit) throws Exception {
        Path manifest = dir.resolve(Checkpoint.MANIFEST);
        List<String> lines = Files.readAllLines(manifest);
        StringBuilder body = new StringBuilder(lines.get(0) + "\n" + lines.get(1) + "\n" + edit.apply(lines.get(2))
                + "\n");
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(body.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Files.writeString(manifest, body + "checksum " + Long.toHexString(crc.getValue()) + "\n");
    }

    /** Sets G(heap) = value in the one segment and writes its checksum again into the manifest. */
    private static void forgeValue(Path dir, int heap, int value) throws Exception {
        Path segment = dir.resolve("values-000000.bin");
        byte[] bytes = Files.readAllBytes(segment);
        bytes[heap] = (byte) value;
        Files.write(segment, bytes);
        java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
        crc.update(bytes);
        forgeManifest(dir, line -> line.substring(0, line.lastIndexOf(' ') + 1) + Long.toHexString(crc.getValue()));
    }

    private static long resume(Path dir, int size) {
        return LoadedValues.load(new Checkpoint(dir, "grundy"), SplitRules.of(org.sprague.heap.GrundyGameRuleset
                .INSTANCE), new ValueStore(size));
    }

    @Test
    void malformedManifestsAreBadInputNamingTheLine(@TempDir Path dir) throws Exception {
        record Forgery(String what, java.util.function.UnaryOperator<String> edit, String message) {
        }
        List<Forgery> forgeries = List.of(
                new Forgery("a field missing", l -> l.substring(0, l.lastIndexOf(' ')), "line 3 is not a segment line"),
                new Forgery("a word for a number", l -> l.replace(" 0 ", " zero "), "line 3 is not a segment line"),
                new Forgery("a number past a long", l -> l.replace(" 0 ", " 99999999999999999999 "),
                        "line 3 is not a segment line"),
                new Forgery("a width of 3", l -> l.replace(" 1 ", " 3 "), "line 3 is not a segment line"),
                new Forgery("a path outside", l -> l.replace("values-000000.bin", "../values-000000.bin"),
                        "line 3 is not a segment line"),
                new Forgery("a gap", l -> l.replace(" 0 ", " 7 "), "segment values-000000.bin (manifest.txt line 3)"
                        + " starts at 7, expected 0"),
                new Forgery("a wrong count", l -> l.replace(" 2001 ", " 2000 "), "segment values-000000.bin is 2001"
                        + " bytes long, not the 2000"));
        for (Forgery f : forgeries) {
            Path cp = grundyCheckpoint(dir.resolve(f.what().replace(' ', '-')), 2000);
            forgeManifest(cp, f.edit());
            assertThatThrownBy(() -> resume(cp, 3000)).as(f.what()).isInstanceOf(BadInputException.class)
                    .hasMessageContaining("checkpoint " + cp + " is damaged").hasMessageContaining(f.message());
        }
        Path binary = grundyCheckpoint(dir.resolve("binary"), 100);
        Files.write(binary.resolve(Checkpoint.MANIFEST), new byte[] {(byte) 0xFF, 0, (byte) 0xC3, '\n', 1, 2});
        assertThatThrownBy(() -> resume(binary, 200)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("manifest.txt is not text");
        Path directory = grundyCheckpoint(dir.resolve("directory"), 100);
        Files.delete(directory.resolve(Checkpoint.MANIFEST));
        Files.createDirectory(directory.resolve(Checkpoint.MANIFEST));
        assertThatThrownBy(() -> resume(directory, 200)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("manifest.txt is a directory");
        Path missing = grundyCheckpoint(dir.resolve("missing"), 100);
        Files.delete(missing.resolve("values-000000.bin"));
        assertThatThrownBy(() -> resume(missing, 200)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("segment values-000000.bin is missing");
        // an intact checkpoint resumes
        assertThat(resume(grundyCheckpoint(dir.resolve("intact"), 3000), 5000)).isEqualTo(3001);
    }

    @Test
    void forgedValuesWithTheirChecksumsMadeAgainAreRefused(@TempDir Path dir) throws Exception {
        // G(5) = 255: heap 5 of Grundy's game has two options (4+1, 3+2), so its value is at most 2
        Path impossible = grundyCheckpoint(dir.resolve("impossible"), 2000);
        forgeValue(impossible, 5, 255);
        assertThatThrownBy(() -> resume(impossible, 3000)).isInstanceOf(BadInputException.class)
                .hasMessageContaining("segment values-000000.bin gives G(5) = 255, but heap 5 of grundy has at most 2"
                        + " options");
        // a value within the bound but wrong: the plain mex of the values before it says so
        for (int heap : new int[] {5, 1500, 2000}) {
            Path plausible = grundyCheckpoint(dir.resolve("plausible-" + heap), 2000);
            ValueStore right = new ValueStore(2001);
            new Checkpoint(plausible, "grundy").load(right);
            int wrong = right.get(heap) == 0 ? 1 : 0;
            forgeValue(plausible, heap, wrong);
            assertThatThrownBy(() -> resume(plausible, 3000)).as("heap %d", heap)
                    .isInstanceOf(BadInputException.class).hasMessageContaining("segment values-000000.bin gives G("
                            + heap + ") = " + wrong + ", but the mex of its options' values");
        }
    }

    @Test
    void theBoundHoldsForEveryRulesetOfTheEngines() {
        // G(n) <= the options of heap n, checked against the computed values: no true value is ever refused
        List<org.sprague.heap.HeapRuleset> rulesets = List.of(org.sprague.heap.GrundyGameRuleset.INSTANCE,
                org.sprague.heap.LaskerRuleset.INSTANCE, new org.sprague.heap.OctalRuleset(org.sprague.heap.OctalCode.parse("0.77")),
                new org.sprague.heap.OctalRuleset(org.sprague.heap.OctalCode.parse("4.07")), new org.sprague.heap.OctalRuleset(org.sprague.heap.OctalCode.parse("0.137")),
                new org.sprague.heap.OctalRuleset(org.sprague.heap.OctalCode.parse("0.007")), new org.sprague.heap.OctalRuleset(org.sprague.heap.OctalCode.parse("0.6")));
        for (org.sprague.heap.HeapRuleset r : rulesets) {
            SplitRules rules = SplitRules.of(r);
            ValueStore g = new ValueStore(3001);
            try (SequenceEngine e = new NaiveMexEngine(rules)) {
                e.extend(g, 0, 3000);
            }
            LoadedValues bound = new LoadedValues(rules);
            for (int n = 0; n <= 3000; n++) {
                assertThat((long) g.get(n)).as("%s G(%d)", r.name(), n).isLessThanOrEqualTo(bound.bound(n));
            }
        }
    }
}
