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
    MASTER("the engine's master", "an engine's master");

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
