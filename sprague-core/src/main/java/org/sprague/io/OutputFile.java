package org.sprague.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import org.sprague.BadInputException;

/**
 * Writes a file the user named without ever writing through what is already there: the content goes to a new
 * temporary file in the target's directory, is forced to disk, and is renamed over the target. The target may be
 * absent, a regular file, or a symbolic link (the link itself is replaced, its target left alone); anything else (a
 * directory, a character device such as {@code /dev/full}, a FIFO, a socket) is refused as bad input before any
 * work, since renaming over it would replace a device node and writing into it could block or lose the output.
 */
public final class OutputFile {
    private OutputFile() {
    }

    /** What writes a file's content. */
    public interface Content {
        /**
         * Writes the content.
         *
         * @param out the temporary file's stream (buffered; closed by the caller)
         * @throws IOException when writing fails
         */
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Checks that {@code file} may be replaced: it is absent, a regular file or a symbolic link, and its directory
     * exists.
     *
     * @param file the target
     * @param what what is written, for messages
     * @throws BadInputException when it is a directory, a device, a FIFO or a socket, or its directory is missing
     */
    public static void check(Path file, String what) {
        Path path = file.toAbsolutePath();
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isSymbolicLink(path)
                && !Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
            throw new BadInputException("cannot write " + what + " to " + file + ": " + InputFile.kind(path)
                    + ", not a regular file; give the name of a new or regular file");
        }
        Path parent = path.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new BadInputException("cannot write " + what + " to " + file + ": no such directory " + parent);
        }
    }

    /**
     * Writes {@code content} to a temporary file beside {@code file}, forces it to disk and renames it over
     * {@code file}; on failure the temporary file is removed and {@code file} is as it was.
     *
     * @param file the target, checked by {@link #check}
     * @param what what is written, for messages
     * @param content what writes the bytes
     * @return the number of bytes written
     * @throws BadInputException when the target must not be replaced or the file system refuses the file
     * @throws IOException when writing fails otherwise
     */
    public static long write(Path file, String what, Content content) throws IOException {
        Path path = file.toAbsolutePath();
        check(path, what);
        Path tmp;
        try {
            // created as the file itself would be (the user's umask), not with a temporary file's owner-only rights
            tmp = Files.createFile(path.resolveSibling("." + path.getFileName() + "."
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp"));
        } catch (FileSystemException e) {
            throw new BadInputException("cannot write " + what + " to " + file + ": " + reason(e));
        }
        try {
            long size;
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16);
                content.writeTo(out);
                out.flush();
                ch.force(true);
                size = ch.size();
            }
            check(path, what);
            try {
                Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING);
            }
            forceDirectory(path.getParent());
            return size;
        } catch (FileSystemException e) {
            throw new BadInputException("cannot write " + what + " to " + file + ": " + reason(e));
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void forceDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException e) {
            // some file systems cannot force a directory; the rename itself is still atomic
        }
    }

    private static String reason(FileSystemException e) {
        return e.getReason() != null ? e.getReason() : e.getClass().getSimpleName();
    }
}
