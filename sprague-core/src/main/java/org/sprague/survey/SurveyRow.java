package org.sprague.survey;

import org.sprague.BadInputException;

/**
 * One line of a survey of octal or hexadecimal games: what the single-machine engine found for one code.
 *
 * @param code the code as written ({@code 0.77}, {@code 0x0.F})
 * @param upto the bound N of the survey: the values are G(0..N)
 * @param preperiod the preperiod seen, or {@code null} when no period shows twice
 * @param period the period seen, or {@code null}
 * @param saltus the saltus seen (0 for ordinary periodicity), or {@code null}
 * @param proven whether the octal periodicity theorem proves the period for every n
 * @param largest the largest value of G(0..N)
 * @param hash the rolling hash of G(0..N): h = 31 h + G(n) from h = 0, in wrapping 64-bit
 *     arithmetic, as the benchmark peers print it
 */
public record SurveyRow(String code, int upto, Integer preperiod, Integer period, Long saltus, boolean proven,
        int largest, long hash) {

    /** The column names of {@link #csv()}. */
    public static final String CSV_HEADER = "code,preperiod,period,saltus,proven,largest,hash";

    /** This row as CSV (an empty field for a missing period; codes hold no comma). */
    public String csv() {
        return code + "," + text(preperiod) + "," + text(period) + "," + text(saltus) + "," + proven + ","
                + largest + "," + hash;
    }

    /** The line kept in a results directory: the bound, then the CSV fields, tab-separated. */
    public String line() {
        return upto + "\t" + csv().replace(',', '\t');
    }

    /** Reads a {@link #line()}; a damaged line is a {@link BadInputException} naming {@code source}. */
    public static SurveyRow parse(String line, String source) {
        String[] f = line.strip().split("\t", -1);
        if (f.length != 8) {
            throw new BadInputException("survey result " + source + " is damaged (" + f.length + " fields, expected"
                    + " 8); delete it to compute that code again");
        }
        try {
            return new SurveyRow(f[1], Integer.parseInt(f[0]), intOrNull(f[2]), intOrNull(f[3]),
                    f[4].isEmpty() ? null : Long.valueOf(f[4]), Boolean.parseBoolean(f[5]), Integer.parseInt(f[6]),
                    Long.parseLong(f[7]));
        } catch (NumberFormatException e) {
            throw new BadInputException("survey result " + source + " is damaged (" + e.getMessage() + "); delete it"
                    + " to compute that code again");
        }
    }

    private static Integer intOrNull(String s) {
        return s.isEmpty() ? null : Integer.valueOf(s);
    }

    private static String text(Object o) {
        return o == null ? "" : o.toString();
    }
}
