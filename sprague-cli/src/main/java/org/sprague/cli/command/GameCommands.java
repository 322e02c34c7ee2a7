package org.sprague.cli.command;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.cli.GameOptionSpecs;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The wiring every per-game subcommand shares ({@code solve GAME}, {@code play GAME}): a picocli spec around the
 * call, one option per game option, help, and the POSITION arguments, read back with words that look like unknown
 * options refused.
 */
final class GameCommands {
    private GameCommands() {
    }

    /** The call of one game's subcommand: the game, and the spec it is parsed into (set once it is built). */
    abstract static class Call implements Callable<Integer> {
        final CatalogGame game;
        CommandSpec spec;

        Call(CatalogGame game) {
            this.game = game;
        }
    }

    /** A spec running {@code call}, described by {@code description}, with the given game options. */
    static CommandSpec spec(Callable<Integer> call, List<GameOption> options, String... description) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(call);
        spec.usageMessage().description(description);
        GameOptionSpecs.addAll(spec, options);
        return spec;
    }

    /** Adds help and the POSITION arguments (after every other option, for the help's order). */
    static CommandLine finish(CommandSpec spec, String positionDescription) {
        GameOptionSpecs.addHelp(spec);
        GameOptionSpecs.addPosition(spec, positionDescription);
        return new CommandLine(spec);
    }

    /**
     * The POSITION arguments given; a word that looks like an option is refused as unknown (after {@code --}
     * every word is a position).
     */
    static List<String> position(CommandSpec spec, String command, CatalogGame game) {
        List<String> given = spec.positionalParameters().get(0).getValue();
        List<String> args = given == null ? new ArrayList<>() : new ArrayList<>(given);
        boolean optionsEnded = spec.commandLine().getParseResult().originalArgs().contains("--");
        for (String a : optionsEnded ? List.<String>of() : args) {
            if (a.matches("--?[a-zA-Z][a-zA-Z0-9-]*")) {
                throw new BadInputException("unknown option '" + a + "' for " + game.id() + "; see 'sprague " + command
                        + " " + game.id() + " --help'");
            }
        }
        return args;
    }
}
