package org.sprague.heap;

/**
 * Whether a periodicity seen on G(0..upto) is proven for every n, and the sentence that says by what (the octal
 * periodicity theorem, a closed form) or why not: shared by every way of computing a sequence.
 *
 * @param proven whether a theorem extends the periodicity to every n
 * @param text what was checked, which theorem, or why there is no proof
 * @param needs the n for which G(0..n) would decide what {@code text} leaves open (prove the period seen, or show
 *     whether one held back holds), or 0 when more values would not; front ends say how to ask for them
 */
public record Proof(boolean proven, String text, long needs) {

    /**
     * The proof of {@code per} (or of there being none) for {@code rules}.
     *
     * @param rules the ruleset
     * @param per the periodicity seen, or {@code null}
     * @param upto the largest heap computed
     * @param held when no period is reported, one that shows twice but is held back because its periodic part is
     *     shorter than its preperiod ({@link PeriodicityDetector#heldBack}), else {@code null}
     * @param codeProves whether the values hold the check of the octal periodicity theorem for {@code per}
     * @param limit the limit of the search mode, or {@code null}
     * @param stoppedBy {@code "limit"} when the search stopped at its limit
     * @return whether it is proven, the sentence, and the range that would decide what is left open
     */
    public static Proof of(HeapRuleset rules, Periodicity per, Periodicity held, long upto, boolean codeProves,
            Long limit, String stoppedBy) {
        OctalCode code = rules.asCode();
        ClosedForm form = rules.closedForm();
        boolean proven = false;
        long needs = 0;
        String text;
        if (per == null && held != null) {
            needs = 2L * held.preperiod() - 1;
            text = "G(" + held.preperiod() + ".." + upto + ") repeats with period " + held.period()
                    + (held.saltus() != 0 ? " and saltus " + held.saltus() : "")
                    + ", held back because the periodic part is shorter than the preperiod;"
                    + (form != null ? " closed form " + form.statement() + ";" : "")
                    + " compute G(0.." + needs + ") to see whether the period holds";
        } else if (per == null) {
            text = "no period shows twice in G(0.." + upto + ")"
                    + (form != null ? "; closed form " + form.statement() : "");
        } else if (codeProves) {
            proven = true;
            text = OctalPeriodicityTheorem.statement(code, per);
        } else if (form != null && per.equals(form.periodicity())) {
            proven = true;
            text = "closed form " + form.statement();
        } else if (code != null && per.saltus() == 0) {
            needs = OctalPeriodicityTheorem.valuesNeeded(code, per.preperiod(), per.period());
            text = "observed on G(0.." + upto + ") only: the octal periodicity theorem needs the values up to "
                    + needs + " to prove it";
        } else {
            text = "observed on G(0.." + upto + ") only: no theorem applies to " + rules.name();
        }
        if ("limit".equals(stoppedBy)) {
            text = "stopped at the limit " + limit + " without a proof; " + text;
        }
        return new Proof(proven, text, needs);
    }
}
