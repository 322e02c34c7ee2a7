package org.sprague.spark;

import org.sprague.Parameter;
import org.sprague.ParameterNames;

/**
 * The Spark driver's names for the parameters the library's messages refer to, as its command line spells them
 * ({@code --upto N}); a parameter the driver does not take keeps the library's words.
 */
final class SparkOptionNames implements ParameterNames {
    static final SparkOptionNames SPARK = new SparkOptionNames();

    private SparkOptionNames() {
    }

    @Override
    public String name(Parameter parameter) {
        return switch (parameter) {
            case RANGE -> "--upto";
            case DIGITS -> "--digits";
            case BUDGET -> "--budget";
            case MASTER -> "--master";
            default -> parameter.words();
        };
    }

    @Override
    public String usage(Parameter parameter) {
        return switch (parameter) {
            case RANGE -> "--upto N";
            case DIGITS -> "--digits D";
            case BUDGET -> "--budget STEPS";
            case MASTER -> "--master URL";
            default -> parameter.usageWords();
        };
    }
}
