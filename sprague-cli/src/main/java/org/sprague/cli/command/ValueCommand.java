package org.sprague.cli.command;

import java.io.BufferedOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import org.sprague.BadInputException;
import org.sprague.cli.output.InvariantsOutput;
import org.sprague.cli.output.PartizanOutput;
import org.sprague.cli.plot.ThermographPlot;
import org.sprague.cli.output.ValueReport;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CgsuiteNotation;
import org.sprague.partizan.NotationParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code sprague value EXPR}: a value in CGSuite's notation, with sums and negations, analysed like a partizan
 * position; {@code value --compare G H} compares two values. Arguments that start with {@code -} are values.
 */
@Command(name = "value", mixinStandardHelpOptions = true,
        description = {"Evaluate a partizan value such as '{1|-1} + ^ + *': canonical form, outcome class, mean,"
                + " temperature, the first player's winning moves.",
                "Notation (CGSuite's): integers, fractions 3/8, * *2, ^ ^^ v ^3 ^[3] ^<3>, ^*, 1/2*, +-1, 2+-1,"
                        + " +-{1,{2|0}}, {A,B|C}, slash bars {3||2|1}, Tiny(2), Miny(2), 2Tiny(2) (a sum), G:H (ordinal"
                        + " sum), G.U (Norton product), ConwayProduct(*2,*3); + and - between terms.",
                "Loopy values (docs/loopy.md): pass, on, off, over, under, upon, dud, upon-th ^[on] v<on>, named braces"
                        + " a{0|a}, sided values S & T (onside & offside): who wins with each player first, stopper,"
                        + " stops, sides; --compare of stoppers and sided values.",
                "EXPR '-' reads one expression a line from standard input and writes one JSON object a line.",
                "With --compare G H: whether G > H, G < H, G = H or G || H (confused).",
                "Functions: cool(G, t), heat(G, t), overheat(G, s, t), freeze(G), rcf(G), companion(G), aw(G)."})
public final class ValueCommand implements Callable<Integer> {
    @Option(names = "--json", description = "print exactly one JSON object")
    boolean json;

    @Option(names = "--compare", description = "compare the two values given")
    boolean compare;

    @Option(names = "--misere", description = "a misère impartial game in CGSuite's notation (*[2#0], *[[2],0],"
            + " *2 + *[2##]): misère canonical form, genus, mate, outcome class, nim values, phylum")
    boolean misere;

    @Option(names = "--first", paramLabel = "left|right", description = "who moves first (default: left)")
    String first;

    @Option(names = "--invariants", description = "also incentives, reduced canonical form, atomic weight,"
            + " companion and frozen value")
    boolean invariants;

    @Option(names = "--thermograph", paramLabel = "FILE", description = "draw the thermograph into FILE (.png or .svg)")
    String thermograph;

    @Option(names = "--expanded", description = "text: the canonical line shows the plain expanded form, not CGSuite's (JSON has both)")
    boolean expanded;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--latex", description = "also print the value as LaTeX math (JSON: \"latex\")")
    boolean latex;

    @Parameters(paramLabel = "EXPR", arity = "1..*", description = "the value (several arguments are joined by spaces)")
    List<String> expression;

    public static CommandLine build() {
        CommandLine cli = new CommandLine(new ValueCommand());
        // -1, -1/2, -{1|*}, -^ are values, not options
        cli.setUnmatchedOptionsArePositionalParams(true);
        return cli;
    }

    @Override
    public Integer call() throws Exception {
        CanonicalGames games = new CanonicalGames();
        NotationParser parser = new NotationParser(games);
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        if (misere) {
            MisereValue.print(String.join(" ", expression), json, out);
            out.flush();
            return 0;
        }
        if (compare) {
            if (expression.size() != 2) {
                throw new BadInputException("--compare takes two values, G and H (quote each: '{1|*}' '^')");
            }
            int g;
            int h;
            try {
                g = parser.parse(expression.get(0));
                h = parser.parse(expression.get(1));
            } catch (BadInputException e) {
                LoopyValue.loopy(e, expression.get(0), expression.get(1));
                LoopyValue.compare(expression.get(0), expression.get(1), json, out);
                out.flush();
                return 0;
            }
            Integer c = games.compare(g, h);
            String comparison = c == null ? "||" : c < 0 ? "<" : c > 0 ? ">" : "=";
            CgsuiteNotation notation = new CgsuiteNotation(games);
            if (json) {
                JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
                w.writeStartObject();
                w.writeStringField("g", notation.print(g));
                w.writeStringField("h", notation.print(h));
                w.writeStringField("comparison", comparison);
                w.writeEndObject();
                w.flush();
                out.println();
            } else {
                out.println(notation.print(g) + " " + comparison + " " + notation.print(h));
            }
        } else if (expression.equals(List.of("-"))) {
            return ValueLines.run(PartizanOutput.leftFirst(first), latex, invariants, spec.commandLine().getErr());
        } else {
            String text = String.join(" ", expression);
            boolean leftFirst = PartizanOutput.leftFirst(first);
            if (thermograph != null) {
                ThermographPlot.checkName(thermograph);
            }
            int value;
            try {
                value = parser.parse(text);
            } catch (BadInputException e) {
                LoopyValue.loopy(e, text);
                LoopyValue.print(text, json, out);
                out.flush();
                return 0;
            }
            ValueReport report = new ValueReport(games, invariants);
            if (thermograph != null) {
                ThermographPlot.write(text, report.analyse(value, leftFirst).thermograph(), thermograph);
            }
            if (json) {
                JsonGenerator w = new JsonFactory().createGenerator(out, JsonEncoding.UTF8);
                w.writeStartObject();
                w.writeStringField("expression", text);
                report.json(value, leftFirst, latex, w);
                w.writeEndObject();
                w.flush();
                out.println();
            } else if (expanded) {
                out.println("value " + text);
                PartizanOutput.text(report.analyse(value, leftFirst), true, out);
                report.invariants(value).text(out);
            } else {
                out.println("value " + text);
                report.text(value, leftFirst, latex, out);
            }
        }
        out.flush();
        return 0;
    }
}
