package org.sprague;

/**
 * The caller gave something that is not a valid game, position or option. The message is one line, says what
 * was wrong and, where useful, what is accepted; front ends show it as it is and exit with status 2. A message
 * that refers to a parameter the caller chose is kept as a {@link Wording}, so a front end can name the
 * parameter in its own words ({@link #message(ParameterNames)}); {@link #getMessage()} uses the library's words.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Wording wording;

    /**
     * Bad input described by a fixed message.
     *
     * @param message one line saying what was wrong
     */
    public BadInputException(String message) {
        this(Wording.of(message));
    }

    /**
     * Bad input whose message names parameters.
     *
     * @param wording the message, worded for any front end's names
     */
    public BadInputException(Wording wording) {
        super(wording.in(ParameterNames.LIBRARY));
        this.wording = wording;
    }

    /**
     * The message with parameters named as {@code names} names them.
     *
     * @param names a front end's names for the parameters
     * @return one line; {@link #getMessage()} when the message names no parameter or was deserialized
     */
    public String message(ParameterNames names) {
        return wording == null ? getMessage() : wording.in(names);
    }
}
