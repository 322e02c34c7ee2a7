package org.sprague.cli;

import java.util.EnumMap;
import java.util.Map;
import org.sprague.Parameter;
import org.sprague.ParameterNames;

/**
 * The command line's names for the parameters the library's messages refer to: the one place that knows that the
 * largest heap of a table is {@code --upto N}. Every {@link Parameter} has a spelling here (a test checks it), so a
 * message never falls back to the library's words at the command line.
 */
final class OptionNames implements ParameterNames {
    static final OptionNames CLI = new OptionNames();

    private static final Map<Parameter, String[]> OPTIONS = new EnumMap<>(Map.ofEntries(
            Map.entry(Parameter.RANGE, new String[] {"--upto", "N"}),
            Map.entry(Parameter.SEARCH_LIMIT, new String[] {"--limit", "N"}),
            Map.entry(Parameter.CHECKPOINT, new String[] {"--checkpoint", "DIR"}),
            Map.entry(Parameter.RESUME, new String[] {"--resume", "DIR"}),
            Map.entry(Parameter.ENGINE, new String[] {"--engine", "E"}),
            Map.entry(Parameter.MASTER, new String[] {"--master", "URL"}),
            Map.entry(Parameter.GRID, new String[] {"--grid", "A,B"}),
            Map.entry(Parameter.DIGITS, new String[] {"--digits", "D"}),
            Map.entry(Parameter.BUDGET, new String[] {"--budget", "STEPS"}),
            Map.entry(Parameter.TIME, new String[] {"--time", "DURATION"}),
            Map.entry(Parameter.RULES, new String[] {"--rules", "FILE.java"}),
            Map.entry(Parameter.CHECK, new String[] {"--check", "EXPR"}),
            Map.entry(Parameter.CHECK_VALUE, new String[] {"--check-value", "EXPR"})));

    private OptionNames() {
    }

    @Override
    public String name(Parameter parameter) {
        String[] option = OPTIONS.get(parameter);
        return option == null ? parameter.words() : option[0];
    }

    @Override
    public String usage(Parameter parameter) {
        String[] option = OPTIONS.get(parameter);
        return option == null ? parameter.usageWords() : option[0] + " " + option[1];
    }
}
