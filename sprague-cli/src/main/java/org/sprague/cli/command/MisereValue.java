package org.sprague.cli.command;

import java.io.IOException;
import java.io.PrintStream;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.cli.output.MisereFormOutput;
import org.sprague.misere.canonical.MisereForms;
import org.sprague.misere.canonical.MisereNotationParser;
import org.sprague.solve.Budget;

/** {@code value --misere EXPR}: a misère impartial game in CGSuite's notation, in misère canonical form. */
final class MisereValue {
    private MisereValue() {
    }

    static void print(String expression, boolean json, PrintStream out) throws IOException {
        Budget budget = Budget.standard();
        MisereForms forms = new MisereForms().limit(budget.memory().open(), budget.start());
        int g = new MisereNotationParser(forms).parse(expression);
        if (json) {
            JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
            w.writeStartObject();
            w.writeStringField("expression", expression);
            MisereFormOutput.jsonFields(forms, g, w);
            w.writeEndObject();
            w.flush();
            out.println();
        } else {
            out.println("value --misere " + expression);
            MisereFormOutput.text(forms, g, out);
        }
    }
}
