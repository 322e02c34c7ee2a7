package org.sprague.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Turns the catalog's {@link GameOption}s into picocli options and reads the parsed values back, for every
 * command built from the catalog ({@code solve GAME}, {@code values RULESET}).
 */
public final class GameOptionSpecs {
    private GameOptionSpecs() {
    }

    /** Adds one picocli option per game option to {@code spec}. */
    public static void addAll(CommandSpec spec, List<GameOption> options) {
        for (GameOption o : options) {
            OptionSpec.Builder b = OptionSpec.builder(o.name()).description(o.description());
            if (o.isFlag()) {
                b.arity("0").type(boolean.class);
            } else {
                b.paramLabel(o.paramLabel()).type(String.class);
                if (o.defaultValue() != null) {
                    b.description(o.description() + " (default " + o.defaultValue() + ")");
                }
            }
            spec.addOption(b.build());
        }
    }

    /** The values given on the command line: flags that are set as {@code "true"}, other options as typed. */
    public static GameOptions given(CommandSpec spec, List<GameOption> options) {
        Map<String, String> values = new LinkedHashMap<>();
        for (GameOption o : options) {
            Object v = spec.findOption(o.name()).getValue();
            if (o.isFlag()) {
                if (Boolean.TRUE.equals(v)) {
                    values.put(o.name(), "true");
                }
            } else if (v != null) {
                values.put(o.name(), (String) v);
            }
        }
        return new GameOptions(values);
    }

    /**
     * Adds {@code -h/--help} to a game's command and turns picocli's ${...} variables off there (no text of a game
     * command has one): the lookups on every option string of every game, one command per game in each of solve,
     * values and play, made the JIT spend about half a CPU second compiling them during every longer run.
     */
    public static void addHelp(CommandSpec spec) {
        spec.interpolateVariables(false);
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true)
                .description("Show this help message and exit.").build());
    }

    /** The {@code --json} flag every command takes. */
    public static OptionSpec jsonOption() {
        return OptionSpec.builder("--json").arity("0").type(boolean.class)
                .description("print exactly one JSON object").build();
    }

    /**
     * Adds the game's POSITION arguments to {@code spec}: any number, and words that look like options the game
     * does not know are taken as positions (negative numbers, {@code --++}), to be checked by the caller.
     */
    public static void addPosition(CommandSpec spec, String description) {
        spec.addPositional(PositionalParamSpec.builder().paramLabel("POSITION").arity("0..*").type(List.class)
                .auxiliaryTypes(String.class).description(description).build());
        spec.parser().unmatchedOptionsArePositionalParams(true);
    }
}
