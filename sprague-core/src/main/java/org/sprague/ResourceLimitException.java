package org.sprague;

/**
 * A computation would exceed a budget (positions, memory or time). The message is one line that says what was
 * needed and how to raise the limit; front ends show it as it is and exit with status 3.
 */
public class ResourceLimitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ResourceLimitException(String message) {
        super(message);
    }
}
