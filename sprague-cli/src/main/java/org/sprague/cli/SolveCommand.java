package org.sprague.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sprague solve GAME [options] POSITION...}: one subcommand per catalog game, built from the game's own
 * option list, so the catalog is the single source of games, options and help.
 */
final class SolveCommand {
    private SolveCommand() {
    }

    /** @param only the one game to add, or {@code null} for every game of the catalog */
    static CommandLine build(String only) {
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
        return GameCommands.finish(spec, "the position, or - to read it from standard input");
    }

    /** {@code --budget STEPS|none}: the limit of each search of the answer, optional or required. */
    static CommandLine.Model.OptionSpec budgetOption() {
        return CommandLine.Model.OptionSpec.builder("--budget").paramLabel("STEPS|none").type(String.class)
                .description("steps each search may take (default " + (long) org.sprague.solve.Budget
                        .STANDARD_SEARCH_STEPS + ", about a second; with --cases " + (long) Cases.SEARCH_STEPS
                        + " a case), or none").build();
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
            for (String misplaced : List.of("--rules", "--misere", "--k", "--assume-moore", "--cases",
                    "--budget")) {
                if (spec.parent().findOption(misplaced).getValue() != null
                        && !Boolean.FALSE.equals(spec.parent().findOption(misplaced).getValue())) {
                    throw new BadInputException("unknown option '" + misplaced + "' for solve; a game's options go"
                            + " after its name, as in 'sprague solve " + game.id() + " " + misplaced + " ...'"
                            + (misplaced.equals("--rules") ? "; with --rules, give no game name" : ""));
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
                return Cases.run(cases, game.options(), options, game::solve, json, spec.commandLine().getErr());
            }
            List<String> position = positionArguments();
            boolean explain = Boolean.TRUE.equals(spec.findOption("--explain").getValue());
            if (explain && org.sprague.compound.Games.isAddedCompound(game, options)) {
                throw new BadInputException("--explain does not cover the Nim-k compound of " + game.id()
                        + "; leave out --explain, or --k");
            }
            Answer answer = game.solve(options, position);
            if (explain) {
                ExplanationText.print(game, withoutEngine(options), position, answer, json);
                return 0;
            }
            Output.print(answer, withoutEngine(options), json);
            return 0;
        }

        /** Where an answer was computed is not part of it: --engine and --master are left out of the echo. */
        private static GameOptions withoutEngine(GameOptions options) {
            java.util.Map<String, String> shown = new java.util.LinkedHashMap<>(options.asMap());
            shown.keySet().removeAll(List.of("--engine", "--master"));
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
