package org.sprague.cli.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Solution;
import org.sprague.cli.GameOptionSpecs;
import org.sprague.cli.StdinTokens;
import org.sprague.cli.output.Output;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.rules.CompiledRules;
import org.sprague.rules.GuardedMoves;
import org.sprague.rules.PartizanRuleFile;
import org.sprague.rules.PartizanRuleSolver;
import org.sprague.rules.RuleCompiler;
import org.sprague.rules.RuleFile;
import org.sprague.rules.RuleGame;
import org.sprague.rules.RuleSolver;
import org.sprague.solve.Budget;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code sprague solve --rules FILE.java [--misere] [--k K] POSITION...}: a game the user wrote, compiled in the
 * process and answered like a catalog game. The options live on {@code solve} itself, so a rule file needs no
 * game name.
 */
public final class RulesSolve {
    public static final GameOption RULES = GameOption.value("--rules", "FILE.java",
            "your own game: a Java file with a static method moves (see docs/rules.md)", null);
    static final GameOption K = GameOption.value("--k", "K",
            "Moore's Nim-k: a move is made in 1 to K components at once", "1");
    static final GameOption ASSUME_MOORE = GameOption.flag("--assume-moore",
            "with --k: where no exact method reaches, print what Moore's rule says on the Grundy values, unproven");
    static final GameOption CASES = GameOption.value("--cases", "FILE",
            "many positions: one case a line (or - for standard input), answered in order", null);

    /** The options a rule file's game takes. */
    static final List<GameOption> OPTIONS = List.of(GameOption.MISERE, K, ASSUME_MOORE);
    /** The options a partizan rule file's game takes. */
    static final List<GameOption> PARTIZAN_OPTIONS = List.of(PartizanGames.FIRST);

    private RulesSolve() {
    }

    /** Adds {@code --rules} and its options (and a position) to the {@code solve} command. */
    static void addTo(CommandSpec solve) {
        GameOptionSpecs.addAll(solve, List.of(RULES, GameOption.MISERE, K, ASSUME_MOORE, PartizanGames.FIRST, CASES));
        solve.addOption(SolveCommand.budgetOption());
        solve.addPositional(PositionalParamSpec.builder().paramLabel("POSITION").arity("0..*").type(List.class)
                .auxiliaryTypes(String.class).description("with --rules: the position, or - for standard input")
                .build());
        solve.parser().unmatchedOptionsArePositionalParams(true);
    }

    /** Runs {@code solve} without a game name: a rule file, or the usual error. */
    static int run(CommandSpec solve) throws IOException {
        String file = solve.findOption("--rules").getValue();
        List<String> given = solve.positionalParameters().get(0).getValue();
        if (file == null && given != null && !given.isEmpty()) {
            String word = given.get(0);
            throw new BadInputException(word.startsWith("-") ? "unknown option '" + word + "' for solve; name a"
                    + " game, as in 'sprague solve nim --misere 1 2'"
                    : "unknown game '" + word + "'; 'sprague list' shows every game");
        }
        if (file == null) {
            throw new BadInputException("missing game: try 'sprague solve nim 3 4 5', or 'sprague solve --rules"
                    + " FILE.java POSITION' for your own game; 'sprague list' shows every game");
        }
        boolean json = Boolean.TRUE.equals(solve.findOption("--json").getValue());
        String budgetText = solve.findOption("--budget").getValue();
        Budget budget = SolveCommand.budget(budgetText);
        GameOptions options = GameOptionSpecs.given(solve, OPTIONS).withBudget(budget);
        List<String> args = solve.positionalParameters().get(0).getValue();
        args = args == null ? new ArrayList<>() : new ArrayList<>(args);
        for (String a : args) {
            if (a.matches("--?[a-zA-Z][a-zA-Z0-9-]*")) {
                throw new BadInputException("unknown option '" + a + "' for solve --rules; options: --misere, --k K,"
                        + " --first left|right, --assume-moore, --cases FILE, --budget STEPS|none, --json");
            }
        }
        Budget.Deadline deadline = budget.start();
        CompiledRules compiled = RuleCompiler.compileAny(Path.of(file), deadline);
        String cases = solve.findOption("--cases").getValue();
        if (cases != null && !args.isEmpty()) {
            throw new BadInputException("give either --cases FILE or a position, not both");
        }
        if (cases == null && args.size() == 1 && args.get(0).equals("-")) {
            args = StdinTokens.read(System.in);
        }
        if (compiled instanceof PartizanRuleFile partizan) {
            return partizan(solve, partizan, args, cases, budget, budgetText, deadline, json);
        }
        if (solve.findOption("--first").getValue() != null) {
            throw new BadInputException("--first is for partizan rule files (methods left and right); "
                    + compiled.fileName() + " states an impartial game, where either player may make every move");
        }
        RuleFile rules = (RuleFile) compiled;
        try (GuardedMoves guard = new GuardedMoves(rules, deadline)) {
            RuleSolver solver = new RuleSolver(new RuleGame(rules, guard, RuleGame.DEFAULT_MAX_STATES));
            Cases.Solver each = (o, position) -> solve(solver, o, position);
            if (cases != null) {
                return Cases.run(cases, OPTIONS, budgetText == null ? options.withBudget(Cases.budget(budget))
                        : options, each, json, solve.commandLine().getErr());
            }
            Output.print(each.solve(options, args), options, json);
            return 0;
        }
    }

    /** A partizan rule file: canonical values, as the catalog's partizan games are answered. */
    private static int partizan(CommandSpec solve, PartizanRuleFile rules, List<String> args, String cases,
            Budget budget, String budgetText, Budget.Deadline deadline, boolean json) throws IOException {
        for (GameOption impartialOnly : OPTIONS) {
            Object given = solve.findOption(impartialOnly.name()).getValue();
            if (given != null && !Boolean.FALSE.equals(given)) {
                throw new BadInputException(impartialOnly.name() + " is for impartial rule files; " + rules.fileName()
                        + " states the moves of Left and Right (a partizan game), which takes --first left|right");
            }
        }
        GameOptions options = GameOptionSpecs.given(solve, PARTIZAN_OPTIONS).withBudget(budget);
        try (GuardedMoves guard = new GuardedMoves(rules, deadline)) {
            Cases.Solver each = (o, position) -> PartizanRuleSolver.solve(rules, guard, position, leftFirst(o),
                    o.budget());
            if (cases != null) {
                return Cases.run(cases, PARTIZAN_OPTIONS, budgetText == null
                        ? options.withBudget(Cases.budget(budget)) : options, each, json, solve.commandLine().getErr());
            }
            Output.print(each.solve(options, args), options, json);
            return 0;
        }
    }

    private static boolean leftFirst(GameOptions options) {
        String first = options.string(PartizanGames.FIRST);
        if (first != null && !first.equals("left") && !first.equals("right")) {
            throw new BadInputException(PartizanGames.FIRST.name() + " takes left or right, not '" + first + "'");
        }
        return first == null || first.equals("left");
    }

    static Solution solve(RuleSolver solver, GameOptions options, List<String> position) {
        return solver.solve(position, options.flag(GameOption.MISERE), options.intValue(K, 1, 1),
                options.flag(ASSUME_MOORE), options.budget());
    }

    /** Options given on the command line, as a map, for merging with a case's own. */
    static Map<String, String> map(GameOptions options) {
        return new LinkedHashMap<>(options.asMap());
    }
}
