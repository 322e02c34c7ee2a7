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

    private static final Map<Parameter, String[]> OPTIONS = new EnumMap<>(Map.of(
            Parameter.RANGE, new String[] {"--upto", "N"},
            Parameter.SEARCH_LIMIT, new String[] {"--limit", "N"},
            Parameter.CHECKPOINT, new String[] {"--checkpoint", "DIR"},
            Parameter.RESUME, new String[] {"--resume", "DIR"},
            Parameter.ENGINE, new String[] {"--engine", "E"},
            Parameter.MASTER, new String[] {"--master", "URL"}));

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
