package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CanonicalValueRules;
import org.sprague.partizan.CgsuiteNotation;
import org.sprague.partizan.Notation;
import org.sprague.partizan.NotationStyle;
import org.sprague.partizan.PartizanAnalysis;
import org.sprague.partizan.PartizanInvariants;

/**
 * One value of {@code sprague value} (and of its stream and worksheet) written out: LaTeX when asked for
 * ({@code "latex"}), then the analysis (its {@code "canonical"} as CGSuite prints it, {@code "expanded"} the plain
 * form) of {@link PartizanOutput} and the invariants of {@link InvariantsOutput}. One instance serves a
 * whole run, so its printers' and invariants' caches do.
 */
public final class ValueReport {
    private final CgsuiteNotation cgsuite;
    private final CgsuiteNotation latex;
    private final Notation expanded;
    private final CanonicalValueRules rules;
    private final PartizanInvariants invariants;
    private final boolean allInvariants;

    /** Reports values of {@code games} with their cheap invariants. */
    public ValueReport(CanonicalGames games) {
        this(games, false);
    }

    /** Reports values of {@code games}; {@code allInvariants} adds the costlier invariants ({@code --invariants}). */
    public ValueReport(CanonicalGames games, boolean allInvariants) {
        this.invariants = new PartizanInvariants(games);
        this.allInvariants = allInvariants;
        this.cgsuite = new CgsuiteNotation(games);
        this.latex = new CgsuiteNotation(games, NotationStyle.LATEX);
        this.expanded = new Notation(games);
        this.rules = new CanonicalValueRules(games);
    }

    /** {@code value} as CGSuite prints it. */
    public String cgsuite(int value) {
        return cgsuite.print(value);
    }

    /** {@code value} as LaTeX math. */
    public String latex(int value) {
        return latex.print(value);
    }

    /** {@code value} in the plain expanded form ({@code {1|{0|-3/2}}}, {@code 2+-1}). */
    public String expanded(int value) {
        return expanded.print(value);
    }

    /** The analysis of {@code value} for the player who moves first. */
    public PartizanAnalysis analyse(int value, boolean leftFirst) {
        return PartizanAnalysis.of(rules, value, leftFirst);
    }

    /** The invariants of {@code value}, as this report prints them. */
    public InvariantsOutput invariants(int value) {
        return new InvariantsOutput(invariants, value, allInvariants);
    }

    /** The fields of one value's JSON object, after {@code "expression"}. */
    public void json(int value, boolean leftFirst, boolean withLatex, JsonGenerator w) throws IOException {
        if (withLatex) {
            w.writeStringField("latex", latex(value));
        }
        PartizanOutput.jsonFields(analyse(value, leftFirst), invariants(value), w);
    }

    /** The text lines of one value, after a first line naming it. */
    public void text(int value, boolean leftFirst, boolean withLatex, PrintStream out) {
        if (withLatex) {
            out.println("  latex          " + latex(value));
        }
        PartizanOutput.text(analyse(value, leftFirst), out);
        invariants(value).text(out);
    }
}
