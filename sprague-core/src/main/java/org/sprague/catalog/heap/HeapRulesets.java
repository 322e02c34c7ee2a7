package org.sprague.catalog.heap;

import java.math.BigInteger;
import java.util.List;
import java.util.TreeSet;
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

    /** Every heap ruleset id, in catalog order. */
    public static List<String> ids() {
        return List.of("subtraction", "bash", "octal", "lasker", "grundy", "half", "pebbles", "box");
    }

    /** The ruleset options of {@code id} (without {@code --misere}). */
    public static List<GameOption> options(String id) {
        return switch (id) {
            case "subtraction" -> List.of(SET, ALL_BUT);
            case "bash" -> List.of(MAX);
            case "octal" -> List.of(CODE);
            default -> List.of();
        };
    }

    /**
     * The ruleset named {@code id} with its options.
     *
     * @throws BadInputException for an unknown id or a bad option value
     */
    public static HeapRuleset parse(String id, GameOptions options) {
        return switch (id) {
            case "subtraction" -> subtraction(options.required(SET), options.flag(ALL_BUT));
            case "bash" -> {
                options.required(MAX);
                yield new BashRuleset(options.intValue(MAX, 1, 1));
            }
            case "octal" -> new OctalRuleset(OctalCode.parse(options.required(CODE)));
            case "lasker" -> LaskerRuleset.INSTANCE;
            case "grundy" -> GrundyGameRuleset.INSTANCE;
            case "half" -> HalfRuleset.half();
            case "pebbles" -> PebblesRuleset.INSTANCE;
            case "box" -> HalfRuleset.box();
            default -> throw new BadInputException("unknown ruleset '" + id + "'; rulesets: "
                    + String.join(", ", ids()));
        };
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
