package org.sprague.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;

/** What each kind of target becomes after {@link OutputFile#write}: checked on the file system afterwards. */
class OutputFileTest {
    @TempDir
    Path dir;

    private static OutputFile.Content text(String s) {
        return out -> out.write(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void writesANewFileAndReplacesARegularOne() throws IOException {
        Path f = dir.resolve("out.bin");
        assertThat(OutputFile.write(f, "the test", text("one"))).isEqualTo(3);
        assertThat(Files.readString(f)).isEqualTo("one");
        OutputFile.write(f, "the test", text("second"));
        assertThat(Files.readString(f)).isEqualTo("second");
        assertThat(names()).containsExactly("out.bin");
    }

    @Test
    void replacesASymbolicLinkAndLeavesItsTargetAlone() throws IOException {
        Path target = Files.writeString(dir.resolve("target.txt"), "keep");
        Path link = Files.createSymbolicLink(dir.resolve("link"), target);
        OutputFile.write(link, "the test", text("new"));
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(Files.readString(link)).isEqualTo("new");
        assertThat(Files.readString(target)).isEqualTo("keep");
    }

    @Test
    void replacesADanglingLink() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link"), dir.resolve("nowhere"));
        OutputFile.write(link, "the test", text("x"));
        assertThat(Files.isRegularFile(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)).isTrue();
        assertThat(Files.exists(dir.resolve("nowhere"))).isFalse();
    }

    @Test
    void refusesAFifoBeforeAnyWork() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("fifo"));
        assertThatThrownBy(() -> OutputFile.write(fifo, "the test", out -> {
            throw new AssertionError("the content was written");
        })).isInstanceOf(BadInputException.class).hasMessageContaining("FIFO");
        assertThat(SpecialFiles.stillSpecial(fifo)).isTrue();
        assertThat(names()).containsExactly("fifo");
    }

    @Test
    void refusesACharacterDevice() throws Exception {
        Path device = SpecialFiles.charDevice(dir.resolve("null"));
        assertThatThrownBy(() -> OutputFile.check(device, "the test"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("character device");
        assertThat(SpecialFiles.stillSpecial(device)).isTrue();
    }

    @Test
    void refusesADirectoryAndAMissingDirectory() {
        assertThatThrownBy(() -> OutputFile.check(dir, "the test"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("it is a directory");
        assertThatThrownBy(() -> OutputFile.check(dir.resolve("no/such/file"), "the test"))
                .isInstanceOf(BadInputException.class).hasMessageContaining("no such directory");
    }

    @Test
    void aFailedWriteLeavesTheTargetAndNoTemporaryFile() throws IOException {
        Path f = Files.writeString(dir.resolve("kept.txt"), "old");
        assertThatThrownBy(() -> OutputFile.write(f, "the test", out -> {
            out.write('x');
            throw new IOException("disk full");
        })).isInstanceOf(IOException.class);
        assertThat(Files.readString(f)).isEqualTo("old");
        assertThat(names()).containsExactly("kept.txt");
    }

    private java.util.List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
