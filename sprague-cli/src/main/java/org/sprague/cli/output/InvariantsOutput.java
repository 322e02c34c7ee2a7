package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.StringJoiner;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.ConfusionInterval;
import org.sprague.partizan.GamePredicates;
import org.sprague.partizan.CgsuiteNotation;
import org.sprague.partizan.PartizanInvariants;

/**
 * Prints the invariants of a value for {@code sprague value} and {@code solve}: in JSON always those of the
 * command-line contract (birthday, the yes/no properties, the confusion interval, incentives, reduced canonical
 * form, atomic weight), in text the cheap ones (birthday, properties, confusion interval); the rest of the text
 * lines and the companion and frozen value with {@code --invariants}. An invariant that runs out of the run's
 * time or memory is {@code null} (text: "not computed"), never the end of an answer already found. Definitions and
 * sources: docs/invariants.md and the classes of {@code org.sprague.partizan}.
 */
public final class InvariantsOutput {
    private final PartizanInvariants inv;
    private final CgsuiteNotation notation;
    private final int g;
    private final boolean all;

    /**
     * The invariants of {@code g}.
     *
     * @param inv the invariants of the space {@code g} lives in
     * @param g a canonical id
     * @param all whether to print the costlier ones too
     */
    public InvariantsOutput(PartizanInvariants inv, int g, boolean all) {
        this.inv = inv;
        this.notation = new CgsuiteNotation(inv.games());
        this.g = g;
        this.all = all;
    }

    /** The properties that hold, in words, in a fixed order. */
    private List<String> properties() {
        GamePredicates p = inv.predicates();
        List<String> out = new ArrayList<>();
        add(out, p.number(g), "number");
        add(out, p.nimber(g), "nimber");
        add(out, p.infinitesimal(g), "infinitesimal");
        add(out, p.allSmall(g), "all-small");
        add(out, p.numberish(g), "numberish");
        add(out, p.evenTempered(g), "even tempered");
        add(out, p.oddTempered(g), "odd tempered");
        return out;
    }

    private static void add(List<String> out, boolean holds, String name) {
        if (holds) {
            out.add(name);
        }
    }

    /**
     * The JSON fields.
     *
     * @param w the generator, inside the answer's object
     * @throws IOException when writing fails
     */
    public void json(JsonGenerator w) throws IOException {
        GamePredicates p = inv.predicates();
        w.writeStringField("birthday", inv.birthdays().of(g).toString());
        w.writeBooleanField("isNumber", p.number(g));
        w.writeBooleanField("isNimber", p.nimber(g));
        w.writeBooleanField("isInfinitesimal", p.infinitesimal(g));
        w.writeBooleanField("isAllSmall", p.allSmall(g));
        w.writeBooleanField("isNumberish", p.numberish(g));
        w.writeBooleanField("isEvenTempered", p.evenTempered(g));
        w.writeBooleanField("isOddTempered", p.oddTempered(g));
        ConfusionInterval ci = inv.confusionInterval(g);
        if (ci.empty()) {
            w.writeNullField("confusionInterval");
        } else {
            w.writeStringField("confusionInterval", ci.toString());
        }
        int[][] incentives;
        int reduced;
        OptionalInt aw;
        try {
            incentives = new int[][] {inv.incentives().left(g), inv.incentives().right(g), inv.incentives().maximal(g)};
            reduced = inv.reduced().of(g);
            aw = inv.atomicWeights().of(g);
        } catch (ResourceLimitException e) {
            // the answer is found already: these fields say they were not computed rather than end it
            for (String name : List.of("leftIncentives", "rightIncentives", "incentives", "reducedCanonicalForm",
                    "atomicWeight")) {
                w.writeNullField(name);
            }
            w.writeStringField("invariantsNote", "incentives, reduced form and atomic weight not computed: "
                    + e.getMessage());
            return;
        }
        list(w, "leftIncentives", incentives[0]);
        list(w, "rightIncentives", incentives[1]);
        list(w, "incentives", incentives[2]);
        w.writeStringField("reducedCanonicalForm", notation.print(reduced));
        if (aw.isPresent()) {
            w.writeStringField("atomicWeight", notation.print(aw.getAsInt()));
        } else {
            w.writeNullField("atomicWeight");
            w.writeStringField("atomicWeightNote", notAtomic(g));
        }
        if (!all) {
            return;
        }
        w.writeStringField("companion", notation.print(inv.companions().of(g)));
        w.writeStringField("freeze", notation.print(inv.cooling().freeze(g)));
    }

    private void list(JsonGenerator w, String name, int[] ids) throws IOException {
        w.writeArrayFieldStart(name);
        for (int id : ids) {
            w.writeString(notation.print(id));
        }
        w.writeEndArray();
    }

    /**
     * The text lines, after those of the analysis.
     *
     * @param out where to print
     */
    public void text(PrintStream out) {
        List<String> props = properties();
        out.println("  birthday       " + inv.birthdays().of(g));
        out.println("  properties     " + (props.isEmpty() ? "none"
                : String.join(", ", props)));
        ConfusionInterval ci = inv.confusionInterval(g);
        out.println("  confused with  " + (ci.empty() ? "no number" : "the numbers in " + ci));
        if (!all) {
            return;
        }
        out.println("  incentives     left " + set(inv.incentives().left(g)) + ", right "
                + set(inv.incentives().right(g)) + "; greatest " + set(inv.incentives().maximal(g)));
        out.println("  reduced form   " + shown(inv.reduced().of(g)));
        OptionalInt aw = inv.atomicWeights().of(g);
        out.println("  atomic weight  " + (aw.isPresent() ? shown(aw.getAsInt()) : "none (" + notAtomic(g) + ")"));
        out.println("  companion      " + shown(inv.companions().of(g)));
        out.println("  frozen         " + shown(inv.cooling().freeze(g)));
    }

    private String set(int[] ids) {
        StringJoiner j = new StringJoiner(", ", "{", "}");
        for (int id : ids) {
            j.add(shown(id));
        }
        return j.toString();
    }

    /** A value's form, or its length when it is too long to read (the JSON output gives it whole). */
    private String shown(int id) {
        String form = notation.print(id);
        return form.length() <= PartizanOutput.LONGEST_FORM ? form : "(a form of " + form.length() + " characters)";
    }

    /** Why a game has no atomic weight, in CGSuite's words and the reason. */
    private String notAtomic(int g) {
        return inv.predicates().infinitesimal(g) ? "not atomic: an infinitesimal too far from every multiple of ^"
                : "not atomic: not infinitesimal";
    }
}
