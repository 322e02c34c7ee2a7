package org.sprague.cli.values;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.cli.GameOptionSpecs;
import org.sprague.cli.command.RulesSolve;
import org.sprague.cli.output.GridOutput;
import org.sprague.cli.plot.GridPlot;
import org.sprague.cli.plot.ValuesPlot;
import org.sprague.heap.GrundyValues;
import org.sprague.pattern.TableFacts;
import org.sprague.rules.ExpressionCheck;
import org.sprague.rules.GuardedMoves;
import org.sprague.rules.RuleCompiler;
import org.sprague.rules.RuleFile;
import org.sprague.rules.RuleForm;
import org.sprague.rules.RuleGame;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * {@code sprague values --rules FILE.java --upto N} (heap forms) or {@code --grid A,B} (two-number positions),
 * and the grid tables ({@code sprague values wythoff --grid A,B}): tables of values with their losing positions, a
 * guessed pattern and an optional check. Rule files have no periodicity theorem, so a period seen is never proven;
 * their heap tables are answered as every {@code values} table is ({@link ValuesCommand#answer}).
 */
final class RulesValues {
    private RulesValues() {
    }

    /** Adds {@code --rules} and the table options to the {@code values} command. */
    static void addTo(CommandSpec values) {
        GameOptionSpecs.addAll(values, List.of(RulesSolve.RULES, TableOptions.GRID));
        GameOptionSpecs.addAll(values, TableOptions.common());
        values.addOption(OptionSpec.builder("--upto").paramLabel("N").type(String.class)
                .description("with --rules: values of heaps 0..N").build());
        values.addOption(GameOptionSpecs.jsonOption());
        values.addOption(OptionSpec.builder("--stats").arity("0").type(boolean.class)
                .description("with --rules: statistics instead of the values").build());
        values.addOption(plotOption());
    }

    /** {@code --plot FILE}: G(n) against n for heaps, a heat map for grids. */
    static OptionSpec plotOption() {
        return OptionSpec.builder("--plot").paramLabel("FILE").type(String.class)
                .description("also draw the table to FILE (.png or .svg): G(n) against n, or the grid as a heat map"
                        + " with the losing positions in red").build();
    }

    /** The --plot file, its name checked before any work; or {@code null}. */
    private static String plot(CommandSpec spec) {
        String plot = spec.findOption("--plot").getValue();
        if (plot != null) {
            ValuesPlot.checkName(plot);
        }
        return plot;
    }

    /** Runs {@code values} without a ruleset: a rule file, or the usual error. */
    static int run(CommandSpec spec) throws IOException {
        String file = spec.findOption("--rules").getValue();
        if (file == null) {
            throw new BadInputException("missing ruleset: try 'sprague values octal --code 0.77', or 'sprague values"
                    + " --rules FILE.java --upto N' for your own game; rulesets: " + String.join(", ",
                    org.sprague.cli.Errors.heapGames()) + org.sprague.compound.Games.all().stream()
                    .filter(g -> g.gridTable().isPresent()).map(g -> ", " + g.id() + " (--grid)")
                    .collect(java.util.stream.Collectors.joining()));
        }
        boolean json = Boolean.TRUE.equals(spec.findOption("--json").getValue());
        boolean misere = TableOptions.misere(spec);
        String upto = spec.findOption("--upto").getValue();
        String grid = spec.findOption("--grid").getValue();
        String plot = plot(spec);
        org.sprague.solve.Budget.Deadline deadline = budget(spec).start();
        RuleFile rules = RuleCompiler.compile(Path.of(file), deadline);
        if (rules.form() == RuleForm.TEXT) {
            throw new BadInputException("values tabulates heaps (--upto) or pairs of numbers (--grid); "
                    + rules.fileName() + " has " + rules.form().signature() + ", whose positions are texts with no"
                    + " order to tabulate; solve --rules answers them");
        }
        try (GuardedMoves guard = new GuardedMoves(rules, deadline)) {
            RuleGame game = new RuleGame(rules, guard, RuleGame.DEFAULT_MAX_STATES);
            if (grid != null) {
                if (upto != null) {
                    throw new BadInputException("give either --upto (heaps) or --grid (pairs), not both");
                }
                if (rules.form() != RuleForm.TUPLE) {
                    throw new BadInputException("--grid is for rules of the form int[][] moves(int[] p) with two"
                            + " numbers; " + rules.fileName() + " has " + rules.form().signature()
                            + ": use --upto N");
                }
                int[] size = TableOptions.grid(grid);
                if (plot != null) {
                    GridPlot.check(plot, size[0], size[1]);
                }
                ExpressionCheck check = TableOptions.check(spec, true, deadline);
                int[][] values = grid(game, size[0], size[1], misere);
                if (plot != null) {
                    GridPlot.write(gridTitle(rules.className(), misere), values, plot);
                }
                GridOutput.print(rules.className(), values, misere, TableFacts.of(values, check), json,
                        TableOptions.latex(spec));
                return 0;
            }
            if (upto == null) {
                throw new BadInputException(rules.form() == RuleForm.TUPLE ? "give --grid A,B for rules of the form"
                        + " int[][] moves(int[] p)" : "give --upto N: the heaps 0..N to tabulate");
            }
            if (rules.form() == RuleForm.TUPLE) {
                throw new BadInputException("--upto is for heap rules; " + rules.fileName() + " has "
                        + rules.form().signature() + ": use --grid A,B");
            }
            int n = (int) ValuesCommand.count("--upto", upto);
            ExpressionCheck check = TableOptions.check(spec, false, deadline);
            int[] values = game.table(n, misere);
            GrundyValues result = misere ? org.sprague.heap.values.ValuesQuestion.misereTable(rules.className(), values, n)
                    : GrundyValues.observed(rules.className(), false, values, n,
                            "no theorem applies to a rule file: a period seen in the table is not proven");
            boolean stats = Boolean.TRUE.equals(spec.findOption("--stats").getValue());
            return ValuesCommand.answer(result, json, stats, check, plot, null, TableOptions.latex(spec));
        }
    }

    /** The run's budget: the standard one, or the steps given with {@code --budget} where the command has it. */
    static org.sprague.solve.Budget budget(CommandSpec spec) {
        OptionSpec given = spec.findOption("--budget");
        return ValuesCommand.budget(given == null ? null : given.getValue());
    }

    private static String gridTitle(String name, boolean misere) {
        return name + ": " + (misere ? "misère values" : "Grundy values") + " of (p0, p1)";
    }

    /** The grid of a two-number rule: rows p0 = 0..rows-1, columns p1 = 0..cols-1. */
    static int[][] grid(RuleGame game, int rows, int cols, boolean misere) {
        int[] ids = new int[rows * cols];
        for (int a = 0; a < rows; a++) {
            for (int b = 0; b < cols; b++) {
                ids[a * cols + b] = game.id(new int[] {a, b});
            }
        }
        int[] flat = game.values(ids, misere);
        int[][] out = new int[rows][];
        for (int a = 0; a < rows; a++) {
            out[a] = java.util.Arrays.copyOfRange(flat, a * cols, (a + 1) * cols);
        }
        return out;
    }

    /** {@code values ID --grid A,B} for a grid table. */
    static CommandLine gridCommand(String id, org.sprague.catalog.GridTable table) {
        CommandSpec[] self = new CommandSpec[1];
        CommandSpec spec = CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> {
            CommandSpec s = self[0];
            String grid = s.findOption("--grid").getValue();
            if (grid == null) {
                throw new BadInputException("values " + id + " needs --grid A,B (rows and columns of pile"
                        + " sizes)");
            }
            int[] size = TableOptions.grid(grid);
            boolean misere = TableOptions.misere(s);
            String plot = plot(s);
            if (plot != null) {
                GridPlot.check(plot, size[0], size[1]);
            }
            int[][] values = table.values(size[0], size[1], misere);
            if (plot != null) {
                GridPlot.write(gridTitle(id, misere), values, plot);
            }
            GridOutput.print(id, values, misere, TableFacts.of(values, TableOptions.check(s, true)),
                    Boolean.TRUE.equals(s.findOption("--json").getValue()), TableOptions.latex(s));
            return 0;
        });
        self[0] = spec;
        spec.usageMessage().description(table.description());
        GameOptionSpecs.addAll(spec, List.<GameOption>of(TableOptions.GRID));
        GameOptionSpecs.addAll(spec, TableOptions.common());
        spec.addOption(GameOptionSpecs.jsonOption());
        spec.addOption(plotOption());
        spec.mixinStandardHelpOptions(true);
        return new CommandLine(spec);
    }
}
