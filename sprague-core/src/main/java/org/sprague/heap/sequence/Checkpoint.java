package org.sprague.heap.sequence;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.sprague.BadInputException;
import org.sprague.Parameter;

/**
 * The state of a long {@code values} run in a directory, so that a killed run (SIGKILL included) continues where
 * its last save left it. Grundy values are all the state: the engines rebuild the rest from them.
 *
 * <p>Each save appends the values computed since the previous one as a segment file {@code values-K.bin} (the
 * values, big-endian, of the width recorded for it), then replaces {@code manifest.txt}, which lists every segment
 * with its range and CRC-32C and ends with the CRC-32C of its own text. Every file is written under a temporary
 * name, forced to disk, and renamed over its final name (the directory is forced too), so a kill at any moment
 * leaves either the previous manifest or the new one, each naming only complete segments. Loading verifies every
 * checksum and refuses a directory of another ruleset. Past 32 segments a save rewrites the values as one.
 */
public final class Checkpoint {
    static final String MANIFEST = "manifest.txt";
    private static final String HEADER = "sprague-checkpoint 1";
    private static final int MAX_SEGMENTS = 32;

    private final Path dir;
    private final String ruleset;
    private final List<String> segments = new ArrayList<>();
    private long saved;

    /**
     * A checkpoint of {@code ruleset} in {@code dir} (created when missing).
     *
     * @param dir the directory
     * @param ruleset the ruleset's name, checked on loading
     */
    public Checkpoint(Path dir, String ruleset) {
        this.dir = dir;
        this.ruleset = ruleset;
    }

    /**
     * Whether the directory holds a checkpoint.
     *
     * @return true when it holds a manifest
     */
    public boolean exists() {
        return Files.isRegularFile(dir.resolve(MANIFEST));
    }

    /**
     * The values saved so far.
     *
     * @return k when G(0..k-1) are saved
     */
    public long saved() {
        return saved;
    }

    /**
     * Restores the saved values G(0..k-1) into {@code g} (at most {@code g.size()} of them) and returns k.
     *
     * @param g the store to fill
     * @return k, the values restored
     * @throws BadInputException when the directory holds no checkpoint, one of another ruleset, or a file whose
     *     checksum does not match
     */
    public long load(ValueStore g) {
        List<String> lines;
        try {
            lines = Files.readAllLines(dir.resolve(MANIFEST), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new BadInputException(names -> "no checkpoint in " + dir + " (no " + MANIFEST + "); start the"
                    + " run with " + names.name(Parameter.CHECKPOINT) + " " + dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (lines.size() < 3 || !lines.get(0).equals(HEADER) || !lines.get(lines.size() - 1).startsWith("checksum ")) {
            throw new BadInputException("checkpoint " + dir + " is damaged: " + MANIFEST + " is incomplete");
        }
        String body = String.join("\n", lines.subList(0, lines.size() - 1)) + "\n";
        if (!lines.get(lines.size() - 1).equals("checksum " + crc(body.getBytes(StandardCharsets.UTF_8)))) {
            throw new BadInputException("checkpoint " + dir + " is damaged: the checksum of " + MANIFEST
                    + " does not match");
        }
        if (!lines.get(1).equals("ruleset " + ruleset)) {
            throw new BadInputException("checkpoint " + dir + " is of " + lines.get(1).substring(8) + ", not of "
                    + ruleset);
        }
        segments.clear();
        long done = 0;
        for (String line : lines.subList(2, lines.size() - 1)) {
            String[] f = line.split(" ");
            long from = Long.parseLong(f[2]);
            long count = Long.parseLong(f[3]);
            int width = Integer.parseInt(f[4]);
            if (from != done) {
                throw new BadInputException("checkpoint " + dir + " is damaged: segment " + f[1] + " starts at "
                        + from + ", expected " + done);
            }
            long take = Math.min(count, g.size() - from);
            if (take > 0) {
                readSegment(f[1], f[5], g, from, count, take, width);
            }
            segments.add(line);
            done = from + count;
        }
        saved = done;
        return Math.min(done, g.size());
    }

    private void readSegment(String name, String crc, ValueStore g, long from, long count, long take, int width) {
        Path file = dir.resolve(name);
        try {
            if (Files.size(file) != count * width || !crc(file).equals(crc)) {
                throw new BadInputException("checkpoint " + dir + " is damaged: " + name + " does not match its"
                        + " checksum");
            }
            try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 20)) {
                ValuesFile.readValues(in, g, from, take, width);
            }
        } catch (IOException e) {
            throw new BadInputException("checkpoint " + dir + " is damaged: cannot read " + name + " (" + e + ")");
        }
    }

    /**
     * Saves G(saved()..done-1) as a new segment (or every value as one) and replaces the manifest.
     *
     * @param g the values
     * @param done the values complete, G(0..done-1)
     */
    public void save(ValueStore g, long done) {
        if (done <= saved && !segments.isEmpty()) {
            return;
        }
        try {
            Files.createDirectories(dir);
            long from = saved;
            // a new name every time: a file the current manifest lists is never overwritten
            String name = String.format("values-%06d.bin", segments.isEmpty() ? 0
                    : Integer.parseInt(segments.get(segments.size() - 1).split(" ")[1].substring(7, 13)) + 1);
            if (segments.size() >= MAX_SEGMENTS) {
                segments.clear();
                from = 0;
            }
            Path file = dir.resolve(name);
            long start = from;
            writeAtomically(file, out -> ValuesFile.writeValues(out, g, start, done, g.width()));
            segments.add("segment " + name + " " + from + " " + (done - from) + " " + g.width() + " " + crc(file));
            StringBuilder text = new StringBuilder(HEADER + "\nruleset " + ruleset + "\n");
            for (String s : segments) {
                text.append(s).append('\n');
            }
            byte[] body = text.toString().getBytes(StandardCharsets.UTF_8);
            String sum = "checksum " + crc(body) + "\n";
            writeAtomically(dir.resolve(MANIFEST), out -> {
                out.write(body);
                out.write(sum.getBytes(StandardCharsets.UTF_8));
            });
            saved = done;
            if (from == 0) {
                removeUnlisted();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the checkpoint in " + dir, e);
        }
    }

    private void removeUnlisted() throws IOException {
        String keep = segments.get(0).split(" ")[1];
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                String n = p.getFileName().toString();
                if (n.startsWith("values-") && n.endsWith(".bin") && !n.equals(keep)) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** What writes a file's content. */
    private interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private void writeAtomically(Path file, Content content) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 20);
            content.writeTo(out);
            out.flush();
            ch.force(true);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException e) {
            // some file systems cannot force a directory; the rename itself is still atomic
        }
    }

    private static String crc(byte[] data) {
        CRC32C c = new CRC32C();
        c.update(data);
        return Long.toHexString(c.getValue());
    }

    private static String crc(Path file) throws IOException {
        CRC32C c = new CRC32C();
        byte[] buf = new byte[1 << 20];
        try (InputStream in = Files.newInputStream(file)) {
            for (int k; (k = in.read(buf)) > 0;) {
                c.update(buf, 0, k);
            }
        }
        return Long.toHexString(c.getValue());
    }
}
