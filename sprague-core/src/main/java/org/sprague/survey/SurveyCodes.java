package org.sprague.survey;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.Parameter;
import org.sprague.heap.OctalCode;

/**
 * The codes a survey runs: a whole family ({@code 0.d1...dk}, 1 <= k <= D, dk != 0) or a list from a file, in
 * code order: by the digit before the point, then as fractions (0.01 < 0.1 < 0.11), which is the order of the
 * tables in Winning Ways.
 */
public final class SurveyCodes {
    /** The most digits a family may have: 8^8 codes are already more than a survey can run. */
    public static final int MAX_DIGITS = 8;

    /** Code order: the digit before the point, then the digits after it as a fraction. */
    public static final Comparator<String> ORDER = Comparator.comparingInt((String c) -> OctalCode.parse(c).digit(0))
            .thenComparing(SurveyCodes::fraction);

    private SurveyCodes() {
    }

    /** Every code {@code 0.d1...dk} with 1 <= k <= digits and dk != 0, octal or (prefix 0x) hexadecimal. */
    public static List<String> family(boolean hexadecimal, int digits) {
        if (digits < 1 || digits > MAX_DIGITS) {
            throw new BadInputException(names -> names.name(Parameter.DIGITS) + " must be between 1 and " + MAX_DIGITS
                    + ", got " + digits);
        }
        int base = hexadecimal ? 16 : 8;
        List<String> codes = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k <= digits; k++) {
            long count = (long) Math.pow(base, k - 1) * (base - 1);
            for (long i = 0; i < count; i++) {
                sb.setLength(0);
                long rest = i / (base - 1);
                sb.append(Character.toUpperCase(Character.forDigit((int) (i % (base - 1)) + 1, base)));
                for (int j = 1; j < k; j++) {
                    sb.append(Character.toUpperCase(Character.forDigit((int) (rest % base), base)));
                    rest /= base;
                }
                codes.add((hexadecimal ? "0x0." : "0.") + sb.reverse());
            }
        }
        codes.sort(ORDER);
        return codes;
    }

    /**
     * The codes of a file: one or more a line, separated by spaces or commas, {@code #} starts a comment; each
     * is checked as {@code values octal --code} checks it; duplicates are dropped; the result is in code order.
     */
    public static List<String> read(Reader in, String source) throws IOException {
        Set<String> codes = new LinkedHashSet<>();
        BufferedReader lines = new BufferedReader(in);
        String line;
        int number = 0;
        while ((line = lines.readLine()) != null) {
            number++;
            int hash = line.indexOf('#');
            for (String t : (hash >= 0 ? line.substring(0, hash) : line).split("[\\s,]+")) {
                if (!t.isEmpty()) {
                    try {
                        OctalCode.parse(t);
                    } catch (BadInputException e) {
                        throw new BadInputException(source + " line " + number + ": " + e.getMessage());
                    }
                    codes.add(t);
                }
            }
        }
        if (codes.isEmpty()) {
            throw new BadInputException("the code file " + source + " holds no codes; write codes such as 0.77,"
                    + " one or more a line");
        }
        List<String> sorted = new ArrayList<>(codes);
        sorted.sort(ORDER);
        return sorted;
    }

    /** The digits after the point as a comparable string (digit values, not characters: 'a' equals 'A'). */
    private static String fraction(String code) {
        OctalCode c = OctalCode.parse(code);
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k <= c.maxRemoved(); k++) {
            sb.append((char) ('a' + c.digit(k)));
        }
        return sb.toString();
    }
}
