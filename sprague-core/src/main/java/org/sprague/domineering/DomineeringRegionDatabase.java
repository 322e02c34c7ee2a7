package org.sprague.domineering;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.LongConsumer;
import java.util.zip.CRC32;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.GameRecords;
import org.sprague.partizan.Varints;

/**
 * The canonical value of every Domineering region of up to {@code maxSquares} cells, built once and kept on disk
 * (as Barton and Uiterwijk, "Combining combinatorial game theory with an alpha-beta solver for Domineering",
 * TAAI 2014, kept every subgame of up to 15 squares). A region is any 4-connected set of cells up to translation
 * (a fixed polyomino, {@link Polyominoes}); of its 8 images under the symmetries of the square only the
 * representative ({@link RegionSymmetries}) is stored: the mirrors and the half-turn keep the value, and a
 * transposition swaps the players, so negates it.
 *
 * <p>Each value is stored whole, as a canonical game ({@link GameRecords}), not only its outcome class: the
 * outcome of a sum of regions is not a function of the regions' outcomes (two regions of value {@code *} are each
 * a first-player win, their sum {@code 0} a second-player win), so a search that adds regions needs their values.
 *
 * <p>File, version {@value #VERSION} (big-endian, varints as {@link Varints}): the 8 bytes {@code SPRGDOMR}, the
 * version (int), the largest region's size (int), the game records ({@link GameRecords#write}), the count of
 * shapes (varint), then per shape its box's width and height (a byte each), its cells' mask (varint, bit
 * {@code r * width + c}) and its value's record index (varint); last the CRC-32 of every byte before it (long).
 */
public final class DomineeringRegionDatabase {
    /**
     * A database that cannot be read, with what a front end may advise: the message says what is wrong, and the
     * front end adds how to build the file ({@link #missing()}) or rebuild it ({@link #corrupt()}) in its own words.
     */
    public static final class Unreadable extends BadInputException {
        private static final long serialVersionUID = 1L;
        private final boolean missing;
        private final boolean corrupt;

        Unreadable(String message, boolean missing, boolean corrupt) {
            super(message);
            this.missing = missing;
            this.corrupt = corrupt;
        }

        /**
         * Whether there is no such file.
         *
         * @return true when the file is missing
         */
        public boolean missing() {
            return missing;
        }

        /**
         * Whether the file is a region database this code cannot read (another version, or a corrupt one): only
         * then is building it again the advice, never for a file that is no region database at all.
         *
         * @return true when the file should be built again
         */
        public boolean corrupt() {
            return corrupt;
        }
    }

    /** The version this code writes and reads. */
    public static final int VERSION = 1;
    /** The largest regions a database holds: every bounding box of a region of 15 cells fits 64 bits. */
    public static final int MAX_SQUARES = 15;
    private static final byte[] MAGIC = "SPRGDOMR".getBytes(StandardCharsets.US_ASCII);

    private final int maxSquares;
    private final GameRecords records;
    private final Region[] shapes;
    private final int[] valueIndex;
    private final RegionTable byShape = new RegionTable();

    private DomineeringRegionDatabase(int maxSquares, GameRecords records, Region[] shapes, int[] valueIndex) {
        this.maxSquares = maxSquares;
        this.records = records;
        this.shapes = shapes;
        this.valueIndex = valueIndex;
        for (int i = 0; i < shapes.length; i++) {
            byShape.put(shapes[i], valueIndex[i]);
        }
    }

    /**
     * Values every region of up to {@code maxSquares} cells with the canonical engine over {@code games}.
     *
     * @param maxSquares the largest region, 1 to {@value #MAX_SQUARES}
     * @param games the space to value in (with the run's memory account and deadline)
     * @param progress told the number of fixed polyominoes visited so far, every 1024 (of
     *        {@link #fixedPolyominoes}{@code (maxSquares)})
     * @return the database
     * @throws org.sprague.ResourceLimitException when the space's deadline passes or its memory runs out
     */
    public static DomineeringRegionDatabase build(int maxSquares, CanonicalGames games, LongConsumer progress) {
        if (maxSquares < 1 || maxSquares > MAX_SQUARES) {
            throw new BadInputException("a region database holds regions of 1 to " + MAX_SQUARES + " cells, not "
                    + maxSquares);
        }
        Domineering engine = new Domineering(games, Integer.MAX_VALUE);
        RegionSymmetries symmetries = new RegionSymmetries();
        GameRecords.Builder records = new GameRecords.Builder(games);
        Region[][] shapes = {new Region[1024]};
        int[][] values = {new int[1024]};
        int[] count = {0};
        long[] visited = {0};
        Polyominoes.each(maxSquares, region -> {
            if (++visited[0] % 1024 == 0) {
                games.checkDeadline(visited[0] + " region shapes of up to " + maxSquares + " cells visited");
                progress.accept(visited[0]);
            }
            if (symmetries.toRepresentative(region) != 0) {
                return;
            }
            int n = count[0]++;
            if (n == shapes[0].length) {
                shapes[0] = Arrays.copyOf(shapes[0], 2 * n);
                values[0] = Arrays.copyOf(values[0], 2 * n);
            }
            shapes[0][n] = region;
            values[0][n] = records.add(engine.value(region));
        });
        progress.accept(visited[0]);
        return new DomineeringRegionDatabase(maxSquares, records.build(), Arrays.copyOf(shapes[0], count[0]),
                Arrays.copyOf(values[0], count[0]));
    }

    /**
     * How many regions of 1 to {@code maxSquares} cells there are up to translation (OEIS A001168, summed), the
     * number of shapes a build visits.
     *
     * @param maxSquares 1 to {@value #MAX_SQUARES}
     * @return the count
     */
    public static long fixedPolyominoes(int maxSquares) {
        long[] a001168 = {1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861, 1903890, 7204874, 27394666};
        long sum = 0;
        for (int n = 1; n <= maxSquares; n++) {
            sum += a001168[n - 1];
        }
        return sum;
    }

    /**
     * The largest region held.
     *
     * @return a number of cells
     */
    public int maxSquares() {
        return maxSquares;
    }

    /**
     * The shapes stored, one per class of the 8 symmetries.
     *
     * @return a count
     */
    public int shapes() {
        return shapes.length;
    }

    /**
     * The canonical games stored (the values and every game they reach through options).
     *
     * @return a count
     */
    public int games() {
        return records.size();
    }

    /**
     * Writes the database to {@code file} through a temporary file renamed into place ({@link
     * org.sprague.io.OutputFile}).
     *
     * @param file where to: absent, a regular file or a symbolic link (replaced, its target left alone)
     * @return the bytes written
     * @throws BadInputException when {@code file} is a directory, device, FIFO or socket
     * @throws IOException when the file system fails
     */
    public long write(Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(maxSquares);
        records.write(out);
        Varints.write(out, shapes.length);
        for (int i = 0; i < shapes.length; i++) {
            out.writeByte(shapes[i].width());
            out.writeByte(shapes[i].height());
            Varints.write(out, shapes[i].mask());
            Varints.write(out, valueIndex[i]);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes.toByteArray());
        out.writeLong(crc.getValue());
        out.flush();
        org.sprague.io.OutputFile.write(file, "the region database", bytes::writeTo);
        return bytes.size();
    }

    /**
     * Reads a database written by {@link #write}.
     *
     * @param file the file
     * @return the database
     * @throws BadInputException when the file cannot be read, is not a database, has another version or is
     *         corrupt
     */
    public static DomineeringRegionDatabase read(Path file) {
        byte[] bytes;
        try {
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                // a FIFO would block the read for ever and /dev/zero fill the heap
                org.sprague.io.InputFile.requireRegular(file, "the region database");
            }
            bytes = Files.readAllBytes(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new Unreadable("cannot read the region database " + file + ": no such file", true, false);
        } catch (IOException | OutOfMemoryError e) {
            throw new BadInputException("cannot read the region database " + file + " (" + e.getMessage() + ")");
        }
        if (bytes.length < MAGIC.length + 16 || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new Unreadable(file + " is not a domineering region database", false, false);
        }
        int version = ByteBuffer.wrap(bytes, MAGIC.length, 4).getInt();
        if (version != VERSION) {
            throw new Unreadable(file + " is a region database of version " + version + "; this sprague reads"
                    + " version " + VERSION, false, true);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 8);
        if (crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 8, 8).getLong()) {
            throw new Unreadable(file + " is corrupt (its checksum does not match)", false, true);
        }
        try {
            return parse(bytes);
        } catch (EOFException e) {
            throw new Unreadable(file + " is corrupt (it ends early)", false, true);
        } catch (IOException | BadInputException e) {
            throw new Unreadable(file + " is corrupt (" + e.getMessage() + ")", false, true);
        }
    }

    private static DomineeringRegionDatabase parse(byte[] bytes) throws IOException {
        ByteArrayInputStream stream = new ByteArrayInputStream(bytes, 0, bytes.length - 8);
        DataInputStream in = new DataInputStream(stream);
        in.skipBytes(MAGIC.length + 4);
        int maxSquares = in.readInt();
        if (maxSquares < 1 || maxSquares > MAX_SQUARES) {
            throw new BadInputException("a largest region of " + maxSquares + " cells");
        }
        GameRecords records = GameRecords.read(in, bytes.length);
        long count = Varints.read(in);
        if (count > bytes.length) {
            throw new BadInputException(count + " shapes in " + bytes.length + " bytes");
        }
        Region[] shapes = new Region[(int) count];
        int[] values = new int[shapes.length];
        for (int i = 0; i < shapes.length; i++) {
            int width = in.readUnsignedByte();
            int height = in.readUnsignedByte();
            long mask = Varints.read(in);
            long value = Varints.read(in);
            int cells = width * height;
            if (width < 1 || height < 1 || cells > 64 || (cells < 64 && mask >>> cells != 0)
                    || Long.bitCount(mask) > maxSquares || value >= records.size()) {
                throw new BadInputException("shape " + i + " is out of range");
            }
            shapes[i] = new Region(width, height, mask);
            values[i] = (int) value;
        }
        if (stream.available() != 0) {
            throw new BadInputException(stream.available() + " bytes after the last shape");
        }
        return new DomineeringRegionDatabase(maxSquares, records, shapes, values);
    }

    /**
     * The database's values made in one space, each when first looked up.
     *
     * @param games the space of a search
     * @return the lookup
     */
    public Lookup in(CanonicalGames games) {
        return new Lookup(games);
    }

    /** Region values in one space. Not thread-safe. */
    public final class Lookup {
        private final CanonicalGames games;
        private final GameRecords.InSpace values;
        private final RegionSymmetries symmetries = new RegionSymmetries();

        private Lookup(CanonicalGames games) {
            this.games = games;
            this.values = records.in(games);
        }

        /**
         * The largest region held.
         *
         * @return a number of cells
         */
        public int maxSquares() {
            return maxSquares;
        }

        /**
         * The value of a connected region, from the database.
         *
         * @param region a 4-connected region, cropped to its box
         * @return its value's id in this lookup's space, or -1 when the database does not hold it
         */
        int value(Region region) {
            if (Long.bitCount(region.mask()) > maxSquares) {
                return -1;
            }
            int s = symmetries.toRepresentative(region);
            int index = byShape.get(symmetries.image(region, s), -1);
            if (index < 0) {
                return -1;
            }
            int v = values.id(index);
            return RegionSymmetries.transposes(s) ? games.negate(v) : v;
        }
    }
}
