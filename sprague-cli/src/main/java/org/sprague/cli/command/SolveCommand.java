package org.sprague.cli.command;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.cli.GameOptionSpecs;
import org.sprague.cli.StdinTokens;
import org.sprague.cli.output.ExplanationText;
import org.sprague.cli.output.Output;
import org.sprague.cli.values.ValuesCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * {@code sprague solve GAME [options] POSITION...}: one subcommand per catalog game, built from the game's own
 * option list, so the catalog is the single source of games, options and help.
 */
public final class SolveCommand {
    private SolveCommand() {
    }

    /** @param only the one game to add, or {@code null} for every game of the catalog */
    public static CommandLine build(String only) {
        CommandSpec[] self = new CommandSpec[1];
        CommandSpec solve = CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> RulesSolve.run(self[0]));
        self[0] = solve;
        solve.name("solve");
        solve.usageMessage().description("Solve a position: outcome, Grundy value, remoteness, winning moves.",
                "Run 'sprague list' to see every game; 'sprague solve --rules FILE.java POSITION...' solves your"
                        + " own game.");
        solve.mixinStandardHelpOptions(true);
        solve.addOption(GameOptionSpecs.jsonOption());
        RulesSolve.addTo(solve);
        CommandLine cli = new CommandLine(solve);
        for (CatalogGame game : only == null ? org.sprague.compound.Games.all()
                : List.of(org.sprague.compound.Games.find(only))) {
            cli.addSubcommand(game.id(), gameCommand(game));
        }
        return cli;
    }

    private static CommandLine gameCommand(CatalogGame game) {
        GameCall call = new GameCall(game);
        CommandSpec spec = GameCommands.spec(call, game.options(), game.summary(), "Position: " + game.syntax(),
                "Examples: " + String.join(" | ", game.examples()));
        call.spec = spec;
        spec.addOption(GameOptionSpecs.jsonOption());
        GameOptionSpecs.addAll(spec, List.of(RulesSolve.CASES));
        spec.addOption(ExplanationText.explainOption());
        spec.addOption(budgetOption());
        spec.addOption(MisereFormCommand.option());
        spec.addOption(SolveThermograph.option());
        return GameCommands.finish(spec, "the position, or - to read it from standard input");
    }

    /**
     * {@code solve OPTION... GAME REST...} read as {@code solve GAME OPTION... REST...}: options may stand before
     * the game's name as well as after it, every option the game's command declares (its game options, {@code --k}
     * and {@code --assume-moore} of the impartial games, {@code --json}, {@code --budget}, {@code --explain},
     * {@code --cases}), each value after its option. The game is the first word that is a game's name where every
     * word before it, from {@code solve} on, is an option (with its value, for one that takes one) of that game's
     * command or another word that looks like an option, which the game's command then refuses as unknown to it.
     * Anything else (a rule file's {@code --rules}, {@code --}, a word that is no option) is left as it is.
     *
     * @return {@code args} itself when nothing is to be moved
     */
    public static String[] gameFirst(String[] args) {
        if (args.length < 3 || !args[0].equals("solve") || !args[1].startsWith("-")) {
            return args;
        }
        for (int g = 2; g < args.length; g++) {
            if (args[g].equals("--")) {
                return args;
            }
            CatalogGame game = args[g].startsWith("-") ? null : org.sprague.compound.Games.find(args[g]);
            if (game != null && optionsOnly(args, g, build(game.id()).getSubcommands().get(game.id())
                    .getCommandSpec())) {
                String[] moved = new String[args.length];
                moved[0] = args[0];
                moved[1] = args[g];
                System.arraycopy(args, 1, moved, 2, g - 1);
                System.arraycopy(args, g + 1, moved, g + 1, args.length - g - 1);
                return moved;
            }
        }
        return args;
    }

    /** Whether {@code args[1..end)} are options of {@code game}'s command with their values, or unknown options. */
    private static boolean optionsOnly(String[] args, int end, CommandSpec game) {
        for (int i = 1; i < end; i++) {
            String word = args[i];
            if (!word.matches("--?[a-zA-Z][a-zA-Z0-9-]*(=.*)?") || word.split("=", 2)[0].equals(RulesSolve.RULES
                    .name())) {
                return false;
            }
            CommandLine.Model.OptionSpec option = word.contains("=") ? null : game.findOption(word);
            if (option != null && option.arity().max() > 0 && ++i >= end) {
                return false; // its value would be the game's name
            }
        }
        return true;
    }

    /** {@code --budget STEPS|none}: the limit of each search of the answer, optional or required. */
    static CommandLine.Model.OptionSpec budgetOption() {
        return CommandLine.Model.OptionSpec.builder("--budget").paramLabel("STEPS|none").type(String.class)
                .description("steps each search may take (default " + (long) org.sprague.solve.Budget
                        .STANDARD_SEARCH_STEPS + ", a few seconds; with --cases the same a case, and "
                        + String.format(java.util.Locale.ROOT, "%.0e", Cases.SEARCH_TOTAL) + " for all the cases"
                        + " together), or none; with --cases, each case gets it and there is no total").build();
    }

    /** The budget of a solve: {@code --budget} as in 'values', with the words on how to raise it. */
    static org.sprague.solve.Budget budget(String text) {
        return ValuesCommand.budget(text).withAdvice("raise it with --budget");
    }

    /** Runs one game on the parsed command line. */
    private static final class GameCall extends GameCommands.Call {
        GameCall(CatalogGame game) {
            super(game);
        }

        @Override
        public Integer call() throws IOException {
            // --json may stand before the game's name too (sprague solve --json nim 3 4 5)
            boolean json = Boolean.TRUE.equals(spec.findOption("--json").getValue())
                    || Boolean.TRUE.equals(spec.parent().findOption("--json").getValue());
            // words before the game's name that gameFirst left there: never ignored
            List<String> before = spec.parent().positionalParameters().get(0).getValue();
            if (before != null && !before.isEmpty()) {
                String word = before.get(0);
                throw new BadInputException(word.startsWith("-") ? "unknown option '" + word + "' for " + game.id()
                        + "; see 'sprague solve " + game.id() + " --help'" : "'" + word + "' stands before the"
                        + " game's name; give the position after it: 'sprague solve " + game.id() + " [options]"
                        + " POSITION...'");
            }
            for (String misplaced : List.of("--rules", "--misere", "--k", "--assume-moore", "--cases",
                    "--budget")) {
                if (spec.parent().findOption(misplaced).getValue() != null
                        && !Boolean.FALSE.equals(spec.parent().findOption(misplaced).getValue())) {
                    throw new BadInputException(misplaced.equals("--rules") ? "--rules solves your own game: with"
                            + " --rules, give no game name" : "unknown option '" + misplaced + "' for " + game.id()
                            + "; see 'sprague solve " + game.id() + " --help'");
                }
            }
            String budgetText = spec.findOption("--budget").getValue();
            GameOptions options = GameOptionSpecs.given(spec, game.options()).withBudget(budget(budgetText));
            String cases = spec.findOption("--cases").getValue();
            if (cases != null) {
                List<String> given = spec.positionalParameters().get(0).getValue();
                if (given != null && !given.isEmpty()) {
                    throw new BadInputException("give either --cases FILE or a position, not both");
                }
                if (budgetText == null) {
                    options = options.withBudget(Cases.budget(options.budget()));
                }
                SolveThermograph.refuseWithCases(spec);
                // the cases' searches report their progress where --progress is given, not by default
                options = withProgress(options, false);
                return Cases.run(cases, game.options(), options, game::solve, json, spec.commandLine().getErr());
            }
            List<String> position = positionArguments();
            options = withProgress(options, !json && org.sprague.cli.ProgressBarReporter.stderrIsTerminal());
            if (MisereFormCommand.requested(spec)) {
                return MisereFormCommand.run(game, options, position, json);
            }
            boolean explain = Boolean.TRUE.equals(spec.findOption("--explain").getValue());
            if (explain && org.sprague.compound.Games.isAddedCompound(game, options)) {
                throw new BadInputException("--explain does not cover the Nim-k compound of " + game.id()
                        + "; leave out --explain, or --k");
            }
            String thermograph = SolveThermograph.file(spec);
            Answer answer = game.solve(options, position);
            if (thermograph != null) {
                SolveThermograph.draw(answer, thermograph);
            }
            if (explain) {
                ExplanationText.print(game, withoutEngine(options), position, answer, json);
                return 0;
            }
            Output.print(answer, withoutEngine(options), json);
            return 0;
        }

        /**
         * A game with a {@code --progress} option (a long search) reports to a line on standard error when the flag
         * is given, and by default on a terminal, as {@code values} does: when standard error is one and the output
         * is not JSON. The game prints nothing itself: it reports to the printer passed in.
         */
        private GameOptions withProgress(GameOptions options, boolean byDefault) {
            boolean offered = game.options().stream().anyMatch(o -> o.name().equals("--progress"));
            String asked = options.asMap().get("--progress");
            boolean show = asked != null ? !asked.equals("false") : byDefault;
            return offered && show ? options.withProgress(SearchProgressPrinter.on(System.err)) : options;
        }

        /**
         * Where and how an answer was computed is not part of it: --engine, --master, --progress, --threads, the
         * checkpoint's options and the depth of a split search are left out of the echo.
         */
        private static GameOptions withoutEngine(GameOptions options) {
            java.util.Map<String, String> shown = new java.util.LinkedHashMap<>(options.asMap());
            shown.keySet().removeAll(List.of("--engine", "--master", "--progress", "--threads", "--checkpoint",
                    "--resume", "--checkpoint-every", "--split-depth"));
            return options.withValues(shown);
        }

        private List<String> positionArguments() throws IOException {
            List<String> args = GameCommands.position(spec, "solve", game);
            if (args.size() == 1 && args.get(0).equals("-")) {
                args = StdinTokens.read(System.in);
                if (args.isEmpty()) {
                    throw new BadInputException("standard input held no position: pipe in " + game.syntax());
                }
            } else if (args.contains("-")) {
                throw new BadInputException("'-' reads the position from standard input and must be the only"
                        + " position argument");
            }
            return args;
        }
    }
}
