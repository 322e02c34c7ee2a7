package org.sprague.heap.sequence;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.sprague.io.OutputFile;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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
    /** Far more than a manifest of {@link #MAX_SEGMENTS} segments (about 70 bytes each) takes. */
    private static final int MAX_MANIFEST_BYTES = 1 << 16;
    private static final java.util.regex.Pattern SEGMENT = java.util.regex.Pattern.compile(
            "segment (values-[0-9]{6}\\.bin) ([0-9]{1,18}) ([0-9]{1,18}) ([124]) ([0-9a-f]{1,8})");

    private final Path dir;
    private final String ruleset;
    private final List<String> segments = new ArrayList<>();
    private final List<Segment> ranges = new ArrayList<>();
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
     * The number of values the manifest lists, read without checking anything, so that a store can be made long
     * enough before {@link #load} (which checks everything).
     *
     * @return k when the manifest lists G(0..k-1); 0 when it cannot be read
     */
    long listed() {
        try {
            Path manifest = dir.resolve(MANIFEST);
            if (!Files.isRegularFile(manifest) || Files.size(manifest) > MAX_MANIFEST_BYTES) {
                return 0;
            }
            long end = 0;
            for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
                java.util.regex.Matcher m = SEGMENT.matcher(line);
                if (m.matches()) {
                    end = Math.max(end, Long.parseLong(m.group(2)) + Long.parseLong(m.group(3)));
                }
            }
            return end;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
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
        return load(g, null);
    }

    /**
     * {@link #load(ValueStore)}, refusing a value above its heap's bound as it is read (so that no nonsense value,
     * such as one that would widen the store, is ever stored).
     *
     * @param g the store to fill
     * @param most heap n -&gt; the largest value it can have, or {@code null} for no check
     * @return k, the values restored
     */
    long load(ValueStore g, java.util.function.LongUnaryOperator most) {
        Path manifest = dir.resolve(MANIFEST);
        if (Files.isDirectory(manifest)) {
            throw damaged(MANIFEST + " is a directory, not a file");
        }
        if (Files.exists(manifest) && !Files.isRegularFile(manifest)) {
            // a FIFO would block the read for ever
            throw damaged(MANIFEST + " is not a regular file (a FIFO, device or socket)");
        }
        byte[] bytes;
        try {
            if (Files.size(manifest) > MAX_MANIFEST_BYTES) {
                throw damaged(MANIFEST + " is " + Files.size(manifest) + " bytes long, more than a manifest of "
                        + MAX_SEGMENTS + " segments can be");
            }
            bytes = Files.readAllBytes(manifest);
        } catch (NoSuchFileException e) {
            throw new BadInputException(names -> "no checkpoint in " + dir + " (no " + MANIFEST + "); start the"
                    + " run with " + names.name(Parameter.CHECKPOINT) + " " + dir);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + manifest + ": " + reason(e));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw damaged(MANIFEST + " is not text (not valid UTF-8)");
        }
        List<String> lines = text.lines().toList();
        if (lines.size() < 3 || !lines.get(0).equals(HEADER) || !lines.get(lines.size() - 1).startsWith("checksum ")) {
            throw damaged(MANIFEST + " is incomplete");
        }
        String body = String.join("\n", lines.subList(0, lines.size() - 1)) + "\n";
        if (!lines.get(lines.size() - 1).equals("checksum " + crc(body.getBytes(StandardCharsets.UTF_8)))) {
            throw damaged("the checksum of " + MANIFEST + " does not match");
        }
        if (!lines.get(1).startsWith("ruleset ")) {
            throw damaged(MANIFEST + " line 2 is not the ruleset line (ruleset NAME), it reads: "
                    + excerpt(lines.get(1)));
        }
        if (!lines.get(1).equals("ruleset " + ruleset)) {
            String saved = lines.get(1).substring(8);
            if (saved.strip().equals(ruleset)) {
                // the name differs only by spaces: no save writes that, so the manifest was edited
                throw damaged(MANIFEST + " line 2 names the ruleset '" + excerpt(saved) + "' with spaces around"
                        + " it; a save writes 'ruleset " + ruleset + "'");
            }
            throw new BadInputException("checkpoint " + dir + " holds the values of the ruleset '" + excerpt(saved)
                    + "', not of '" + ruleset + "'; resume it with that ruleset, or start this run in another"
                    + " directory");
        }
        if (lines.size() - 3 > MAX_SEGMENTS) {
            throw damaged(MANIFEST + " lists " + (lines.size() - 3) + " segments, more than the " + MAX_SEGMENTS
                    + " a save leaves");
        }
        segments.clear();
        ranges.clear();
        long done = 0;
        for (int i = 2; i < lines.size() - 1; i++) {
            String line = lines.get(i);
            java.util.regex.Matcher m = SEGMENT.matcher(line);
            if (!m.matches()) {
                throw damaged(MANIFEST + " line " + (i + 1) + " is not a segment line (segment values-NNNNNN.bin"
                        + " FROM COUNT WIDTH CRC, numbers of at most 18 digits, width 1, 2 or 4), it reads: "
                        + excerpt(line));
            }
            String name = m.group(1);
            long from = Long.parseLong(m.group(2));
            long count = Long.parseLong(m.group(3));
            int width = Integer.parseInt(m.group(4));
            if (from != done) {
                throw damaged("segment " + name + " (" + MANIFEST + " line " + (i + 1) + ") starts at " + from
                        + ", expected " + done);
            }
            long take = Math.min(count, g.size() - from);
            if (take > 0) {
                readSegment(name, m.group(5), g, from, count, take, width, most);
            }
            segments.add(line);
            ranges.add(new Segment(name, from, count));
            done = from + count;
        }
        saved = done;
        return Math.min(done, g.size());
    }

    /** A segment of the loaded checkpoint: its file and the heaps it holds, G(from..from+count-1). */
    record Segment(String name, long from, long count) {
    }

    /**
     * The segment that holds heap {@code n}, of those {@link #load} read.
     *
     * @param n a heap below {@link #saved()}
     * @return its segment
     */
    Segment segmentOf(long n) {
        for (Segment s : ranges) {
            if (n >= s.from() && n - s.from() < s.count()) {
                return s;
            }
        }
        throw new IllegalArgumentException("heap " + n + " is in no segment");
    }

    /**
     * The segments {@link #load} read, in order.
     *
     * @return the segments
     */
    List<Segment> segments() {
        return List.copyOf(ranges);
    }

    /**
     * The directory.
     *
     * @return the checkpoint's directory
     */
    Path dir() {
        return dir;
    }

    /** Bad input: the checkpoint is damaged, as {@code what} says. */
    BadInputException damaged(String what) {
        return new BadInputException("checkpoint " + dir + " is damaged: " + what + "; its values are not used"
                + " (start again in another directory, or remove it)");
    }

    private static String excerpt(String s) {
        String shown = s.length() > 60 ? s.substring(0, 60) + "..." : s;
        return shown.replaceAll("\\p{Cntrl}", "?");
    }

    /** Why an I/O operation failed, in words: the system's reason where it gives one. */
    static String reason(IOException e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /**
     * Removes the checkpoint's own files (the manifest and the segments, saved or half written) and the directory
     * when that leaves it empty; files of other names stay. For a checkpoint the run made for itself and no longer
     * needs (its answer was given).
     */
    public void remove() {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                String n = p.getFileName().toString();
                if (n.startsWith(MANIFEST) || n.startsWith("values-")) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException e) {
            return;
        }
        try {
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // not empty: something else lives there
        }
        segments.clear();
        ranges.clear();
        saved = 0;
    }

    /**
     * Checks, before a run starts, that the checkpoint can be written: creates the directory when missing and
     * writes and removes a file in it.
     *
     * @throws BadInputException naming the directory when it cannot be written
     */
    public void checkWritable() {
        Path probe = dir.resolve(MANIFEST + ".probe");
        try {
            Files.createDirectories(dir);
            Files.deleteIfExists(probe);
            Files.createFile(probe);
            Files.delete(probe);
        } catch (IOException | UnsupportedOperationException e) {
            throw new BadInputException("cannot write the checkpoint in " + dir + ": " + (e instanceof IOException io
                    ? reason(io) : e.getMessage()));
        }
    }

    private void readSegment(String name, String crc, ValueStore g, long from, long count, long take, int width,
            java.util.function.LongUnaryOperator most) {
        Path file = dir.resolve(name);
        try {
            if (!Files.isRegularFile(file)) {
                throw damaged("segment " + name + " is missing or not a file");
            }
            if (Files.size(file) != count * width) {
                throw damaged("segment " + name + " is " + Files.size(file) + " bytes long, not the " + count * width
                        + " its manifest line gives");
            }
            if (!crc(file).equals(crc)) {
                throw damaged("segment " + name + " does not match its checksum");
            }
            try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 20)) {
                ValuesFile.readValues(in, g, from, take, width, most == null ? null : (n, v) -> {
                    long bound = most.applyAsLong(n);
                    if (v > bound) {
                        throw damaged("segment " + name + " gives G(" + n + ") = " + v + ", but heap " + n + " of "
                                + ruleset + " has at most " + bound + " options, so its value is at most " + bound);
                    }
                });
            }
        } catch (IOException e) {
            throw damaged("cannot read segment " + name + " (" + reason(e) + ")");
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
            throw new BadInputException("cannot write the checkpoint in " + dir + ": " + reason(e));
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

    private static void writeAtomically(Path file, OutputFile.Content content) throws IOException {
        OutputFile.write(file, "the checkpoint", content);
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
