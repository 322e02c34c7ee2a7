package org.sprague.cli.command;

import java.io.BufferedOutputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import org.sprague.cli.output.JsonOutput;
import org.sprague.cli.output.TextOutput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sprague list}: every game, its options, position syntax and examples.
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List every game with its options, position syntax and examples.")
public final class ListCommand implements Callable<Integer> {
    @Option(names = "--json", description = "print exactly one JSON object")
    boolean json;

    @Override
    public Integer call() throws Exception {
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        if (json) {
            try (JsonOutput w = new JsonOutput(out)) {
                w.games(org.sprague.compound.Games.all());
            }
            out.println();
        } else {
            TextOutput.games(org.sprague.compound.Games.all(), out);
        }
        out.flush();
        return 0;
    }
}
