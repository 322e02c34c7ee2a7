package org.sprague.cli.values;

import java.io.PrintStream;
import org.sprague.misere.canonical.MisereForms;
import org.sprague.misere.canonical.MisereNotation;

/**
 * Misère canonical forms and genera as LaTeX: CGSuite's {@code *[2[2]321]} as {@code \ast[2[2]321]} ({@code #} as
 * {@code \#}), a genus {@code 4^146} as {@code 4^{146}}, and a table of heaps with both, to paste into a paper.
 */
final class MisereLatex {
    private MisereLatex() {
    }

    /** A printed form in math mode. */
    static String form(String printed) {
        return printed.replace("#", "\\#").replace("*", "\\ast ").replace(" [", "[").strip();
    }

    /** A genus {@code g^abc} in math mode: the exponent in braces. */
    static String genus(String genus) {
        int hat = genus.indexOf('^');
        return hat < 0 ? genus : genus.substring(0, hat) + "^{" + genus.substring(hat + 1) + "}";
    }

    /** The heaps' forms and genera as a {@code tabular}. */
    static void table(String name, int[] form, MisereForms forms, MisereNotation notation, PrintStream out) {
        out.println("% " + name + ": misère canonical forms and genera of heaps 0.." + (form.length - 1));
        out.println("\\begin{tabular}{r|ll}");
        out.println("$n$ & form & genus \\\\");
        out.println("\\hline");
        for (int n = 0; n < form.length; n++) {
            out.println(n + " & $" + form(notation.print(form[n])) + "$ & $" + genus(forms.genus(form[n]).toString())
                    + "$ \\\\");
        }
        out.println("\\end{tabular}");
    }
}
