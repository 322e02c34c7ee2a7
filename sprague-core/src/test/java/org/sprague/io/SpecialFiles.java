package org.sprague.io;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Makes the special files the tests point at: a FIFO ({@code mkfifo}), a character device ({@code mknod}, root). */
public final class SpecialFiles {
    private SpecialFiles() {
    }

    /** A FIFO at {@code path}; the test is skipped where mkfifo is missing. */
    public static Path fifo(Path path) throws IOException, InterruptedException {
        assumeTrue(run("mkfifo", path.toString()), "mkfifo is not available");
        return path;
    }

    /** A character device like /dev/null at {@code path}; the test is skipped unless mknod works (root). */
    public static Path charDevice(Path path) throws IOException, InterruptedException {
        assumeTrue(run("mknod", path.toString(), "c", "1", "3"), "mknod needs root");
        return path;
    }

    /** Whether {@code path} is still a FIFO or device, not a regular file or link put in its place. */
    public static boolean stillSpecial(Path path) {
        return Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.isSymbolicLink(path)
                && !Files.isRegularFile(path, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(path);
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }
}
