package org.sprague;

/**
 * A quantity of a request that a front end lets its user choose, named in messages without the front end's
 * spelling: the library says "the largest heap of the table", a command line says {@code --upto}. A message that
 * refers to one is built by a {@link Wording} from {@link ParameterNames}, so each front end shows its own words.
 */
public enum Parameter {
    /** The largest heap n of a table G(0..n). */
    RANGE("the largest heap n of the table G(0..n)", "a largest heap n (the table G(0..n))"),
    /** The heap at which the search for a proven period gives up. */
    SEARCH_LIMIT("the search limit", "a search limit n"),
    /** The directory a long run saves its values in. */
    CHECKPOINT("the checkpoint directory", "a checkpoint directory"),
    /** Going on with a run saved in a checkpoint directory. */
    RESUME("resuming from the checkpoint", "resuming from the checkpoint directory"),
    /** The retrograde engine that solves a game graph. */
    ENGINE("the retrograde engine", "a retrograde engine"),
    /** Where a distributed retrograde engine runs. */
    MASTER("the engine's master", "an engine's master"),
    /** The rows and columns of a table of two-heap positions. */
    GRID("the grid's size", "a grid size (rows and columns)"),
    /** The most digits of the codes a survey covers. */
    DIGITS("the number of digits", "a number of digits"),
    /** The most steps one computation may take, estimated before it starts. */
    BUDGET("the step budget", "a step budget"),
    /** The most time one computation may take. */
    TIME("the time budget", "a time budget"),
    /** A game given as a rule file (Java source with a static moves method). */
    RULES("the rule file", "a rule file"),
    /** A claim checked at every position of a table, a boolean expression. */
    CHECK("the claim checked", "a claim to check"),
    /** A claimed value checked at every position of a table, an int expression. */
    CHECK_VALUE("the claimed value checked", "a claimed value to check");

    private final String name;
    private final String usage;

    Parameter(String name, String usage) {
        this.name = name;
        this.usage = usage;
    }

    /**
     * The library's words for this parameter, used by {@link ParameterNames#LIBRARY}.
     *
     * @return a noun phrase with its article, such as "the search limit"
     */
    public String words() {
        return name;
    }

    /**
     * The library's words for giving a value of this parameter, used by {@link ParameterNames#LIBRARY}.
     *
     * @return a noun phrase that follows "give", such as "a search limit n"
     */
    public String usageWords() {
        return usage;
    }
}
