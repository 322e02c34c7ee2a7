package org.sprague.heap;

/**
 * Whether a periodicity seen on G(0..upto) is proven for every n, and the sentence that says by what (the octal
 * periodicity theorem, a closed form) or why not: shared by every way of computing a sequence.
 *
 * @param proven whether a theorem extends the periodicity to every n
 * @param text what was checked, which theorem, or why there is no proof
 */
public record Proof(boolean proven, String text) {

    /**
     * The proof of {@code per} (or of there being none) for {@code rules}.
     *
     * @param held when no period is reported, one that shows twice but is held back because its periodic part is
     *     shorter than its preperiod ({@link PeriodicityDetector#heldBack}), else {@code null}
     * @param codeProves whether the values hold the check of the octal periodicity theorem for {@code per}
     * @param limit the limit of the search mode, or {@code null}
     * @param stoppedBy {@code "limit"} when the search stopped at its limit
     */
    public static Proof of(HeapRuleset rules, Periodicity per, Periodicity held, long upto, boolean codeProves,
            Long limit, String stoppedBy) {
        OctalCode code = rules.asCode();
        ClosedForm form = rules.closedForm();
        boolean proven = false;
        String text;
        if (per == null && held != null) {
            text = "G(" + held.preperiod() + ".." + upto + ") repeats with period " + held.period()
                    + (held.saltus() != 0 ? " and saltus " + held.saltus() : "")
                    + ", held back because the periodic part is shorter than the preperiod;"
                    + " compute G(0.." + (2L * held.preperiod() - 1) + ") (--upto " + (2L * held.preperiod() - 1)
                    + ") to see whether it holds" + (form != null ? "; closed form " + form.statement() : "");
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
            long need = OctalPeriodicityTheorem.valuesNeeded(code, per.preperiod(), per.period());
            text = "observed on G(0.." + upto + ") only: the octal periodicity theorem needs the values up to " + need
                    + " to prove it (ask for --upto " + need + ")";
        } else {
            text = "observed on G(0.." + upto + ") only: no theorem applies to " + rules.name();
        }
        if ("limit".equals(stoppedBy)) {
            text = "stopped at the limit " + limit + " without a proof; " + text;
        }
        return new Proof(proven, text);
    }
}
