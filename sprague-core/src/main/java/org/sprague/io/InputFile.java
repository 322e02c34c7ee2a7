package org.sprague.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.sprague.BadInputException;

/**
 * Opens a file the user named as an input only when it is a regular file (a symbolic link to one is followed): a
 * FIFO or {@code /dev/stdin} would block the reader for ever, and {@code /dev/zero} would fill the heap, so anything
 * else is bad input with one line that says what the path is.
 */
public final class InputFile {
    private InputFile() {
    }

    /**
     * The path named {@code name}, checked to be a regular file.
     *
     * @param name the path as the user gave it
     * @param what what the file is, for messages ("graph file", "region database")
     * @return the path
     * @throws BadInputException when the name is empty or not a path, or names nothing or no regular file
     */
    public static Path regular(String name, String what) {
        if (name.isEmpty()) {
            throw new BadInputException("the " + what + " name is empty: give a file's name");
        }
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new BadInputException("bad " + what + " name '" + name + "'");
        }
        requireRegular(path, what);
        return path;
    }

    /**
     * Checks that {@code file} exists and is a regular file, or a symbolic link to one.
     *
     * @param file the file
     * @param what what the file is, for messages
     * @throws BadInputException when it does not exist or is not a regular file
     */
    public static void requireRegular(Path file, String what) {
        if (!Files.exists(file)) {
            throw new BadInputException(what + " " + file + " does not exist");
        }
        if (!Files.isRegularFile(file)) {
            throw new BadInputException("cannot read " + what + " " + file + ": " + kind(file)
                    + (Files.isDirectory(file) ? "" : ", not a regular file"));
        }
    }

    /**
     * Opens a regular file for reading.
     *
     * @param name the path as the user gave it
     * @param what what the file is, for messages
     * @return the open stream
     * @throws BadInputException when the file is not a regular file or cannot be opened
     */
    public static InputStream open(String name, String what) {
        Path path = regular(name, what);
        try {
            return Files.newInputStream(path);
        } catch (NoSuchFileException e) {
            throw new BadInputException(what + " " + name + " does not exist");
        } catch (AccessDeniedException e) {
            throw new BadInputException("cannot read " + what + " " + name + ": permission denied");
        } catch (IOException e) {
            throw new BadInputException("cannot read " + what + " " + name + ": " + e.getMessage());
        }
    }

    /**
     * Reads a regular file whole, refusing one larger than {@code maxBytes} before reading it.
     *
     * @param name the path as the user gave it
     * @param what what the file is, for messages
     * @param maxBytes the largest size read
     * @return the file's bytes
     * @throws BadInputException when the file is not a regular file, is larger than {@code maxBytes} (the message
     *         gives both sizes) or cannot be read
     */
    public static byte[] readAll(String name, String what, long maxBytes) {
        Path path = regular(name, what);
        try {
            long size = Files.size(path);
            if (size > maxBytes) {
                throw new BadInputException(what + " " + name + " has " + size + " bytes, more than the " + maxBytes
                        + " this reads");
            }
            try (InputStream in = Files.newInputStream(path)) {
                // a file that grows while it is read stops at the bound too
                byte[] bytes = in.readNBytes((int) Math.min(maxBytes, Integer.MAX_VALUE - 8) + 1);
                if (bytes.length > maxBytes) {
                    throw new BadInputException(what + " " + name + " grew past " + maxBytes + " bytes while it was"
                            + " read");
                }
                return bytes;
            }
        } catch (NoSuchFileException e) {
            throw new BadInputException(what + " " + name + " does not exist");
        } catch (IOException e) {
            throw new BadInputException("cannot read " + what + " " + name + ": " + e.getMessage());
        }
    }

    /** What {@code path} is, in words: "it is a directory", "it is a FIFO or device", ... */
    static String kind(Path path) {
        if (Files.isDirectory(path)) {
            return "it is a directory";
        }
        if (Files.isSymbolicLink(path) && !Files.exists(path)) {
            return "it is a symbolic link to nothing";
        }
        Object type = null;
        try {
            type = Files.getAttribute(path, "unix:mode");
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            // not a Unix file system: the generic words below
        }
        if (type instanceof Integer mode) {
            switch (mode & 0170000) {
                case 0020000: return "it is a character device";
                case 0060000: return "it is a block device";
                case 0010000: return "it is a FIFO (named pipe)";
                case 0140000: return "it is a socket";
                default: break;
            }
        }
        return "it is a special file (a device, FIFO or socket)";
    }
}
