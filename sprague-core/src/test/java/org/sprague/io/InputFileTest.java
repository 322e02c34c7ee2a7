package org.sprague.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.sprague.BadInputException;

/** Inputs that are not regular files are refused at once, never read (a FIFO would block, /dev/zero never ends). */
@Timeout(10)
class InputFileTest {
    @TempDir
    Path dir;

    @Test
    void readsARegularFileAndALinkToOne() throws IOException {
        Path f = Files.writeString(dir.resolve("in.txt"), "abc");
        Path link = Files.createSymbolicLink(dir.resolve("link"), f);
        try (InputStream in = InputFile.open(link.toString(), "test file")) {
            assertThat(new String(in.readAllBytes())).isEqualTo("abc");
        }
        assertThat(InputFile.readAll(f.toString(), "test file", 3)).hasSize(3);
    }

    @Test
    void refusesAFifoWithoutOpeningIt() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("fifo"));
        assertThatThrownBy(() -> InputFile.open(fifo.toString(), "test file"))
                .isInstanceOf(BadInputException.class).hasMessage("cannot read test file " + fifo
                        + ": it is a FIFO (named pipe), not a regular file");
    }

    @Test
    void refusesDevicesDirectoriesAndEmptyNames() {
        assertThatThrownBy(() -> InputFile.open("/dev/zero", "test file")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("character device");
        assertThatThrownBy(() -> InputFile.open(dir.toString(), "test file")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("it is a directory");
        assertThatThrownBy(() -> InputFile.open("", "test file")).isInstanceOf(BadInputException.class)
                .hasMessage("the test file name is empty: give a file's name");
        assertThatThrownBy(() -> InputFile.open(dir.resolve("none").toString(), "test file"))
                .isInstanceOf(BadInputException.class).hasMessageEndingWith("does not exist");
    }

    @Test
    void readAllRefusesAFileOverTheBoundWithBothFigures() throws IOException {
        Path f = Files.write(dir.resolve("big"), new byte[101]);
        assertThatThrownBy(() -> InputFile.readAll(f.toString(), "test file", 100))
                .isInstanceOf(BadInputException.class).hasMessageContaining("101 bytes, more than the 100");
    }
}
