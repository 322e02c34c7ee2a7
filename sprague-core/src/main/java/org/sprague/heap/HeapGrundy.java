package org.sprague.heap;

import java.math.BigInteger;
import org.sprague.ResourceLimitException;

/**
 * G(n) of one heap for heaps of any size: by the ruleset's closed form; else from the computed sequence; else,
 * for finite octal codes, by a period the octal periodicity theorem proves; else by computing the sequence up to
 * n when that fits the work budget. Otherwise a {@link ResourceLimitException} says what would be needed.
 */
public final class HeapGrundy {
    /** Tables up to this size are always worth computing. */
    private static final long SMALL = 100_000;
    /** Above this, a finite code first looks for a proven period (Kayles proves its own at 167). */
    private static final long SMALL_CODE = 4096;

    private final HeapRuleset rules;
    private final double workBudget;
    private final GrundyTable table;
    private Periodicity proven;
    private boolean searched;

    /**
     * The values of {@code rules}' heaps, computing at most {@code workBudget} steps of sequence.
     *
     * @param rules the ruleset
     * @param workBudget the most steps of sequence computation allowed ({@link HeapRuleset#cost})
     */
    public HeapGrundy(HeapRuleset rules, double workBudget) {
        this.rules = rules;
        this.workBudget = workBudget;
        this.table = new GrundyTable(rules);
    }

    /**
     * The ruleset valued.
     *
     * @return the rules given at construction
     */
    public HeapRuleset rules() {
        return rules;
    }

    /**
     * How G was obtained for large heaps, for notes.
     *
     * @return the closed form's or the theorem's statement; {@code null} when only the table was used
     */
    public String method() {
        if (rules.closedForm() != null) {
            return "closed form " + rules.closedForm().statement();
        }
        if (proven != null) {
            return OctalPeriodicityTheorem.statement(rules.asCode(), proven);
        }
        return null;
    }

    /**
     * Makes sure the values up to {@code n} are in the table when that is the cheapest way to know them: not
     * when a closed form or a proven period answers large heaps, nor beyond the work budget or the memory.
     *
     * @param n the largest heap about to be asked
     * @return whether the table now holds G(0..n)
     */
    public boolean prepare(long n) {
        if (n <= table.upto()) {
            return true;
        }
        if (n > GrundyTable.MAX_UPTO || rules.cost(n) > workBudget) {
            return false;
        }
        if (n > SMALL && rules.closedForm() != null) {
            return false;
        }
        if (n > SMALL_CODE && rules.asCode() != null && provenPeriod() != null && n > proven.preperiod()) {
            return false;
        }
        try {
            table.extendTo(n);
            return true;
        } catch (ResourceLimitException e) {
            return false;
        }
    }

    /**
     * G(n) for a heap that fits a long.
     *
     * @param n the heap, {@code n >= 0}
     * @return its value
     * @throws ResourceLimitException when no closed form, proven period or affordable table gives it
     * @throws ArithmeticException when the value does not fit a long
     */
    public long of(long n) {
        if (n <= table.upto()) {
            return table.get((int) n);
        }
        return of(BigInteger.valueOf(n)).longValueExact();
    }

    /**
     * G(n) for a heap of any size.
     *
     * @param n the heap, {@code n >= 0}
     * @return its value, from the table, the closed form, the proven period or a table extended within the budget
     * @throws ResourceLimitException when none of these gives it
     */
    public BigInteger of(BigInteger n) {
        if (n.bitLength() < 32 && n.intValue() <= table.upto()) {
            return BigInteger.valueOf(table.get(n.intValue()));
        }
        ClosedForm form = rules.closedForm();
        if (form != null) {
            return form.grundy(n);
        }
        Periodicity per = provenPeriod();
        if (per != null) {
            return per.extend(table.array(), n);
        }
        if (n.bitLength() < 32 && n.intValue() <= GrundyTable.MAX_UPTO && rules.cost(n.intValue()) <= workBudget
                && extend(n.intValue())) {
            return BigInteger.valueOf(table.get(n.intValue()));
        }
        throw new ResourceLimitException("G(" + abbreviate(n) + ") of " + rules.name() + " needs the Grundy sequence"
                + " up to that heap (about " + String.format("%.1e", rules.cost(Math.min(Long.MAX_VALUE / 4,
                n.bitLength() < 62 ? n.longValue() : Long.MAX_VALUE / 4))) + " steps), and no closed form or"
                + " proven period gives it; give smaller heaps");
    }

    private boolean extend(int n) {
        try {
            table.extendTo(n);
            return true;
        } catch (ResourceLimitException e) {
            return false;
        }
    }

    /** A period the octal theorem proves within the work budget, or {@code null}. */
    private Periodicity provenPeriod() {
        if (searched) {
            return proven;
        }
        searched = true;
        OctalCode code = rules.asCode();
        if (code == null) {
            return null;
        }
        long n = Math.max(128, table.upto());
        while (n <= GrundyTable.MAX_UPTO && rules.cost(n) <= workBudget) {
            if (!extend((int) n)) {
                return null;
            }
            Periodicity per = PeriodicityDetector.detect(table.array(), (int) n);
            if (per != null && OctalPeriodicityTheorem.proves(code, per, table.array(), (int) n)) {
                proven = per;
                return per;
            }
            n *= 2;
        }
        return null;
    }

    static String abbreviate(BigInteger n) {
        String s = n.toString();
        return s.length() <= 30 ? s : s.substring(0, 12) + "..." + s.substring(s.length() - 6) + " (" + s.length()
                + " digits)";
    }
}
