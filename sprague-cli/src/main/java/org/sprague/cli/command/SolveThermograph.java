package org.sprague.cli.command;

import java.io.IOException;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.cli.plot.ThermographPlot;
import picocli.CommandLine;

/**
 * {@code solve GAME --thermograph FILE.png|svg POSITION...}: the thermograph (Winning Ways, ch. 6; Siegel,
 * Combinatorial Game Theory, II.5) of a partizan position whose canonical value was computed, drawn as
 * {@code value --thermograph} draws it. A position answered by search has no canonical value and so no
 * thermograph: that is bad input, one {@code error:} line.
 */
final class SolveThermograph {
    static final String NAME = "--thermograph";

    private SolveThermograph() {
    }

    static CommandLine.Model.OptionSpec option() {
        return CommandLine.Model.OptionSpec.builder(NAME).paramLabel("FILE").type(String.class)
                .description("partizan games: also draw the position's thermograph into FILE (.png or .svg)")
                .build();
    }

    /** The file asked for, its name checked before any search; or {@code null}. */
    static String file(CommandLine.Model.CommandSpec spec) {
        String file = spec.findOption(NAME).getValue();
        if (file != null) {
            ThermographPlot.checkName(file);
        }
        return file;
    }

    static void refuseWithCases(CommandLine.Model.CommandSpec spec) {
        if (spec.findOption(NAME).getValue() != null) {
            throw new BadInputException(NAME + " draws one position; give it without --cases");
        }
    }

    /** Draws the answer's thermograph into {@code file}, or refuses an answer without a canonical value. */
    static void draw(Answer answer, String file) throws IOException {
        if (answer instanceof PartizanAnswer p) {
            ThermographPlot.write(answer.game() + " " + String.join(" ", p.position()), p.analysis().thermograph(),
                    file);
        } else if (answer instanceof PartizanOutcomeAnswer) {
            throw new BadInputException(NAME + ": this " + answer.game() + " position was answered by search, which"
                    + " finds who wins but no canonical value, so it has no thermograph; try a smaller position");
        } else {
            throw new BadInputException(NAME + " draws partizan values; " + answer.game() + " is answered by"
                    + " Grundy values (a nimber's thermograph is a bare mast at 0)");
        }
    }
}
