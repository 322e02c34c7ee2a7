package org.sprague.cli.command;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.sprague.BadInputException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Integers;
import org.sprague.cli.GameOptionSpecs;
import org.sprague.cli.output.PlayText;
import org.sprague.play.MoveValues;
import org.sprague.play.PlaySession.Side;
import org.sprague.play.PlaySession;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * {@code sprague play GAME [options] POSITION...}: a game against the perfect engine on standard input and
 * output, with the line protocol of the command-line contract (see {@link PlayText}); {@code play --rules
 * FILE.java POSITION...} plays a rule file's game (see {@link RulesPlay}). In a partizan game {@code --side}
 * says whether the person plays Left or Right, and {@code --first} who of the two moves first.
 */
public final class PlayCommand {
    static final GameOption FIRST = GameOption.value("--first", "human|engine", "who moves first", "human");
    static final GameOption SIDE = GameOption.value("--side", "left|right",
            "partizan games: the player you are, Left or Right", "left");

    static final GameOption MOVE_TIME = GameOption.value("--move-time", "TIME",
            "where moves are valued by a search with a time limit (Domineering on big boards): the time to value a"
                    + " position's moves, and so the engine's time per move, such as 500ms, 5s or 1m; a move not"
                    + " decided in it is undecided", "3s");

    private PlayCommand() {
    }

    public static CommandLine build() {
        CommandSpec[] self = new CommandSpec[1];
        CommandSpec play = CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> RulesPlay.run(self[0]));
        self[0] = play;
        play.name("play");
        play.usageMessage().description("Play a position against the perfect engine: type a move's number, hint,"
                + " undo or quit.", "'sprague play --rules FILE.java POSITION...' plays your own game.");
        play.mixinStandardHelpOptions(true);
        RulesPlay.addTo(play);
        CommandLine cli = new CommandLine(play);
        for (CatalogGame game : Catalog.all()) {
            cli.addSubcommand(game.id(), gameCommand(game));
        }
        return cli;
    }

    private static CommandLine gameCommand(CatalogGame game) {
        GameCall call = new GameCall(game);
        // a partizan game's own --first names Left or Right; play's names the person or the engine
        List<GameOption> options = new ArrayList<>(partizan(game) ? List.of(SIDE) : List.of());
        for (GameOption o : game.options()) {
            if (!o.name().equals("--first")) {
                options.add(o);
            }
        }
        options.add(FIRST);
        options.add(MOVE_TIME);
        call.spec = GameCommands.spec(call, options, "Play " + game.summary(), "Position: " + game.syntax());
        return GameCommands.finish(call.spec, "the starting position");
    }

    /** A partizan game, short or loopy: its positions say whose turn it is ({@code --first left|right}). */
    private static boolean partizan(CatalogGame game) {
        return game.kind() == GameKind.PARTIZAN || game.options().contains(PartizanGames.FIRST);
    }

    /** Who moves first, from {@code --first human|engine}. */
    static Side first(CommandSpec spec) {
        String first = spec.findOption("--first").getValue();
        if (first == null || first.equals("human")) {
            return Side.HUMAN;
        }
        if (first.equals("engine")) {
            return Side.ENGINE;
        }
        throw new BadInputException("--first takes human or engine, got '" + first + "'");
    }

    /**
     * The time per move of {@code --move-time}: a whole number with a unit, {@code ms}, {@code s} (the default) or
     * {@code m}, from 10 ms to 10 minutes.
     */
    static Duration moveTime(String text) {
        if (text == null) {
            return MoveValues.DEFAULT_MOVE_TIME;
        }
        Matcher m = Pattern.compile("([0-9]{1,6})(ms|s|m)?").matcher(text.strip());
        Duration d = null;
        if (m.matches()) {
            long v = Long.parseLong(m.group(1));
            String unit = m.group(2) == null ? "s" : m.group(2);
            d = unit.equals("ms") ? Duration.ofMillis(v) : unit.equals("s") ? Duration.ofSeconds(v)
                    : Duration.ofMinutes(v);
        }
        if (d == null || d.compareTo(Duration.ofMillis(10)) < 0 || d.compareTo(Duration.ofMinutes(10)) > 0) {
            throw new BadInputException("--move-time takes a time from 10ms to 10m, such as 500ms, 5s or 1m; got '"
                    + Integers.excerpt(text) + "'");
        }
        return d;
    }

    /** Plays {@code session} on standard input and output. */
    static int run(String name, PlaySession session, String side) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        // a person at a terminal sees what they type; piped input is repeated in the transcript
        new PlayText(name, session, out, System.console() == null, side).run(in::readLine);
        return 0;
    }

    /** Runs one game on the parsed command line. */
    private static final class GameCall extends GameCommands.Call {
        GameCall(CatalogGame game) {
            super(game);
        }

        @Override
        public Integer call() throws IOException {
            List<String> position = GameCommands.position(spec, "play", game);
            Side first = first(spec);
            Map<String, String> given = new LinkedHashMap<>(GameOptionSpecs.given(spec, game.options()).asMap());
            String side = null;
            if (partizan(game)) {
                side = spec.findOption("--side").getValue() == null ? "left" : spec.findOption("--side").getValue();
                if (!side.equals("left") && !side.equals("right")) {
                    throw new BadInputException("--side takes left or right, got '" + side + "'");
                }
                String other = side.equals("left") ? "right" : "left";
                // the partizan moves read whose turn it is from --first left|right
                given.put("--first", first == Side.HUMAN ? side : other);
            }
            Duration moveTime = moveTime(spec.findOption("--move-time").getValue());
            PlaySession session = new PlaySession(game, new GameOptions(given), position, first).moveTime(moveTime);
            return run(game.id(), session, side);
        }
    }
}
