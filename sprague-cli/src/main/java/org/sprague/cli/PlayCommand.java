package org.sprague.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.play.PlaySession;
import org.sprague.play.PlaySession.Side;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code sprague play GAME [options] POSITION...}: a game against the perfect engine on standard input and
 * output, with the line protocol of the command-line contract (see {@link PlayText}).
 */
final class PlayCommand {
    private PlayCommand() {
    }

    static CommandLine build() {
        CommandSpec play = CommandSpec.wrapWithoutInspection((Runnable) () -> {
            throw new BadInputException("missing game: try 'sprague play nim 3 4 5'");
        });
        play.name("play");
        play.usageMessage().description("Play a position against the perfect engine: type a move's number, hint,"
                + " undo or quit.");
        play.mixinStandardHelpOptions(true);
        CommandLine cli = new CommandLine(play);
        for (CatalogGame game : Catalog.all()) {
            // partizan games are not played yet: their --first names Left or Right, play's names who is human
            if (game.kind() != org.sprague.catalog.GameKind.PARTIZAN) {
                cli.addSubcommand(game.id(), gameCommand(game));
            }
        }
        return cli;
    }

    private static CommandLine gameCommand(CatalogGame game) {
        GameCall call = new GameCall(game);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(call);
        call.spec = spec;
        spec.usageMessage().description("Play " + game.summary(), "Position: " + game.syntax());
        GameOptionSpecs.addAll(spec, game.options());
        spec.addOption(OptionSpec.builder("--first").paramLabel("human|engine").type(String.class)
                .description("who moves first (default human)").build());
        GameOptionSpecs.addHelp(spec);
        GameOptionSpecs.addPosition(spec, "the starting position");
        return new CommandLine(spec);
    }

    /** Runs one game on the parsed command line. */
    private static final class GameCall implements Callable<Integer> {
        private final CatalogGame game;
        private CommandSpec spec;

        GameCall(CatalogGame game) {
            this.game = game;
        }

        @Override
        public Integer call() throws IOException {
            List<String> given = spec.positionalParameters().get(0).getValue();
            List<String> position = given == null ? new ArrayList<>() : new ArrayList<>(given);
            for (String a : position) {
                if (a.matches("--[a-zA-Z][a-zA-Z0-9-]*")) {
                    throw new BadInputException("unknown option '" + a + "' for play " + game.id());
                }
            }
            String first = spec.findOption("--first").getValue();
            Side side;
            if (first == null || first.equals("human")) {
                side = Side.HUMAN;
            } else if (first.equals("engine")) {
                side = Side.ENGINE;
            } else {
                throw new BadInputException("--first takes human or engine, got '" + first + "'");
            }
            GameOptions options = GameOptionSpecs.given(spec, game.options());
            PlaySession session = new PlaySession(game, options, position, side);
            PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            // a person at a terminal sees what they type; piped input is repeated in the transcript
            new PlayText(game.id(), session, out, System.console() == null).run(in::readLine);
            return 0;
        }
    }
}
