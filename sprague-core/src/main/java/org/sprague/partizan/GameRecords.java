package org.sprague.partizan;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.sprague.BadInputException;

/**
 * Canonical games written out of one {@link CanonicalGames} space and read back into another: the games that
 * some roots reach through their options, each once, options before the games that hold them (so a record
 * names its options by smaller indices). A number is written by its value, as the space keeps it; any other game
 * by the indices of its left and right options. Reading back makes each game in the target space by its
 * options ({@link CanonicalGames#game}), only when it is first asked for, so a large file costs little until
 * used.
 *
 * <p>On disk (big-endian, unsigned LEB128 varints): the count of records, then per record a tag byte: 0, a
 * number, followed by its exponent (varint) and its numerator's two's complement bytes (a varint length, then
 * the bytes); 1, a game, followed by its counts of left and right options (varints) and each option as the
 * distance back to it (varint, at least 1).
 */
public final class GameRecords {
    private static final int NUMBER = 0;
    private static final int GAME = 1;

    private final Dyadic[] numbers;
    private final int[][] lefts;
    private final int[][] rights;

    private GameRecords(Dyadic[] numbers, int[][] lefts, int[][] rights) {
        this.numbers = numbers;
        this.lefts = lefts;
        this.rights = rights;
    }

    /** The games {@code roots} reach in {@code games}, and where each root's record is. */
    public static final class Builder {
        private final CanonicalGames games;
        private final LongIntTable index = new LongIntTable();
        private final List<Dyadic> numbers = new ArrayList<>();
        private final List<int[]> lefts = new ArrayList<>();
        private final List<int[]> rights = new ArrayList<>();

        /**
         * Records of games of {@code games}.
         *
         * @param games the space the games come from
         */
        public Builder(CanonicalGames games) {
            this.games = games;
        }

        /**
         * Records {@code g} and every game it reaches, where not yet recorded.
         *
         * @param g a game of the space
         * @return the index of its record
         */
        public int add(int g) {
            int known = index.get(g, -1);
            if (known >= 0) {
                return known;
            }
            Dyadic x = games.numberValue(g);
            int[] l = null;
            int[] r = null;
            if (x == null) {
                l = each(games.leftOptions(g), this::add);
                r = each(games.rightOptions(g), this::add);
            }
            int at = numbers.size();
            numbers.add(x);
            lefts.add(l);
            rights.add(r);
            index.put(g, at);
            return at;
        }

        /**
         * The records made so far.
         *
         * @return the records
         */
        public GameRecords build() {
            return new GameRecords(numbers.toArray(new Dyadic[0]), lefts.toArray(new int[0][]),
                    rights.toArray(new int[0][]));
        }
    }

    /**
     * How many games are recorded.
     *
     * @return a count
     */
    public int size() {
        return numbers.length;
    }

    /**
     * Writes the records.
     *
     * @param out where to
     * @throws IOException when the output fails
     */
    public void write(DataOutput out) throws IOException {
        Varints.write(out, numbers.length);
        for (int i = 0; i < numbers.length; i++) {
            if (numbers[i] != null) {
                out.writeByte(NUMBER);
                Varints.write(out, numbers[i].exponent());
                byte[] bytes = numbers[i].numerator().toByteArray();
                Varints.write(out, bytes.length);
                out.write(bytes);
            } else {
                out.writeByte(GAME);
                Varints.write(out, lefts[i].length);
                Varints.write(out, rights[i].length);
                writeOptions(out, i, lefts[i]);
                writeOptions(out, i, rights[i]);
            }
        }
    }

    private static void writeOptions(DataOutput out, int at, int[] options) throws IOException {
        for (int o : options) {
            Varints.write(out, at - o);
        }
    }

    /**
     * Reads records written by {@link #write}.
     *
     * @param in where from
     * @param limit the most records and options believed (the file's size bounds both)
     * @return the records
     * @throws IOException when the input fails or ends early
     * @throws BadInputException when the records are malformed
     */
    public static GameRecords read(DataInput in, long limit) throws IOException {
        int n = count(in, limit, "games");
        Dyadic[] numbers = new Dyadic[n];
        int[][] lefts = new int[n][];
        int[][] rights = new int[n][];
        for (int i = 0; i < n; i++) {
            int tag = in.readUnsignedByte();
            if (tag == NUMBER) {
                int exponent = count(in, 1 << 20, "a number's exponent");
                byte[] bytes = new byte[count(in, limit, "a number's length")];
                in.readFully(bytes);
                if (bytes.length == 0) {
                    throw new BadInputException("a number without digits in the game records");
                }
                numbers[i] = Dyadic.of(new BigInteger(bytes), exponent);
            } else if (tag == GAME) {
                lefts[i] = new int[count(in, limit, "left options")];
                rights[i] = new int[count(in, limit, "right options")];
                readOptions(in, i, lefts[i]);
                readOptions(in, i, rights[i]);
            } else {
                throw new BadInputException("unknown record tag " + tag + " in the game records");
            }
        }
        return new GameRecords(numbers, lefts, rights);
    }

    private static void readOptions(DataInput in, int at, int[] options) throws IOException {
        for (int k = 0; k < options.length; k++) {
            long back = Varints.read(in);
            if (back < 1 || back > at) {
                throw new BadInputException("game " + at + " names an option " + back + " records back, outside"
                        + " the records before it");
            }
            options[k] = at - (int) back;
        }
    }

    /** {@code f} of each element, in order (recursive: {@code f} may call back here). */
    private static int[] each(int[] in, IntUnaryOperator f) {
        int[] out = new int[in.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = f.applyAsInt(in[i]);
        }
        return out;
    }

    private static int count(DataInput in, long limit, String what) throws IOException {
        long n = Varints.read(in);
        if (n > limit || n > Integer.MAX_VALUE - 8) {
            throw new BadInputException("a count of " + what + " of " + n + ", more than the file can hold");
        }
        return (int) n;
    }

    /**
     * The records' games made in one space, each when first asked for.
     *
     * @param games the target space
     * @return a view that makes and remembers the games there
     */
    public InSpace in(CanonicalGames games) {
        return new InSpace(games);
    }

    /** The records' games in one space. Not thread-safe. */
    public final class InSpace {
        private final CanonicalGames games;
        private final int[] ids;

        private InSpace(CanonicalGames games) {
            this.games = games;
            this.ids = new int[numbers.length];
            Arrays.fill(ids, -1);
        }

        /**
         * The game of record {@code index} in this space.
         *
         * @param index a record index
         * @return its id
         */
        public int id(int index) {
            if (ids[index] >= 0) {
                return ids[index];
            }
            int id = numbers[index] != null ? games.number(numbers[index])
                    : games.game(each(lefts[index], this::id), each(rights[index], this::id));
            ids[index] = id;
            return id;
        }
    }
}
