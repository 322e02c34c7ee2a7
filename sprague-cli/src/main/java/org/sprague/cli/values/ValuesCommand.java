package org.sprague.cli.values;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.sprague.BadInputException;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.HeapRules;
import org.sprague.cli.GameOptionSpecs;
import org.sprague.cli.output.ValuesOutput;
import org.sprague.cli.plot.ValuesPlot;
import org.sprague.compound.Games;
import org.sprague.heap.GrundySequences;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.HeapRuleset;
import org.sprague.heap.values.ValuesEngine;
import org.sprague.heap.values.ValuesLimits;
import org.sprague.heap.values.ValuesQuestion;
import org.sprague.heap.sequence.ValuesFile;
import org.sprague.rules.ExpressionCheck;
import org.sprague.solve.Budget;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * {@code sprague values RULESET [options] --upto N}: the Grundy sequence of a heap ruleset with its periodicity;
 * one subcommand per ruleset, with the same ruleset options as {@code solve}.
 */
public final class ValuesCommand {
    private ValuesCommand() {
    }

    public static CommandLine build() {
        CommandSpec[] self = new CommandSpec[1];
        CommandSpec values = CommandSpec.wrapWithoutInspection((Callable<Integer>) () -> RulesValues.run(self[0]));
        self[0] = values;
        values.name("values");
        values.usageMessage().description("Grundy values G(0..N) of a heap ruleset, with its period and, where a"
                + " theorem allows, a proof.");
        values.mixinStandardHelpOptions(true);
        RulesValues.addTo(values);
        CommandLine cli = new CommandLine(values);
        for (CatalogGame game : Games.all()) {
            // every game whose positions are heaps, plug-ins included
            game.heapRules().ifPresent(heaps -> cli.addSubcommand(game.id(), rulesetCommand(game, heaps)));
            // and every game whose positions are pairs of numbers
            game.gridTable().ifPresent(table -> cli.addSubcommand(game.id(), RulesValues.gridCommand(game.id(), table)));
        }
        return cli;
    }

    private static CommandLine rulesetCommand(CatalogGame game, HeapRules heaps) {
        RulesetCall call = new RulesetCall(game, heaps);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(call);
        call.spec = spec;
        spec.usageMessage().description("Grundy sequence of " + game.summary() + ".");
        GameOptionSpecs.addAll(spec, heaps.options());
        spec.addOption(OptionSpec.builder("--upto").paramLabel("N").type(String.class)
                .description("compute G(0..N); may be left out for finite octal codes and subtraction sets").build());
        spec.addOption(OptionSpec.builder("--limit").paramLabel("N").type(String.class)
                .description("without --upto: stop at N when no period is proven (default "
                        + GrundySequences.DEFAULT_LIMIT + ")").build());
        spec.addOption(OptionSpec.builder("--budget").paramLabel("STEPS").type(String.class)
                .description("the work limit in steps, estimated before the run (default "
                        + (long) Budget.STANDARD_STEPS + "), or none").build());
        spec.addOption(OptionSpec.builder("--time").paramLabel("DURATION").type(String.class)
                .description("the time budget, such as 90s, 30m or 2h, or none (default " + LONG_RUN_MINUTES
                        + "m for octal codes, grundy and lasker, whose runs are saved and resumed, and for --quotient; 60s for"
                        + " the others)")
                .build());
        spec.addOption(GameOptionSpecs.jsonOption());
        spec.addOption(OptionSpec.builder("--stats").arity("0").type(boolean.class)
                .description("statistics instead of the values").build());
        GameOptionSpecs.addAll(spec, TableOptions.common());
        spec.addOption(OptionSpec.builder("--quotient").arity("0").type(boolean.class)
                .description("with --misere: the misère quotient of the sums of heaps up to N (order, P-portion,"
                        + " generators, relations, each heap's element)").build());
        spec.addOption(MisereFormTable.option());
        spec.addOption(OptionSpec.builder("--plot").paramLabel("FILE").type(String.class)
                .description("also draw G(n) against n, preperiod and period marked, to FILE (.png or .svg)")
                .build());
        LongRunCommand.addOptions(spec);
        GameOptionSpecs.addHelp(spec);
        return new CommandLine(spec);
    }

    /** Runs one ruleset on the parsed command line. */
    static final class RulesetCall implements Callable<Integer> {
        private final CatalogGame game;
        private final HeapRules heaps;
        private CommandSpec spec;

        RulesetCall(CatalogGame game, HeapRules heaps) {
            this.game = game;
            this.heaps = heaps;
        }

        @Override
        public Integer call() throws IOException {
            HeapRuleset rules = heaps.ruleset(GameOptionSpecs.given(spec, heaps.options()));
            String plot = spec.findOption("--plot").getValue();
            if (plot != null) {
                ValuesPlot.checkName(plot);
            }
            String upto = spec.findOption("--upto").getValue();
            String limit = spec.findOption("--limit").getValue();
            boolean json = Boolean.TRUE.equals(spec.findOption("--json").getValue());
            boolean stats = Boolean.TRUE.equals(spec.findOption("--stats").getValue());
            ExpressionCheck check = TableOptions.check(spec, false);
            String budgetText = spec.findOption("--budget").getValue();
            String timeText = spec.findOption("--time").getValue();
            Budget budget = budget(budgetText);
            java.time.Duration time = timeText == null ? null : time(timeText);
            if (timeText != null) {
                budget = budget.withTime(time);
            }
            boolean misere = TableOptions.misere(spec);
            if (Boolean.TRUE.equals(spec.findOption(MisereFormTable.NAME).getValue())) {
                if (upto == null) {
                    throw new BadInputException(MisereFormTable.NAME + " needs --upto N: the heaps 0..N");
                }
                if (stats || check != null || plot != null || LongRunCommand.anyGiven(spec)
                        || Boolean.TRUE.equals(spec.findOption("--quotient").getValue())) {
                    throw new BadInputException(MisereFormTable.NAME + " prints the forms only: leave out --stats,"
                            + " --check, --plot, --quotient and the long-run options");
                }
                Budget formBudget = timeText == null ? budget.withTime(Budget.STANDARD_TIME) : budget;
                return MisereFormTable.run(game, GameOptionSpecs.given(spec, heaps.options()),
                        (int) count("--upto", upto), formBudget, json, TableOptions.latex(spec));
            }
            // the budget policy of each engine is the core's: the long runs and the quotient get minutes of time
            // and no step limit unless --budget or --time says otherwise
            ValuesLimits limits = ValuesLimits.command(budget, budgetText != null, timeText != null);
            if (Boolean.TRUE.equals(spec.findOption("--quotient").getValue())) {
                return QuotientOutput.run(rules, upto, misere, json, limits.quotient());
            }
            ValuesQuestion.Builder question = ValuesQuestion.builder(rules).misere(misere).intTable(check != null)
                    .limits(limits);
            if (question.engine() == ValuesEngine.SEQUENCE) {
                if (upto != null && limit != null) {
                    throw new BadInputException("give either --upto or --limit, not both");
                }
                if (upto != null) {
                    question.upto(LongRunCommand.number("--upto", upto, 0, LongRunCommand.MAX_UPTO));
                } else if (limit != null) {
                    // without --upto or --limit a finite code runs until its period is proven, held by the time
                    question.searchTo(LongRunCommand.number("--limit", limit, 1, LongRunCommand.MAX_UPTO));
                }
                Path out = LongRunCommand.outFile(spec);
                return answer(LongRunCommand.run(spec, question, rules.name(), json), json, stats, null, plot, out,
                        TableOptions.latex(spec));
            }
            if (LongRunCommand.anyGiven(spec)) {
                throw new BadInputException("--algorithm, --threads, --checkpoint, --resume, --progress and --out"
                        + " apply to octal codes of at most two heaps, grundy and lasker, not to " + rules.name());
            }
            if (misere) {
                if (upto == null) {
                    throw new BadInputException("--misere tables need --upto N");
                }
                question.upto(count("--upto", upto));
            } else if (upto != null) {
                if (limit != null) {
                    throw new BadInputException("give either --upto or --limit, not both");
                }
                question.upto(count("--upto", upto));
            } else if (limit != null) {
                question.searchTo(count("--limit", limit));
            }
            GrundyValues result = question.build().answer();
            return answer(result, json, stats, check, plot, null, TableOptions.latex(spec));
        }
    }

    /**
     * Gives the answer of {@code values}, whatever engine computed it: writes the values to {@code out} (then the
     * statistics stand in for the values) and the plot, adds the table's facts with the check, and prints.
     *
     * @param out the {@code --out} file (long runs only), or {@code null}
     * @return the exit code, 0
     */
    static int answer(GrundyValues result, boolean json, boolean stats, ExpressionCheck check, String plot, Path out,
            boolean latex) throws IOException {
        if (out != null) {
            try {
                ValuesFile.write(out, result.title(), result.values(), result.upto(), result.stats().hash());
            } catch (IOException e) {
                throw new BadInputException("--out " + out + ": cannot write it (" + LongRunCommand.reason(e) + ")");
            }
        }
        if (plot != null) {
            ValuesPlot.write(result, plot);
        }
        ValuesOutput.print(result, ValuesOutput.facts(result, check), json, stats || out != null, latex);
        return 0;
    }

    /** The default time budget of the long runs, in minutes, for the help. */
    static final long LONG_RUN_MINUTES = ValuesLimits.LONG_RUN.toMinutes();

    /**
     * A time budget: a positive number with a unit ({@code 90s}, {@code 30m} or {@code 30min}, {@code 2h},
     * {@code 1d}; a bare number is seconds), or {@code none}, read as {@code null}.
     */
    public static java.time.Duration time(String text) {
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("none")) {
            return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9]{1,9})(s|m|min|h|d)?").matcher(t);
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new BadInputException("--time must be a positive duration such as 90s, 30m, 2h or 1d, or none;"
                    + " got '" + org.sprague.catalog.Integers.excerpt(text) + "'");
        }
        long v = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "s" -> java.time.Duration.ofSeconds(v);
            case "m", "min" -> java.time.Duration.ofMinutes(v);
            case "h" -> java.time.Duration.ofHours(v);
            default -> java.time.Duration.ofDays(v);
        };
    }

    /** The standard budget, or the steps given ({@code none}: no step or time limit). */
    public static Budget budget(String text) {
        if (text == null) {
            return Budget.standard();
        }
        if (text.equals("none")) {
            return Budget.unlimited();
        }
        java.math.BigInteger v = org.sprague.catalog.Integers.parse(text, "--budget");
        if (v.signum() <= 0) {
            throw new BadInputException("--budget must be a positive number of steps or none, got "
                    + org.sprague.catalog.Integers.excerpt(text));
        }
        return Budget.standard().withSteps(v.doubleValue());
    }

    /** A count option such as --upto: a nonnegative integer that fits one Java array. */
    static long count(String option, String text) {
        java.math.BigInteger v = org.sprague.catalog.Integers.parse(text, option);
        if (v.signum() < 0) {
            throw new BadInputException(option + " must not be negative, got "
                    + org.sprague.catalog.Integers.excerpt(text));
        }
        // the values live in one Java array, so N is bounded by the largest array
        long most = Integer.MAX_VALUE - 16;
        if (v.compareTo(java.math.BigInteger.valueOf(most)) > 0) {
            throw new BadInputException(option + " must be at most " + most + ", got "
                    + org.sprague.catalog.Integers.excerpt(text));
        }
        return v.longValue();
    }
}
