package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.Integers;
import org.sprague.catalog.GameOptions;
import org.sprague.heap.AllButRuleset;
import org.sprague.heap.BashRuleset;
import org.sprague.heap.GrundyGameRuleset;
import org.sprague.heap.HalfRuleset;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.InfiniteSubtractionRuleset;
import org.sprague.heap.LaskerRuleset;
import org.sprague.heap.OctalCode;
import org.sprague.heap.OctalRuleset;
import org.sprague.heap.PebblesRuleset;
import org.sprague.heap.SubtractionRuleset;

/**
 * The heap rulesets by catalog id, with their options: one parser shared by {@code solve} and {@code values}, so
 * both accept exactly the same rulesets.
 */
public final class HeapRulesets {
    /** Largest amount in a subtraction set. */
    static final int MAX_AMOUNT = 1_000_000_000;

    /** The subtraction set. */
    public static final GameOption SET = GameOption.value("--set", "S",
            "the amounts a move may remove: a list such as 1,3,4, or squares, or powers-of-2", null);
    /** Subtract any amount except the set's. */
    public static final GameOption ALL_BUT = GameOption.flag("--all-but",
            "remove any positive amount except those in " + SET.name() + " (a finite list)");
    /** Bash's most tokens per move. */
    public static final GameOption MAX =
            GameOption.value("--max", "K", "most tokens a move removes (at least 1)", null);
    /** The octal code. */
    public static final GameOption CODE = GameOption.value("--code", "C",
            "octal code such as 0.77 (Kayles), 0.07, 4.07; hexadecimal with prefix 0x, such as 0x0.F", null);

    private HeapRulesets() {
    }

    /** One ruleset: its id, the options that choose it (without {@code --misere}) and how they make it. */
    private record Entry(String id, List<GameOption> options, Function<GameOptions, HeapRuleset> make) {
    }

    private static final List<Entry> ENTRIES = List.of(
            new Entry("subtraction", List.of(SET, ALL_BUT), o -> subtraction(o.required(SET), o.flag(ALL_BUT))),
            new Entry("bash", List.of(MAX), o -> {
                o.required(MAX);
                return new BashRuleset(o.intValue(MAX, 1, 1));
            }),
            new Entry("octal", List.of(CODE), o -> new OctalRuleset(OctalCode.parse(o.required(CODE)))),
            new Entry("lasker", List.of(), o -> LaskerRuleset.INSTANCE),
            new Entry("grundy", List.of(), o -> GrundyGameRuleset.INSTANCE),
            new Entry("half", List.of(), o -> HalfRuleset.half()),
            new Entry("pebbles", List.of(), o -> PebblesRuleset.INSTANCE),
            new Entry("box", List.of(), o -> HalfRuleset.box()));

    /** Every heap ruleset id, in catalog order. */
    public static List<String> ids() {
        return ENTRIES.stream().map(Entry::id).toList();
    }

    /** The ruleset options of {@code id} (without {@code --misere}); none for an unknown id. */
    public static List<GameOption> options(String id) {
        return ENTRIES.stream().filter(e -> e.id().equals(id)).findFirst().map(Entry::options).orElse(List.of());
    }

    /**
     * The ruleset named {@code id} with its options.
     *
     * @throws BadInputException for an unknown id or a bad option value
     */
    public static HeapRuleset parse(String id, GameOptions options) {
        for (Entry e : ENTRIES) {
            if (e.id().equals(id)) {
                return e.make().apply(options);
            }
        }
        throw new BadInputException("unknown ruleset '" + id + "'; rulesets: " + String.join(", ", ids()));
    }

    static HeapRuleset subtraction(String set, boolean allBut) {
        String s = set.strip();
        if (s.equals("squares") || s.equals("powers-of-2")) {
            if (allBut) {
                throw new BadInputException(ALL_BUT.name() + " takes a finite list such as 1,3,4, not '" + s + "'");
            }
            return s.equals("squares") ? InfiniteSubtractionRuleset.SQUARES : InfiniteSubtractionRuleset.POWERS_OF_TWO;
        }
        int[] amounts = parseSet(s);
        return allBut ? new AllButRuleset(amounts) : new SubtractionRuleset(amounts);
    }

    /** A list such as {@code 1,3,4}: positive integers, ascending after sorting, duplicates merged. */
    static int[] parseSet(String text) {
        if (text.isEmpty()) {
            throw new BadInputException(SET.name() + " is empty: give amounts such as 1,3,4, or squares, or powers-of-2");
        }
        String[] items = text.split(",", -1);
        TreeSet<Integer> set = new TreeSet<>();
        for (String item : items) {
            String v = item.strip();
            if (v.isEmpty()) {
                throw new BadInputException(SET.name() + " '" + text + "' has an empty item: give amounts such as 1,3,4");
            }
            if (!Integers.isInteger(v)) {
                throw new BadInputException(SET.name() + " '" + text + "': '" + v + "' is not an integer; give amounts such as"
                        + " 1,3,4, or squares, or powers-of-2");
            }
            if (v.startsWith("-")) {
                throw new BadInputException(SET.name() + " '" + text + "': amounts must be positive, got " + v);
            }
            BigInteger big = Integers.parse(v, SET.name());
            long amount = big.bitLength() < 63 ? big.longValue() : Long.MAX_VALUE;
            if (amount == 0) {
                throw new BadInputException(SET.name() + " '" + text + "': 0 is not a move (amounts must be positive)");
            }
            if (amount > MAX_AMOUNT) {
                throw new BadInputException(SET.name() + " '" + text + "': amounts must be at most " + MAX_AMOUNT + ", got "
                        + v);
            }
            set.add((int) amount);
        }
        return set.stream().mapToInt(Integer::intValue).toArray();
    }
}
