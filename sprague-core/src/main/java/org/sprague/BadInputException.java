package org.sprague;

/**
 * The caller gave something that is not a valid game, position or option. The message is one line, says what
 * was wrong and, where useful, what is accepted; front ends show it as it is and exit with status 2.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }
}
