package org.sprague.cli.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.cli.GameOptionSpecs;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.play.PlaySession;
import org.sprague.play.PlaySession.Side;
import org.sprague.rules.CompiledRules;
import org.sprague.rules.GuardedMoves;
import org.sprague.rules.PartizanRuleFile;
import org.sprague.rules.PartizanRuleMoves;
import org.sprague.rules.RuleCompiler;
import org.sprague.rules.RuleFile;
import org.sprague.rules.RuleGame;
import org.sprague.rules.RuleMoves;
import org.sprague.solve.Budget;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code sprague play --rules FILE.java [--misere] [--first human|engine] [--side left|right] POSITION...}: a rule
 * file's game against the perfect engine, compiled and guarded as {@code solve --rules} does it; a partizan rule
 * file ({@link PartizanRuleMoves}) is played as Left or Right ({@code --side}), with cycles drawn by repetition.
 */
final class RulesPlay {
    private static final List<GameOption> OPTIONS = List.of(RulesSolve.RULES, GameOption.MISERE, PlayCommand.FIRST,
            PlayCommand.SIDE);

    private RulesPlay() {
    }

    /** Adds {@code --rules}, its options and a position to the {@code play} command. */
    static void addTo(CommandSpec play) {
        GameOptionSpecs.addAll(play, OPTIONS);
        play.addPositional(PositionalParamSpec.builder().paramLabel("POSITION").arity("0..*").type(List.class)
                .auxiliaryTypes(String.class).description("with --rules: the starting position").build());
        play.parser().unmatchedOptionsArePositionalParams(true);
    }

    /** Runs {@code play} without a game name: a rule file, or the usual error. */
    static int run(CommandSpec play) throws IOException {
        String file = play.findOption("--rules").getValue();
        List<String> given = play.positionalParameters().get(0).getValue();
        List<String> args = given == null ? new ArrayList<>() : new ArrayList<>(given);
        if (file == null) {
            throw new BadInputException(args.isEmpty() ? "missing game: try 'sprague play nim 3 4 5', or 'sprague"
                    + " play --rules FILE.java POSITION' for your own game"
                    : args.get(0).startsWith("-") ? "unknown option '" + args.get(0) + "' for play"
                    : "unknown game '" + args.get(0) + "'; 'sprague list' shows every game");
        }
        for (String a : args) {
            if (a.matches("--?[a-zA-Z][a-zA-Z0-9-]*")) {
                throw new BadInputException("unknown option '" + a + "' for play --rules; options: --misere,"
                        + " --first human|engine, --side left|right (partizan rule files)");
            }
        }
        GameOptions options = GameOptionSpecs.given(play, List.of(GameOption.MISERE));
        String side = play.findOption("--side").getValue();
        CompiledRules compiled = RuleCompiler.compileAny(Path.of(file), Budget.standard().start());
        if (compiled instanceof PartizanRuleFile partizan) {
            if (options.flag(GameOption.MISERE)) {
                throw new BadInputException("--misere is for impartial rule files; " + partizan.fileName()
                        + " states a partizan game (methods left and right)");
            }
            return partizan(partizan, args, PlayCommand.first(play), side == null ? "left" : side);
        }
        if (side != null) {
            throw new BadInputException("--side is for partizan rule files (methods left and right); "
                    + compiled.fileName() + " states an impartial game, where either player may make every move");
        }
        RuleFile rules = (RuleFile) compiled;
        try (GuardedMoves guard = GuardedMoves.perCall(rules, Budget.standard())) {
            RuleMoves moves = new RuleMoves(new RuleGame(rules, guard, RuleGame.DEFAULT_MAX_STATES));
            PlaySession session = new PlaySession(null, moves, options, args, PlayCommand.first(play));
            return PlayCommand.run(moves.name(), session, null);
        }
    }

    /**
     * A partizan rule file's game: the person plays {@code side}; the moves are written with whose turn it is
     * ({@code --first left|right}), as for the catalog's partizan games, and a game with cycles is drawn at a
     * position's third repetition.
     */
    private static int partizan(PartizanRuleFile rules, List<String> args, Side first, String side) throws IOException {
        if (!side.equals("left") && !side.equals("right")) {
            throw new BadInputException("--side takes left or right, got '" + side + "'");
        }
        String other = side.equals("left") ? "right" : "left";
        GameOptions options = new GameOptions(Map.of(PartizanGames.FIRST.name(), first == Side.HUMAN ? side : other));
        try (GuardedMoves guard = GuardedMoves.perCall(rules, Budget.standard())) {
            PartizanRuleMoves moves = new PartizanRuleMoves(rules, guard, Budget.standard());
            PlaySession session = new PlaySession(null, moves, options, args, first);
            return PlayCommand.run(moves.name(), session, side);
        }
    }
}
