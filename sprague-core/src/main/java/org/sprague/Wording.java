package org.sprague;

/**
 * A one-line message that names {@link Parameter}s, written once and shown in each front end's words: the
 * exceptions of this library keep it so that a front end can word the same failure with its own names for the
 * parameters ({@link BadInputException#message(ParameterNames)}).
 */
@FunctionalInterface
public interface Wording {
    /**
     * The message with the parameters named by {@code names}.
     *
     * @param names how the parameters are named
     * @return one line, without a trailing period
     */
    String in(ParameterNames names);

    /**
     * A message that names no parameter.
     *
     * @param message the message, the same in every front end
     * @return a wording that ignores the names
     */
    static Wording of(String message) {
        return names -> message;
    }
}
