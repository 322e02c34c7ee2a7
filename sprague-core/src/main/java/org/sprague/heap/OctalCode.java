package org.sprague.heap;

import java.util.Arrays;
import org.sprague.BadInputException;

/**
 * An octal or hexadecimal game code in the notation of Winning Ways (Berlekamp, Conway, Guy, ch. 4):
 * {@code d0.d1d2d3...}, where digit {@code dk} says what may be left after removing {@code k} tokens from a
 * heap: bit 1 nothing (the whole heap is taken), bit 2 one heap, bit 4 two non-empty heaps, bit 8 three
 * non-empty heaps (hexadecimal games only).
 *
 * <p>Octal codes use digits 0-7 ({@code 0.77} Kayles, {@code 0.07} Dawson's Kayles, {@code 4.07}). Hexadecimal
 * codes carry the prefix {@code 0x} and digits 0-F ({@code 0x0.F}). The digit before the point may only split
 * (bits 4 and 8): removing nothing and leaving nothing or one heap is not a move. A lone digit is read with
 * the point after it ({@code 4} is {@code 4.0}), as tables of octal games write such codes.
 */
public final class OctalCode {
    private final String text;
    private final int[] digits;
    private final boolean hexadecimal;

    private OctalCode(String text, int[] digits, boolean hexadecimal) {
        this.text = text;
        this.digits = digits;
        this.hexadecimal = hexadecimal;
    }

    /**
     * Parses a code.
     *
     * @param code such as {@code 0.77}, {@code 4.07}, {@code 4} or {@code 0x0.F}; surrounding spaces are ignored
     * @return the code, trailing zero digits dropped
     * @throws BadInputException for every malformed code, saying what is wrong
     */
    public static OctalCode parse(String code) {
        String s = code.strip();
        boolean hex = s.startsWith("0x") || s.startsWith("0X");
        String body = hex ? s.substring(2) : s;
        if (body.length() == 1) {
            body += ".0"; // a lone digit, as tables of octal games write 4 for 4.0
        }
        int point = body.indexOf('.');
        if (point < 0 || body.indexOf('.', point + 1) >= 0) {
            throw new BadInputException("octal code '" + code + "' needs exactly one point, as in 0.77 or 4.07");
        }
        String before = body.substring(0, point);
        String after = body.substring(point + 1);
        if (before.length() > 1) {
            throw new BadInputException("octal code '" + code + "' may have at most one digit before the point");
        }
        if (after.isEmpty()) {
            throw new BadInputException("octal code '" + code + "' needs digits after the point, as in 0.77");
        }
        int[] d = new int[after.length() + 1];
        d[0] = before.isEmpty() ? 0 : digit(before.charAt(0), hex, code);
        for (int i = 0; i < after.length(); i++) {
            d[i + 1] = digit(after.charAt(i), hex, code);
        }
        if ((d[0] & 3) != 0) {
            throw new BadInputException("octal code '" + code + "': the digit before the point may only split a heap"
                    + " (0, 4" + (hex ? ", 8 or C" : "") + "); removing nothing must leave two or more heaps");
        }
        int last = d.length - 1;
        while (last > 0 && d[last] == 0) {
            last--;
        }
        return new OctalCode(s, Arrays.copyOf(d, last + 1), hex);
    }

    private static int digit(char c, boolean hex, String code) {
        // ASCII digits only: Character.digit would also take full-width and other scripts' digits
        int v = c < 128 ? Character.digit(c, 16) : -1;
        if (v < 0 || (!hex && v > 7)) {
            String hint = !hex && v >= 8 ? "; hexadecimal codes take the prefix 0x, as in 0x0.8" : "";
            throw new BadInputException("octal code '" + code + "' has '" + c + "', which is not "
                    + (hex ? "a hexadecimal" : "an octal") + " digit" + hint);
        }
        return v;
    }

    /**
     * The code as given.
     *
     * @return the text, trimmed
     */
    public String text() {
        return text;
    }

    /**
     * Whether the code was written in hexadecimal.
     *
     * @return true for a code with the prefix {@code 0x}
     */
    public boolean hexadecimal() {
        return hexadecimal;
    }

    /**
     * The digit for removing a number of tokens.
     *
     * @param k the tokens removed, {@code k >= 0}
     * @return {@code dk}, 0 beyond the code
     */
    public int digit(int k) {
        return k < digits.length ? digits[k] : 0;
    }

    /**
     * The most tokens one move removes.
     *
     * @return {@code t} of the periodicity theorem: the index of the last non-zero digit
     */
    public int maxRemoved() {
        return digits.length - 1;
    }

    /**
     * The most heaps one move leaves.
     *
     * @return 1, 2 (some digit has bit 4) or 3 (some digit has bit 8)
     */
    public int maxParts() {
        int bits = 0;
        for (int d : digits) {
            bits |= d;
        }
        return (bits & 8) != 0 ? 3 : (bits & 4) != 0 ? 2 : 1;
    }

    /**
     * A subtraction set as a code: digit 3 (take all, or leave one heap) at each member.
     *
     * @param set the positive amounts a move may remove
     * @return the code, such as {@code 0.303} for {1, 3}
     */
    public static OctalCode ofSubtraction(int[] set) {
        int max = 0;
        for (int s : set) {
            max = Math.max(max, s);
        }
        int[] d = new int[max + 1];
        StringBuilder sb = new StringBuilder("0.");
        for (int s : set) {
            d[s] = 3;
        }
        for (int k = 1; k <= max; k++) {
            sb.append(d[k]);
        }
        return new OctalCode(sb.toString(), d, false);
    }
}
