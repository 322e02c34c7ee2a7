package org.sprague.search;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.io.OutputFile;

/**
 * A long outcome search's state in a directory, so that a killed search (SIGKILL included) resumes with what it
 * had found: the transposition table's entries, which are exact results (who wins a position with a given player
 * to move) and so true of any later search of the same game, whatever its number of threads or table size.
 *
 * <p>Each save writes the table's entries (at most {@value #MOST_SAVED}, those that cost the most work first) to a
 * new file {@code table-K.bin} (pairs of big-endian {@code long}s: the state and its info word, see
 * {@link TranspositionTable#forEach}), then replaces {@code manifest.txt}, which names the search, the file, its
 * entries and CRC-32C, the positions visited and the seconds spent so far, and ends with the CRC-32C of its own
 * text; then the previous table file is removed. Every file is written by {@link OutputFile} (temporary name,
 * forced to disk, renamed), so a kill at any moment leaves a manifest naming a complete file, and a resumed search
 * loses at most what was found since the last save (one interval). The file format follows the one of
 * {@code values}' checkpoints ({@link org.sprague.heap.sequence.Checkpoint}).
 */
public final class SearchCheckpoint implements SearchSaver {
    /** The manifest's name in the directory. */
    public static final String MANIFEST = "manifest.txt";
    /** The most entries a save writes: 64 MiB of table. */
    public static final int MOST_SAVED = 1 << 22;
    private static final String HEADER = "sprague-search-checkpoint 1";
    private static final int MAX_MANIFEST_BYTES = 1 << 12;
    private static final Pattern TABLE = Pattern.compile("table (table-[0-9]{6}\\.bin) ([0-9]{1,9}) ([0-9a-f]{1,8})");
    private static final Pattern POSITIONS = Pattern.compile("positions ([0-9]{1,18})");
    private static final Pattern SECONDS = Pattern.compile("seconds ([0-9]{1,12}(\\.[0-9]{1,3})?)");

    private final Path dir;
    private final String search;
    private final long intervalNanos;
    private long next;
    private int serial;
    private String tableFile;
    private long positionsBefore;
    private double secondsBefore;
    private long started;
    private int saves;

    /**
     * A checkpoint of the search named {@code search} in {@code dir} (created when missing), saved every
     * {@code intervalSeconds}.
     *
     * @param dir the directory
     * @param search what is searched ({@code domineering 8x8}), checked on resuming
     * @param intervalSeconds the time between two saves, positive
     */
    public SearchCheckpoint(Path dir, String search, double intervalSeconds) {
        if (!(intervalSeconds > 0)) {
            throw new BadInputException("the interval between saves must be positive, not " + intervalSeconds);
        }
        this.dir = dir;
        this.search = search;
        this.intervalNanos = (long) (intervalSeconds * 1e9);
        this.started = System.nanoTime();
        this.next = started + intervalNanos;
    }

    /**
     * Makes the directory (when missing) for a new search; refuses one that holds a checkpoint already.
     *
     * @throws BadInputException when the directory cannot be made or holds a checkpoint
     */
    public void create() {
        if (Files.exists(dir.resolve(MANIFEST))) {
            throw new BadInputException(names -> "checkpoint " + dir + " holds a search already; continue it with "
                    + names.name(Parameter.RESUME) + " " + dir + ", or give another directory");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new BadInputException("cannot make the checkpoint directory " + dir + ": " + reason(e));
        }
    }

    /**
     * Positions visited by the saved search before this run.
     *
     * @return a count, 0 for a new search
     */
    public long positionsBefore() {
        return positionsBefore;
    }

    /**
     * Seconds the saved search took before this run.
     *
     * @return seconds, 0 for a new search
     */
    public double secondsBefore() {
        return secondsBefore;
    }

    /**
     * Saves made by this run.
     *
     * @return a count
     */
    public int saves() {
        return saves;
    }

    @Override
    public boolean due() {
        return System.nanoTime() - next >= 0;
    }

    @Override
    public void save(TranspositionTable table, long positions) {
        int minWork = thresholdWork(table);
        String name = String.format(Locale.ROOT, "table-%06d.bin", ++serial % 1_000_000);
        int[] count = new int[1];
        CRC32C crc = new CRC32C();
        try {
            OutputFile.write(dir.resolve(name), "the search checkpoint", out -> {
                DataOutputStream data = new DataOutputStream(new CheckedOutputStream(out, crc));
                IOException[] failed = new IOException[1];
                table.forEach((state, word) -> {
                    if (failed[0] != null || TranspositionTable.work(word) < minWork || count[0] >= MOST_SAVED) {
                        return;
                    }
                    try {
                        data.writeLong(state);
                        data.writeLong(word);
                        count[0]++;
                    } catch (IOException e) {
                        failed[0] = e;
                    }
                });
                if (failed[0] != null) {
                    throw failed[0];
                }
                data.flush();
            });
            double seconds = secondsBefore + (System.nanoTime() - started) / 1e9;
            String body = HEADER + "\n" + "search " + search + "\n" + "table " + name + " " + count[0] + " "
                    + Long.toHexString(crc.getValue()) + "\n" + "positions " + (positionsBefore + positions) + "\n"
                    + String.format(Locale.ROOT, "seconds %.3f", seconds) + "\n";
            String text = body + "checksum " + crc(body.getBytes(StandardCharsets.UTF_8)) + "\n";
            OutputFile.write(dir.resolve(MANIFEST), "the search checkpoint",
                    out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
            if (tableFile != null && !tableFile.equals(name)) {
                Files.deleteIfExists(dir.resolve(tableFile));
            }
            tableFile = name;
            saves++;
        } catch (IOException e) {
            throw new BadInputException("cannot save the search checkpoint in " + dir + ": " + reason(e));
        }
        next = System.nanoTime() + intervalNanos;
    }

    /** The least work of the entries saved: all of them when they fit {@link #MOST_SAVED}, else the costliest. */
    private static int thresholdWork(TranspositionTable table) {
        long[] byWork = new long[128];
        table.forEach((state, word) -> byWork[TranspositionTable.work(word)]++);
        long kept = 0;
        for (int w = 127; w >= 0; w--) {
            kept += byWork[w];
            if (kept > MOST_SAVED) {
                return w + 1;
            }
        }
        return 0;
    }

    /**
     * Reads the saved entries into {@code table}, after checking every checksum and that the checkpoint is of
     * this search.
     *
     * @param table the new search's table
     * @return the entries restored
     * @throws BadInputException when the directory holds no checkpoint, one of another search, or a damaged one
     */
    public int load(TranspositionTable table) {
        Path manifest = dir.resolve(MANIFEST);
        List<String> lines;
        try {
            if (!Files.isRegularFile(manifest)) {
                throw new NoSuchFileException(manifest.toString());
            }
            if (Files.size(manifest) > MAX_MANIFEST_BYTES) {
                throw damaged(MANIFEST + " is " + Files.size(manifest) + " bytes long, more than a manifest is");
            }
            byte[] bytes = Files.readAllBytes(manifest);
            lines = new String(bytes, StandardCharsets.UTF_8).lines().toList();
        } catch (NoSuchFileException e) {
            throw new BadInputException(names -> "no search checkpoint in " + dir + " (no " + MANIFEST + "); start"
                    + " the search with " + names.name(Parameter.CHECKPOINT) + " " + dir);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + manifest + ": " + reason(e));
        }
        if (lines.size() != 6 || !lines.get(0).equals(HEADER)) {
            throw damaged(MANIFEST + " is incomplete or not a search checkpoint's");
        }
        String body = String.join("\n", lines.subList(0, 5)) + "\n";
        if (!lines.get(5).equals("checksum " + crc(body.getBytes(StandardCharsets.UTF_8)))) {
            throw damaged("the checksum of " + MANIFEST + " does not match");
        }
        if (!lines.get(1).equals("search " + search)) {
            String saved = lines.get(1).startsWith("search ") ? lines.get(1).substring(7) : lines.get(1);
            throw new BadInputException("checkpoint " + dir + " holds the search of '" + excerpt(saved)
                    + "', not of '" + search + "'; resume it with that search, or start this one in another"
                    + " directory");
        }
        Matcher t = TABLE.matcher(lines.get(2));
        Matcher p = POSITIONS.matcher(lines.get(3));
        Matcher s = SECONDS.matcher(lines.get(4));
        if (!t.matches() || !p.matches() || !s.matches()) {
            throw damaged(MANIFEST + " lines 3 to 5 are not 'table FILE ENTRIES CRC', 'positions N', 'seconds S'");
        }
        int entries = Integer.parseInt(t.group(2));
        if (entries > MOST_SAVED) {
            throw damaged(MANIFEST + " names " + entries + " entries, more than a save writes");
        }
        Path file = dir.resolve(t.group(1));
        CRC32C crc = new CRC32C();
        try (InputStream in = Files.newInputStream(file);
                DataInputStream data = new DataInputStream(new CheckedInputStream(
                        new BufferedInputStream(in, 1 << 16), crc))) {
            if (Files.size(file) != 16L * entries) {
                throw damaged(t.group(1) + " is " + Files.size(file) + " bytes long, not the " + 16L * entries
                        + " of " + entries + " entries");
            }
            long[] read = new long[2 * entries];
            for (int i = 0; i < read.length; i++) {
                read[i] = data.readLong();
            }
            if (!Long.toHexString(crc.getValue()).equals(t.group(3))) {
                throw damaged("the checksum of " + t.group(1) + " does not match");
            }
            for (int i = 0; i < read.length; i += 2) {
                table.restore(read[i], read[i + 1]);
            }
        } catch (NoSuchFileException e) {
            throw damaged(t.group(1) + ", which " + MANIFEST + " names, is missing");
        } catch (EOFException e) {
            throw damaged(t.group(1) + " is shorter than its entries");
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + reason(e));
        }
        tableFile = t.group(1);
        serial = Integer.parseInt(tableFile.substring(6, 12));
        positionsBefore = Long.parseLong(p.group(1));
        secondsBefore = Double.parseDouble(s.group(1));
        started = System.nanoTime();
        next = started + intervalNanos;
        return entries;
    }

    /**
     * The directory.
     *
     * @return where the checkpoint is
     */
    public Path dir() {
        return dir;
    }

    private BadInputException damaged(String what) {
        return new BadInputException("checkpoint " + dir + " is damaged: " + what + "; it is not used (start again"
                + " in another directory, or remove it)");
    }

    private static String crc(byte[] bytes) {
        CRC32C c = new CRC32C();
        c.update(bytes);
        return Long.toHexString(c.getValue());
    }

    private static String excerpt(String s) {
        String shown = s.length() > 60 ? s.substring(0, 60) + "..." : s;
        return shown.replaceAll("\\p{Cntrl}", "?");
    }

    private static String reason(IOException e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
