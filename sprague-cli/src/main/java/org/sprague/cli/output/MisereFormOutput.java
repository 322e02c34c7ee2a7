package org.sprague.cli.output;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.misere.canonical.MisereForms;
import org.sprague.misere.canonical.MisereNotation;
import org.sprague.misere.canonical.Phylum;

/**
 * Prints what is known of a misère canonical form: the form in CGSuite's notation, Conway's genus, the mate, the
 * misère outcome class, the normal and misère nim values, the phylum (tame, restive, ...) and the birthday.
 */
public final class MisereFormOutput {
    private MisereFormOutput() {
    }

    /**
     * The JSON fields of a form.
     *
     * @param forms the space holding it
     * @param g the form
     * @param w where the fields go, inside an open object
     * @throws IOException when writing fails
     */
    public static void jsonFields(MisereForms forms, int g, JsonGenerator w) throws IOException {
        MisereNotation notation = new MisereNotation(forms);
        Phylum p = forms.phylum(g);
        w.writeStringField("outcome", forms.isPPosition(g) ? "second" : "first");
        w.writeStringField("canonical", notation.print(g));
        w.writeStringField("misereOutcomeClass", forms.isPPosition(g) ? "P" : "N");
        w.writeStringField("genus", forms.genus(g).toString());
        w.writeStringField("mate", notation.print(forms.mate(g)));
        w.writeNumberField("nimValue", forms.normalValue(g));
        w.writeNumberField("misereNimValue", forms.misereValue(g));
        w.writeNumberField("birthday", forms.birthday(g));
        w.writeStringField("phylum", name(p));
        w.writeBooleanField("tame", p.isHereditarilyTame());
        w.writeBooleanField("generallyTame", p.isGenerallyTame());
        w.writeBooleanField("tameable", p.isTameable());
        w.writeBooleanField("restive", p == Phylum.HEREDITARILY_RESTIVE);
        w.writeBooleanField("generallyRestive", p.isGenerallyRestive());
        w.writeBooleanField("restless", p == Phylum.RESTLESS);
        w.writeBooleanField("even", forms.isEven(g));
    }

    /**
     * The text lines of a form.
     *
     * @param forms the space holding it
     * @param g the form
     * @param out where the lines go
     */
    public static void text(MisereForms forms, int g, PrintStream out) {
        MisereNotation notation = new MisereNotation(forms);
        Phylum p = forms.phylum(g);
        out.println("canonical: " + notation.print(g));
        out.println("genus: " + forms.genus(g));
        out.println("mate: " + notation.print(forms.mate(g)));
        out.println("misère outcome: " + (forms.isPPosition(g) ? "P (the previous player wins)"
                : "N (the player to move wins)"));
        out.println("nim value: " + forms.normalValue(g) + " (normal play), misère nim value: "
                + forms.misereValue(g));
        out.println("phylum: " + name(p) + " (tame: " + yesNo(p.isGenerallyTame()) + ", restive: "
                + yesNo(p.isGenerallyRestive()) + ")");
        out.println("birthday: " + forms.birthday(g));
    }

    private static String name(Phylum p) {
        return p.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String yesNo(boolean b) {
        return b ? "yes" : "no";
    }
}
